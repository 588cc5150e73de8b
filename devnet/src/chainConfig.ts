import type { HardhatNetworkUserConfig } from 'hardhat/types';
import { privateKeyToAddress } from 'viem/accounts';
import type { Hex } from 'viem';
import { deployerKey, klay, nonVoterKey, relayerKey, voterKey } from './accounts';
import { councilPlans, hasVoter } from './scenario/councilPlan';
import { GENESIS_DATE } from './scenario/timeline';

export const DEVNET_CHAIN_ID = 31337;

/** Kaia's base fee floor is 25 gkei; fees burn from the first block. */
const INITIAL_BASE_FEE_PER_GAS = 25_000_000_000;

export interface GenesisAccount {
  privateKey: Hex;
  balance: bigint;
}

/** Every KLAY that exists: the deployer holds the stakes and treasury to be, the others pay gas. */
export const genesisAccounts: GenesisAccount[] = [
  { privateKey: deployerKey, balance: klay(5_000_000_000) },
  { privateKey: relayerKey, balance: klay(10_000) },
  { privateKey: nonVoterKey, balance: klay(10_000) },
  ...councilPlans.filter(hasVoter).map((plan) => ({ privateKey: voterKey(plan.councilId), balance: klay(10_000) })),
];

export const genesisSupply: bigint = genesisAccounts.reduce((sum, account) => sum + account.balance, 0n);

export const genesisAddresses = genesisAccounts.map((account) => privateKeyToAddress(account.privateKey));

/** The hardhat network both the in-process provider and the served node run. */
export const hardhatNetworkConfig: HardhatNetworkUserConfig = {
  chainId: DEVNET_CHAIN_ID,
  // Post-merge: no block reward, so supply only shrinks by burnt base fees.
  hardfork: 'cancun',
  initialBaseFeePerGas: INITIAL_BASE_FEE_PER_GAS,
  initialDate: GENESIS_DATE,
  accounts: genesisAccounts.map(({ privateKey, balance }) => ({ privateKey, balance: balance.toString() })),
  // Blocks come only from requests, never from a timer: that is what makes the journal replayable.
  mining: { auto: true, interval: 0 },
  loggingEnabled: false,
};
