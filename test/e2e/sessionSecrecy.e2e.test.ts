import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Response } from 'playwright-core';
import { devnetPrivateKey } from '@portal/devnet/src/accounts';
import { launchBrowser, newContext } from './support/browser';
import { LOGIN_WALLET_KEY, localStack, SESSION_COOKIE, signInAs, signOut } from './support/session';
import { installInjectedWallet } from './support/wallet';

/**
 * No page script can read a session (issue 23): signed in through the real dialog with a real key,
 * the token the API issued is nowhere page script reaches — document.cookie, localStorage,
 * sessionStorage — while the HttpOnly cookie restores the session on a reload; logout ends it.
 */
const stack = localStack();
const url = (path: string) => `${stack.url}${path}`;

type LoginAnswer = { result: { token: string; expired_at: number } };
const isLogin = (method: string) => (response: Response) => response.url() === url('/v1/auth') && response.request().method() === method;

describe('the session and page script', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('keeps the token out of reach of script, restores on reload by an HttpOnly cookie, and logout ends it', async () => {
    const { context } = await newContext(browser);
    const wallet = await installInjectedWallet(context, { privateKey: devnetPrivateKey('site-admin'), rpcUrl: stack.rpcUrl, chainId: stack.chainId, as: 'metaMask' });
    const page = await context.newPage();
    await page.goto(url('/Home'));

    // The real sign-in: Connect Wallet → MetaMask → the Welcome terms → Sign (personal_sign with the devnet key).
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'MetaMask', exact: true }).click();
    const welcome = page.getByRole('dialog', { name: 'Welcome' });
    await welcome.waitFor();
    await welcome.getByRole('checkbox').check();
    const loggedIn = page.waitForResponse(isLogin('POST'));
    await welcome.getByRole('button', { name: 'Sign', exact: true }).click();
    const login = (await (await loggedIn).json()) as LoginAnswer;
    const issued = login.result.token;
    expect(issued).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await page.getByTestId('account-entry').waitFor();
    expect(wallet.calls).toContain('personal_sign');

    /** Everything page script can read where a token could be kept. */
    const readable = () =>
      page.evaluate(() => {
        const dump = (store: Storage) => Object.keys(store).map((key) => `${key}=${store.getItem(key)}`).join('\n');
        return { cookie: document.cookie, local: dump(localStorage), session: dump(sessionStorage) };
      });
    const tokenParts = (token: string) => token.split('.').filter((part) => part.length > 20);
    const expectNowhere = async (token: string) => {
      const seen = await readable();
      for (const [where, text] of Object.entries(seen)) {
        expect({ where, holdsToken: text.includes(token) || tokenParts(token).some((part) => text.includes(part)) }).toEqual({ where, holdsToken: false });
      }
    };
    await expectNowhere(issued);
    // The session cookie is there, for the browser only: HttpOnly, Strict, sent to /v1/auth alone.
    const cookie = (await context.cookies(stack.url + '/v1/auth')).find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v1/auth' });
    // Until the session ends (Chromium keeps the expiry with a fraction of a second from its clock).
    expect(Math.abs(cookie!.expires - login.result.expired_at)).toBeLessThan(2);
    expect(cookie!.value).not.toBe(issued);
    expect((await readable()).cookie).not.toContain(SESSION_COOKIE);
    // The page's script cannot use the cookie as a token either: it opens no route.
    expect((await fetch(url('/v1/admin/accounts'), { headers: { Authorization: `Bearer ${cookie!.value}` } })).status).toBe(401);
    // The issued token works from outside the page (it is the API's Bearer token, spec §6).
    expect((await fetch(url('/v1/admin/accounts'), { headers: { Authorization: `Bearer ${issued}` } })).status).not.toBe(401);

    // A reload restores the session by the cookie: a rotated token, still nowhere script can read.
    const restoredAnswer = page.waitForResponse(isLogin('PUT'));
    await page.reload();
    const restored = (await (await restoredAnswer).json()) as LoginAnswer;
    expect((await restoredAnswer).request().headers()['authorization']).toBeUndefined();
    await page.getByTestId('account-entry').waitFor();
    const live = restored.result.token;
    expect(live).not.toBe(issued);
    await expectNowhere(live);
    await expectNowhere(issued);
    expect((await fetch(url('/v1/admin/accounts'), { headers: { Authorization: `Bearer ${issued}` } })).status).toBe(401);
    expect((await fetch(url('/v1/admin/accounts'), { headers: { Authorization: `Bearer ${live}` } })).status).not.toBe(401);
    expect(await page.evaluate((key) => localStorage.getItem(key), LOGIN_WALLET_KEY)).toBe('metaMask');

    // Logout: the session ends on the server, the cookie is gone, the stored wallet kind too.
    const loggedOut = page.waitForResponse(isLogin('DELETE'));
    await signOut(page);
    expect((await loggedOut).status()).toBe(200);
    expect((await context.cookies(stack.url + '/v1/auth')).find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect(await page.evaluate((key) => localStorage.getItem(key), LOGIN_WALLET_KEY)).toBeNull();
    expect((await fetch(url('/v1/admin/accounts'), { headers: { Authorization: `Bearer ${live}` } })).status).toBe(401);
    // And a reload stays signed out.
    await page.reload();
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    expect(await page.getByTestId('account-entry').count()).toBe(0);
    await context.close();
  });

  it('refuses a restore sent from another origin, with the cookie and all (403), and a stale tab recovers through the cookie', async () => {
    const { context } = await newContext(browser);
    const first = await context.newPage();
    const signed = await signInAs(first, stack, devnetPrivateKey('site-admin'), { path: '/MyPage?tab=SITE_MANAGER' });
    const cookie = (await context.cookies(stack.url + '/v1/auth')).find((c) => c.name === SESSION_COOKIE)!;
    const foreign = await fetch(url('/v1/auth'), { method: 'PUT', headers: { Cookie: `${SESSION_COOKIE}=${cookie.value}`, Origin: 'http://attacker.test' } });
    expect(foreign.status).toBe(403);

    // A second tab restores (rotating the token the first tab holds); the first tab's next call recovers.
    const second = await context.newPage();
    const secondRestore = second.waitForResponse(isLogin('PUT'));
    await second.goto(url('/MyPage?tab=SITE_MANAGER'));
    expect((await secondRestore).status()).toBe(200);
    expect((await fetch(url('/v1/admin/accounts'), { headers: { Authorization: `Bearer ${signed.token}` } })).status).toBe(401);
    const recovered = first.waitForResponse(isLogin('PUT'));
    const listed = first.waitForResponse((response) => response.url() === url('/v1/admin/accounts') && response.status() === 200);
    // Back to the Site Manager tab past the list's two-second dedupe: it asks again with the stale token.
    await first.getByRole('tab', { name: 'Treasury' }).click();
    await first.waitForTimeout(2_500);
    await first.getByRole('tab', { name: 'Site Manager' }).click();
    expect((await recovered).status()).toBe(200);
    // The refused call was sent again with the renewed token, and the tab is still signed in.
    expect((await listed).request().headers()['authorization']).not.toBe(`Bearer ${signed.token}`);
    await first.getByRole('list', { name: 'Site Admins' }).waitFor();
    expect(await first.getByTestId('account-entry').count()).toBe(1);
    await context.close();
  });
});
