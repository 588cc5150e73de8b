import { ApiError, readEnvelope } from './readEnvelope';
import { getAccessToken } from './token';

/** Every call goes to one base path (spec §7); the CDN and the dev server route it to the API. */
export const API_BASE = '/v1';

export function authHeaders(token: string | null = getAccessToken()): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Calls the API and returns the envelope's result; throws ApiError with the server's err_msg otherwise. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  for (const [name, value] of Object.entries(authHeaders())) headers.set(name, value);
  if (init.body !== undefined && typeof init.body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  let response: Response;
  try {
    response = await fetch(path.startsWith('/') ? path : `${API_BASE}/${path}`, { ...init, headers });
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : 'Network error', 0, { cause: error });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new ApiError(`Unexpected response (HTTP ${response.status})`, response.status, { cause: error });
  }
  return readEnvelope<T>(body, response.status);
}
