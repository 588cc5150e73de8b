import type { Account } from '@portal/core/entities/account';
import type { LoginAnswer } from '@portal/core/entities/session';
import { apiWrite } from '../../api/apiWrite';
import { ApiError } from '../../api/readEnvelope';
import { getAccessToken, renewTokenWith, setAccessToken } from '../../api/token';
import { readStored, removeStored, STORAGE_KEYS } from '../preferences/storage';
import { clearMobileAddressCookie, readMobileAddressCookie, writeMobileAddressCookie } from './sessionCookie';
import { getSession, RESTORING, setSession, SIGNED_OUT } from './sessionStore';

/**
 * A session's life on the page (admin spec §4.1): begun by the sign-in flow, its token kept in memory
 * only (api/token.ts) and restored on start through the HttpOnly cookie the API set (status
 * 'restoring' until PUT /v1/auth answers), refreshed every 30 minutes (the server rotates the token
 * and the cookie), ended by logout (DELETE /v1/auth, which also clears the cookie) or by a refresh the
 * server refuses (401/403). A refresh that fails for a while (network, 5xx, 429) is retried and the
 * session kept. Free of any wallet SDK: the header and the guards use it on every page.
 */

export type { LoginAnswer };

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

export const SESSION_REFRESH_MS = 30 * 60 * 1000;
/** Waits before retrying a renewal that failed on the way (network, 5xx, 429); then the session is kept as it is. */
export const RENEW_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000] as const;
/**
 * Two tabs renewing at the same moment send the same cookie; the server rotates for the first and
 * refuses the second. The second tries once more after this pause, when the browser holds the
 * cookie the first one's answer set.
 */
export const RENEW_RACE_PAUSE_MS = 500;

let refreshTimer: ReturnType<typeof setInterval> | null = null;
let restoring: Promise<void> | null = null;
let renewing: Promise<Renewal> | null = null;
/** Called when a refresh is refused, so the wallet is let go too (set by the wallet runtime once loaded). */
let onLostSession: (() => void) | null = null;

export function whenSessionLost(listener: (() => void) | null): void {
  onLostSession = listener;
}

/** A login or refresh answer becomes the session: the token in memory (where the API client reads it), store, timer. */
export function beginSession(answer: LoginAnswer): void {
  const login = readLoginAnswer(answer);
  setAccessToken(login.token);
  // The mobile app's address lives as long as the session it signed in.
  const mobileAddress = readMobileAddressCookie();
  if (mobileAddress) writeMobileAddressCookie(mobileAddress, login.expired_at);
  setSession({ status: 'signedIn', account: login.account, expiredAt: new Date(login.expired_at * 1000).toISOString() });
  if (refreshTimer === null) refreshTimer = setInterval(() => void refreshSession(), SESSION_REFRESH_MS);
}

/** Forgets the session on this page: the token, the mobile address cookie, stored wallet kind, store, timer. */
function clearSession(): void {
  if (refreshTimer !== null) clearInterval(refreshTimer);
  refreshTimer = null;
  setAccessToken(null);
  clearMobileAddressCookie();
  removeStored(STORAGE_KEYS.loginWallet);
  setSession(SIGNED_OUT);
}

type Renewal = { kind: 'renewed'; login: LoginAnswer } | { kind: 'refused' } | { kind: 'unavailable' };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * PUT /v1/auth by the session cookie (the browser sends it; no Bearer header): a rotated token, or
 * 'refused' when the server says the session is gone (401, 403), or 'unavailable' when it could
 * not say (network, 5xx, 429, an answer that is not a login) after the retries. One at a time: the
 * timer, a restore and a refused call share it.
 */
function renew(): Promise<Renewal> {
  renewing ??= (async () => {
    let raced = false;
    for (let attempt = 0; ; attempt++) {
      try {
        return { kind: 'renewed', login: readLoginAnswer(await apiWrite('PUT /v1/auth', { credential: 'cookie' })) } as const;
      } catch (error) {
        const code = error instanceof ApiError ? error.code : 0;
        if (code === 401 && !raced) {
          raced = true;
          await wait(RENEW_RACE_PAUSE_MS);
          attempt--;
          continue;
        }
        if (code === 401 || code === 403) return { kind: 'refused' } as const;
        const delay = RENEW_RETRY_DELAYS_MS[attempt];
        if (delay === undefined) return { kind: 'unavailable' } as const;
        await wait(delay);
      }
    }
  })().finally(() => {
    renewing = null;
  });
  return renewing;
}

function loseSession(): void {
  clearSession();
  onLostSession?.();
}

/**
 * PUT /v1/auth: fresh tokens for the live session. Refused (401/403): logged out (spec §4.1).
 * Unreachable: kept, and tried again by the next refresh or refused call. True while signed in.
 */
export async function refreshSession(): Promise<boolean> {
  const outcome = await renew();
  if (outcome.kind === 'renewed') {
    beginSession(outcome.login);
    return true;
  }
  if (outcome.kind === 'refused') {
    loseSession();
    return false;
  }
  return getSession().status === 'signedIn';
}

// A call refused with 401 while signed in: another tab rotated the token; the cookie holds the live one.
renewTokenWith(async () => {
  if (getSession().status !== 'signedIn') return null;
  return (await refreshSession()) ? getAccessToken() : null;
});

/**
 * On start: when this browser used a wallet here (the stored wallet kind, not a secret) the session
 * cookie is tried once; until it answers the status is 'restoring'. No session (401/403) leaves the
 * page signed out and the wallet to the wallet code; an unreachable server leaves it signed out for
 * this visit only (the cookie is kept for the next load).
 */
export function restoreSession(): Promise<void> {
  restoring ??= (async () => {
    if (getSession().status === 'signedIn' || !readStored(STORAGE_KEYS.loginWallet)) {
      if (getSession().status === 'restoring') setSession(SIGNED_OUT);
      return;
    }
    setSession(RESTORING);
    const outcome = await renew();
    if (getSession().status === 'signedIn') return;
    if (outcome.kind === 'renewed') beginSession(outcome.login);
    else setSession(SIGNED_OUT);
  })();
  return restoring;
}

/**
 * Logout (spec §4.1, §7.1): DELETE /v1/auth ends the session on the server and clears its cookie —
 * by the token, or by the cookie when this tab's token was rotated elsewhere — then everything here
 * is cleared.
 */
export async function endSession(): Promise<void> {
  const byToken = getAccessToken() !== null;
  const ended = byToken ? await apiWrite('DELETE /v1/auth').then(() => true, () => false) : false;
  if (!ended) await apiWrite('DELETE /v1/auth', { credential: 'cookie' }).catch(() => undefined);
  clearSession();
}
