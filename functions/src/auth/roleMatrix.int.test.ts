import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { createDb, type Db } from '@portal/core/db/client';
import { createAccount, putSecretaryApprovers } from '@portal/core/db/repositories/accounts';
import { putCouncilVoters } from '@portal/core/db/repositories/voters';
import { ROLES, type Role } from '@portal/core/entities/account';
import { freshTestDb } from '../../../test/setup/services';
import { signIn, signInTestConfig } from '../../../test/setup/signIn';
import { routeTable, type RouteAccess } from '../access';
import { createApp, createAppWithEveryRoute } from '../app';

/**
 * The route × role × method matrix, generated from the app's own route table (every route starts with
 * an access marker, which routeTable.test.ts enforces): each signed-in route refuses anonymous callers
 * with 401 and every role it does not name with 403, with real tokens from real signatures. The
 * marker runs before validation, so no request needs a valid body to reach the check.
 */
type MatrixRoute = { method: string; path: string; example: string; access: RouteAccess };

const someAddress = '0x00000000000000000000000000000000000000aa';

/** A concrete URL for a route pattern: an address, an id, or a word for the parameter. */
function examplePath(path: string): string {
  return path
    .replace(/:addr\b(\{[^}]*\})?/g, someAddress)
    .replace(/:[a-z_]+\{\[0-9\]\+\}/gi, '1')
    .replace(/:[a-z_]+(\{[^}]*\})?/gi, 'x');
}

// Building the app connects to no table, so the matrix can be laid out before the table exists.
const signedIn: MatrixRoute[] = routeTable((await createAppWithEveryRoute({ db: createDb({ tableName: 'matrix', region: 'us-east-1', endpoint: 'http://127.0.0.1:9' }) })).routes)
  .flatMap(({ method, path, markers: [access] }) =>
    access && (access.kind === 'signedInRead' || access.kind === 'write' || access.kind === 'ownSession') ? [{ method, path, example: examplePath(path), access }] : [],
  );

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

  const call = (route: MatrixRoute, token?: string) =>
    app.request(route.example, { method: route.method, headers: token ? { Authorization: `Bearer ${token}` } : {} });

  it('covers the sign-in and account routes, and those of every later area (and every other signed-in route the table holds)', () => {
    const names = signedIn.map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'PUT /v1/auth',
      'DELETE /v1/auth',
      'POST /v1/accounts',
      'PUT /v1/accounts/:id{[0-9]+}',
      'DELETE /v1/accounts/:id{[0-9]+}',
      'GET /v1/admin/accounts',
      'GET /v1/councils/:cid{[0-9]+}/accounts',
      'PUT /v1/proposals/:agendaNumber{[0-9]+}/site_state',
      'GET /v1/proposals/:proposalId{[0-9]+}/secretary/:action',
      'PUT /v1/proposals/:proposalId{[0-9]+}/secretary/:action/approve',
      'POST /v1/proposals/:proposalId{[0-9]+}/secretary/:action/tx',
      'POST /v1/release_note',
      'GET /v1/release_note/:id{[0-9]+}',
      'PUT /v1/release_note/:id{[0-9]+}',
      'DELETE /v1/release_note/:id{[0-9]+}',
      'PUT /v1/status/contract/category',
      'GET /v1/status/contract/:id{[0-9]+}',
      'PUT /v1/status/contract/:id{[0-9]+}',
      'PUT /v1/treasury/transactions/:treasuryId',
      'POST /v1/treasury/transactions',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('reaches every route any module under routes/ declares: a module or a route left out of the app fails here', async () => {
    // Each route's access marker is one object shared by the module and the app that mounts it.
    const mounted = new Set(routeTable((await createAppWithEveryRoute({ db: createDb({ tableName: 'matrix', region: 'us-east-1', endpoint: 'http://127.0.0.1:9' }) })).routes).flatMap((r) => r.markers));
    const routesDir = join(import.meta.dirname, '../routes');
    // A resource served by a folder (routes/proposals/) is walked too.
    const modules = readdirSync(routesDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !/\.test\.ts$/.test(file));
    const missing: string[] = [];
    let declared = 0;
    for (const file of modules) {
      const exported = Object.values((await import(join(routesDir, file))) as Record<string, unknown>).filter((value): value is Hono => value instanceof Hono);
      for (const route of exported.flatMap((sub) => routeTable(sub.routes))) {
        declared += 1;
        if (route.markers.length !== 1 || !mounted.has(route.markers[0]!)) missing.push(`${file}: ${route.method} ${route.path}`);
      }
    }
    expect(declared).toBeGreaterThanOrEqual(signedIn.length);
    expect(missing).toEqual([]);
  });

  describe.each(signedIn.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (_name, route) => {
    it('refuses anonymous callers and bad tokens with 401, private and never cached', async () => {
      for (const token of [undefined, 'not-a-token', 'eyJhbGciOiJIUzI1NiJ9.e30.AAAA']) {
        const response = await call(route, token);
        expect(response.status).toBe(401);
        expect(((await response.json()) as { code: number }).code).toBe(401);
        expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      }
    });

    const roles = 'roles' in route.access ? route.access.roles : ROLES;
    const wrong = ROLES.filter((role) => !roles.includes(role));
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
