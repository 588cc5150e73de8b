import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Db } from '@portal/core/db/client';
import { createAccount, deleteAccount, putSecretaryApprovers } from '@portal/core/db/repositories/accounts';
import { putCouncilVoters } from '@portal/core/db/repositories/voters';
import type { ServerConfig } from '@portal/core/config';
import { startFakeApp2App } from '../../../scripts/localStack/fakes/app2app';
import { freePort } from '../../../scripts/localStack/listen';
import { freshTestDb } from '../../../test/setup/services';
import { json, requestNonce, signIn, signInTestConfig, signText, TEST_SITE_URL } from '../../../test/setup/signIn';
import { createApp } from '../app';
import { buildSignInMessage, signInSite } from '@portal/core/signIn/signInMessage';

const admin = privateKeyToAccount(generatePrivateKey());
const manager = privateKeyToAccount(generatePrivateKey());
const secretary = privateKeyToAccount(generatePrivateKey());
const voter = privateKeyToAccount(generatePrivateKey());
const stranger = privateKeyToAccount(generatePrivateKey());

describe('sign-in', () => {
  let db: Db;
  let config: ServerConfig;
  let app: ReturnType<typeof createApp>;
  let app2app: Awaited<ReturnType<typeof startFakeApp2App>>;

  beforeAll(async () => {
    db = await freshTestDb();
    app2app = await startFakeApp2App(await freePort());
    config = signInTestConfig({ APP2APP_URL: app2app.baseUrl });
    app = createApp({ db, config });
    await createAccount(db, { address: admin.address, council_id: 0, level: 0, type: 0 });
    await createAccount(db, { address: manager.address, council_id: 3, level: 1, type: 1 });
    await putSecretaryApprovers(db, [secretary.address]);
    await putCouncilVoters(db, [{ gc_id: 7, voter: voter.address }]);
  });
  afterAll(() => app2app.close());

  const post = (body: unknown) => app.request('/v1/auth', json('POST', body));
  const errorOf = async (response: Response) => ((await response.json()) as { err_msg: string }).err_msg;

  describe('the address check', () => {
    it('answers success for every kind of account and refuses a stranger with the spec message', async () => {
      for (const who of [admin, manager, secretary, voter]) {
        const response = await app.request(`/v1/accounts/${who.address}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      }
      const refused = await app.request(`/v1/accounts/${stranger.address}`);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ code: 403, err_msg: 'Sorry, only authorized person can login to the site' });
      expect(refused.headers.get('Cache-Control')).toBe('private, no-store');
    });

    it('gives no nonce to a stranger', async () => {
      const response = await app.request('/v1/auth/nonce', json('POST', { address: stranger.address }));
      expect(response.status).toBe(403);
    });
  });

  describe('accepts real signatures', () => {
    it('EIP-191 (MetaMask): token, account with derived flags, expiry 24 h out', async () => {
      const before = Math.floor(Date.now() / 1000);
      const login = await signIn(app, admin, 'eip191');
      expect(login.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(login.account).toMatchObject({
        address: admin.address.toLowerCase(),
        type: 0,
        level: 0,
        council_id: 0,
        typeEnum: 'admin',
        roles: ['siteAdmin'],
        isSiteOperator: true,
        isSiteAdmin: true,
        isVoter: false,
        isSecretary: false,
      });
      expect(login.expired_at).toBeGreaterThanOrEqual(before + 24 * 3600 - 5);
      expect(login.expired_at).toBeLessThanOrEqual(before + 24 * 3600 + 5);
    });

    it('KIP-97 (Kaia Wallet extension), for a council manager, a secretary and a voter', async () => {
      expect((await signIn(app, manager, 'kip97')).account).toMatchObject({ roles: ['gcManager'], council_id: 3, typeEnum: 'GC', isSiteOperator: false });
      expect((await signIn(app, secretary, 'kip97')).account).toMatchObject({ id: -1, roles: ['secretary'], isSecretary: true, isSiteOperator: true, isSiteAdmin: false });
      expect((await signIn(app, voter, 'kip97')).account).toMatchObject({ roles: ['voter'], council_id: 7, voter: true, isVoter: true, typeEnum: 'GC' });
    });

    it('the Kaia Wallet app (app2app): the server reads the signature from the wallet service by request key', async () => {
      const { message } = await requestNonce(app, manager.address);
      const prepared = await fetch(`${app2app.baseUrl}/prepare`, json('POST', { type: 'sign', bapp: { name: 'portal' }, chain_id: '1001', sign: { message } }));
      const { request_key } = (await prepared.json()) as { request_key: string };

      // Not signed yet: refused, and the nonce is still good afterwards.
      const early = await post({ wallet: 'kaikas_mobile', address: manager.address, message, request_key });
      expect(early.status).toBe(401);
      expect(await errorOf(early)).toMatch(/prepared, not signed/);

      const signed_data = await signText(manager, message, 'kip97');
      await fetch(`${app2app.url}/_wallet/${request_key}/complete`, json('POST', { signed_data, klaytn_address: manager.address }));
      const response = await post({ wallet: 'kaikas_mobile', address: manager.address, message, request_key });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { result: { account: { roles: string[] } } }).result.account.roles).toEqual(['gcManager']);
    });

    it('refuses an app2app result signed by another account', async () => {
      const { message } = await requestNonce(app, manager.address);
      const prepared = await fetch(`${app2app.baseUrl}/prepare`, json('POST', { type: 'sign', bapp: { name: 'portal' }, sign: { message } }));
      const { request_key } = (await prepared.json()) as { request_key: string };
      const signed_data = await signText(stranger, message, 'kip97');
      await fetch(`${app2app.url}/_wallet/${request_key}/complete`, json('POST', { signed_data, klaytn_address: stranger.address }));
      expect((await post({ wallet: 'kaikas_mobile', address: manager.address, message, request_key })).status).toBe(401);
    });
  });

  describe('refuses', () => {
    it('a reused nonce', async () => {
      const { message } = await requestNonce(app, admin.address);
      const body = { wallet: 'metamask', address: admin.address, message, signature: await signText(admin, message, 'eip191') };
      expect((await post(body)).status).toBe(200);
      const replay = await post(body);
      expect(replay.status).toBe(401);
      expect(await errorOf(replay)).toBe('The sign-in nonce is unknown, used or expired');
    });

    it('a nonce the server never issued', async () => {
      const site = signInSite(TEST_SITE_URL, 1001);
      const message = buildSignInMessage(site, { address: admin.address, nonce: 'a'.repeat(32), issuedAt: new Date() });
      const response = await post({ wallet: 'metamask', address: admin.address, message, signature: await signText(admin, message, 'eip191') });
      expect(response.status).toBe(401);
    });

    it('an expired message', async () => {
      const { nonce } = await requestNonce(app, admin.address);
      const site = signInSite(TEST_SITE_URL, 1001);
      const message = buildSignInMessage(site, { address: admin.address, nonce, issuedAt: new Date(Date.now() - 25 * 3600 * 1000) });
      const response = await post({ wallet: 'metamask', address: admin.address, message, signature: await signText(admin, message, 'eip191') });
      expect(response.status).toBe(401);
      expect(await errorOf(response)).toBe('The message has expired');
    });

    it('a message for another domain', async () => {
      const { nonce } = await requestNonce(app, admin.address);
      const message = buildSignInMessage(signInSite('https://portal.attacker.test', 1001), { address: admin.address, nonce, issuedAt: new Date() });
      const response = await post({ wallet: 'metamask', address: admin.address, message, signature: await signText(admin, message, 'eip191') });
      expect(response.status).toBe(401);
      expect(await errorOf(response)).toBe('The message is for another site');
    });

    it('a message for another chain id', async () => {
      const { nonce } = await requestNonce(app, admin.address);
      const message = buildSignInMessage(signInSite(TEST_SITE_URL, 8217), { address: admin.address, nonce, issuedAt: new Date() });
      const response = await post({ wallet: 'kaikas', address: admin.address, message, signature: await signText(admin, message, 'kip97') });
      expect(response.status).toBe(401);
      expect(await errorOf(response)).toBe('The message is for another network');
    });

    it.each([
      ['eip191', 'metamask'],
      ['kip97', 'kaikas'],
    ] as const)('a signature by another key under %s', async (prefix, wallet) => {
      const { message } = await requestNonce(app, admin.address);
      const response = await post({ wallet, address: admin.address, message, signature: await signText(stranger, message, prefix) });
      expect(response.status).toBe(401);
      expect(await errorOf(response)).toBe('The signature does not match the address');
      // The refused attempt did not burn the nonce: the rightful signer still signs in with it.
      expect((await post({ wallet, address: admin.address, message, signature: await signText(admin, message, prefix) })).status).toBe(200);
    });

    it("a Klaytn-prefixed signature sent as MetaMask's (MetaMask never signs so)", async () => {
      const { message } = await requestNonce(app, admin.address);
      expect((await post({ wallet: 'metamask', address: admin.address, message, signature: await signText(admin, message, 'kip97') })).status).toBe(401);
    });

    it('a tampered message, even when signed by the right key', async () => {
      const { message } = await requestNonce(app, admin.address);
      for (const tampered of [
        message.replace('I agree to the Terms of Use.', 'I agree to nothing.'),
        `${message}\nResources:\n- https://portal.attacker.test`,
        message.replace('Version: 1', 'Version: 2'),
      ]) {
        const response = await post({ wallet: 'metamask', address: admin.address, message: tampered, signature: await signText(admin, tampered, 'eip191') });
        expect(response.status).toBe(401);
      }
      // And a signature of the genuine text does not carry over to an altered one.
      const signature = await signText(admin, message, 'eip191');
      expect((await post({ wallet: 'metamask', address: admin.address, message: message.replace('24 hours', '48 hours'), signature })).status).toBe(401);
    });

    it('unknown fields and a malformed signature', async () => {
      const { message } = await requestNonce(app, admin.address);
      const signature = await signText(admin, message, 'eip191');
      expect((await post({ wallet: 'metamask', address: admin.address, message, signature, role: 'siteAdmin' })).status).toBe(400);
      expect((await post({ wallet: 'metamask', address: admin.address, message, signature: signature.slice(0, 60) })).status).toBe(400);
    });
  });

  describe('the session', () => {
    const refresh = (token: string) => app.request('/v1/auth', { method: 'PUT', headers: { Authorization: `Bearer ${token}` } });
    const logout = (token: string) => app.request('/v1/auth', { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });

    it('refreshes by rotation: the old token is refused at once, the new one works, the session ends when it would have', async () => {
      const first = await signIn(app, admin);
      const response = await refresh(first.token);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      const second = ((await response.json()) as { result: { token: string; expired_at: number; account: { roles: string[] } } }).result;
      expect(second.token).not.toBe(first.token);
      expect(second.expired_at).toBe(first.expired_at);
      expect(second.account.roles).toEqual(['siteAdmin']);

      const stale = await refresh(first.token);
      expect(stale.status).toBe(401);
      expect((await app.request('/v1/admin/accounts', { headers: { Authorization: `Bearer ${first.token}` } })).status).toBe(401);
      expect((await app.request('/v1/admin/accounts', { headers: { Authorization: `Bearer ${second.token}` } })).status).toBe(200);
    });

    it('logout revokes the token at once', async () => {
      const login = await signIn(app, admin, 'kip97');
      expect((await app.request('/v1/admin/accounts', { headers: { Authorization: `Bearer ${login.token}` } })).status).toBe(200);
      const out = await logout(login.token);
      expect(out.status).toBe(200);
      expect(out.headers.get('Cache-Control')).toBe('private, no-store');
      expect((await app.request('/v1/admin/accounts', { headers: { Authorization: `Bearer ${login.token}` } })).status).toBe(401);
      expect((await refresh(login.token)).status).toBe(401);
      expect((await logout(login.token)).status).toBe(401);
    });

    it('refuses a token signed with another key, and a token of another deployment', async () => {
      const login = await signIn(app, admin);
      const elsewhere = createApp({ db, config: signInTestConfig() });
      expect((await elsewhere.request('/v1/admin/accounts', { headers: { Authorization: `Bearer ${login.token}` } })).status).toBe(401);
      const [header, payload] = login.token.split('.');
      expect((await app.request('/v1/admin/accounts', { headers: { Authorization: `Bearer ${header}.${payload}.AAAA` } })).status).toBe(401);
    });

    it('a removed account loses its rights with the next request: its sessions end with it', async () => {
      const temporary = privateKeyToAccount(generatePrivateKey());
      const account = await createAccount(db, { address: temporary.address, council_id: 0, level: 1, type: 0 });
      const login = await signIn(app, temporary);
      expect((await app.request('/v1/admin/accounts', { headers: { Authorization: `Bearer ${login.token}` } })).status).toBe(200);
      await deleteAccount(db, account.id);
      const response = await app.request('/v1/admin/accounts', { headers: { Authorization: `Bearer ${login.token}` } });
      expect(response.status).toBe(401);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    });
  });

  describe('hammering', () => {
    it('answers 429 with an envelope past the per-client limit, per client address', async () => {
      const limited = createApp({ db, config: signInTestConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '3' }) });
      const from = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });
      for (let i = 0; i < 3; i++) expect((await limited.request(`/v1/accounts/${admin.address}`, {}, from('10.0.0.1'))).status).toBe(200);
      const refused = await limited.request(`/v1/accounts/${admin.address}`, {}, from('10.0.0.1'));
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ code: 429, err_msg: 'Too many requests; try again in a minute' });
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect((await limited.request('/v1/auth/nonce', json('POST', { address: admin.address }), from('10.0.0.1'))).status).toBe(429);
      expect((await limited.request(`/v1/accounts/${admin.address}`, {}, from('10.0.0.2'))).status).toBe(200);
    });
  });

  it('answers 503 when the deployment has no site URL or signing key', async () => {
    const bare = createApp({ db });
    expect((await bare.request('/v1/auth/nonce', json('POST', { address: admin.address }))).status).toBe(503);
    expect((await bare.request('/v1/admin/accounts', { headers: { Authorization: 'Bearer a.b.c' } })).status).toBe(503);
  });
});
