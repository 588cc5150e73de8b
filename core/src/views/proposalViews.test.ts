import { type Abi, encodeFunctionData, getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { treasuryFundAbi } from '../abi/treasuryFund';
import { projectProposalChain } from '@portal/indexer/src/project/proposalChain';
import {
  CouncilVotesSchema,
  type ProposalChain,
  ProposalDetailSchema,
  ProposalListSchema,
  type ProposalMetadata,
  ProposalStatsSchema,
} from '../entities/proposal';
import { ProposalState } from '../rules/proposals';
import { blockTimesFor, council, createdEvent, GENESIS, hash, KLAY, reads, voteEvent } from '../../../test/fixtures/governance';
import { assignAgendaIds, buildProposalViews, defaultMetadata } from './proposalViews';

/** Two proposals: #1 closed (passed, text-only), #2 active with actions. gc 1 is the foundation. */
function chains(): ProposalChain[] {
  const head = { number: 10_500n, timestamp: GENESIS + 10_500n };
  const first = projectProposalChain({
    created: createdEvent({ proposal_id: 1, targets: [], values: [], calldatas: [], description: 'Text agenda' }),
    reads: reads({ proposalId: 1, tally: { yes: 4n, abstain: 2n, voters: [2n, 4n] } }),
    votes: [voteEvent(), voteEvent({ gc_id: 4, votes: 2, choice: 2, tx_hash: hash(1_101), block: 1_101 })],
    head,
    blockTimes: blockTimesFor(900n, 1_000n, 2_000n),
  });
  const second = projectProposalChain({
    created: createdEvent({ proposal_id: 2, block: 9_000, tx_hash: hash(2), vote_start: 10_000, vote_end: 11_000 }),
    reads: reads({
      proposalId: 2,
      schedule: { voteStart: 10_000n, voteEnd: 11_000n, queueDeadline: 12_000n },
      tally: { no: 3n, voters: [3n] },
      // gc 3 and gc 4 tie on votes; gc 4 stakes more.
      tracked: { councilIds: [1n, 2n, 3n, 4n], balances: [2_000_000n * KLAY, 30_000_000n * KLAY, 20_000_000n * KLAY, 21_000_000n * KLAY], votes: [0n, 4n, 3n, 3n] },
    }),
    votes: [voteEvent({ proposal_id: 2, gc_id: 3, votes: 3, choice: 0, tx_hash: hash(10_100), block: 10_100 })],
    head,
    blockTimes: blockTimesFor(9_000n, 10_000n),
  });
  return [first, second];
}

const councils = [council(1, 'Foundation', true), council(2, 'Alpha'), council(3, 'Beta'), council(4, 'Gamma')];

const metadata: ProposalMetadata = {
  proposal_id: 2,
  id: 7,
  kgp: '12',
  title: 'Treasury disbursement',
  subtitle: 'For the grant',
  categoryId: 3,
  categoryDetails: {
    txType: 'DISBURSEMENT',
    amount: '1000.5',
    recipientAccount: '0x4444444444444444444444444444444444444444',
    withdrawingAccount: '0x5555555555555555555555555555555555555555',
  },
  tags: [2],
  forumLink: 'https://forum.example/t/7',
  extraLinks: [{ title: 'Spec', url: 'https://docs.example/spec' }],
  contextAndProposal: '# Why\nBecause.',
  site_state: null,
};

describe('buildProposalViews', () => {
  const views = buildProposalViews({ chains: chains(), metadata: [metadata], councils, voters: [], block: 10_500 });

  it('lists every proposal newest first, with operators metadata or the on-chain defaults', () => {
    expect(ProposalListSchema.parse(views.list)).toEqual(views.list);
    expect(views.list.block).toBe(10_500);
    expect(views.list.proposals.map((p) => [p.id, p.proposal_id, p.title, p.state])).toEqual([
      [7, 2, 'Treasury disbursement', ProposalState.Active],
      [1, 1, 'Text agenda', ProposalState.Passed],
    ]);
    expect(views.list.proposals[1]).toMatchObject({ kgp: null, categoryId: 1, categoryDetails: { txType: 'TEXT_ONLY' }, tags: [], hasActions: false });
    expect(views.list.proposals[0]).not.toHaveProperty('voting');
    expect(views.list.proposals[0]).not.toHaveProperty('contextAndProposal');
  });

  it('details carry the figures, the proposer (0 = the foundation) and every council with power, foundation excluded', () => {
    const detail = views.details.find((d) => d.id === 7)!;
    expect(ProposalDetailSchema.parse(detail)).toEqual(detail);
    expect(detail).toMatchObject({
      proposal_id: 2,
      kgp: '12',
      yesCount: 0,
      noCount: 3,
      abstainCount: 0,
      totalVotes: 9,
      votersCount: 1,
      quorumCount: 1,
      quorumPower: 3,
      eligibleNodes: 3,
      startBlock: 10_000,
      endBlock: 11_000,
      tx_hash: hash(2),
      council: { id: 0, name: 'Foundation', thumbnail: 'https://img.example/1.png' },
      contextAndProposal: '# Why\nBecause.',
    });
    expect(detail.voting).toEqual([
      { council: { id: 2, name: 'Alpha', thumbnail: 'https://img.example/2.png' }, choice: -1, power: 4, tx_hash: null },
      { council: { id: 3, name: 'Beta', thumbnail: 'https://img.example/3.png' }, choice: 0, power: 3, tx_hash: hash(10_100) },
      { council: { id: 4, name: 'Gamma', thumbnail: 'https://img.example/4.png' }, choice: -1, power: 3, tx_hash: null },
    ]);
  });

  it('names the proposing council when a voter proposed', () => {
    const byVoter = buildProposalViews({ chains: chains(), metadata: [], councils, voters: [{ gc_id: 2, voter: '0x1111111111111111111111111111111111111111' }], block: 1 });
    expect(byVoter.details[0]!.council).toEqual({ id: 2, name: 'Alpha', thumbnail: 'https://img.example/2.png' });
    const unknown = buildProposalViews({ chains: chains(), metadata: [], councils: [], voters: [], block: 1 });
    expect(unknown.details[0]!.council).toEqual({ id: 0, name: 'Foundation', thumbnail: '' });
    expect(unknown.details[0]!.voting[0]!.council).toEqual({ id: 2, name: 'GC #2', thumbnail: '' });
  });

  it('gives each council its part in every proposal, absent included', () => {
    for (const c of views.councilVotes) CouncilVotesSchema.parse(c);
    expect(views.councilVotes.map((c) => c.council.id)).toEqual([2, 3, 4]);
    const gamma = views.councilVotes.find((c) => c.council.id === 4)!;
    expect(gamma.votes.map((v) => [v.id, v.choice, v.power, v.tx_hash])).toEqual([
      [7, -1, 3, null],
      [1, 2, 2, hash(1_101)],
    ]);
  });

  it('ranks the leaderboard: participations by count, voting power by votes then stake', () => {
    expect(ProposalStatsSchema.parse(views.stats)).toEqual(views.stats);
    expect(views.stats.participations.map((p) => [p.council.id, p.cnt])).toEqual([
      [2, 1],
      [3, 1],
      [4, 1],
    ]);
    expect(views.stats.voting_powers.map((p) => [p.council.id, p.votes, p.staked])).toEqual([
      [2, 4, '30000000'],
      [4, 3, '21000000'],
      [3, 3, '20000000'],
    ]);
  });

  it('is empty and well-formed before any proposal', () => {
    const empty = buildProposalViews({ chains: [], metadata: [], councils, voters: [], block: 5 });
    expect(empty).toEqual({
      list: { block: 5, proposals: [] },
      details: [],
      councilVotes: [],
      stats: { participations: [], voting_powers: [] },
      absences: { rule: { missed_votes: 3, penalty_days: 7 }, councils: [] },
    });
  });
});

describe('agenda numbers', () => {
  it('keeps operators numbers, falls back to the on-chain id, and never gives one number twice', () => {
    const [first, second] = chains();
    const third = { ...second!, proposal_id: 3 };
    const meta = new Map([
      [3, { ...metadata, proposal_id: 3, id: 1 }],
      [2, { ...metadata, proposal_id: 2, id: 1 }],
    ]);
    const ids = assignAgendaIds([first!, second!, third], meta);
    expect([...ids.entries()].sort()).toEqual([
      [1, 2],
      [2, 1],
      [3, 3],
    ]);
  });

  it('cuts a long first line to make the default title and keeps the whole description as the text', () => {
    const [first] = chains();
    const long = { ...first!, description: `\n${'x'.repeat(300)}\nrest` };
    const meta = defaultMetadata(long);
    expect(meta.title).toHaveLength(200);
    expect(meta.contextAndProposal).toBe(long.description);
  });
});

describe('buildProposalViews: on-chain actions', () => {
  const FUND = '0x00000000000000000000000000000000000000F1';
  const STAKING = '0x00000000000000000000000000000000000000a2';
  const NODE = '0x00000000000000000000000000000000000000b2';
  const alpha = { ...council(2, 'Alpha'), contracts: [{ type: 'staking' as const, address: STAKING, version: 2 }, { type: 'node' as const, address: NODE, version: 1 }] };
  const disburse = encodeFunctionData({ abi: treasuryFundAbi, functionName: 'disburse', args: [STAKING, 5n, 'grant'] });
  const head = { number: 10_500n, timestamp: GENESIS + 10_500n };
  const chain = (proposalId: number, targets: string[], calldatas: `0x${string}`[]) =>
    projectProposalChain({
      created: createdEvent({ proposal_id: proposalId, targets, values: targets.map(() => '0'), calldatas }),
      reads: reads({ proposalId }),
      votes: [],
      head,
      blockTimes: blockTimesFor(900n, 1_000n, 2_000n),
      contracts: [{ address: getAddress(FUND), name: 'KCF (community fund)', abi: treasuryFundAbi as Abi }],
    });

  it('carries the decoded call, naming a council’s address the indexer did not know by the council list', () => {
    const { details, list } = buildProposalViews({ chains: [chain(1, [FUND], [disburse])], metadata: [], councils: [alpha], voters: [], block: 10_500 });
    const [action] = ProposalDetailSchema.parse(details[0]).actions;
    expect(action).toMatchObject({ target_name: 'KCF (community fund)', call: { function: 'disburse' } });
    expect(action!.call!.args[0]).toEqual({ name: 'recipient', type: 'address', value: getAddress(STAKING), label: 'Alpha staking contract' });
    expect(list.proposals[0]).not.toHaveProperty('actions');
  });

  it('shows an item stored before its actions were decoded raw, with its selector', () => {
    const stored = { ...chain(1, [NODE], [disburse]), actions: [] };
    const [action] = buildProposalViews({ chains: [stored], metadata: [], councils: [alpha], voters: [], block: 10_500 }).details[0]!.actions;
    expect(action).toEqual({ target: NODE, target_name: 'Alpha node', value: '0', calldata: disburse, selector: disburse.slice(0, 10), call: null });
  });
});

describe('absence watch (KGP-31)', () => {
  const [closed] = chains();
  // Four councils with power in every agenda: gc 2, 3, 4, 5; gc 1 is the foundation.
  const tracked = [1, 2, 3, 4, 5].map((gc_id) => ({ gc_id, balance: '10000000', votes: gc_id === 1 ? 0 : 2 }));
  const agenda = (proposal_id: number, voters: number[], extra: Partial<ProposalChain> = {}): ProposalChain => ({
    ...closed!,
    proposal_id,
    vote_start: proposal_id * 1_000,
    vote_end: proposal_id * 1_000 + 500,
    tracked,
    votes: voters.map((gc_id) => ({ gc_id, choice: 1, power: 2, tx_hash: hash(proposal_id * 100 + gc_id), block: proposal_id * 1_000 + 1 })),
    ...extra,
  });
  const history = [
    agenda(1, [2, 3, 4, 5]),
    agenda(2, [3, 5]),
    agenda(3, [3]),
    // Canceled: its vote did not run its course, so it neither counts nor breaks a run.
    agenda(4, [], { state: ProposalState.Canceled }),
    // gc 5 was not tracked with power here: it could not vote, so its run goes on.
    agenda(5, [3], { tracked: tracked.map((t) => (t.gc_id === 5 ? { ...t, votes: 0 } : t)) }),
    // Still open: not counted until it closes.
    agenda(6, [], { state: ProposalState.Active }),
  ];
  const watch = (rule?: { missedVotes: number; penaltyDays: number }) =>
    buildProposalViews({ chains: history, metadata: [], councils: [...councils, council(5, 'Delta')], voters: [], block: 9_000, ...(rule ? { absenceRule: rule } : {}) }).absences;

  it('counts each council its closed agendas missed in a row, most recent first, with its status under the network rule', () => {
    const absences = watch();
    expect(absences.rule).toEqual({ missed_votes: 3, penalty_days: 7 });
    expect(absences.councils.map((c) => [c.council.id, c.missed, c.agendas, c.status])).toEqual([
      [2, 3, [5, 3, 2], 'penalty'],
      [4, 3, [5, 3, 2], 'penalty'],
      [5, 1, [3], 'ok'],
      [3, 0, [], 'ok'],
    ]);
  });

  it('takes the rule from the configuration: four misses cost the rewards, so three are at risk', () => {
    const absences = watch({ missedVotes: 4, penaltyDays: 10 });
    expect(absences.rule).toEqual({ missed_votes: 4, penalty_days: 10 });
    expect(absences.councils.find((c) => c.council.id === 2)).toMatchObject({ missed: 3, status: 'at_risk' });
  });
});
