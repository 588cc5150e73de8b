import { useSyncExternalStore } from 'react';
import { useSession } from '../session/sessionStore';

/**
 * The connected wallet, as the pages see it. Small and free of any wallet SDK, so every page can
 * read it; the SDKs live in walletRuntime.ts, loaded only when the user asks to connect (or comes
 * back with a wallet they connected before).
 */

/** Browser extension (Kaia Wallet), a second browser wallet (MetaMask), the mobile app (app2app), or another wallet through WalletConnect. */
export type WalletKind = 'kaiaWallet' | 'metaMask' | 'mobile' | 'walletConnect';

export type WalletState = {
  status: 'disconnected' | 'connecting' | 'connected';
  kind: WalletKind | null;
  address: `0x${string}` | null;
  /** The wallet's network; null for the mobile app, which signs for the network it is asked to. */
  chainId: number | null;
  /**
   * The council this address votes for, from the chain (voterToGCId): 0 when it is no council's
   * voter, null until read. Signed in, the account's own voter flag decides (useVoterCouncilId).
   */
  councilId: number | null;
};

export const DISCONNECTED: WalletState = { status: 'disconnected', kind: null, address: null, chainId: null, councilId: null };

let state: WalletState = DISCONNECTED;
const listeners = new Set<() => void>();

export function getWalletState(): WalletState {
  return state;
}

export function setWalletState(next: WalletState | ((current: WalletState) => WalletState)): void {
  const value = typeof next === 'function' ? next(state) : next;
  if (value === state) return;
  state = value;
  for (const listener of listeners) listener();
}

export function subscribeWallet(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWallet(): WalletState {
  return useSyncExternalStore(subscribeWallet, getWalletState, () => DISCONNECTED);
}

/** The viewer's council when the connected address is a voter, else null. */
export function voterCouncilId(wallet: WalletState): number | null {
  return wallet.status === 'connected' && wallet.councilId !== null && wallet.councilId > 0 ? wallet.councilId : null;
}

/**
 * The viewer's council as a voter: the signed-in account's voter flag and council when this wallet
 * signed in (admin §3 isVoter), else the chain's voterToGCId of the connected wallet.
 */
export function useVoterCouncilId(): number | null {
  const wallet = useWallet();
  const session = useSession();
  if (wallet.status !== 'connected' || !wallet.address) return null;
  if (session.status === 'signedIn' && session.account.address === wallet.address.toLowerCase()) {
    return session.account.isVoter && session.account.council_id > 0 ? session.account.council_id : null;
  }
  return voterCouncilId(wallet);
}

type WalletRuntime = typeof import('./walletRuntime');
let runtime: Promise<WalletRuntime> | null = null;

/** The wallet SDKs (wagmi, viem's wallet actions, AppKit), in their own chunk, fetched once. */
export function loadWalletRuntime(): Promise<WalletRuntime> {
  runtime ??= import('./walletRuntime').catch((error: unknown) => {
    runtime = null;
    throw error;
  });
  return runtime;
}
