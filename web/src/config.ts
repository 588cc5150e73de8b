import { MAIN_CHAIN_ID, TEST_CHAIN_ID } from '@portal/core/constants';
import { networkProfileOf } from '@portal/core/networkProfile';

/** Build-time configuration and the product's fixed outside links, in one place. */

export const PRODUCT_NAME = 'Kaia';
export const SITE_NAME = 'Governance Council Portal';

export type ServiceNetwork = 'main' | 'test';

export function chainIdFrom(raw: string | undefined): number {
  const parsed = Number(raw);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : MAIN_CHAIN_ID;
}

/** Spec: test or main from the chain id; main when unknown (the local devnet counts as main). */
export function networkOf(chainId: number): ServiceNetwork {
  return chainId === TEST_CHAIN_ID ? 'test' : 'main';
}

export const SERVICE_CHAIN_ID = chainIdFrom(import.meta.env.VITE_CHAIN_ID);
export const SERVICE_NETWORK = networkOf(SERVICE_CHAIN_ID);
/**
 * The names people read for the network (token, funds, networks, explorers), fixed at build time so
 * prerendered pages carry them: `klaytn` (the spec's, by default) or `kaia`. An unknown name fails
 * the build (the prerender imports this module).
 */
export const NETWORK_PROFILE = networkProfileOf(import.meta.env.VITE_NETWORK_PROFILE);
export const IS_QA = import.meta.env.VITE_ENV === 'qa';

export const EXTERNAL_LINKS = {
  docs: 'https://docs.kaia.io',
  forum: 'https://govforum.kaia.io',
  /** Where news has been published since the hard fork (top banner). */
  successorSite: 'https://square.kaia.io',
} as const;

export const SOCIAL_LINKS = [
  { name: 'X', icon: 'x', url: 'https://x.com/kaiachain' },
  { name: 'Instagram', icon: 'instagram', url: 'https://www.instagram.com/kaiachain' },
  { name: 'LinkedIn', icon: 'linkedin', url: 'https://www.linkedin.com/company/kaiachain' },
  { name: 'Facebook', icon: 'facebook', url: 'https://www.facebook.com/kaiachain' },
  { name: 'Telegram', icon: 'telegram', url: 'https://t.me/kaiachain' },
  { name: 'Discord', icon: 'discord', url: 'https://discord.gg/kaiachain' },
  { name: 'Reddit', icon: 'reddit', url: 'https://www.reddit.com/r/kaiachain' },
  // The forum is named in the reader's language (the footer's catalogue); the others are brands.
  { icon: 'forum', url: EXTERNAL_LINKS.forum },
] as const;
