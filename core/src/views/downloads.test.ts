import { describe, expect, it } from 'vitest';
import { projectProposalChain } from '@portal/indexer/src/project/proposalChain';
import { catalogue } from '../api/catalogue';
import { blockTimesFor, council, createdEvent, GENESIS, hash, KLAY, reads, voteEvent } from '../../../test/fixtures/governance';
import { agendaVotesCsvRows, agendaVotesExport, leaderboardCsvRows } from './downloads';
import { buildProposalViews } from './proposalViews';

describe("an agenda's votes as a file", () => {
  // gc 1 is the foundation; gc 5 is tracked with a balance under one vote's stake, so 0 votes.
  const councils = [council(1, 'Foundation', true), council(2, 'Alpha'), council(3, 'Beta'), council(4, 'Gamma'), council(5, 'Delta')];
  const chain = projectProposalChain({
    created: createdEvent({ proposal_id: 1, targets: [], values: [], calldatas: [], description: 'Text agenda' }),
    reads: reads({
      proposalId: 1,
      tally: { yes: 4n, voters: [2n] },
      tracked: { councilIds: [1n, 2n, 3n, 4n, 5n], balances: [2_000_000n * KLAY, 30_000_000n * KLAY, 20_000_000n * KLAY, 15_500_000n * KLAY, 1_000_000n * KLAY], votes: [0n, 4n, 3n, 2n, 0n] },
    }),
    votes: [voteEvent()],
    head: { number: 10_500n, timestamp: GENESIS + 10_500n },
    blockTimes: blockTimesFor(900n, 1_000n, 2_000n),
  });
  const views = buildProposalViews({ chains: [chain], metadata: [], councils, voters: [], block: 10_500 });
  const detail = views.details[0]!;

  it('has one row per council with voting power in the agenda, Absent for those that did not vote; the foundation and a council with 0 votes have none', () => {
    expect(agendaVotesCsvRows(agendaVotesExport(detail, 10_500))).toEqual([
      ['Council ID', 'Council', 'Choice', 'Voting Power', 'Weight', 'Transaction Hash'],
      [2, 'Alpha', 'Yes', 4, '44.44%', hash(1_100)],
      [3, 'Beta', 'Absent', 3, '33.33%', null],
      [4, 'Gamma', 'Absent', 2, '22.22%', null],
    ]);
  });

  it('is written in Korean with ?lang=ko: header and choices in the glossary words, names as stored', () => {
    expect(agendaVotesCsvRows(agendaVotesExport(detail, 10_500), 'ko')).toEqual([
      ['카운슬 ID', '카운슬', '선택', '투표권', '비중', '트랜잭션 해시'],
      [2, 'Alpha', '찬성', 4, '44.44%', hash(1_100)],
      [3, 'Beta', '불참', 3, '33.33%', null],
      [4, 'Gamma', '불참', 2, '22.22%', null],
    ]);
  });

  it('is described as it is in the API reference', () => {
    const { answer } = catalogue['GET /v1/proposals/{agendaNumber}/votes.csv'];
    expect(answer.description).toContain('one row per council with voting power in the agenda or a vote on it, the foundation left out (a council tracked with 0 votes has none');
  });
});

describe('the leaderboard as a file', () => {
  const ref = (id: number, name: string) => ({ id, name, thumbnail: '' });
  const stats = { participations: [{ council: ref(2, 'Alpha'), cnt: 7 }, { council: ref(3, 'Beta'), cnt: 2 }], voting_powers: [{ council: ref(2, 'Alpha'), votes: 4, staked: '30000000' }] };
  const watch = {
    rule: { missed_votes: 3, penalty_days: 30 },
    councils: [
      { council: ref(2, 'Alpha'), missed: 2, agendas: [9, 8], status: 'at_risk' as const },
      { council: ref(3, 'Beta'), missed: 3, agendas: [9, 8, 7], status: 'penalty' as const },
    ],
  };

  it('keeps its English words by default', () => {
    expect(leaderboardCsvRows(stats, watch, 'KAIA')).toEqual([
      ['Rank', 'Council ID', 'Council', 'Voting Power', 'Staked (KAIA)', 'Agendas Voted', 'Missed in a Row', 'Absence Watch'],
      [1, 2, 'Alpha', 4, '30000000', 7, 2, 'At risk'],
      [2, 3, 'Beta', 0, '', 2, 3, 'No block rewards for 30 days'],
    ]);
  });

  it('is written in Korean with ?lang=ko, the absence watch in the words the pages use', () => {
    expect(leaderboardCsvRows(stats, watch, 'KAIA', 'ko')).toEqual([
      ['순위', '카운슬 ID', '카운슬', '투표권', '스테이킹 수량(KAIA)', '투표한 안건', '연속 불참', '불참 감시'],
      [1, 2, 'Alpha', 4, '30000000', 7, 2, '위험'],
      [2, 3, 'Beta', 0, '', 2, 3, '30일간 블록 보상 없음'],
    ]);
  });
});
