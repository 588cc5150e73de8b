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
      expect(await refused.json()).toEqual({ code: 403, err_msg: 'Sorry, only authorized person can login to the site', err_code: 'not_allowed' });
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

  describe('the session cookie', () => {
    const SITE_ORIGIN = new URL(TEST_SITE_URL).origin;
    const refresh = (token: string) => app.request('/v1/auth', { method: 'PUT', headers: { Authorization: `Bearer ${token}` } });
    const logout = (token: string) => app.request('/v1/auth', { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
    type Answer = { token: string; expired_at: number; account: { roles: string[] } };

    /** A sign-in as the browser makes it, keeping the raw answer for its Set-Cookie. */
    async function cookieSignIn(target = app) {
      const { message } = await requestNonce(target, admin.address);
      const response = await target.request('/v1/auth', json('POST', { wallet: 'metamask', address: admin.address, message, signature: await signText(admin, message, 'eip191') }));
      expect(response.status).toBe(200);
      return { response, login: ((await response.json()) as { result: Answer }).result };
    }
    /** The one `portal_session` Set-Cookie of an answer, split into its value and attributes. */
    function sessionCookieOf(response: Response) {
      const lines = response.headers.getSetCookie().filter((line) => line.startsWith('portal_session='));
      expect(lines).toHaveLength(1);
      const [pair, ...attributes] = lines[0]!.split(';').map((part) => part.trim());
      return { value: pair!.slice('portal_session='.length), attributes, line: lines[0]! };
    }
    const byCookie = (method: 'PUT' | 'DELETE', value: string, origin: string | null = SITE_ORIGIN, target = app) =>
      target.request('/v1/auth', { method, headers: { Cookie: `portal_session=${value}`, ...(origin === null ? {} : { Origin: origin }) } });

    it('sign-in sets an HttpOnly, SameSite=Strict, Secure cookie for /v1/auth only, expiring with the session, holding no access token', async () => {
      const { response, login } = await cookieSignIn();
      const cookie = sessionCookieOf(response);
      expect(cookie.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/v1/auth', 'Secure']));
      const expires = cookie.attributes.find((attribute) => attribute.startsWith('Expires='));
      expect(new Date(expires!.slice('Expires='.length)).getTime()).toBe(login.expired_at * 1000);
      // The cookie's value is a refresh token: it is not the answer's token and opens no route as one.
      expect(cookie.value).not.toBe(login.token);
      expect((await app.request('/v1/admin/accounts', { headers: { Authorization: `Bearer ${cookie.value}` } })).status).toBe(401);
      expect((await app.request('/v1/admin/accounts', { headers: { Authorization: `Bearer ${login.token}` } })).status).toBe(200);
    });

    it('is not Secure on a site served over http (the local stack), where browsers would drop a Secure cookie', async () => {
      const local = createApp({ db, config: signInTestConfig({ SITE_URL: 'http://127.0.0.1:8787' }) });
      const { response } = await cookieSignIn(local);
      const cookie = sessionCookieOf(response);
      expect(cookie.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/v1/auth']));
      expect(cookie.attributes).not.toContain('Secure');
      expect((await byCookie('PUT', cookie.value, 'http://127.0.0.1:8787', local)).status).toBe(200);
    });

    it('restores by the cookie from the site itself: a new token and a new cookie, the old ones refused', async () => {
      const { response, login } = await cookieSignIn();
      const first = sessionCookieOf(response).value;
      const restored = await byCookie('PUT', first);
      expect(restored.status).toBe(200);
      expect(restored.headers.get('Cache-Control')).toBe('private, no-store');
      const answer = ((await restored.json()) as { result: Answer }).result;
      expect(answer.token).not.toBe(login.token);
      expect(answer.expired_at).toBe(login.expired_at);
      expect(answer.account.roles).toEqual(['siteAdmin']);
      const next = sessionCookieOf(restored);
      expect(next.value).not.toBe(first);
      expect(next.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/v1/auth']));

      // Rotation: the first cookie and the first token are refused, the new ones work.
      expect((await byCookie('PUT', first)).status).toBe(401);
      expect((await app.request('/v1/admin/accounts', { headers: { Authorization: `Bearer ${login.token}` } })).status).toBe(401);
      expect((await app.request('/v1/admin/accounts', { headers: { Authorization: `Bearer ${answer.token}` } })).status).toBe(200);
      // A Bearer refresh rotates the cookie too, so the cookie always names the live token.
      const bearer = await refresh(answer.token);
      expect(bearer.status).toBe(200);
      expect((await byCookie('PUT', next.value)).status).toBe(401);
      expect((await byCookie('PUT', sessionCookieOf(bearer).value)).status).toBe(200);
    });

    it('refuses the cookie with 403 from another origin or with no Origin, and changes nothing', async () => {
      const { response } = await cookieSignIn();
      const cookie = sessionCookieOf(response).value;
      for (const origin of [null, 'https://portal.attacker.test', 'http://portal.example.test', `${SITE_ORIGIN}:8443`, 'null']) {
        for (const method of ['PUT', 'DELETE'] as const) {
          const refused = await byCookie(method, cookie, origin);
          expect({ origin, method, status: refused.status }).toEqual({ origin, method, status: 403 });
          expect(await refused.json()).toEqual({ code: 403, err_msg: 'The session cookie is accepted only from the site itself', err_code: 'cross_site' });
        }
      }
      // Nothing was rotated or ended: the cookie still restores from the site.
      expect((await byCookie('PUT', cookie)).status).toBe(200);
    });

    it('answers 401 to a restore with neither a token nor a cookie, and to a cookie that is no refresh token', async () => {
      const { login } = await cookieSignIn();
      expect((await app.request('/v1/auth', { method: 'PUT', headers: { Origin: SITE_ORIGIN } })).status).toBe(401);
      // The access token put in the cookie's place does not restore anything.
      expect((await byCookie('PUT', login.token)).status).toBe(401);
      expect((await byCookie('PUT', 'not-a-token')).status).toBe(401);
    });

    it('logout by the cookie ends the session and clears the cookie', async () => {
      const { response, login } = await cookieSignIn();
      const cookie = sessionCookieOf(response).value;
      const out = await byCookie('DELETE', cookie);
      expect(out.status).toBe(200);
      const cleared = sessionCookieOf(out);
      expect(cleared.value).toBe('');
      expect(cleared.attributes).toEqual(expect.arrayContaining(['Path=/v1/auth', 'HttpOnly']));
      expect(new Date(cleared.attributes.find((a) => a.startsWith('Expires='))!.slice(8)).getTime()).toBeLessThan(Date.now());
      expect((await app.request('/v1/admin/accounts', { headers: { Authorization: `Bearer ${login.token}` } })).status).toBe(401);
      expect((await byCookie('PUT', cookie)).status).toBe(401);
    });

    it('logout by the Bearer token clears the cookie too, and a refused logout still clears it', async () => {
      const { response, login } = await cookieSignIn();
      const cookie = sessionCookieOf(response).value;
      const out = await logout(login.token);
      expect(out.status).toBe(200);
      expect(sessionCookieOf(out).value).toBe('');
      expect((await byCookie('PUT', cookie)).status).toBe(401);
      const again = await byCookie('DELETE', cookie);
      expect(again.status).toBe(401);
      expect(sessionCookieOf(again).value).toBe('');
    });

    it('counts restores against their own budget, not the sign-in limit: 40 restores in a minute past a limit of 30, while sign-ins stay limited', async () => {
      const limited = createApp({ db, config: signInTestConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '30' }) });
      const from = { incoming: { socket: { remoteAddress: '10.0.0.9' } } };
      const { response } = await cookieSignIn(limited);
      let cookie = sessionCookieOf(response).value;
      for (let i = 0; i < 40; i++) {
        const restored = await limited.request('/v1/auth', { method: 'PUT', headers: { Cookie: `portal_session=${cookie}`, Origin: SITE_ORIGIN } }, from);
        expect({ i, status: restored.status }).toEqual({ i, status: 200 });
        cookie = sessionCookieOf(restored).value;
      }
      // The same address's sign-in steps still have 30 a minute.
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) statuses.push((await limited.request(`/v1/accounts/${admin.address}`, {}, from)).status);
      expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
      // And the sign-in steps being used up does not stop a restore.
      expect((await limited.request('/v1/auth', { method: 'PUT', headers: { Cookie: `portal_session=${cookie}`, Origin: SITE_ORIGIN } }, from)).status).toBe(200);
    });
  });

  describe('hammering', () => {
    it('answers 429 with an envelope past the per-client limit, per client address', async () => {
      const limited = createApp({ db, config: signInTestConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '3' }) });
      const from = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });
      for (let i = 0; i < 3; i++) expect((await limited.request(`/v1/accounts/${admin.address}`, {}, from('10.0.0.1'))).status).toBe(200);
      const refused = await limited.request(`/v1/accounts/${admin.address}`, {}, from('10.0.0.1'));
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ code: 429, err_msg: 'Too many requests; try again in a minute', err_code: 'too_many_requests' });
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
