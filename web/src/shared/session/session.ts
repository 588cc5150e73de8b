import type { Account } from '@portal/core/entities/account';
import { apiFetch } from '../../api/client';
import { getAccessToken, readAccessTokenFrom } from '../../api/token';
import { removeStored, STORAGE_KEYS } from '../preferences/storage';
import { clearMobileAddressCookie, clearSessionCookie, readMobileAddressCookie, readSessionCookie, writeMobileAddressCookie, writeSessionCookie } from './sessionCookie';
import { getSession, RESTORING, setSession, SIGNED_OUT } from './sessionStore';

/**
 * A session's life on the page (admin spec §4.1): begun by the sign-in flow, kept in a cookie until
 * it expires, restored on start (status 'restoring' until PUT /v1/auth answers), refreshed every 30
 * minutes (the server rotates the token), ended by logout (DELETE /v1/auth) or by a failed refresh.
 * Free of any wallet SDK: the header and the guards use it on every page.
 */

/** The login answer of POST and PUT /v1/auth (spec §3): expired_at in epoch seconds. */
export type LoginAnswer = { token: string; account: Account; expired_at: number };

/**
 * Checks the answer's shape before it becomes the session. Deliberately not zod: this module is in
 * every page's first load, and the schemas' code is not (the server is the one that validates).
 */
export function readLoginAnswer(value: unknown): LoginAnswer {
  const answer = value as Partial<LoginAnswer> | null;
  const account = answer?.account as Partial<Account> | undefined;
  const valid =
    typeof answer?.token === 'string' &&
    answer.token.length > 0 &&
    Number.isInteger(answer.expired_at) &&
    (answer.expired_at ?? 0) > 0 &&
    typeof account?.address === 'string' &&
    /^0x[0-9a-f]{40}$/.test(account.address) &&
    typeof account.council_id === 'number' &&
    typeof account.isSiteOperator === 'boolean' &&
    typeof account.isSiteAdmin === 'boolean' &&
    typeof account.isVoter === 'boolean' &&
    Array.isArray(account.roles);
  if (!valid) throw new Error('The sign-in answer is not a login');
  return answer as LoginAnswer;
}

// Every tab of the site reads the token from the shared cookie: a refresh in one tab rotates the
// token the others hold, and they must carry the new one (or their next call is refused).
readAccessTokenFrom(readSessionCookie);

export const SESSION_REFRESH_MS = 30 * 60 * 1000;

let refreshTimer: ReturnType<typeof setInterval> | null = null;
let restoring: Promise<void> | null = null;
/** Called when a refresh fails, so the wallet is let go too (set by the wallet runtime once loaded). */
let onLostSession: (() => void) | null = null;

export function whenSessionLost(listener: (() => void) | null): void {
  onLostSession = listener;
}

/** A login or refresh answer becomes the session: the cookie (where the API client reads the token), store, timer. */
export function beginSession(answer: LoginAnswer): void {
  const login = readLoginAnswer(answer);
  writeSessionCookie(login.token, login.expired_at);
  // The mobile app's address lives as long as the session it signed in (both cookies end together).
  const mobileAddress = readMobileAddressCookie();
  if (mobileAddress) writeMobileAddressCookie(mobileAddress, login.expired_at);
  setSession({ status: 'signedIn', account: login.account, expiredAt: new Date(login.expired_at * 1000).toISOString() });
  if (refreshTimer === null) refreshTimer = setInterval(() => void refreshSession(), SESSION_REFRESH_MS);
}

/** Forgets the session on this page: both cookies (and so the token), stored wallet kind, store, timer. */
function clearSession(): void {
  if (refreshTimer !== null) clearInterval(refreshTimer);
  refreshTimer = null;
  clearSessionCookie();
  clearMobileAddressCookie();
  removeStored(STORAGE_KEYS.loginWallet);
  setSession(SIGNED_OUT);
}

/** PUT /v1/auth: a fresh token for the live session; any failure logs out (spec §4.1). */
export async function refreshSession(): Promise<boolean> {
  try {
    beginSession(readLoginAnswer(await apiFetch<unknown>('/v1/auth', { method: 'PUT' })));
    return true;
  } catch {
    clearSession();
    onLostSession?.();
    return false;
  }
}

/** On start: a token in the cookie is checked (and rotated) once; until then the status is 'restoring'. */
export function restoreSession(): Promise<void> {
  restoring ??= (async () => {
    const token = readSessionCookie();
    if (!token || getSession().status === 'signedIn') {
      if (getSession().status === 'restoring') setSession(SIGNED_OUT);
      return;
    }
    setSession(RESTORING);
    await refreshSession();
  })();
  return restoring;
}

/** Logout (spec §4.1, §7.1): DELETE /v1/auth ends the session on the server, then everything here is cleared. */
export async function endSession(): Promise<void> {
  const hadToken = getAccessToken() !== null;
  if (hadToken) await apiFetch('/v1/auth', { method: 'DELETE' }).catch(() => undefined);
  clearSession();
}
