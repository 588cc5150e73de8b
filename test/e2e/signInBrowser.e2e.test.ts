import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Hex } from 'viem';
import { privateKeyToAccount, privateKeyToAddress } from 'viem/accounts';
import { devnetPrivateKey } from '@portal/devnet/src/accounts';
import { signedMessageHash } from '@portal/core/signIn/signatures';
import { launchBrowser, newContext, seriousAxeViolations, VIEWPORTS } from './support/browser';
import { localStack, SESSION_COOKIE, signInAs, signOut } from './support/session';
import { installInjectedWallet } from './support/wallet';
import { deployment, watchPageErrors } from './support/voting';

/**
 * Signing in from the browser, against the whole local stack: the seeded demo operators' devnet
 * keys behind an injected wallet (MetaMask: personal_sign, EIP-191; the Kaia Wallet extension:
 * klay_sign, KIP-97) or the app2app fake, through the real dialogs; then the header entry, the My
 * Page tabs by role, the Site Manager tab's writes, logout and the guard.
 */
const stack = localStack();
const url = (path: string) => `${stack.url}${path}`;

async function api<T>(path: string, token: string, init: RequestInit = {}): Promise<{ status: number; result: T }> {
  const response = await fetch(url(path), { ...init, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { result: T };
  return { status: response.status, result: body.result };
}

/** The HttpOnly session cookie's value as the browser holds it (page script cannot read it; the test can). It is sent to /v1/auth only. */
async function tokenOf(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies(url('/v1/auth'))).find((cookie) => cookie.name === SESSION_COOKIE)?.value;
}

/**
 * The access token the page holds, which lives in its memory only: read from the answers of sign-in
 * (POST /v1/auth) and restores (PUT /v1/auth) as they arrive; `live()` is the newest.
 */
function watchTokens(page: Page): { live: () => Promise<string> } {
  const pending: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== '/v1/auth' || !['POST', 'PUT'].includes(response.request().method()) || response.status() !== 200) return;
    pending.push(response.json().then((body: { result: { token: string } }) => body.result.token, () => null));
  });
  return {
    live: async () => {
      const token = (await Promise.all(pending)).filter((value) => value !== null).at(-1);
      if (!token) throw new Error('The page was answered no token');
      return token;
    },
  };
}

const TAB_NAMES = ['GC List', 'Voting List', 'Site Manager', 'Treasury', 'Contract List', 'Release Note'];

describe('Sign-in in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function open(privateKey: Hex, as: 'metaMask' | 'kaiaWallet', options: { chainId?: number; viewport?: { width: number; height: number } } = {}) {
    const { context, blocked } = await newContext(browser, options.viewport);
    const wallet = await installInjectedWallet(context, { privateKey, rpcUrl: stack.rpcUrl, chainId: options.chainId ?? stack.chainId, as });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const tokens = watchTokens(page);
    await page.goto(url('/Home'));
    return { context, page, wallet, errors, blocked, tokens };
  }

  async function chooseWallet(page: Page, name: 'MetaMask' | 'Kaia Wallet' | 'Kaia Wallet Mobile') {
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const chooser = page.getByRole('dialog', { name: 'Connect Wallet' });
    await chooser.waitFor();
    expect(await chooser.getByText('Available for Kaia Wallet Mobile App').isVisible()).toBe(true);
    expect(await chooser.getByText('Available for desktop').isVisible()).toBe(true);
    expect(await chooser.getByRole('link', { name: 'Download' }).isVisible()).toBe(true);
    await chooser.getByRole('button', { name, exact: true }).click();
  }

  /** The Welcome dialog: Sign only once the terms are agreed. */
  async function agreeAndSign(page: Page, options: { axe?: boolean } = {}) {
    const welcome = page.getByRole('dialog', { name: 'Welcome' });
    await welcome.waitFor();
    expect(await welcome.getByText('Your authentication resets after 24 hours; then sign in again.').isVisible()).toBe(true);
    const sign = welcome.getByRole('button', { name: 'Sign', exact: true });
    expect(await sign.isDisabled()).toBe(true);
    if (options.axe) expect(await seriousAxeViolations(page)).toEqual([]);
    await welcome.getByRole('checkbox').check();
    expect(await sign.isEnabled()).toBe(true);
    await sign.click();
  }

  /** Signed in: the session cookie is there and the header has its entry. */
  async function signedIn(page: Page) {
    await page.getByTestId('account-entry').waitFor();
    await expect.poll(() => tokenOf(page.context())).toBeTruthy();
  }

  async function expectAlert(page: Page, title: string, message?: string) {
    const alert = page.getByRole('alertdialog', { name: title });
    await alert.waitFor();
    if (message) expect(await alert.getByText(message, { exact: true }).isVisible()).toBe(true);
    await alert.getByRole('button', { name: 'OK' }).click();
  }

  it('a site admin signs in with MetaMask (EIP-191), sees Admin and the six tabs, adds, edits and deletes a site manager, then logs out and My Page sends home', async () => {
    const key = devnetPrivateKey('site-admin');
    const { context, page, wallet, errors, blocked, tokens } = await open(key, 'metaMask');
    await chooseWallet(page, 'MetaMask');
    await agreeAndSign(page, { axe: true });
    await signedIn(page);
    await expect.poll(() => page.getByTestId('wallet-button').getAttribute('data-address')).toBe(wallet.address);
    expect(wallet.calls).toContain('personal_sign');
    expect(wallet.signed[0]).toContain('Chain ID: 31337');
    expect(await page.getByTestId('wallet-button').innerText()).toBe(`${wallet.address.slice(0, 6)}...${wallet.address.slice(-6)}`);
    const token = await tokens.live();
    expect(token).not.toBe(await tokenOf(context));

    // Admin → My Page, the left tab menu of a site operator.
    await page.getByTestId('account-entry').click();
    expect(await page.getByTestId('account-entry').innerText()).toBe('Admin');
    await page.waitForURL(/\/MyPage$/);
    const menu = page.getByRole('tablist', { name: 'Admin' });
    await menu.waitFor();
    expect(await menu.getByRole('tab').allInnerTexts()).toEqual(TAB_NAMES);
    await menu.getByRole('tab', { name: 'Site Manager' }).click();
    await page.waitForURL(/tab=SITE_MANAGER/);
    const admins = page.getByRole('list', { name: 'Site Admins' });
    await admins.waitFor();
    expect(await admins.innerText()).toContain(wallet.address.toLowerCase());
    expect(await seriousAxeViolations(page)).toEqual([]);

    const managers = async () => (await api<{ address: string; level: number }[]>('/v1/admin/accounts', token)).result.filter((a) => a.level === 1).map((a) => a.address);
    const before = await managers();

    // An invalid address: "Invalid address", Save disabled, nothing saved.
    await page.getByRole('button', { name: 'Add a Site Manager' }).click();
    const form = page.getByRole('dialog', { name: 'Add a Site Manager' });
    const save = form.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await form.getByLabel('Wallet address').fill('0x1234');
    expect(await form.getByText('Invalid address').isVisible()).toBe(true);
    expect(await save.isDisabled()).toBe(true);
    await form.getByLabel('Wallet address').press('Enter');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await managers()).toEqual(before);

    // Add.
    const added = privateKeyToAddress(devnetPrivateKey('signin-e2e/manager-a')).toLowerCase();
    await form.getByLabel('Wallet address').fill(added);
    expect(await form.getByText('Invalid address').count()).toBe(0);
    await save.click();
    await expectAlert(page, 'Save complete');
    await page.getByRole('list', { name: 'Site Managers' }).getByText(added).waitFor();
    expect(await managers()).toContain(added);

    // Edit it to another address.
    const edited = privateKeyToAddress(devnetPrivateKey('signin-e2e/manager-b')).toLowerCase();
    await page.getByRole('button', { name: `Edit ${added}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit a Site Manager' });
    await edit.getByLabel('Wallet address').fill(edited);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectAlert(page, 'Save complete');
    await page.getByRole('list', { name: 'Site Managers' }).getByText(edited).waitFor();
    expect(await managers()).toContain(edited);
    expect(await managers()).not.toContain(added);

    // A second manager at an address that already has an account: "Save error" with the server's message.
    await page.getByRole('button', { name: 'Add a Site Manager' }).click();
    await form.getByLabel('Wallet address').fill(edited);
    await form.getByRole('button', { name: 'Save' }).click();
    const failure = page.getByRole('alertdialog', { name: 'Save error' });
    await failure.waitFor();
    expect(await failure.innerText()).toContain('Sorry, there is something wrong.');
    expect(await failure.innerText()).toContain('This address already has an account');
    await failure.getByRole('button', { name: 'OK' }).click();
    await form.getByRole('button', { name: 'Cancel' }).click();

    // Delete it.
    await page.getByRole('button', { name: `Delete ${edited}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete a Site Manager' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectAlert(page, 'Save complete');
    await expect.poll(() => page.getByRole('list', { name: 'Site Managers' }).getByText(edited).count()).toBe(0);
    expect(await managers()).toEqual(before);

    // Log out: "Are You Sure to Disconnect?", the token is revoked and the cookie gone; My Page sends home.
    await signOut(page);
    expect(await tokenOf(context)).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('portal:loginWallet'))).toBeNull();
    expect((await api('/v1/admin/accounts', token)).status).toBe(401);
    await page.goto(url('/MyPage?tab=SITE_MANAGER'));
    await page.waitForURL(/\/Home$/);
    expect(await page.getByTestId('account-entry').count()).toBe(0);
    expect(errors.filter((e) => !/status of 40[13]/.test(e))).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  });

  it("a council's admin signs in with the Kaia Wallet extension (KIP-97): My Page is its council page, the admin tabs are not its to see, and the API refuses it a site manager", async () => {
    const key = devnetPrivateKey('council-1/admin');
    const { context, page, wallet, blocked, tokens } = await open(key, 'kaiaWallet');
    await chooseWallet(page, 'Kaia Wallet');
    await agreeAndSign(page);
    await signedIn(page);
    await expect.poll(() => page.getByTestId('wallet-button').getAttribute('data-address')).toBe(wallet.address);
    expect(wallet.calls).toContain('klay_sign');
    expect(wallet.calls).not.toContain('personal_sign');
    const entry = page.getByTestId('account-entry');
    expect(await entry.innerText()).toBe('My Page');
    expect(await entry.getAttribute('href')).toBe('/MyPage/GC?id=1');

    // /MyPage holds no admin menu for a council account: it is sent to its own council.
    await page.goto(url('/MyPage?tab=SITE_MANAGER'));
    await page.waitForURL(/\/MyPage\/GC\?id=1$/);
    expect(await page.getByRole('tablist', { name: 'Admin' }).count()).toBe(0);

    const token = await tokens.live();
    const refused = await api('/v1/accounts', token, { method: 'POST', body: JSON.stringify({ address: privateKeyToAddress(devnetPrivateKey('signin-e2e/refused')), council_id: 0, level: 1, type: 0 }) });
    expect(refused.status).toBe(403);
    expect((await api('/v1/admin/accounts', token)).status).toBe(403);
    expect(blocked).toEqual([]);
    await context.close();
  });

  it('a site manager (signInAs) sees Admin and the Site Manager list, without Add, Edit or Delete', async () => {
    const { context, blocked } = await newContext(browser);
    const page = await context.newPage();
    const signed = await signInAs(page, stack, devnetPrivateKey('site-manager'), { path: '/MyPage?tab=SITE_MANAGER' });
    expect(signed.account.roles).toEqual(['siteManager']);
    expect(await page.getByTestId('account-entry').innerText()).toBe('Admin');
    await page.getByRole('list', { name: 'Site Managers' }).getByText(signed.account.address).waitFor();
    expect(await page.getByRole('tab', { name: 'Site Manager' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('button', { name: 'Add a Site Manager' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);
    // The server refuses it too: only a site admin manages site managers.
    const refused = await api('/v1/accounts', signed.token, { method: 'POST', body: JSON.stringify({ address: privateKeyToAddress(devnetPrivateKey('signin-e2e/refused')), council_id: 0, level: 1, type: 0 }) });
    expect(refused.status).toBe(403);
    // Restoring from the cookie rotated the token (PUT /v1/auth): the first one is refused, and a reload rotates again.
    expect((await api('/v1/admin/accounts', signed.firstToken)).status).toBe(401);
    const cookieBefore = await tokenOf(context);
    const restored = page.waitForResponse((response) => response.url() === url('/v1/auth') && response.request().method() === 'PUT');
    await page.reload();
    const reloaded = ((await (await restored).json()) as { result: { token: string } }).result.token;
    await page.getByRole('list', { name: 'Site Managers' }).waitFor();
    expect(reloaded).not.toBe(signed.token);
    await expect.poll(() => tokenOf(context)).not.toBe(cookieBefore);
    expect((await api('/v1/admin/accounts', signed.token)).status).toBe(401);
    expect((await api('/v1/admin/accounts', reloaded)).status).not.toBe(401);
    expect(blocked).toEqual([]);
    await context.close();
  });

  it('a site admin on a phone: the 4+4 address and no desktop-only controls', async () => {
    const { context } = await newContext(browser, VIEWPORTS.mobile);
    const page = await context.newPage();
    const signed = await signInAs(page, stack, devnetPrivateKey('site-admin'), { path: '/MyPage?tab=SITE_MANAGER' });
    await page.getByRole('list', { name: 'Site Admins' }).waitFor();
    const address = signed.wallet.address;
    // The wallet comes back once the page is idle; until then the button shows the account's (lower-case) address.
    await expect.poll(() => page.getByTestId('wallet-button').getAttribute('data-address'), { timeout: 15_000 }).toBe(address);
    expect(await page.getByTestId('wallet-button').innerText()).toBe(`${address.slice(0, 4)}...${address.slice(-4)}`);
    expect(await page.getByRole('button', { name: 'Add a Site Manager' }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('refuses an address that may not sign in, and lets its wallet go', async () => {
    const { page, context } = await open(deployment().accounts.nonVoter.privateKey, 'metaMask');
    await chooseWallet(page, 'MetaMask');
    await expectAlert(page, 'Failed to Connect', 'Sorry, only authorized person can login to the site');
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    expect(await tokenOf(context)).toBeUndefined();
    await context.close();
  });

  it('says why a sign-in stopped: the terms closed, a signature refused in MetaMask and in the Kaia Wallet extension', async () => {
    const admin = devnetPrivateKey('site-admin');
    const first = await open(admin, 'metaMask');
    await chooseWallet(first.page, 'MetaMask');
    await first.page.getByRole('dialog', { name: 'Welcome' }).getByRole('button', { name: 'Close' }).click();
    await expectAlert(first.page, 'Failed to get authorization', 'Login has been canceled.');
    await first.page.getByRole('button', { name: 'Connect Wallet' }).waitFor();

    first.wallet.rejectNextSignature();
    await chooseWallet(first.page, 'MetaMask');
    await agreeAndSign(first.page);
    await expectAlert(first.page, 'Failed to get authorization', 'User deined message signature.');
    await first.page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    expect(await tokenOf(first.context)).toBeUndefined();
    await first.context.close();

    const second = await open(admin, 'kaiaWallet');
    second.wallet.rejectNextSignature();
    await chooseWallet(second.page, 'Kaia Wallet');
    await agreeAndSign(second.page);
    await expectAlert(second.page, 'Failed to get authorization', 'You rejected to sign in on the Kaia Wallet extension.');
    expect(await tokenOf(second.context)).toBeUndefined();
    await second.context.close();
  });

  it('Wrong Network: a wallet on another chain is told so and let go on OK; a signed-in wallet that moves is logged out', async () => {
    const admin = devnetPrivateKey('site-admin');
    const off = await open(admin, 'metaMask', { chainId: 1 });
    await chooseWallet(off.page, 'MetaMask');
    const alert = off.page.getByRole('alertdialog', { name: 'Wrong Network' });
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/Please check if your wallet is under the .+ network\./);
    expect(await off.page.getByRole('dialog', { name: 'Welcome' }).count()).toBe(0);
    await alert.getByRole('button', { name: 'OK' }).click();
    await off.page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    await off.context.close();

    const on = await open(admin, 'metaMask');
    await chooseWallet(on.page, 'MetaMask');
    await agreeAndSign(on.page);
    await expect.poll(() => tokenOf(on.context)).toBeTruthy();
    await on.wallet.setChainId(1);
    await on.page.getByRole('alertdialog', { name: 'Wrong Network' }).getByRole('button', { name: 'OK' }).click();
    await on.page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    await expect.poll(() => tokenOf(on.context)).toBeUndefined();
    await on.context.close();
  });

  it('signs in through the Kaia Wallet app (app2app): connect, then the sign request the app answers with its KIP-97 signature', async () => {
    const key = devnetPrivateKey('council-2/admin');
    const signer = privateKeyToAccount(key);
    const { context, blocked } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/Home'));
    const app2app = inject('app2appUrl');
    type FakeRequest = { request_key: string; status: string; body: { type: string; sign?: { message: string } } };
    const call = async (path: string, body?: unknown) => {
      const response = await fetch(`${app2app}/_wallet${path}`, body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      expect(response.ok).toBe(true);
      return response.json();
    };
    const pending = async (type: string): Promise<FakeRequest> => {
      const dialog = page.getByRole('dialog', { name: 'Kaia Wallet Mobile' });
      await dialog.waitFor();
      const requestKey = (await dialog.locator('[data-request-key]').getAttribute('data-request-key'))!;
      const request = ((await call('/requests')) as FakeRequest[]).find((r) => r.request_key === requestKey)!;
      expect(request.body.type).toBe(type);
      await call(`/${requestKey}/open`, {});
      return request;
    };

    await chooseWallet(page, 'Kaia Wallet Mobile');
    const auth = await pending('auth');
    await call(`/${auth.request_key}/complete`, { klaytn_address: signer.address });
    // The sign request's dialog: closing it stops the sign-in with the spec's words.
    await agreeAndSign(page);
    await pending('sign');
    await page.getByRole('dialog', { name: 'Kaia Wallet Mobile' }).getByRole('button', { name: 'Close' }).click();
    await expectAlert(page, 'Failed to get authorization', 'You closed the pop-up window before the signing in.');

    await chooseWallet(page, 'Kaia Wallet Mobile');
    const again = await pending('auth');
    await call(`/${again.request_key}/complete`, { klaytn_address: signer.address });
    await agreeAndSign(page);
    const sign = await pending('sign');
    const message = sign.body.sign!.message;
    expect(message).toContain(signer.address);
    await call(`/${sign.request_key}/complete`, { signed_data: await signer.sign({ hash: signedMessageHash(message, 'kip97') }), klaytn_address: signer.address });
    await expect.poll(() => page.getByTestId('wallet-button').getAttribute('data-address')).toBe(signer.address);
    expect(await page.getByTestId('account-entry').getAttribute('href')).toBe('/MyPage/GC?id=2');
    expect(await tokenOf(context)).toBeTruthy();
    expect(blocked.filter((href) => !href.includes('kaiawallet'))).toEqual([]);
    await context.close();
  });
});
