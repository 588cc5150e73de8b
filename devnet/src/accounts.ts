import { keccak256, parseEther, stringToHex, type Address, type Hex } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';

/**
 * Every key of the devnet is derived from a public label, so the chain is the same on every machine.
 * They are test keys of a local chain: never fund them anywhere else.
 */
export function devnetPrivateKey(label: string): Hex {
  return keccak256(stringToHex(`council-portal devnet: ${label}`));
}

export function devnetAddress(label: string): Address {
  return privateKeyToAddress(devnetPrivateKey(label));
}

export const deployerKey = devnetPrivateKey('deployer');
/** Pays the gas of the secretary's calls: it relays what the approvers signed, and has no say itself. */
export const relayerKey = devnetPrivateKey('secretary/relayer');
export const nonVoterKey = devnetPrivateKey('non-voter');

export function voterKey(councilId: number): Hex {
  return devnetPrivateKey(`council-${councilId}/voter`);
}

export function nodeIdOf(councilId: number, index: number): Address {
  return devnetAddress(`council-${councilId}/node-${index}`);
}

export function rewardAddressOf(councilId: number): Address {
  return devnetAddress(`council-${councilId}/reward`);
}

/** Administers a council's CnStakingV1 or CnStakingV3 (their multisigs), beside the deployer. */
export function stakingAdminKey(councilId: number): Hex {
  return devnetPrivateKey(`council-${councilId}/staking-admin`);
}

/** A holder who delegates KAIA to councils through their public-delegation contracts. */
export function holderKey(holder: number): Hex {
  return devnetPrivateKey(`holder-${holder}`);
}

/** Provides the liquidity of the councils' CL pools. */
export const liquidityProviderKey = devnetPrivateKey('cl-provider');

/** KLAY to its smallest unit (18 decimals, like ether to wei). */
export function klay(amount: number | string): bigint {
  return parseEther(String(amount));
}

/**
 * The voting contract's secretary is a WeightedMultisig of these approvers (docs/local-stack.md,
 * "Demo operators", lists their keys): approver 1 and either other one reach the threshold; 2 and 3 alone do not.
 */
export const SECRETARY_APPROVERS = [
  { label: 'secretary/approver-1', weight: 2n },
  { label: 'secretary/approver-2', weight: 1n },
  { label: 'secretary/approver-3', weight: 1n },
] as const;
export const SECRETARY_THRESHOLD = 3n;
