import { ApiError, readEnvelope } from './readEnvelope';
import { getAccessToken, renewAfterRefusal } from './token';

/** Every call goes to one base path (spec §7); the CDN and the dev server route it to the API. */
export const API_BASE = '/v1';

export function authHeaders(token: string | null = getAccessToken()): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The session's own calls: never retried on a 401, which is theirs to decide (no renewal loop). */
const SESSION_PATH = /^\/v1\/auth(\/|$)/;

/** The one place the portal's page sends a request: every read, write, file and upload goes through it. */
async function send(url: string, init: RequestInit, token: string | null, accept = 'application/json'): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Accept', accept);
  for (const [name, value] of Object.entries(authHeaders(token))) headers.set(name, value);
  if (init.body !== undefined && typeof init.body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  try {
    return await fetch(url, { ...init, headers });
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : 'Network error', 0, { cause: error });
  }
}

/** One call, renewed once after a 401 of a rotated token (see callApi). */
async function request(path: string, init: RequestInit, credential: 'token' | 'cookie'): Promise<Response> {
  const url = path.startsWith('/') ? path : `${API_BASE}/${path}`;
  const token = credential === 'token' ? getAccessToken() : null;
  const response = await send(url, init, token);
  if (response.status === 401 && token !== null && !SESSION_PATH.test(url)) {
    const renewed = await renewAfterRefusal(token);
    if (renewed !== null && renewed !== token) return send(url, init, renewed);
  }
  return response;
}

/**
 * Calls the API and returns the envelope's result; throws ApiError with the server's err_msg otherwise.
 * A token refused with 401 (another tab of the site refreshed the session and so rotated it) is
 * renewed once through the session cookie and the call made once more with the new token.
 * `credential: 'cookie'` sends no Bearer header: the session's calls that the HttpOnly cookie
 * authenticates (restore, refresh, logout of a stale token).
 */
export async function callApi<T>(path: string, init: RequestInit = {}, credential: 'token' | 'cookie' = 'token'): Promise<T> {
  const response = await request(path, init, credential);
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new ApiError(`Unexpected response (HTTP ${response.status})`, response.status, { cause: error });
  }
  return readEnvelope<T>(body, response.status);
}

/**
 * A read whose answer is a file (a CSV, the API document), not the envelope: its response, to read
 * as the caller needs (its body, the file name it gives); ApiError with the status otherwise.
 */
export async function fetchFile(path: string, accept = '*/*'): Promise<Response> {
  const response = await send(path, {}, null, accept);
  if (!response.ok) throw new ApiError(`HTTP ${response.status}`, response.status);
  return response;
}

/**
 * A signed-in download (a file, not the envelope): its bytes and the file name the server gave;
 * throws ApiError with the status when the server refuses.
 */
export async function apiFile(path: string): Promise<{ data: Blob; contentDisposition: string | null }> {
  const response = await request(path, {}, 'token');
  if (!response.ok) throw new ApiError(`HTTP ${response.status}`, response.status);
  return { data: await response.blob(), contentDisposition: response.headers.get('Content-Disposition') };
}

/**
 * A presigned POST straight to the uploads bucket (a file too large for the API): no session header
 * travels there, and the bucket answers no envelope, so only its status is read.
 */
export async function postToBucket(url: string, form: FormData): Promise<void> {
  const response = await send(url, { method: 'POST', body: form }, null, '*/*');
  if (!response.ok) throw new ApiError(`The file could not be uploaded (HTTP ${response.status})`, response.status);
}

/**
 * One JSON-RPC call to the chain's node (`eth_blockNumber` for the agenda page's head): a plain
 * request through the one transport, with no session header and no chain library, because it runs
 * on a page's first load (viem loads with the wallet). Answers the call's `result`.
 */
export async function chainRpc(rpcUrl: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await send(rpcUrl, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) }, null);
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } };
  if (body.error) throw new ApiError(body.error.message ?? `${method} failed`, response.status);
  return body.result;
}
