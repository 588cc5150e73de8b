import { describe, expect, it } from 'vitest';
import { AgendaFeedSchema } from '../entities/feed';
import type { ProposalList, ProposalListEntry } from '../entities/proposal';
import { ProposalState } from '../rules/proposals';
import { agendaEntries, agendaStatus, buildAgendaFeed, ENDING_SOON_BLOCKS } from './agendaFeed';

const T0 = Date.parse('2026-11-01T00:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000);
const isoAt = (seconds: number) => at(seconds).toISOString();

/** An agenda whose voting runs blocks 1,000–1,000 + 3 days, one block a second from T0 at block 0. */
function agenda(proposalId: number, overrides: Partial<ProposalListEntry> = {}): ProposalListEntry {
  const start = 1_000;
  const end = start + 3 * 86_400;
  return {
    id: proposalId,
    proposal_id: proposalId,
    kgp: null,
    title: `Agenda ${proposalId}`,
    subtitle: '',
    state: ProposalState.Pending,
    site_state: null,
    tags: [],
    categoryId: 4,
    categoryDetails: { txType: 'CUSTOM_TRANSACTION', transactionCode: [] },
    yesCount: 0,
    noCount: 0,
    abstainCount: 0,
    totalVotes: 10,
    votersCount: 0,
    quorumCount: 2,
    quorumPower: 4,
    eligibleNodes: 3,
    startBlock: start,
    endBlock: end,
    preparationEndDate: isoAt(start),
    votingEndDate: isoAt(end),
    tx_hash: `0x${'ab'.repeat(32)}`,
    forumLink: null,
    council: { id: 0, name: 'Foundation', thumbnail: '' },
    proposer: `0x${'11'.repeat(20)}`,
    hasActions: true,
    ...overrides,
  };
}
const listAt = (block: number, ...proposals: ProposalListEntry[]): ProposalList => ({ block, proposals });

describe('the agenda feed', () => {
  it('tells a new agenda as published when first seen, and nothing else before its voting', () => {
    const feed = buildAgendaFeed(listAt(500, agenda(1)), null, at(500));
    expect(AgendaFeedSchema.parse(feed)).toEqual(feed);
    expect(feed.agendas[0]).toMatchObject({
      proposal_id: 1,
      status: 'Upcoming',
      sequence: 0,
      modified: isoAt(500),
      events: { published: isoAt(500), voting_started: null, ending_soon: null, closed: null },
    });
    expect(feed.updated).toBe(isoAt(500));
  });

  it('adds voting started, ending within 24 hours and closed with the result, each at its chain time, and bumps the revision', () => {
    const first = buildAgendaFeed(listAt(500, agenda(1)), null, at(500));
    const voting = buildAgendaFeed(listAt(2_000, agenda(1, { state: ProposalState.Active, yesCount: 3, votersCount: 1 })), first, at(2_000));
    expect(voting.agendas[0]).toMatchObject({ sequence: 1, modified: isoAt(2_000), status: 'Ongoing' });
    expect(voting.agendas[0]!.events).toEqual({ published: isoAt(500), voting_started: isoAt(1_000), ending_soon: null, closed: null });

    const end = 1_000 + 3 * 86_400;
    const endingBlock = end - ENDING_SOON_BLOCKS + 10;
    const ending = buildAgendaFeed(listAt(endingBlock, agenda(1, { state: ProposalState.Active, yesCount: 3, votersCount: 1 })), voting, at(endingBlock));
    expect(ending.agendas[0]!.events.ending_soon).toBe(isoAt(end - 86_400));
    expect(ending.agendas[0]!.sequence).toBe(2);

    const closed = buildAgendaFeed(
      listAt(end + 5, agenda(1, { state: ProposalState.Passed, yesCount: 7, votersCount: 3 })),
      ending,
      at(end + 5),
    );
    expect(closed.agendas[0]).toMatchObject({ sequence: 3, status: 'Passed (Ready)', yes: 7, voters: 3 });
    expect(closed.agendas[0]!.events).toEqual({ published: isoAt(500), voting_started: isoAt(1_000), ending_soon: isoAt(end - 86_400), closed: isoAt(end) });
    expect(agendaEntries(closed).map((e) => e.kind)).toEqual(['closed', 'ending_soon', 'voting_started', 'published']);
  });

  it('keeps an unchanged agenda as it was and answers the same feed, so a pass with nothing new writes nothing', () => {
    const first = buildAgendaFeed(listAt(2_000, agenda(1, { state: ProposalState.Active })), null, at(2_000));
    expect(buildAgendaFeed(listAt(2_001, agenda(1, { state: ProposalState.Active })), first, at(2_001))).toBe(first);
  });

  it('bumps the revision for a vote, a title or a renumbering, and keeps the moments already told', () => {
    const first = buildAgendaFeed(listAt(2_000, agenda(1, { state: ProposalState.Active })), null, at(2_000));
    const voted = buildAgendaFeed(listAt(2_100, agenda(1, { state: ProposalState.Active, noCount: 2, votersCount: 1 })), first, at(2_100));
    const renamed = buildAgendaFeed(listAt(2_200, agenda(1, { id: 9, state: ProposalState.Active, noCount: 2, votersCount: 1, title: 'Renamed' })), voted, at(2_200));
    expect([first, voted, renamed].map((f) => f.agendas[0]!.sequence)).toEqual([0, 1, 2]);
    expect(renamed.agendas[0]).toMatchObject({ id: 9, title: 'Renamed', modified: isoAt(2_200) });
    expect(renamed.agendas[0]!.events).toEqual(first.agendas[0]!.events);
    expect(renamed.updated).toBe(isoAt(2_200));
  });

  it('dates a backfilled agenda by its own moments, not by the day it was indexed', () => {
    const end = 1_000 + 3 * 86_400;
    const feed = buildAgendaFeed(listAt(end + 86_400 * 30, agenda(1, { state: ProposalState.Failed, noCount: 5, votersCount: 2 })), null, at(end + 86_400 * 30));
    expect(feed.agendas[0]!.events).toEqual({ published: isoAt(1_000), voting_started: isoAt(1_000), ending_soon: null, closed: isoAt(end) });
    expect(feed.agendas[0]!.modified).toBe(isoAt(end));
    expect(feed.updated).toBe(isoAt(end));
    expect(feed.agendas[0]!.status).toBe('Undecided');
  });

  it('never dates a change before the last one, even when a write path clock is behind the chain', () => {
    const first = buildAgendaFeed(listAt(500, agenda(1)), null, at(500));
    const edited = buildAgendaFeed(listAt(500, agenda(1, { title: 'Edited' })), first, at(10));
    expect(edited.agendas[0]!.modified).toBe(isoAt(500));
    expect(edited.updated).toBe(isoAt(500));
    expect(edited.agendas[0]!.sequence).toBe(1);
  });

  it('closes a canceled agenda when it is first seen canceled, without a voting start it never had', () => {
    const first = buildAgendaFeed(listAt(500, agenda(1)), null, at(500));
    const canceled = buildAgendaFeed(listAt(700, agenda(1, { state: ProposalState.Canceled })), first, at(700));
    expect(canceled.agendas[0]!.events).toEqual({ published: isoAt(500), voting_started: null, ending_soon: null, closed: isoAt(700) });
    expect(canceled.agendas[0]!.canceled).toBe(true);
  });

  it('names a text agenda by its site state and a failed one by the thresholds', () => {
    expect(agendaStatus(agenda(1, { state: ProposalState.Passed, categoryId: 1, site_state: 7 }))).toBe('Passed (Executed)');
    expect(agendaStatus(agenda(1, { state: ProposalState.Failed }))).toBe('Undecided');
    expect(agendaStatus(agenda(1, { state: ProposalState.Expired }))).toBe('Passed (Expired)');
  });

  it('lists the newest moments first, at most the limit, and drops an agenda gone from the list', () => {
    const feed = buildAgendaFeed(listAt(2_000, agenda(1, { state: ProposalState.Active }), agenda(2)), null, at(2_000));
    expect(agendaEntries(feed, 2).map((e) => [e.agenda.proposal_id, e.kind])).toEqual([
      [2, 'published'],
      [1, 'voting_started'],
    ]);
    const without = buildAgendaFeed(listAt(2_001, agenda(2)), feed, at(2_001));
    expect(without.agendas.map((a) => a.proposal_id)).toEqual([2]);
    expect(without.updated).toBe(isoAt(2_001));
  });
});
