import type { ProposalDetailAnswer } from '@portal/core/entities/proposal';
import { ProposalState as S } from '@portal/core/rules/proposals';
import type { ChainFigures } from './chainCheck';

/** Test builders of the verification tests (chainCheck, VerifyOnChain). */

/** A failed agenda as the API serves it: 3 councils voted, 7 of 22 power, quorum 3 councils or 8 power. */
export const servedAgenda = (over: Partial<ProposalDetailAnswer> = {}): ProposalDetailAnswer => ({
  id: 7,
  proposal_id: 7,
  kgp: null,
  title: 'An agenda',
  subtitle: '',
  state: S.Failed,
  site_state: null,
  tags: [],
  categoryId: 4,
  categoryDetails: { txType: 'TEXT_ONLY' },
  yesCount: 6,
  noCount: 1,
  abstainCount: 0,
  totalVotes: 22,
  votersCount: 2,
  quorumCount: 3,
  quorumPower: 8,
  eligibleNodes: 7,
  startBlock: 100,
  endBlock: 200,
  preparationEndDate: '2026-01-01T00:00:00.000Z',
  votingEndDate: '2026-01-02T00:00:00.000Z',
  tx_hash: `0x${'a'.repeat(64)}`,
  forumLink: null,
  council: { id: 0, name: 'Foundation', thumbnail: '' },
  proposer: '0x1111111111111111111111111111111111111111',
  hasActions: true,
  contextAndProposal: '',
  extraLinks: [],
  queueDeadline: 300,
  eta: 0,
  execDeadline: 0,
  voting: [
    { council: { id: 1, name: 'Alpha', thumbnail: '' }, choice: 1, power: 6, tx_hash: `0x${'b'.repeat(64)}` },
    { council: { id: 2, name: 'Beta', thumbnail: '' }, choice: 0, power: 1, tx_hash: `0x${'c'.repeat(64)}` },
    { council: { id: 3, name: 'Gamma', thumbnail: '' }, choice: -1, power: 1, tx_hash: null },
  ],
  actions: [],
  block: 250,
  ...over,
});

/** What the contract answers for that agenda at block 250. */
export const chainAnswer = (over: Partial<ChainFigures> = {}): ChainFigures => ({
  block: 250,
  state: S.Failed,
  tally: { yes: 6n, no: 1n, abstain: 0n, quorumCount: 3n, quorumPower: 8n, voters: [1n, 2n] },
  tracker: { totalVotes: 22n, numEligible: 7n },
  receipt: { councilId: 1, hasVoted: true, choice: 1, votes: 6n },
  ...over,
});
