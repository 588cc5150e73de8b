import { describe, expect, it } from 'vitest';
import { votingAbi } from '@portal/core/abi/voting';
import { parseServerConfig } from '@portal/core/config';
import type { Db } from '@portal/core/db/client';
import { DAY, type GovernanceFixture, useGovernanceFixture } from '@portal/devnet/contracts/governanceFixture';
import { createApp } from '@portal/functions/src/app';
import { atomProblems, icalendarProblems, type ParsedEvent } from '../../../test/fixtures/feedRules';
import { freshTestDb } from '../../../test/setup/services';
import type { IndexerContext } from '../context';
import { runGovernanceJob } from './governanceJob';

/**
 * The feeds follow what the governance job indexes on a real chain (the devnet's small governance
 * fixture): a new agenda is a new Atom entry and new calendar events, a vote a new SEQUENCE, and
 * the end of voting an entry with the result. Every answer keeps the feed and calendar rules.
 */

let f: GovernanceFixture;
useGovernanceFixture((fixture) => (f = fixture));

const SITE = 'https://portal.example.org';

function contextFor(db: Db): IndexerContext {
  return {
    db,
    client: f.client,
    config: parseServerConfig({ VOTING_ADDRESS: f.contracts.voting, START_BLOCK: '0', CHAIN_ID: '31337', CONFIRMATIONS: '0' }),
    now: () => {
      throw new Error('the governance job must not read the clock into items');
    },
    log: () => {},
  };
}

async function propose(title: string) {
  await f.chain.write(f.secretary, { address: f.contracts.voting, abi: votingAbi, functionName: 'propose', args: [title, [], [], [], DAY, 3n * DAY] });
  const id = await f.voting.read.lastProposalId();
  const [voteStart, voteEnd] = await f.voting.read.getProposalSchedule([id]);
  return { id, voteStart, voteEnd };
}

async function feeds(db: Db) {
  const app = createApp({ db, config: parseServerConfig({ SITE_URL: SITE }) });
  const atom = atomProblems(await (await app.request('/v1/feeds/agendas.atom')).text());
  const ics = icalendarProblems(await (await app.request('/v1/feeds/agendas.ics')).text());
  expect(atom.problems).toEqual([]);
  expect(ics.problems).toEqual([]);
  const event = (uid: string): ParsedEvent | undefined => ics.events.find((e) => e['UID'] === `${uid}@portal.example.org`);
  return { entries: atom.feed!.entries.map((e) => e.id.replace('tag:portal.example.org,2026:', '')), updated: atom.feed!.updated, event };
}

describe('feeds after the governance job', () => {
  it('gain an entry and events for a new agenda, a new SEQUENCE for a vote, and the result when voting closes', async () => {
    const db = await freshTestDb();
    const first = await propose('Fund the bridge, phase 1');
    await runGovernanceJob(contextFor(db));
    const proposed = await feeds(db);
    expect(proposed.entries).toEqual([`agenda-${first.id}-published`]);
    expect(proposed.event(`agenda-${first.id}-preparation`)).toMatchObject({ SEQUENCE: '0', SUMMARY: 'Preparation: Fund the bridge\\, phase 1' });
    expect(proposed.event(`agenda-${first.id}-voting`)).toMatchObject({ SEQUENCE: '0' });

    await f.chain.mineUntil(first.voteStart + 1n);
    await runGovernanceJob(contextFor(db));
    const started = await feeds(db);
    expect(started.entries).toEqual([`agenda-${first.id}-voting-started`, `agenda-${first.id}-published`]);
    const before = started.event(`agenda-${first.id}-voting`)!;
    expect(before['SEQUENCE']).toBe('1');

    await f.chain.write(f.voters.get(1)!, { address: f.contracts.voting, abi: votingAbi, functionName: 'castVote', args: [first.id, 1] });
    await runGovernanceJob(contextFor(db));
    const voted = await feeds(db);
    const after = voted.event(`agenda-${first.id}-voting`)!;
    expect(after['SEQUENCE']).toBe('2');
    expect(after['LAST-MODIFIED']! > before['LAST-MODIFIED']!).toBe(true);
    expect(after['DESCRIPTION']).toContain('Yes 6\\, No 0\\, Abstain 0\\; 1 of 7 councils voted.');
    expect(voted.updated > started.updated).toBe(true);

    const second = await propose('Second agenda');
    await runGovernanceJob(contextFor(db));
    const again = await feeds(db);
    expect(again.entries[0]).toBe(`agenda-${second.id}-published`);
    expect(again.event(`agenda-${second.id}-voting`)).toMatchObject({ SEQUENCE: '0' });
    // The first agenda did not change: its revision stays.
    expect(again.event(`agenda-${first.id}-voting`)!['SEQUENCE']).toBe('2');

    await f.chain.mineUntil(first.voteEnd - DAY + 10n);
    await runGovernanceJob(contextFor(db));
    expect((await feeds(db)).entries).toContain(`agenda-${first.id}-ending-soon`);

    // mineUntil leaves the head one block before the one named: past voteEnd.
    await f.chain.mineUntil(first.voteEnd + 2n);
    await runGovernanceJob(contextFor(db));
    const closed = await feeds(db);
    expect(closed.entries[0]).toBe(`agenda-${first.id}-closed`);
    const app = createApp({ db, config: parseServerConfig({ SITE_URL: SITE }) });
    const atom = atomProblems(await (await app.request('/v1/feeds/agendas.atom')).text()).feed!;
    // One council of 3 needed, 6 of 8 votes: neither threshold met.
    expect(atom.entries[0]!.title).toBe(`Agenda #${first.id} closed, Undecided: Fund the bridge, phase 1`);
  }, 300_000);
});
