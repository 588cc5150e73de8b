import type { Address, Hex } from 'viem';

/**
 * What the network's own namespaces and blocks answer, as the statistics projections take it (the
 * adapter in read/networkSource.ts parses the answers into these shapes).
 */

/** kaia_getStakingInfo at one block. */
export type StakingInfo = {
  blockNum: number;
  councilNodeAddrs: Address[];
  councilStakingAddrs: Address[];
  councilRewardAddrs: Address[];
  kcfAddr?: string | undefined;
  kffAddr?: string | undefined;
  /** Whole KLAY. */
  councilStakingAmounts: bigint[];
  /** KIP-226's CL pools (none before the network counts them). */
  clStakingInfos: CLStakingInfo[];
};

/** One council's CL pool in kaia_getStakingInfo: its node, pool and the WKAIA it holds (whole KAIA). */
export type CLStakingInfo = { clNodeId: Address; clPoolAddr: Address; clStakingAmount: bigint };

/** governance_getRewardsAccumulated over a range of blocks (amounts in peb). */
export type AccumulatedRewards = {
  firstBlock: number;
  lastBlock: number;
  totalMinted: bigint;
  totalTxFee: bigint;
  totalBurntTxFee: bigint;
  totalProposerRewards: bigint;
  totalStakingRewards: bigint;
  totalKIFRewards: bigint;
  totalKEFRewards: bigint;
  /** By lowercase reward address. */
  rewards: Map<string, bigint>;
};

export type ActivityTransaction = {
  hash: Hex;
  from: Address;
  /** null for a contract creation. */
  to: Address | null;
  created: Address | null;
  /** gasUsed × effectiveGasPrice, in peb. */
  fee: bigint;
  gasUsed: bigint;
};

/** One block's transactions with their fees. */
export type BlockActivity = { number: bigint; timestamp: number; transactions: ActivityTransaction[] };
