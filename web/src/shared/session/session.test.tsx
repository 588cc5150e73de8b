import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '@portal/core/entities/account';
import { getAccessToken } from '../../api/token';
import { readStored, STORAGE_KEYS, writeStored } from '../preferences/storage';
import { beginSession, endSession, readLoginAnswer, refreshSession, SESSION_REFRESH_MS } from './session';
import { readMobileAddressCookie, readSessionCookie, writeMobileAddressCookie, writeSessionCookie } from './sessionCookie';
import { getSession } from './sessionStore';

/** A .tsx file so it runs in the dom project (happy-dom): the session lives in document.cookie. */
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
const answer = (token: string) => ({ code: 200, result: { token, account, expired_at: inADay() } });

afterEach(async () => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 200, result: true })));
  await endSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the session', () => {
  it('begins from a login answer: token for the API, cookie until expiry, the account in the store', () => {
    beginSession({ token: 't1', account, expired_at: inADay() });
    expect(getAccessToken()).toBe('t1');
    expect(readSessionCookie()).toBe('t1');
    expect(getSession()).toMatchObject({ status: 'signedIn', account: { isSiteAdmin: true } });
  });

  it('carries the token another tab rotated: the cookie, shared by every tab, is where the token lives', async () => {
    beginSession({ token: 't1', account, expired_at: inADay() });
    // Another tab of the site refreshed the session: its new token replaced t1 in the cookie.
    writeSessionCookie('t2', inADay());
    const sent: (string | null)[] = [];
    vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
      sent.push(new Headers(init.headers).get('Authorization'));
      return new Response(JSON.stringify(answer('t3')));
    });
    expect(await refreshSession()).toBe(true);
    expect(sent).toEqual(['Bearer t2']);
    expect(getAccessToken()).toBe('t3');
  });

  it("keeps the mobile app's address in a cookie for as long as the session, and logout clears both cookies", async () => {
    writeMobileAddressCookie(account.address);
    beginSession({ token: 't1', account, expired_at: inADay() });
    expect(readMobileAddressCookie()).toBe(account.address);
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 200, result: true })));
    await endSession();
    expect(readSessionCookie()).toBeNull();
    expect(readMobileAddressCookie()).toBeNull();
  });

  it('refuses an answer that is not a login', () => {
    expect(() => readLoginAnswer({ token: 't', account: { address: 'nope' }, expired_at: 1 })).toThrow();
    expect(() => readLoginAnswer({ token: '', account, expired_at: inADay() })).toThrow();
  });

  it('refreshes every 30 minutes with PUT /v1/auth and keeps the rotated token', async () => {
    vi.useFakeTimers();
    const calls: { method: string; auth: string | null }[] = [];
    vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
      calls.push({ method: init.method ?? 'GET', auth: new Headers(init.headers).get('Authorization') });
      return new Response(JSON.stringify(answer('t2')));
    });
    beginSession({ token: 't1', account, expired_at: inADay() });
    await vi.advanceTimersByTimeAsync(SESSION_REFRESH_MS);
    expect(calls).toEqual([{ method: 'PUT', auth: 'Bearer t1' }]);
    expect(readSessionCookie()).toBe('t2');
    expect(getAccessToken()).toBe('t2');
  });

  it('logs out when a refresh fails: no token, no cookie, no stored wallet', async () => {
    writeStored(STORAGE_KEYS.loginWallet, 'metaMask');
    beginSession({ token: 't1', account, expired_at: inADay() });
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 401, err_msg: 'Sign in again' }), { status: 401 }));
    expect(await refreshSession()).toBe(false);
    expect(getSession().status).toBe('signedOut');
    expect(getAccessToken()).toBeNull();
    expect(readSessionCookie()).toBeNull();
    expect(readStored(STORAGE_KEYS.loginWallet)).toBeNull();
  });

  it('logout sends DELETE /v1/auth with the token, then clears everything', async () => {
    beginSession({ token: 't1', account, expired_at: inADay() });
    const fetchMock = vi.fn(async (_path: string, _init: RequestInit) => new Response(JSON.stringify({ code: 200, result: true })));
    vi.stubGlobal('fetch', fetchMock);
    await endSession();
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/v1/auth');
    expect(init.method).toBe('DELETE');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer t1');
    expect(getSession().status).toBe('signedOut');
    expect(readSessionCookie()).toBeNull();
  });
});
