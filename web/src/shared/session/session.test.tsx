import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '@portal/core/entities/account';
import { callApi } from '../../api/client';
import { getAccessToken } from '../../api/token';
import { readStored, STORAGE_KEYS, writeStored } from '../preferences/storage';
import { beginSession, endSession, readLoginAnswer, refreshSession, RENEW_RETRY_DELAYS_MS, SESSION_REFRESH_MS, whenSessionLost } from './session';
import { readMobileAddressCookie, writeMobileAddressCookie } from './sessionCookie';
import { getSession } from './sessionStore';

/** A .tsx file so it runs in the dom project (happy-dom): document.cookie and storage are real there. */
const account: Account = {
  id: 1,
  address: '0xb29707714a06c1d16b844af47572341d433c6917',
  council_id: 0,
  type: 0,
  level: 0,
  voter: false,
  typeEnum: 'admin',
  roles: ['siteAdmin'],
  isSiteOperator: true,
  isSiteAdmin: true,
  isVoter: false,
  isSecretary: false,
};
const inADay = () => Math.floor(Date.now() / 1000) + 86_400;
const answer = (token: string) => new Response(JSON.stringify({ code: 200, result: { token, account, expired_at: inADay() } }));
const refused = (status: number) => new Response(JSON.stringify({ code: status, err_msg: 'No' }), { status });

type Call = { path: string; method: string; auth: string | null };
/** Stubs fetch with answers in order (the last one repeats), recording each call. */
function serve(...answers: (() => Response | Promise<Response>)[]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    calls.push({ path, method: init.method ?? 'GET', auth: new Headers(init.headers).get('Authorization') });
    return answers[Math.min(calls.length - 1, answers.length - 1)]!();
  });
  return calls;
}

/** Everywhere page script can read: the token must be in none of them. */
function readableByScript(): string {
  const stores = [localStorage, sessionStorage].map((store) => Object.keys(store).map((key) => `${key}=${store.getItem(key)}`).join(';'));
  return [document.cookie, ...stores].join('\n');
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(async () => {
  vi.useRealTimers();
  serve(() => new Response(JSON.stringify({ code: 200, result: true })));
  await endSession();
  whenSessionLost(null);
  vi.unstubAllGlobals();
});

describe('the session', () => {
  it('keeps the token in memory only: never in document.cookie, localStorage or sessionStorage', async () => {
    writeStored(STORAGE_KEYS.loginWallet, 'metaMask');
    beginSession({ token: 'tok-first.aaa.bbb', account, expired_at: inADay() });
    expect(getAccessToken()).toBe('tok-first.aaa.bbb');
    expect(getSession()).toMatchObject({ status: 'signedIn', account: { isSiteAdmin: true } });
    expect(readableByScript()).not.toContain('tok-first');

    serve(() => answer('tok-second.ccc.ddd'));
    expect(await refreshSession()).toBe(true);
    expect(getAccessToken()).toBe('tok-second.ccc.ddd');
    expect(readableByScript()).not.toMatch(/tok-(first|second)/);
    // The stored wallet kind is the only trace, and it is no secret.
    expect(readStored(STORAGE_KEYS.loginWallet)).toBe('metaMask');
  });

  it('refreshes every 30 minutes with PUT /v1/auth by the HttpOnly cookie (no Bearer header) and keeps the rotated token', async () => {
    vi.useFakeTimers();
    const calls = serve(() => answer('t2'));
    beginSession({ token: 't1', account, expired_at: inADay() });
    await vi.advanceTimersByTimeAsync(SESSION_REFRESH_MS);
    expect(calls).toEqual([{ path: '/v1/auth', method: 'PUT', auth: null }]);
    expect(getAccessToken()).toBe('t2');
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 503', () => refused(503)],
    ['a 429', () => refused(429)],
  ] as const)('keeps the session through %s, retrying with backoff until the server answers', async (_name, failure) => {
    vi.useFakeTimers();
    writeStored(STORAGE_KEYS.loginWallet, 'metaMask');
    beginSession({ token: 't1', account, expired_at: inADay() });
    const calls = serve(failure, failure, () => answer('t2'));
    const refreshed = refreshSession();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    // Still signed in with the token it had while the server is away.
    expect(getSession().status).toBe('signedIn');
    expect(getAccessToken()).toBe('t1');
    await vi.advanceTimersByTimeAsync(RENEW_RETRY_DELAYS_MS[0]);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(RENEW_RETRY_DELAYS_MS[1]);
    expect(await refreshed).toBe(true);
    expect(calls).toHaveLength(3);
    expect(getAccessToken()).toBe('t2');
    expect(readStored(STORAGE_KEYS.loginWallet)).toBe('metaMask');
  });

  it('keeps the session when the server stays away past every retry', async () => {
    vi.useFakeTimers();
    beginSession({ token: 't1', account, expired_at: inADay() });
    const calls = serve(() => refused(502));
    const refreshed = refreshSession();
    await vi.advanceTimersByTimeAsync(RENEW_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0));
    expect(await refreshed).toBe(true);
    expect(calls).toHaveLength(RENEW_RETRY_DELAYS_MS.length + 1);
    expect(getSession().status).toBe('signedIn');
    expect(getAccessToken()).toBe('t1');
  });

  it.each([401, 403])('ends the session when the refresh is answered %i: no token, no stored wallet, the wallet let go', async (status) => {
    vi.useFakeTimers();
    const lost = vi.fn();
    whenSessionLost(lost);
    writeStored(STORAGE_KEYS.loginWallet, 'metaMask');
    beginSession({ token: 't1', account, expired_at: inADay() });
    const calls = serve(() => refused(status));
    const refreshed = refreshSession();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await refreshed).toBe(false);
    // A 401 is tried once more after a pause (another tab may have rotated the cookie); then it ends.
    expect(calls).toHaveLength(status === 401 ? 2 : 1);
    expect(getSession().status).toBe('signedOut');
    expect(getAccessToken()).toBeNull();
    expect(readStored(STORAGE_KEYS.loginWallet)).toBeNull();
    expect(lost).toHaveBeenCalledOnce();
  });

  it('recovers a token another tab rotated: a refused call renews through the cookie once and is sent again', async () => {
    beginSession({ token: 'stale', account, expired_at: inADay() });
    const calls = serve(
      () => refused(401),
      () => answer('live'),
      () => new Response(JSON.stringify({ code: 200, result: 'listed' })),
    );
    await expect(callApi('/v1/admin/accounts')).resolves.toBe('listed');
    expect(calls).toEqual([
      { path: '/v1/admin/accounts', method: 'GET', auth: 'Bearer stale' },
      { path: '/v1/auth', method: 'PUT', auth: null },
      { path: '/v1/admin/accounts', method: 'GET', auth: 'Bearer live' },
    ]);
    expect(getSession().status).toBe('signedIn');
  });

  it('does not loop: a call refused again with the renewed token fails with its 401', async () => {
    beginSession({ token: 'stale', account, expired_at: inADay() });
    const calls = serve(
      () => refused(401),
      () => answer('live'),
      () => refused(401),
    );
    await expect(callApi('/v1/admin/accounts')).rejects.toMatchObject({ code: 401 });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /v1/admin/accounts', 'PUT /v1/auth', 'GET /v1/admin/accounts']);
  });

  it('renews once for calls refused together', async () => {
    beginSession({ token: 'stale', account, expired_at: inADay() });
    const calls: Call[] = [];
    vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
      const auth = new Headers(init.headers).get('Authorization');
      calls.push({ path, method: init.method ?? 'GET', auth });
      if (path === '/v1/auth') return answer('live');
      return auth === 'Bearer live' ? new Response(JSON.stringify({ code: 200, result: path })) : refused(401);
    });
    expect(await Promise.all([callApi('/v1/a'), callApi('/v1/b'), callApi('/v1/c')])).toEqual(['/v1/a', '/v1/b', '/v1/c']);
    expect(calls.filter((call) => call.path === '/v1/auth')).toHaveLength(1);
  });

  it("keeps the mobile app's address in its own cookie for as long as the session, and logout clears it", async () => {
    writeMobileAddressCookie(account.address);
    beginSession({ token: 't1', account, expired_at: inADay() });
    expect(readMobileAddressCookie()).toBe(account.address);
    serve(() => new Response(JSON.stringify({ code: 200, result: true })));
    await endSession();
    expect(readMobileAddressCookie()).toBeNull();
  });

  it('refuses an answer that is not a login', () => {
    expect(() => readLoginAnswer({ token: 't', account: { address: 'nope' }, expired_at: 1 })).toThrow();
    expect(() => readLoginAnswer({ token: '', account, expired_at: inADay() })).toThrow();
  });

  it('logout sends DELETE /v1/auth with the token (the server clears the cookie), then clears memory and the stored wallet', async () => {
    writeStored(STORAGE_KEYS.loginWallet, 'metaMask');
    beginSession({ token: 't1', account, expired_at: inADay() });
    const calls = serve(() => new Response(JSON.stringify({ code: 200, result: true })));
    await endSession();
    expect(calls).toEqual([{ path: '/v1/auth', method: 'DELETE', auth: 'Bearer t1' }]);
    expect(getSession().status).toBe('signedOut');
    expect(getAccessToken()).toBeNull();
    expect(readStored(STORAGE_KEYS.loginWallet)).toBeNull();
  });

  it("logout with a token another tab rotated ends the session by the cookie instead", async () => {
    beginSession({ token: 'stale', account, expired_at: inADay() });
    const calls = serve(() => refused(401), () => new Response(JSON.stringify({ code: 200, result: true })));
    await endSession();
    expect(calls).toEqual([
      { path: '/v1/auth', method: 'DELETE', auth: 'Bearer stale' },
      { path: '/v1/auth', method: 'DELETE', auth: null },
    ]);
    expect(getSession().status).toBe('signedOut');
  });
});

describe('restoring on page load', () => {
  /** A fresh copy of the session modules, as a page load has. */
  async function load() {
    vi.resetModules();
    const store = await import('./sessionStore');
    const session = await import('./session');
    const token = await import('../../api/token');
    return { ...store, ...session, ...token };
  }

  it('tries the cookie when this browser used a wallet here: restoring, then signed in with the token in memory only', async () => {
    writeStored(STORAGE_KEYS.loginWallet, 'kaiaWallet');
    const page = await load();
    expect(page.getSession().status).toBe('restoring');
    const calls = serve(() => answer('restored-token'));
    await page.restoreSession();
    expect(calls).toEqual([{ path: '/v1/auth', method: 'PUT', auth: null }]);
    expect(page.getSession().status).toBe('signedIn');
    expect(page.getAccessToken()).toBe('restored-token');
    expect(readableByScript()).not.toContain('restored-token');
  });

  it('asks nothing when no wallet was used here', async () => {
    const page = await load();
    expect(page.getSession().status).toBe('signedOut');
    const calls = serve(() => answer('never'));
    await page.restoreSession();
    expect(calls).toEqual([]);
    expect(page.getSession().status).toBe('signedOut');
  });

  it('without a session (401) is signed out and leaves the stored wallet kind to the wallet code', async () => {
    vi.useFakeTimers();
    writeStored(STORAGE_KEYS.loginWallet, 'metaMask');
    const page = await load();
    serve(() => refused(401));
    const restored = page.restoreSession();
    await vi.advanceTimersByTimeAsync(1_000);
    await restored;
    expect(page.getSession().status).toBe('signedOut');
    expect(page.getAccessToken()).toBeNull();
    expect(readStored(STORAGE_KEYS.loginWallet)).toBe('metaMask');
  });

  it('stays restoring through a transient failure (429) and signs in once the server answers', async () => {
    vi.useFakeTimers();
    writeStored(STORAGE_KEYS.loginWallet, 'metaMask');
    const page = await load();
    const calls = serve(() => refused(429), () => answer('t1'));
    const restored = page.restoreSession();
    await vi.advanceTimersByTimeAsync(0);
    expect(page.getSession().status).toBe('restoring');
    await vi.advanceTimersByTimeAsync(RENEW_RETRY_DELAYS_MS[0]);
    await restored;
    expect(calls).toHaveLength(2);
    expect(page.getSession().status).toBe('signedIn');
    expect(readStored(STORAGE_KEYS.loginWallet)).toBe('metaMask');
  });
});
