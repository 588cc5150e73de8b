import { randomBytes } from 'node:crypto';
import type { Hex } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { parseServerConfig, type ServerConfig } from '@portal/core/config';
import type { Account } from '@portal/core/entities/account';
import { signedMessageHash, type SignaturePrefix } from '@portal/core/signIn/signatures';

/** A Hono app as the tests reach it: `app.request(path, init, env)`. */
type RequestingApp = { request: (path: string, init?: RequestInit, env?: unknown) => Response | Promise<Response> };

export const TEST_SITE_URL = 'https://portal.example.test';

/** A server configuration with sign-in on: the test site, a fresh signing key, a rate limit out of the way. */
export function signInTestConfig(env: Record<string, string> = {}): ServerConfig {
  return parseServerConfig({
    SITE_URL: TEST_SITE_URL,
    CHAIN_ID: '1001',
    TOKEN_SIGNING_KEY: randomBytes(32).toString('base64url'),
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
}

/** What the wallet does: sign the text under one prefix, with a real key. */
export function signText(account: PrivateKeyAccount, message: string, prefix: SignaturePrefix): Promise<Hex> {
  return account.sign({ hash: signedMessageHash(message, prefix) });
}

export const json = (method: string, body: unknown, token?: string): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

export async function requestNonce(app: RequestingApp, address: string): Promise<{ nonce: string; message: string; expired_at: number }> {
  const response = await app.request('/v1/auth/nonce', json('POST', { address }));
  const body = (await response.json()) as { result: { nonce: string; message: string; expired_at: number } };
  if (response.status !== 200) throw new Error(`nonce refused: ${JSON.stringify(body)}`);
  return body.result;
}

export type Login = { token: string; account: Account; expired_at: number };

/** The whole browser side of a sign-in: nonce, signature under `prefix`, POST /v1/auth. */
export async function signIn(app: RequestingApp, account: PrivateKeyAccount, prefix: SignaturePrefix = 'eip191'): Promise<Login> {
  const { message } = await requestNonce(app, account.address);
  const signature = await signText(account, message, prefix);
  const wallet = prefix === 'kip97' ? 'kaikas' : 'metamask';
  const response = await app.request('/v1/auth', json('POST', { address: account.address, message, signature, wallet }));
  const body = (await response.json()) as { result: Login };
  if (response.status !== 200) throw new Error(`sign-in refused: ${JSON.stringify(body)}`);
  return body.result;
}
