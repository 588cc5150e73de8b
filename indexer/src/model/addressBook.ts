import type { Address } from 'viem';

/** The address book at one block, as the chain reader fetches it and the projections take it. */

export type StakingContractState = {
  address: Address;
  nodeId: Address;
  rewardAddress: Address;
  councilId: number;
  version: number;
  /** Balance less the amount being unstaked: what counts as staked. */
  staked: bigint;
};

export type AddressBookState = {
  stakingContracts: StakingContractState[];
  kcf: Address;
  kff: Address;
};
