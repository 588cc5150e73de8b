import { useSyncExternalStore } from 'react';

/**
 * What the wallet dialogs show (admin spec §2.3, §4.2, §8): the wallet choice, a request waiting
 * for the mobile app, an alert, the disconnect question. Set by the wallet runtime and the buttons;
 * drawn by WalletDialogs, which the header mounts once the user first reached for a wallet.
 */

export type WalletAlert = {
  title: string;
  message: string;
  /** Collapsible "view error code" text. */
  details?: string;
  /** Runs when the alert is confirmed (e.g. Wrong Network disconnects). */
  onConfirm?: () => void;
};

export type MobileRequest = {
  requestKey: string;
  purpose: 'connect' | 'signIn' | 'vote';
  /** Date.now() when the request was prepared: the dialog counts down 60 s from it. */
  startedAt: number;
  /** Closing the dialog stops the polling ("closed"). */
  close: () => void;
};

/** The Welcome terms dialog of the sign-in (admin §2.3, §4.1 step 4): open once the address passed the check. */
export type SignInTerms = {
  address: `0x${string}`;
  /** True while the wallet is asked for the signature (the Sign button waits). */
  signing: boolean;
};

export type WalletUiState = {
  chooserOpen: boolean;
  terms: SignInTerms | null;
  disconnectOpen: boolean;
  mobile: MobileRequest | null;
  alert: WalletAlert | null;
};

const INITIAL: WalletUiState = { chooserOpen: false, terms: null, disconnectOpen: false, mobile: null, alert: null };

let state = INITIAL;
const listeners = new Set<() => void>();

export function getWalletUi(): WalletUiState {
  return state;
}

export function updateWalletUi(patch: Partial<WalletUiState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWalletUi(): WalletUiState {
  return useSyncExternalStore(subscribe, getWalletUi, () => INITIAL);
}

export function showWalletAlert(alert: WalletAlert): void {
  updateWalletUi({ alert });
}
