import { NETWORK_PROFILE, PRODUCT_NAME, type ServiceNetwork } from '../../config';
import type { ExplorerType } from '../preferences/storage';

export type ExplorerTarget = 'account' | 'tx' | 'block';

/** The two block explorers (spec: values finder and scope), named as products (the same in every language), at this build's profile's hosts; the test network is a subdomain of each. */
const EXPLORERS: Record<ExplorerType, { name: string; host: string; paths: Record<ExplorerTarget, string> }> = {
  finder: { name: 'Finder', host: NETWORK_PROFILE.explorers.finder, paths: { account: 'address', tx: 'tx', block: 'block' } },
  scope: { name: 'Scope', host: NETWORK_PROFILE.explorers.scope, paths: { account: 'account', tx: 'tx', block: 'block' } },
};

export const TEST_NETWORK_PREFIX = NETWORK_PROFILE.explorers.testPrefix;

/** "Kaia Finder", "Kaia Scope". */
export function explorerLabel(explorer: ExplorerType): string {
  return `${PRODUCT_NAME} ${EXPLORERS[explorer].name}`;
}

/** A link to an address, transaction or block on the chosen explorer, with the network prefix off the main network. */
export function explorerUrl(explorer: ExplorerType, network: ServiceNetwork, target: ExplorerTarget, value: string | number): string {
  const { host, paths } = EXPLORERS[explorer];
  const origin = `https://${network === 'main' ? '' : `${TEST_NETWORK_PREFIX}.`}${host}`;
  return `${origin}/${paths[target]}/${encodeURIComponent(String(value))}`;
}
