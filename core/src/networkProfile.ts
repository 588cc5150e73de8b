import { MAIN_CHAIN_ID, TEST_CHAIN_ID } from './constants';
import type { FundType } from './entities/treasury';

/**
 * The names people read for the network the portal serves: its token, its two treasury funds, its
 * networks and its explorers. The spec was written in 2022 (`klaytn`); the same network now says
 * KAIA, KEF/KIF and Kairos (`kaia`). Only displayed text comes from here: stored data keeps its keys
 * (fund 'KCF'/'KFF' in items, URL parameters and exports' fund column).
 *
 * This is the one file that holds these names: a test (networkProfileLiterals.test.ts) refuses them
 * in the text of any other file of web/src and functions/src.
 */
export type FundNames = {
  /** The fund's short name, as a toggle or a tag shows it: "KCF". */
  short: string;
  /** What the short name stands for: "Community Fund". */
  name: string;
  /** Both, as a choice reads: "KCF (Community Fund)". */
  long: string;
  /** As a sentence names it: "the community fund". */
  phrase: string;
};

export type NetworkProfile = {
  id: NetworkProfileId;
  /** The native token's symbol, after every amount: "1,500 KLAY". */
  token: string;
  /** By the fund's stored key: KCF's role (the community / ecosystem fund) and KFF's (foundation / infrastructure). */
  funds: Record<FundType, FundNames>;
  /** The networks' names (the Wrong Network alert, the wallet's network list). */
  networks: { main: string; test: string };
  /**
   * The block explorers' hosts on the main network (spec: values finder and scope); the test
   * network is a subdomain of each, named by testPrefix.
   */
  explorers: { finder: string; scope: string; testPrefix: string };
};

const fundNames = (short: string, name: string, phrase: string): FundNames => ({ short, name, long: `${short} (${name})`, phrase });

/**
 * Both explorers moved to these hosts with the rename; the old ones only redirect, so the spec's
 * profile links there too (the portal's links are unchanged by the profile).
 */
const EXPLORER_HOSTS = { finder: 'kaiascan.io', scope: 'kaiascope.com', testPrefix: 'kairos' } as const;

export const NETWORK_PROFILES = {
  klaytn: {
    id: 'klaytn',
    token: 'KLAY',
    funds: { KCF: fundNames('KCF', 'Community Fund', 'the community fund'), KFF: fundNames('KFF', 'Foundation Fund', 'the foundation fund') },
    networks: { main: 'Cypress', test: 'Baobab' },
    explorers: EXPLORER_HOSTS,
  },
  kaia: {
    id: 'kaia',
    token: 'KAIA',
    funds: { KCF: fundNames('KEF', 'Kaia Ecosystem Fund', 'the Kaia Ecosystem Fund'), KFF: fundNames('KIF', 'Kaia Infrastructure Fund', 'the Kaia Infrastructure Fund') },
    networks: { main: 'Mainnet', test: 'Kairos' },
    explorers: EXPLORER_HOSTS,
  },
} as const satisfies Record<string, Omit<NetworkProfile, 'id'> & { id: string }>;

export type NetworkProfileId = keyof typeof NETWORK_PROFILES;
export const NETWORK_PROFILE_IDS = Object.keys(NETWORK_PROFILES) as NetworkProfileId[];

/** The spec's names: what a deployment that sets no profile shows. */
export const DEFAULT_NETWORK_PROFILE_ID: NetworkProfileId = 'klaytn';

export function isNetworkProfileId(value: string): value is NetworkProfileId {
  return Object.hasOwn(NETWORK_PROFILES, value);
}

/**
 * The profile a configuration names; the default when it names none. An unknown name throws: a
 * typo must stop the build or the process at start, not show the wrong token's name.
 */
export function networkProfileOf(id: string | undefined): NetworkProfile {
  if (id === undefined || id === '') return NETWORK_PROFILES[DEFAULT_NETWORK_PROFILE_ID];
  if (!isNetworkProfileId(id)) throw new Error(`Unknown network profile "${id}": use one of ${NETWORK_PROFILE_IDS.join(', ')}`);
  return NETWORK_PROFILES[id];
}

/** A fund as a contract an agenda's action calls is named: "KCF (community fund)", "KEF (Kaia Ecosystem Fund)". */
export function fundContractName(fund: FundNames): string {
  return `${fund.short} (${fund.phrase.replace(/^the /, '')})`;
}

/** The name people read for a network by its chain id; another chain (a local devnet) is named by its id. */
export function networkName(profile: NetworkProfile, chainId: number): string {
  if (chainId === MAIN_CHAIN_ID) return profile.networks.main;
  if (chainId === TEST_CHAIN_ID) return profile.networks.test;
  return `Devnet ${chainId}`;
}
