import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshTestDb } from '../../../../test/setup/services';
import type { ProposalCreated, ProposalMetadata, VoteCast } from '../../entities/proposal';
import { ConflictingItemError } from '../batch';
import { countWrites } from '../writeCounter';
import type { Db } from '../client';
import { getProposalStats } from './proposalStats';
import {
  clearGovernanceChainItems,
  getProposalDetail,
  getProposalDetails,
  getProposalList,
  getProposalListWithCouncilVotes,
  getProposalMetadata,
  getProposalsCreated,
  listProposalIds,
  listProposalMetadata,
  listVotesOfProposal,
  putGovernanceEvents,
  putProposalMetadata,
  putProposalMetadataIfAbsent,
  putProposalViews,
} from './proposals';
import type { ProposalViews } from '../../views/proposalViews';
import { seedProposalMetadata } from '../seedProposalMetadata';
import { findCouncilByVoter, listCouncilVoters, putCouncilVoters } from './voters';

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const SECRETARY = '0x1111111111111111111111111111111111111111';

const created = (id: number): ProposalCreated => ({
  proposal_id: id,
  proposer: SECRETARY,
  description: `Agenda ${id}`,
  targets: [],
  values: [],
  calldatas: [],
  vote_start: 100 * id,
  vote_end: 100 * id + 50,
  tx_hash: hash(id),
  block: 10 * id,
  log_index: 0,
});

const vote = (id: number, councilId: number, block = 1000 + councilId): VoteCast => ({
  proposal_id: id,
  gc_id: councilId,
  voter: `0x${String(councilId).padStart(40, '0')}`,
  choice: 1,
  votes: 2,
  tx_hash: hash(block),
  block,
  log_index: 1,
});

const metadata = (id: number, title: string): ProposalMetadata => ({
  proposal_id: id,
  kgp: null,
  title,
  subtitle: '',
  categoryId: 1,
  categoryDetails: { txType: 'TEXT_ONLY' },
  tags: [1],
  forumLink: null,
  extraLinks: [],
  contextAndProposal: '',
  site_state: null,
});

function views(titles: Record<number, string>, block = 1): ProposalViews {
  const details = Object.entries(titles).map(([id, title]) => ({
    id: Number(id),
    proposal_id: Number(id),
    kgp: null,
    title,
    subtitle: '',
    state: 7,
    site_state: null,
    tags: [],
    categoryId: 1,
    categoryDetails: { txType: 'TEXT_ONLY' as const },
    yesCount: 0,
    noCount: 0,
    abstainCount: 0,
    totalVotes: 0,
    votersCount: 0,
    quorumCount: 0,
    quorumPower: 0,
    eligibleNodes: 0,
    startBlock: 1,
    endBlock: 2,
    preparationEndDate: '2026-09-01T00:00:01.000Z',
    votingEndDate: '2026-09-01T00:00:02.000Z',
    tx_hash: hash(Number(id)),
    forumLink: null,
    council: { id: 0, name: 'Foundation', thumbnail: '' },
    proposer: SECRETARY,
    hasActions: false,
    contextAndProposal: '',
    extraLinks: [],
    queueDeadline: 3,
    eta: 0,
    execDeadline: 0,
    voting: [],
    actions: [],
  }));
  return {
    list: { block, proposals: details.map(({ contextAndProposal: _c, extraLinks: _e, queueDeadline: _q, eta: _eta, execDeadline: _x, voting: _v, actions: _a, ...entry }) => entry) },
    details,
    councilVotes: [{ council: { id: 5, name: 'E', thumbnail: '' }, votes: [] }],
    stats: { participations: [], voting_powers: [] },
    absences: { rule: { missed_votes: 3, penalty_days: 7 }, councils: [] },
  };
}

async function scanAll(db: Db) {
  const { Items = [] } = await db.doc.send(new ScanCommand({ TableName: db.tableName }));
  return Items;
}

describe('proposal repositories (DynamoDB Local)', () => {
  let db: Db;
  beforeEach(async () => {
    db = await freshTestDb();
  });

  it('records events once: replaying the same logs changes nothing, another source for a key fails', async () => {
    const events = { created: [created(1), created(2)], votes: [vote(1, 5), vote(1, 6), vote(2, 5)] };
    await putGovernanceEvents(db, events);
    const before = await scanAll(db);
    await putGovernanceEvents(db, events);
    expect(await scanAll(db)).toEqual(before);
    expect(before).toHaveLength(5);

    await expect(putGovernanceEvents(db, { created: [], votes: [{ ...vote(1, 5), tx_hash: hash(999), block: 999 }] })).rejects.toThrow(
      ConflictingItemError,
    );
    expect(await listProposalIds(db)).toEqual([1, 2]);
    expect((await getProposalsCreated(db, [2, 1])).map((c) => c.description)).toEqual(['Agenda 1', 'Agenda 2']);
    expect((await listVotesOfProposal(db, 1)).map((v) => v.gc_id)).toEqual([5, 6]);
  });

  it('writes only what is not stored yet: a replay writes nothing; proposals known to be new are written unread, to the same items', async () => {
    const events = { created: [created(1), created(2)], votes: [vote(1, 5), vote(1, 6), vote(2, 5)], lifecycle: [] };
    const counter = countWrites(db);
    expect(await putGovernanceEvents(db, events, { storedProposalIds: new Set() })).toBe(5);
    const unread = await scanAll(db);
    const readFirst = await freshTestDb();
    expect(await putGovernanceEvents(readFirst, events)).toBe(5);
    expect(await scanAll(readFirst)).toEqual(unread);

    expect(await putGovernanceEvents(db, events, { storedProposalIds: new Set([1, 2]) })).toBe(0);
    expect(await putGovernanceEvents(db, events)).toBe(0);
    expect(counter.count().items).toBe(5);
    // A new vote on a stored proposal is written; another source for a stored key still fails.
    expect(await putGovernanceEvents(db, { created: [], votes: [vote(1, 7), vote(2, 5)] }, { storedProposalIds: new Set([1, 2]) })).toBe(1);
    await expect(putGovernanceEvents(db, { created: [], votes: [{ ...vote(1, 6), tx_hash: hash(998), block: 998 }] }, { storedProposalIds: new Set([1, 2]) })).rejects.toThrow(
      /PROPOSAL#0000000001 VOTE#.* already holds another source/,
    );
    expect((await listVotesOfProposal(db, 1)).map((v) => v.gc_id)).toEqual([5, 6, 7]);
    expect(counter.count().items).toBe(6);
  });

  it('writes more than one transaction and one batch worth of events', async () => {
    const votes = Array.from({ length: 130 }, (_, i) => vote(Math.floor(i / 40) + 1, (i % 40) + 1, 2000 + i));
    await putGovernanceEvents(db, { created: [1, 2, 3, 4].map(created), votes });
    expect(await listVotesOfProposal(db, 4)).toHaveLength(10);
    expect(await listProposalIds(db)).toEqual([1, 2, 3, 4]);
  });

  it('writes only the views that changed and removes the ones that went away', async () => {
    // The list, the leaderboard, the absence watch, two details and one council's votes.
    expect(await putProposalViews(db, views({ 1: 'One', 2: 'Two' }))).toEqual({ written: 6, deleted: 0 });
    expect(await putProposalViews(db, views({ 1: 'One', 2: 'Two' }))).toEqual({ written: 0, deleted: 0 });
    // Agenda 2 renumbered to 3 and the head moved: the list, the new detail, and the old one deleted.
    expect(await putProposalViews(db, views({ 1: 'One', 3: 'Two' }, 2))).toEqual({ written: 2, deleted: 1 });
    expect(await getProposalDetail(db, 2)).toBeNull();
    expect((await getProposalDetail(db, 3))?.title).toBe('Two');
    expect((await getProposalDetails(db, [3, 9, 1])).map((d) => d.id)).toEqual([3, 1]);
    expect((await getProposalList(db))?.block).toBe(2);
    expect(await getProposalStats(db)).toEqual({ participations: [], voting_powers: [] });
    const both = await getProposalListWithCouncilVotes(db, 5);
    expect(both.list?.proposals).toHaveLength(2);
    expect(both.votes?.council.name).toBe('E');
    expect((await getProposalListWithCouncilVotes(db, 6)).votes).toBeNull();
  });

  it('keeps operators metadata and never overwrites it when seeding', async () => {
    expect(await putProposalMetadataIfAbsent(db, metadata(1, 'Seeded'))).toBe(true);
    await putProposalMetadata(db, metadata(1, 'Edited'));
    expect(await putProposalMetadataIfAbsent(db, metadata(1, 'Seeded'))).toBe(false);
    expect((await getProposalMetadata(db, 1))?.title).toBe('Edited');
    expect(await listProposalMetadata(db)).toHaveLength(1);
    expect(await seedProposalMetadata(db, [metadata(1, 'Seeded'), metadata(2, 'Two'), metadata(3, 'Three')])).toBe(2);
    expect((await listProposalMetadata(db)).map((m) => m.title)).toEqual(['Edited', 'Two', 'Three']);
    await expect(seedProposalMetadata(db, [{ ...metadata(4, 'Bad'), tags: [9] }])).rejects.toThrow(/tags/);
  });

  it('finds a council by its voter account and forgets a removed voter', async () => {
    const voter = '0xAbCdEf0000000000000000000000000000000001';
    await putCouncilVoters(db, [
      { gc_id: 3, voter },
      { gc_id: 4, voter: '0x0000000000000000000000000000000000000004' },
    ]);
    expect(await findCouncilByVoter(db, voter.toLowerCase())).toBe(3);
    expect(await findCouncilByVoter(db, '0x0000000000000000000000000000000000000009')).toBeNull();
    await putCouncilVoters(db, [], [3]);
    expect(await findCouncilByVoter(db, voter)).toBeNull();
    expect((await listCouncilVoters(db)).map((v) => v.gc_id)).toEqual([4]);
  });

  it('clears what came from a replaced chain but keeps operators metadata', async () => {
    await putGovernanceEvents(db, { created: [created(1)], votes: [vote(1, 5)] });
    await putProposalViews(db, views({ 1: 'One' }));
    await putCouncilVoters(db, [{ gc_id: 5, voter: '0x0000000000000000000000000000000000000005' }]);
    await putProposalMetadata(db, metadata(1, 'Kept'));
    // Events, projection and views (the absence watch among them), the voter, and the agenda feed the views keep.
    expect(await clearGovernanceChainItems(db)).toBe(9);
    const left = await scanAll(db);
    expect(left.map((i) => i.sk)).toEqual(['META#0000000001']);
  });
});
