import type { Browser, Page } from 'playwright-core';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { inject } from 'vitest';
import type { Account } from '@portal/core/entities/account';
import { SESSION_COOKIE_NAME, SESSION_COOKIE_PATH } from '@portal/core/signIn/sessionCookie';
import { signedMessageHash } from '@portal/core/signIn/signatures';
import { devnetPrivateKey } from '@portal/devnet/src/accounts';
import { newContext, VIEWPORTS } from './browser';
import { type InjectedWallet, installInjectedWallet } from './wallet';

/**
 * Signing in from a browser test. The page gets an injected wallet backed by a real devnet key
 * (support/wallet.ts: `window.ethereum` signs personal_sign under EIP-191 as MetaMask does,
 * `window.klaytn` signs klay_sign under KIP-97 as the Kaia Wallet extension does), and a session
 * made the way the portal's own sign-in makes one, through the API: nonce, the wallet's signature
 * under its prefix, POST /v1/auth. What that answer set goes where a browser keeps it — the HttpOnly
 * session cookie the API set (for /v1/auth only) and the wallet kind in localStorage — so the page
 * restores the session on load (PUT /v1/auth by the cookie) exactly as for a returning user, and
 * holds the access token in memory only; the test reads it from that restore's answer.
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

/** The HttpOnly cookie the API restores a session from, and the storage key that makes the page try it. */
export const SESSION_COOKIE = SESSION_COOKIE_NAME;
export const LOGIN_WALLET_KEY = 'portal:loginWallet';

/** The session cookie's value in a Set-Cookie answer (node's fetch keeps no cookies). */
export function sessionCookieOf(response: Response): string {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  const value = line?.split(';')[0]!.slice(SESSION_COOKIE.length + 1);
  if (!value) throw new Error('The answer set no session cookie');
  return value;
}

export type SignInOptions = {
  /** The wallet the user signs with; decides the prefix. Default MetaMask (EIP-191). */
  wallet?: 'metaMask' | 'kaiaWallet';
  /** Where to go once signed in; default /MyPage. */
  path?: string;
};

/** `token` is the live one the page holds (the page's restore rotated `firstToken`, which the server now refuses). */
export type SignedIn = { token: string; firstToken: string; account: Account; expiredAt: number; wallet: InjectedWallet };

type Envelope<T> = { code: number; result: T; err_msg?: string };
type LoginAnswer = { token: string; account: Account; expired_at: number };

async function postFor<T>(stack: TestStack, path: string, body: unknown): Promise<{ result: T; response: Response }> {
  const response = await fetch(`${stack.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const envelope = (await response.json()) as Envelope<T>;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${envelope.err_msg ?? JSON.stringify(envelope)}`);
  return { result: envelope.result, response };
}

async function post<T>(stack: TestStack, path: string, body: unknown): Promise<T> {
  return (await postFor<T>(stack, path, body)).result;
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
  const { result: login, response } = await postFor<LoginAnswer>(stack, '/v1/auth', {
    wallet: kind === 'kaiaWallet' ? 'kaikas' : 'metamask',
    address: signer.address,
    message,
    signature,
  });

  // localStorage belongs to the origin: open it once, before the wallet kind is stored (so that page
  // restores nothing), write the wallet kind, then plant the cookie as the API set it (HttpOnly, for
  // /v1/auth only) and go where asked: one restore, one rotation. (Two quick loads would each rotate.)
  await context.clearCookies({ name: SESSION_COOKIE });
  await page.goto(`${stack.url}/Terms`);
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: LOGIN_WALLET_KEY, value: kind });
  const host = new URL(stack.url).hostname;
  await context.addCookies([{ name: SESSION_COOKIE, value: sessionCookieOf(response), domain: host, path: SESSION_COOKIE_PATH, expires: login.expired_at, httpOnly: true, sameSite: 'Strict' }]);
  // The page keeps the token in memory only: the restore's answer is where the test learns it.
  const restored = page.waitForResponse((answer) => answer.url() === `${stack.url}${SESSION_COOKIE_PATH}` && answer.request().method() === 'PUT', { timeout: 20_000 });
  await page.goto(`${stack.url}${options.path ?? '/MyPage'}`);
  const restoreAnswer = await restored;
  if (restoreAnswer.status() !== 200) throw new Error(`The page's restore answered ${restoreAnswer.status()}`);
  const live = ((await restoreAnswer.json()) as Envelope<LoginAnswer>).result;
  await page.waitForFunction((address) => document.querySelector('[data-testid="wallet-button"]')?.getAttribute('data-address')?.toLowerCase() === address, signer.address.toLowerCase(), { timeout: 20_000 });
  return { token: live.token, firstToken: login.token, account: login.account, expiredAt: login.expired_at, wallet };
}

/** Signs out through the header: the address button, then Disconnect in "Are You Sure to Disconnect?". */
export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('wallet-button').click();
  const dialog = page.getByRole('dialog', { name: 'Are You Sure to Disconnect?' });
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
}

/**
 * A new page in its own browser context at `viewport`, signed in as the devnet account `label`
 * (`site-admin`, `council-2/admin`, `secretary/approver-1` …) and opened at `path`: how the
 * operators' browser tests start each case.
 */
export async function operatorPage(
  browser: Browser,
  stack: TestStack,
  label: string,
  path: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<{ page: Page; signed: SignedIn }> {
  const { context } = await newContext(browser, viewport);
  const page = await context.newPage();
  const signed = await signInAs(page, stack, devnetPrivateKey(label), { path });
  return { page, signed };
}
