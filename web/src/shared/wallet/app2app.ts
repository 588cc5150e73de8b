import { TX_GAS, WALLET_POLL_INTERVAL_MS, WALLET_POLL_LIMIT_MS } from '@portal/core/constants';
import { votingAbi } from '@portal/core/abi/voting';
import { SITE_NAME } from '../../config';

/**
 * The Kaia Wallet mobile app's app2app API (spec §7, admin §7.1): prepare a request, open the app
 * with its request key (a deep link on a phone, a QR code elsewhere), then poll the result once a
 * second for at most a minute. Framework-free; the base URL comes from the network configuration.
 */

/** The app's own scheme, for a phone with the wallet app installed. */
export function kaiaWalletDeepLink(requestKey: string): string {
  return `kaiawallet://wallet/api?request_key=${encodeURIComponent(requestKey)}`;
}

/** The universal link a QR code carries, for a user at a computer: the phone's camera opens the app. */
export function kaiaWalletQrLink(requestKey: string): string {
  return `https://app.kaiawallet.io/a/${encodeURIComponent(requestKey)}`;
}

export type App2AppStatus = 'prepared' | 'requested' | 'completed' | 'canceled' | 'error';

export type App2AppAnswer = {
  status: App2AppStatus;
  result?: { tx_hash?: string; klaytn_address?: string; signed_data?: string };
  err?: string;
};

export type PrepareBody =
  | { type: 'auth'; bapp: { name: string }; chain_id: string }
  | { type: 'sign'; bapp: { name: string }; chain_id: string; sign: { message: string } }
  | {
      type: 'execute_contract';
      bapp: { name: string };
      chain_id: string;
      transaction: { from?: string; to: string; value: string; abi: string; params: string; gas: string };
    };

/** The service did not answer as its contract says (network failure, HTTP error, another shape). */
export class App2AppServiceError extends Error {
  override name = 'App2AppServiceError';
}

type Fetch = typeof fetch;

const castVoteEntry = votingAbi.find((entry) => entry.type === 'function' && entry.name === 'castVote');

/** auth: the app answers the account it connected (`klaytn_address`). */
export function authRequest(chainId: number): PrepareBody {
  return { type: 'auth', bapp: { name: SITE_NAME }, chain_id: String(chainId) };
}

/** sign: the app signs the sign-in message under KIP-97 and answers `signed_data` (admin §4.1, §7.1). */
export function signRequest(chainId: number, message: string): PrepareBody {
  return { type: 'sign', bapp: { name: SITE_NAME }, chain_id: String(chainId), sign: { message } };
}

/** castVote(proposalId, choice) on the voting contract, value 0, parameters as strings (spec §7). */
export function castVoteRequest(input: { chainId: number; voting: string; proposalId: number; choice: number; from?: string }): PrepareBody {
  return {
    type: 'execute_contract',
    bapp: { name: SITE_NAME },
    chain_id: String(input.chainId),
    transaction: {
      ...(input.from ? { from: input.from } : {}),
      to: input.voting,
      value: '0',
      abi: JSON.stringify(castVoteEntry),
      params: JSON.stringify([String(input.proposalId), String(input.choice)]),
      gas: String(TX_GAS),
    },
  };
}

async function callService<T>(fetchFn: Fetch, url: string, init: RequestInit, read: (body: unknown) => T | undefined): Promise<T> {
  let response: Response;
  try {
    response = await fetchFn(url, init);
  } catch (error) {
    throw new App2AppServiceError('The Kaia Wallet service did not answer', { cause: error });
  }
  const body: unknown = await response.json().catch(() => undefined);
  const value = response.ok ? read(body) : undefined;
  if (value === undefined) throw new App2AppServiceError(`The Kaia Wallet service answered ${response.status}`);
  return value;
}

const base = (url: string) => url.replace(/\/+$/, '');

/** POST prepare; the answer's request_key names the request from then on. */
export function prepareApp2App(baseUrl: string, body: PrepareBody, fetchFn: Fetch = fetch): Promise<string> {
  return callService(
    fetchFn,
    `${base(baseUrl)}/prepare`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    (answer) => {
      const key = (answer as { request_key?: unknown } | undefined)?.request_key;
      return typeof key === 'string' && key ? key : undefined;
    },
  );
}

const STATUSES = new Set<string>(['prepared', 'requested', 'completed', 'canceled', 'error']);

/** GET result/{request_key}. */
export function fetchApp2AppResult(baseUrl: string, requestKey: string, fetchFn: Fetch = fetch): Promise<App2AppAnswer> {
  return callService(fetchFn, `${base(baseUrl)}/result/${encodeURIComponent(requestKey)}`, { method: 'GET' }, (answer) => {
    const status = (answer as { status?: unknown } | undefined)?.status;
    return typeof status === 'string' && STATUSES.has(status) ? (answer as App2AppAnswer) : undefined;
  });
}

/** How a request ended: the app's answer, the user's stop (closed the window), or the time limit. */
export type PollOutcome =
  | { status: 'completed'; result: NonNullable<App2AppAnswer['result']> }
  | { status: 'canceled' }
  | { status: 'error'; detail: string }
  | { status: 'timeout' }
  | { status: 'closed' };

export interface PollOptions {
  intervalMs?: number;
  limitMs?: number;
  /** Aborted when the user closes the waiting window. */
  signal?: AbortSignal;
  fetch?: Fetch;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * Polls the result every `intervalMs` (1000) until the app answers completed, canceled or error,
 * the user closes the window, or `limitMs` (60000) has passed. A failed poll is retried until then:
 * a phone switching apps often drops a request or two.
 */
export async function pollApp2AppResult(baseUrl: string, requestKey: string, options: PollOptions = {}): Promise<PollOutcome> {
  const { intervalMs = WALLET_POLL_INTERVAL_MS, limitMs = WALLET_POLL_LIMIT_MS, signal, fetch: fetchFn = fetch, now = Date.now, sleep: wait = sleep } = options;
  const started = now();
  for (;;) {
    if (signal?.aborted) return { status: 'closed' };
    const answer = await fetchApp2AppResult(baseUrl, requestKey, fetchFn).catch(() => undefined);
    if (signal?.aborted) return { status: 'closed' };
    if (answer?.status === 'completed') return { status: 'completed', result: answer.result ?? {} };
    if (answer?.status === 'canceled') return { status: 'canceled' };
    if (answer?.status === 'error') return { status: 'error', detail: answer.err ?? 'The wallet answered an error' };
    if (now() - started >= limitMs) return { status: 'timeout' };
    await wait(intervalMs, signal);
  }
}
