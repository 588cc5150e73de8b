import { describe, expect, it } from 'vitest';
import { projectProposalChain } from '@portal/indexer/src/project/proposalChain';
import { catalogue } from '../api/catalogue';
import { blockTimesFor, council, createdEvent, GENESIS, hash, KLAY, reads, voteEvent } from '../../../test/fixtures/governance';
import { agendaVotesCsvRows, agendaVotesExport } from './downloads';
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

  it('is described as it is in the API reference', () => {
    const { answer } = catalogue['GET /v1/proposals/{agendaNumber}/votes.csv'];
    expect(answer.description).toContain('one row per council with voting power in the agenda or a vote on it, the foundation left out (a council tracked with 0 votes has none');
  });
});
