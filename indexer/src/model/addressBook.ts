import type { Address } from 'viem';
import type { PublicDelegationFacts } from '@portal/core/views/councilList';

/** The address book at one block, as the chain reader fetches it and the projections take it. */

export type StakingContractState = {
  address: Address;
  nodeId: Address;
  rewardAddress: Address;
  councilId: number;
  version: number;
  /** Balance less the amount being unstaked: what counts as staked. */
  staked: bigint;
  /** The part of `staked` held through public delegation (a V3 that takes it); 0 otherwise. */
  delegated: bigint;
  /** A V3's public-delegation contract as it answers (a V3 taking public delegation, once set). */
  publicDelegation?: PublicDelegationFacts;
};

/** A council's CL pool (KIP-226) and the WKAIA it holds: what the tracker adds to its votes. */
export type CLPoolState = {
  councilId: number;
  nodeId: Address;
  pool: Address;
  amount: bigint;
};

export type AddressBookState = {
  stakingContracts: StakingContractState[];
  /** Empty where the KIP-149 registry is absent or names no CL registry. */
  clPools: CLPoolState[];
  kcf: Address;
  kff: Address;
  /** The voting contract's tracker's MIN_STAKE at the block (null: no voting contract configured). */
  minStake?: bigint | null;
};
