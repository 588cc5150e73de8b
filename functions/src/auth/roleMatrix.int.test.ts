import { beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { Db } from '@portal/core/db/client';
import { createAccount, putSecretaryApprovers } from '@portal/core/db/repositories/accounts';
import { putCouncilVoters } from '@portal/core/db/repositories/voters';
import { ROLES, type Role } from '@portal/core/entities/account';
import { freshTestDb } from '../../../test/setup/services';
import { signIn, signInTestConfig } from '../../../test/setup/signIn';
import { createApp } from '../app';

/**
 * Every route of the sign-in and account modules, with who may call it. Signed-in routes list the
 * roles they accept; the test proves that anonymous callers get 401 and every other role 403, with
 * real tokens from real signatures. (To be fed by the API's route registry once it exists.)
 */
type RouteAccess = { method: string; path: string; example: string; body?: unknown } & ({ access: 'public' } | { access: 'signedIn'; roles: readonly Role[] });

const someAddress = '0x00000000000000000000000000000000000000aa';
const ROUTES: readonly RouteAccess[] = [
  { method: 'POST', path: '/v1/auth/nonce', example: '/v1/auth/nonce', access: 'public' },
  { method: 'POST', path: '/v1/auth', example: '/v1/auth', access: 'public' },
  { method: 'PUT', path: '/v1/auth', example: '/v1/auth', access: 'signedIn', roles: ROLES },
  { method: 'DELETE', path: '/v1/auth', example: '/v1/auth', access: 'signedIn', roles: ROLES },
  { method: 'GET', path: '/v1/accounts/:addr', example: `/v1/accounts/${someAddress}`, access: 'public' },
  {
    method: 'POST',
    path: '/v1/accounts',
    example: '/v1/accounts',
    body: { address: someAddress, council_id: 1, level: 1, type: 1 },
    access: 'signedIn',
    roles: ['siteAdmin', 'siteManager', 'gcAdmin'],
  },
  {
    method: 'PUT',
    path: '/v1/accounts/:id',
    example: '/v1/accounts/1',
    body: { address: someAddress, council_id: 1, level: 1, type: 1 },
    access: 'signedIn',
    roles: ['siteAdmin', 'siteManager', 'gcAdmin'],
  },
  { method: 'DELETE', path: '/v1/accounts/:id', example: '/v1/accounts/1', access: 'signedIn', roles: ['siteAdmin', 'siteManager', 'gcAdmin'] },
  { method: 'GET', path: '/v1/admin/accounts', example: '/v1/admin/accounts', access: 'signedIn', roles: ['siteAdmin', 'siteManager', 'secretary'] },
  {
    method: 'GET',
    path: '/v1/councils/:cid/accounts',
    example: '/v1/councils/1/accounts',
    access: 'signedIn',
    roles: ['siteAdmin', 'siteManager', 'secretary', 'gcAdmin', 'gcManager'],
  },
];

/** The part of the app this table covers; any route under these that the table misses fails the test. */
const COVERED = [/^\/v1\/auth(\/|$)/, /^\/v1\/accounts(\/|$)/, /^\/v1\/admin\/accounts(\/|$)/, /^\/v1\/councils\/:cid\/accounts$/];

describe('route × role × method', () => {
  let db: Db;
  let app: ReturnType<typeof createApp>;
  const tokens = new Map<Role, string>();
  let people: Record<Role, PrivateKeyAccount>;

  beforeAll(async () => {
    db = await freshTestDb();
    app = createApp({ db, config: signInTestConfig() });
    const key = () => privateKeyToAccount(generatePrivateKey());
    people = {
      siteAdmin: key(),
      siteManager: key(),
      gcAdmin: key(),
      gcManager: key(),
      secretary: key(),
      voter: key(),
    };
    await createAccount(db, { address: people.siteAdmin.address, council_id: 0, level: 0, type: 0 });
    await createAccount(db, { address: people.siteManager.address, council_id: 0, level: 1, type: 0 });
    await createAccount(db, { address: people.gcAdmin.address, council_id: 1, level: 0, type: 1 });
    await createAccount(db, { address: people.gcManager.address, council_id: 1, level: 1, type: 1 });
    await putSecretaryApprovers(db, [people.secretary.address]);
    await putCouncilVoters(db, [{ gc_id: 2, voter: people.voter.address }]);
    for (const role of ROLES) {
      const login = await signIn(app, people[role], role === 'voter' || role === 'gcManager' ? 'kip97' : 'eip191');
      expect(login.account.roles).toEqual([role]);
      tokens.set(role, login.token);
    }
  });

  const call = (route: RouteAccess, token?: string) =>
    app.request(route.example, {
      method: route.method,
      headers: { ...(route.body ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      ...(route.body ? { body: JSON.stringify(route.body) } : {}),
    });

  it('lists every route the app serves under the covered paths', () => {
    const served = new Set(app.routes.filter((r) => r.method !== 'ALL' && COVERED.some((p) => p.test(r.path))).map((r) => `${r.method} ${r.path}`));
    const listed = new Set(ROUTES.map((r) => `${r.method} ${r.path}`));
    expect([...served].filter((r) => !listed.has(r))).toEqual([]);
    expect([...listed].filter((r) => !served.has(r))).toEqual([]);
  });

  const signedIn = ROUTES.filter((r): r is Extract<RouteAccess, { access: 'signedIn' }> => r.access === 'signedIn');

  describe.each(signedIn.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (_name, route) => {
    it('refuses anonymous callers and bad tokens with 401, private and never cached', async () => {
      for (const token of [undefined, 'not-a-token', 'eyJhbGciOiJIUzI1NiJ9.e30.AAAA']) {
        const response = await call(route, token);
        expect(response.status).toBe(401);
        expect(((await response.json()) as { code: number }).code).toBe(401);
        expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      }
    });

    const wrong = ROLES.filter((role) => !route.roles.includes(role));
    // Routes open to every role (refresh, logout) have no wrong role.
    if (wrong.length > 0) it(`refuses ${wrong.join(', ')} with 403`, async () => {
      for (const role of wrong) {
        const response = await call(route, tokens.get(role));
        expect({ role, status: response.status }).toEqual({ role, status: 403 });
        expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      }
    });
  });

  it('lets every role refresh and end its own session', async () => {
    for (const role of ROLES) {
      const { token } = await signIn(app, people[role], 'eip191');
      const refreshed = await app.request('/v1/auth', { method: 'PUT', headers: { Authorization: `Bearer ${token}` } });
      expect({ role, status: refreshed.status }).toEqual({ role, status: 200 });
      const next = ((await refreshed.json()) as { result: { token: string } }).result.token;
      const ended = await app.request('/v1/auth', { method: 'DELETE', headers: { Authorization: `Bearer ${next}` } });
      expect({ role, status: ended.status }).toEqual({ role, status: 200 });
    }
  });
});
