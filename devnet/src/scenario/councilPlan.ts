/**
 * The councils as the chain sees them: staking contracts, stakes, voters, and the stake movements
 * the scenario plays. Their off-chain profiles are in devnet/scenario/councils.ts.
 */

export interface StakingContractPlan {
  stakeKlay: number;
  /** false: never the council's voting contract; the voter is named on the first contract without it. */
  voter?: false;
  /**
   * 2 unless said. 1: the network's first CnStakingContract, its stake a lockup (no gcId, no voter,
   * never counted by a tracker). 3: CnStakingV3 with public delegation, its stake what the holders of
   * `publicDelegations` delegate (no voter).
   */
  version?: 1 | 3;
}

export interface CouncilPlan {
  councilId: number;
  /** One staking contract per consensus node; each has its own node id. */
  staking: StakingContractPlan[];
  /** Set when the council joins during the scenario rather than before it. */
  joinDay?: number;
  /** The council leaves: it withdraws its stake and its nodes leave the address book. */
  resignDay?: number;
}

/** The foundation stakes below the minimum, so it has no vote and no weight in the quorum. */
export const FOUNDATION_GC_ID = 1;

export const councilPlans: CouncilPlan[] = [
  { councilId: 1, staking: [{ stakeKlay: 2_000_000, voter: false }] },
  { councilId: 2, staking: [{ stakeKlay: 60_000_000 }, { stakeKlay: 45_000_000 }] },
  { councilId: 3, staking: [{ stakeKlay: 40_000_000 }] },
  { councilId: 4, staking: [{ stakeKlay: 120_000_000 }] },
  { councilId: 5, staking: [{ stakeKlay: 25_000_000 }] },
  { councilId: 6, staking: [{ stakeKlay: 30_000_000, voter: false, version: 3 }, { stakeKlay: 20_000_000 }] },
  { councilId: 7, staking: [{ stakeKlay: 15_000_000 }] },
  {
    councilId: 8,
    staking: [
      { stakeKlay: 50_000_000 },
      { stakeKlay: 50_000_000 },
      { stakeKlay: 30_000_000, voter: false },
    ],
  },
  { councilId: 9, staking: [{ stakeKlay: 9_000_000 }] },
  { councilId: 10, staking: [{ stakeKlay: 35_000_000, voter: false }] },
  { councilId: 11, staking: [{ stakeKlay: 7_500_000 }] },
  { councilId: 12, staking: [{ stakeKlay: 5_200_000 }] },
  { councilId: 13, staking: [{ stakeKlay: 80_000_000 }] },
  { councilId: 14, staking: [{ stakeKlay: 12_000_000 }] },
  { councilId: 15, staking: [{ stakeKlay: 18_000_000 }] },
  { councilId: 16, staking: [{ stakeKlay: 6_000_000 }] },
  { councilId: 17, staking: [{ stakeKlay: 200_000_000 }] },
  { councilId: 18, staking: [{ stakeKlay: 4_200_000 }] },
  { councilId: 19, staking: [{ stakeKlay: 3_000_000 }] },
  { councilId: 20, staking: [{ stakeKlay: 22_000_000, voter: false }] },
  { councilId: 21, staking: [{ stakeKlay: 55_000_000 }] },
  { councilId: 22, staking: [{ stakeKlay: 10_000_000 }] },
  { councilId: 23, staking: [{ stakeKlay: 30_000_000 }, { stakeKlay: 28_000_000, voter: false, version: 3 }] },
  // Capped at every agenda with or without its V1 (which no tracker counts), so its votes stay.
  { councilId: 24, staking: [{ stakeKlay: 140_000_000 }, { stakeKlay: 10_000_000, voter: false, version: 1 }] },
  { councilId: 25, staking: [{ stakeKlay: 8_000_000 }], resignDay: 40 },
  { councilId: 26, staking: [{ stakeKlay: 14_000_000, voter: false }], resignDay: 20 },
  { councilId: 27, staking: [{ stakeKlay: 33_000_000 }], joinDay: 30 },
  { councilId: 28, staking: [{ stakeKlay: 6_500_000 }], joinDay: 60 },
  { councilId: 29, staking: [{ stakeKlay: 1_500_000 }], joinDay: 70 },
  { councilId: 30, staking: [{ stakeKlay: 4_800_000 }], joinDay: 72 },
];

/** A council votes through the staking contract that names its voter account. */
export function hasVoter(plan: CouncilPlan): boolean {
  return plan.staking.some((s) => s.voter !== false);
}

/** The version of a council's staking contract (2 unless the plan says otherwise). */
export function versionOf(plan: StakingContractPlan): 1 | 2 | 3 {
  return plan.version ?? 2;
}

/**
 * KAIA the holders (holderKey) delegate through the public delegation of a council's CnStakingV3
 * (index in its staking list) when it joins; each contract's delegations add up to its stakeKlay.
 * Holder 1 and 2 each back two councils.
 */
export const publicDelegations: { holder: number; councilId: number; contract: number; klay: number }[] = [
  { holder: 1, councilId: 6, contract: 0, klay: 10_000_000 },
  { holder: 2, councilId: 6, contract: 0, klay: 20_000_000 },
  { holder: 1, councilId: 23, contract: 1, klay: 20_000_000 },
  { holder: 2, councilId: 23, contract: 1, klay: 8_000_000 },
];

/** The public delegation's commission, in basis points (10%). */
export const PUBLIC_DELEGATION_COMMISSION = 1_000n;

/**
 * Consensus-liquidity pools: WKAIA paired with a council's CL token, registered in the CL registry
 * the KIP-149 registry names. The tracker the voting contract switches to counts what they hold
 * (the first tracker does not); `topUps` are deposits later in the scenario.
 */
export const clPools: { councilId: number; klay: number; topUps: { day: number; klay: number }[] }[] = [
  // Between agenda 50's creation (day 64) and its vote start (day 65): tracked at 25M, agenda 49 at 22M.
  { councilId: 7, klay: 7_000_000, topUps: [{ day: 64.5, klay: 3_000_000 }] },
];

/** Stake movements after the councils are set up (index = position in the council's staking list). */
export type StakeMovement =
  | { day: number; councilId: number; contract: number; kind: 'stake'; klay: number }
  | { day: number; councilId: number; contract: number; kind: 'requestUnstaking'; klay: number }
  | { day: number; councilId: number; contract: number; kind: 'withdrawUnstaking' | 'cancelUnstaking'; request: number };

export const stakeMovements: StakeMovement[] = [
  // Withdrawals requested at the start and never completed: they stay in unstaking().
  { day: 0.1, councilId: 13, contract: 0, kind: 'requestUnstaking', klay: 20_000_000 },
  { day: 0.1, councilId: 21, contract: 0, kind: 'requestUnstaking', klay: 10_000_000 },
  { day: 10, councilId: 8, contract: 0, kind: 'requestUnstaking', klay: 5_000_000 },
  { day: 15, councilId: 17, contract: 0, kind: 'requestUnstaking', klay: 50_000_000 },
  { day: 16, councilId: 17, contract: 0, kind: 'cancelUnstaking', request: 0 },
  { day: 18, councilId: 8, contract: 0, kind: 'withdrawUnstaking', request: 0 },
  { day: 36.5, councilId: 9, contract: 0, kind: 'stake', klay: 3_000_000 },
  // Quasar drops below the minimum stake for a while, then tops up again.
  { day: 45, councilId: 12, contract: 0, kind: 'requestUnstaking', klay: 1_000_000 },
  { day: 53, councilId: 12, contract: 0, kind: 'withdrawUnstaking', request: 0 },
  { day: 55, councilId: 12, contract: 0, kind: 'stake', klay: 2_000_000 },
];

/** Treasury balances at the start. */
export const KCF_FUNDING_KLAY = 600_000_000;
export const KFF_FUNDING_KLAY = 400_000_000;
