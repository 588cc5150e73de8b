import { describe, expect, inject, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import type { Hex } from 'viem';
import { devnetPrivateKey } from '@portal/devnet/src/accounts';
import { APP2APP_BASE_PATH } from '../../scripts/localStack/fakes/app2app';
import { json, signText } from '../setup/signIn';

/**
 * Sign-in against the whole local stack, as `npm start` runs it: the seeded demo operators sign in
 * with their devnet test keys (docs/local-stack.md), under both prefixes and through the app2app fake, and the
 * messages are bound to the stack's own origin and the devnet's chain id.
 */
const base = () => inject('stackUrl');
const call = (path: string, init?: RequestInit) => fetch(`${base()}${path}`, init);

async function nonceFor(address: string) {
  const response = await call('/v1/auth/nonce', json('POST', { address }));
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: { message: string } }).result.message;
}

describe('sign-in on the local stack', () => {
  it('the demo site admin signs in with MetaMask-style signatures, sees the Site Manager list, refreshes and logs out', async () => {
    const admin = privateKeyToAccount(devnetPrivateKey('site-admin'));
    expect((await call(`/v1/accounts/${admin.address}`)).status).toBe(200);
    const message = await nonceFor(admin.address);
    expect(message).toContain(`${new URL(base()).host} wants you to sign in`);
    expect(message).toContain('Chain ID: 31337');

    const login = await call('/v1/auth', json('POST', { wallet: 'metamask', address: admin.address, message, signature: await signText(admin, message, 'eip191') }));
    expect(login.status).toBe(200);
    const { token, account } = ((await login.json()) as { result: { token: string; account: { isSiteAdmin: boolean } } }).result;
    expect(account.isSiteAdmin).toBe(true);

    const list = await call('/v1/admin/accounts', { headers: { Authorization: `Bearer ${token}` } });
    expect(list.headers.get('Cache-Control')).toBe('private, no-store');
    const operators = ((await list.json()) as { result: { address: string; level: number }[] }).result;
    expect(operators.filter((a) => a.level === 0).map((a) => a.address)).toContain(admin.address.toLowerCase());

    const refreshed = await call('/v1/auth', { method: 'PUT', headers: { Authorization: `Bearer ${token}` } });
    const next = ((await refreshed.json()) as { result: { token: string } }).result.token;
    expect((await call('/v1/auth', { method: 'DELETE', headers: { Authorization: `Bearer ${next}` } })).status).toBe(200);
    expect((await call('/v1/admin/accounts', { headers: { Authorization: `Bearer ${next}` } })).status).toBe(401);
  });

  it("a council's admin signs in with a Klaytn-prefixed signature and a voter through the app2app fake", async () => {
    const gcAdmin = privateKeyToAccount(devnetPrivateKey('council-1/admin'));
    const message = await nonceFor(gcAdmin.address);
    const login = await call('/v1/auth', json('POST', { wallet: 'kaikas', address: gcAdmin.address, message, signature: await signText(gcAdmin, message, 'kip97') }));
    expect(((await login.json()) as { result: { account: { roles: string[]; council_id: number } } }).result.account).toMatchObject({ roles: ['gcAdmin'], council_id: 1 });

    const deployment = JSON.parse(inject('deploymentJson')) as { accounts: { voters: { councilId: number; privateKey: Hex }[] } };
    const { councilId, privateKey } = deployment.accounts.voters[0]!;
    const voter = privateKeyToAccount(privateKey);
    const voterMessage = await nonceFor(voter.address);
    const app2app = inject('app2appUrl');
    const prepared = await fetch(`${app2app}${APP2APP_BASE_PATH}/prepare`, json('POST', { type: 'sign', bapp: { name: 'portal' }, chain_id: '31337', sign: { message: voterMessage } }));
    const { request_key } = (await prepared.json()) as { request_key: string };
    await fetch(`${app2app}/_wallet/${request_key}/complete`, json('POST', { signed_data: await signText(voter, voterMessage, 'kip97'), klaytn_address: voter.address }));
    const voterLogin = await call('/v1/auth', json('POST', { wallet: 'kaikas_mobile', address: voter.address, message: voterMessage, request_key }));
    expect(voterLogin.status).toBe(200);
    expect(((await voterLogin.json()) as { result: { account: { isVoter: boolean; council_id: number } } }).result.account).toMatchObject({ isVoter: true, council_id: councilId });
  });
});
