import type { Page } from 'playwright-core';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { inject } from 'vitest';
import type { Account } from '@portal/core/entities/account';
import { signedMessageHash } from '@portal/core/signIn/signatures';
import { type InjectedWallet, installInjectedWallet } from './wallet';

/**
 * Signing in from a browser test. The page gets an injected wallet backed by a real devnet key
 * (support/wallet.ts: `window.ethereum` signs personal_sign under EIP-191 as MetaMask does,
 * `window.klaytn` signs klay_sign under KIP-97 as the Kaia Wallet extension does), and a session
 * made the way the portal's own sign-in makes one, through the API: nonce, the wallet's signature
 * under its prefix, POST /v1/auth. The token then goes where the portal keeps it (admin spec §4.1)
 * — the `portal_token` cookie until expired_at and the wallet kind in localStorage — so the page
 * restores it on load (PUT /v1/auth) exactly as for a returning user.
 *
 * The sign-in dialogs themselves are covered by test/e2e/signIn*.e2e.test.ts; other tests use this
 * to start signed in.
 */

/** The local stack as the browser tests reach it (test/setup/localStack.global.ts). */
export type TestStack = { url: string; rpcUrl: string; chainId: number };

export function localStack(): TestStack {
  const deployment = JSON.parse(inject('deploymentJson')) as { chainId: number };
  return { url: inject('stackUrl'), rpcUrl: inject('rpcUrl'), chainId: deployment.chainId };
}

/** The cookie and storage key the portal restores a session from (web/src/shared/session/sessionStorage.ts). */
export const SESSION_COOKIE = 'portal_token';
export const LOGIN_WALLET_KEY = 'portal:loginWallet';

export type SignInOptions = {
  /** The wallet the user signs with; decides the prefix. Default MetaMask (EIP-191). */
  wallet?: 'metaMask' | 'kaiaWallet';
  /** Where to go once signed in; default /MyPage. */
  path?: string;
};

/** `token` is the live one (the page's restore rotated `firstToken`, which the server now refuses). */
export type SignedIn = { token: string; firstToken: string; account: Account; expiredAt: number; wallet: InjectedWallet };

type Envelope<T> = { code: number; result: T; err_msg?: string };

async function post<T>(stack: TestStack, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${stack.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const envelope = (await response.json()) as Envelope<T>;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${envelope.err_msg ?? JSON.stringify(envelope)}`);
  return envelope.result;
}

/**
 * Installs the injected wallet on the page's context (call it once per context, before any other
 * wallet), signs in as `privateKey`'s address and opens `path` signed in: the header shows the
 * address and the session is live when this returns.
 */
export async function signInAs(page: Page, stack: TestStack, privateKey: Hex, options: SignInOptions = {}): Promise<SignedIn> {
  const kind = options.wallet ?? 'metaMask';
  const context = page.context();
  const wallet = await installInjectedWallet(context, { privateKey, rpcUrl: stack.rpcUrl, chainId: stack.chainId, as: kind, connected: true });
  const signer = privateKeyToAccount(privateKey);

  const { message } = await post<{ message: string }>(stack, '/v1/auth/nonce', { address: signer.address });
  const signature = await signer.sign({ hash: signedMessageHash(message, kind === 'kaiaWallet' ? 'kip97' : 'eip191') });
  const login = await post<{ token: string; account: Account; expired_at: number }>(stack, '/v1/auth', {
    wallet: kind === 'kaiaWallet' ? 'kaikas' : 'metamask',
    address: signer.address,
    message,
    signature,
  });

  // localStorage belongs to the origin: open it once, before the cookie exists (so that page restores
  // nothing), write the wallet kind, then set the cookie and go where asked: one restore, one rotation.
  // (Two quick loads with the cookie would each rotate, and a load left mid-refresh loses its token.)
  await context.clearCookies({ name: SESSION_COOKIE });
  await page.goto(`${stack.url}/Terms`);
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: LOGIN_WALLET_KEY, value: kind });
  await context.addCookies([{ name: SESSION_COOKIE, value: login.token, url: stack.url, expires: login.expired_at, sameSite: 'Strict' }]);
  await page.goto(`${stack.url}${options.path ?? '/MyPage'}`);
  await page.waitForFunction((address) => document.querySelector('[data-testid="wallet-button"]')?.getAttribute('data-address')?.toLowerCase() === address, signer.address.toLowerCase(), { timeout: 20_000 });
  // Restoring rotates the token (PUT /v1/auth): the live one is the cookie's once the answer is in.
  let live = (await context.cookies(stack.url)).find((cookie) => cookie.name === SESSION_COOKIE);
  for (let waited = 0; live?.value === login.token && waited < 20_000; waited += 100) {
    await page.waitForTimeout(100);
    live = (await context.cookies(stack.url)).find((cookie) => cookie.name === SESSION_COOKIE);
  }
  if (!live || live.value === login.token) throw new Error('The page did not restore the session');
  return { token: live.value, firstToken: login.token, account: login.account, expiredAt: login.expired_at, wallet };
}

/** Signs out through the header: the address button, then Disconnect in "Are You Sure to Disconnect?". */
export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('wallet-button').click();
  const dialog = page.getByRole('dialog', { name: 'Are You Sure to Disconnect?' });
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
}
