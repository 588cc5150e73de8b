import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ConsoleMessage, Page } from 'playwright-core';
import { createPublicClient, http, parseAbi, type Address, type Hex } from 'viem';
import { inject } from 'vitest';
import { findForbidden, type ChunkModules } from '../../../web/scripts/bundleReport';

/** What the browser tests read of the devnet deployment (its keys are public test keys). */
export type TestDeployment = {
  chainId: number;
  contracts: { voting: Address };
  accounts: { voters: { councilId: number; address: Address; privateKey: Hex }[]; nonVoter: { address: Address; privateKey: Hex } };
};

export function deployment(): TestDeployment {
  return JSON.parse(inject('deploymentJson')) as TestDeployment;
}

export const url = (path: string) => `${inject('stackUrl')}${path}`;

/** An agenda as the API serves it (the fields the tests compare). */
export type ApiAgenda = {
  id: number;
  title: string;
  state: number;
  yesCount: number;
  noCount: number;
  abstainCount: number;
  votersCount: number;
  quorumCount: number;
  quorumPower: number;
  totalVotes: number;
  eligibleNodes: number;
  votingEndDate: string;
  voting: { council: { id: number }; choice: number; power: number; tx_hash: string | null }[];
};

export async function apiAgenda(id: number): Promise<ApiAgenda> {
  const response = await fetch(url(`/v1/proposals/${id}`));
  return ((await response.json()) as { result: ApiAgenda }).result;
}

const votingAbi = parseAbi(['function getReceipt(uint256 proposalId, uint256 gcId) view returns (bool hasVoted, uint8 choice, uint256 votes)']);

/** The voting contract's own record of a council's vote (not our indexer's). */
export async function receiptOnChain(proposalId: number, councilId: number): Promise<{ hasVoted: boolean; choice: number; votes: number }> {
  const client = createPublicClient({ transport: http(inject('rpcUrl')), cacheTime: 0 });
  const [hasVoted, choice, votes] = await client.readContract({ address: deployment().contracts.voting, abi: votingAbi, functionName: 'getReceipt', args: [BigInt(proposalId), BigInt(councilId)] });
  return { hasVoted, choice, votes: Number(votes) };
}

/**
 * Every error the page logs, but the network errors of requests the test itself blocked or aborted
 * (the tests assert on `blocked` separately: without a WalletConnect project it must stay empty).
 */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/ERR_BLOCKED_BY_CLIENT|Failed to fetch|Failed to load resource/i.test(text)) return;
    errors.push(text);
  });
  return errors;
}

const webDist = resolve(import.meta.dirname, '../../../web/dist');

/** The JavaScript files a page fetched, and the wallet or chart modules bundled into them. */
export function forbiddenModulesIn(files: string[]) {
  const chunkModules = JSON.parse(readFileSync(join(webDist, '.vite/chunk-modules.json'), 'utf8')) as ChunkModules;
  return findForbidden(files, chunkModules);
}

/** Records the JavaScript files (assets/…js) the page fetches from now on. */
export function recordScripts(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' && path.startsWith('/assets/') && path.endsWith('.js')) files.push(path.slice(1));
  });
  return files;
}

/**
 * Connects the wallet the test installed, by its name in the wallet chooser, and signs in (admin
 * §4.1: the Welcome dialog, its agreement, Sign) unless `signIn` is false: a wallet on another
 * network, a refused address or the mobile app (whose requests the test answers itself) stop
 * before the Welcome dialog.
 */
export async function connectWallet(page: Page, name: 'MetaMask' | 'Kaia Wallet' | 'Kaia Wallet Mobile', options: { signIn?: boolean } = {}): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const chooser = page.getByRole('dialog', { name: 'Connect Wallet' });
  await chooser.getByRole('button', { name, exact: true }).click();
  if (options.signIn === false || name === 'Kaia Wallet Mobile') return;
  await signInWelcome(page);
}

/** The Welcome dialog of the sign-in: agree, Sign, and wait until it has closed. */
export async function signInWelcome(page: Page): Promise<void> {
  const welcome = page.getByRole('dialog', { name: 'Welcome' });
  await welcome.waitFor();
  await welcome.getByRole('checkbox').check();
  await welcome.getByRole('button', { name: 'Sign', exact: true }).click();
  await welcome.waitFor({ state: 'detached' });
}

export function shortAddress(address: string): string {
  return `${address.slice(0, 6)}...${address.slice(-6)}`;
}
