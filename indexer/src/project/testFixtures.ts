import type { Address, Hex } from 'viem';
import { pad, toHex } from 'viem';
import type { Council } from '@portal/core/entities/council';
import type { ProposalCreated, VoteCast } from '@portal/core/entities/proposal';
import type { ProposalReads } from '../read/readProposals';

/** Small builders for the projection tests (test-only: imported by *.test.ts files). */

export const SECRETARY: Address = '0x1111111111111111111111111111111111111111';
export const TARGET: Address = '0x3333333333333333333333333333333333333333';
export const hash = (n: number): Hex => pad(toHex(n), { size: 32 });
export const KLAY = 10n ** 18n;

export function createdEvent(overrides: Partial<ProposalCreated> = {}): ProposalCreated {
  return {
    proposal_id: 1,
    proposer: SECRETARY,
    description: 'Raise the gas price floor\n\nBecause.',
    targets: [TARGET],
    values: ['0'],
    calldatas: ['0xabcd'],
    vote_start: 1_000,
    vote_end: 2_000,
    tx_hash: hash(1),
    block: 900,
    log_index: 0,
    ...overrides,
  };
}

export function reads(overrides: {
  proposalId?: number;
  schedule?: Partial<ProposalReads['schedule']>;
  tally?: Partial<ProposalReads['tally']>;
  tracker?: Partial<ProposalReads['tracker']>;
  tracked?: ProposalReads['tracked'];
} = {}): ProposalReads {
  return {
    proposalId: overrides.proposalId ?? 1,
    schedule: {
      voteStart: 1_000n,
      voteEnd: 2_000n,
      queueDeadline: 3_000n,
      eta: 0n,
      execDeadline: 0n,
      canceled: false,
      queued: false,
      executed: false,
      ...overrides.schedule,
    },
    tally: { yes: 0n, no: 0n, abstain: 0n, quorumCount: 1n, quorumPower: 3n, voters: [], ...overrides.tally },
    tracker: { trackStart: 900n, trackEnd: 1_000n, numGCs: 3n, totalVotes: 9n, numEligible: 3n, ...overrides.tracker },
    tracked: overrides.tracked ?? {
      gcIds: [1n, 2n, 3n, 4n],
      balances: [2_000_000n * KLAY, 30_000_000n * KLAY, 20_000_000n * KLAY, 15_500_000n * KLAY],
      votes: [0n, 4n, 3n, 2n],
    },
  };
}

export function voteEvent(overrides: Partial<VoteCast> = {}): VoteCast {
  return {
    proposal_id: 1,
    gc_id: 2,
    voter: '0x2222222222222222222222222222222222222222',
    choice: 1,
    votes: 4,
    tx_hash: hash(1_100),
    block: 1_100,
    log_index: 0,
    ...overrides,
  };
}

export function council(id: number, name: string, isFoundation = false): Council {
  return {
    id,
    name,
    thumbnail: `https://img.example/${id}.png`,
    summary: '',
    description: '',
    categories: [],
    websites: [],
    communities: [],
    contracts: [],
    staking: [],
    site_conf: { status: '', isFoundation },
    joined_at: '2026-09-01T00:00:00.000Z',
    resigned_at: null,
  };
}

/** One block a second from this epoch (seconds), like the devnet. */
export const GENESIS = 1_788_220_800n;
export const blockTimesFor = (...blocks: bigint[]) => new Map(blocks.map((b) => [b, GENESIS + b]));
