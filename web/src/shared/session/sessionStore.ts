import { useSyncExternalStore } from 'react';
import type { Account } from '@portal/core/entities/account';
import { readStored, STORAGE_KEYS } from '../preferences/storage';

/**
 * Who is signed in, as every page sees it (admin spec §4.1). Small and free of any wallet SDK: the
 * sign-in flow (features/signIn) writes it; the header, the My Page guards and the admin screens read
 * it. The token itself lives in api/token.ts (sent as Bearer on every call); this store holds what
 * the server answered about the account.
 *
 * - restoring: the page has just loaded and a session may exist (a wallet was used here); the
 *   session cookie is being tried (session.ts); guards wait.
 * - signedOut: no session (My Page routes redirect home).
 * - signedIn: the server accepted the token and answered the account.
 */
export type SessionState =
  | { status: 'restoring'; account: null; expiredAt: null }
  | { status: 'signedOut'; account: null; expiredAt: null }
  | { status: 'signedIn'; account: Account; expiredAt: string };

export const SIGNED_OUT: SessionState = { status: 'signedOut', account: null, expiredAt: null };
export const RESTORING: SessionState = { status: 'restoring', account: null, expiredAt: null };

// The session cookie is HttpOnly, so the page cannot see whether one exists: a stored wallet kind (not a
// secret) is the reason to try; the guards wait while session.ts restores.
let state: SessionState = readStored(STORAGE_KEYS.loginWallet) ? RESTORING : SIGNED_OUT;
const listeners = new Set<() => void>();

export function getSession(): SessionState {
  return state;
}

export function setSession(next: SessionState): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, () => SIGNED_OUT);
}

/** The signed-in account, or null. */
export function useAccount(): Account | null {
  return useSession().account;
}
