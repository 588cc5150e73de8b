import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createDb } from '@portal/core/db/client';
import { anonymous, ownSession, publicRead, type RouteClassification, routeTable, signedInRead, write } from './access';
import { createApp, createAppWithEveryRoute, prefixOf, ROUTE_PREFIXES } from './app';
import type { AppEnv } from './deps';

/** What is wrong with a route table, one line per route, naming method and path. */
function problemsOf(table: readonly RouteClassification[]): string[] {
  const problems: string[] = [];
  for (const { method, path, markers, markedFirst } of table) {
    const route = `${method} ${path}`;
    if (markers.length === 0) problems.push(`${route}: no access marker (publicRead, anonymous, signedInRead, write or ownSession)`);
    else if (markers.length > 1) problems.push(`${route}: ${markers.length} access markers (${markers.map((m) => m.kind).join(', ')}); it needs exactly one`);
    else if (!markedFirst) problems.push(`${route}: the access marker must be the route's first handler`);
    const [access] = markers;
    if (markers.length !== 1 || !access) continue;
    const isRead = access.kind === 'publicRead' || access.kind === 'signedInRead';
    if (isRead && method !== 'GET') problems.push(`${route}: ${access.kind} on a ${method}; a change is a write`);
    if (access.kind === 'write' && method === 'GET') problems.push(`${route}: write on a GET; a read is publicRead or signedInRead`);
    if ((access.kind === 'write' || access.kind === 'signedInRead') && access.roles.length === 0) problems.push(`${route}: ${access.kind} names no role`);
  }
  return problems;
}

// Building the app touches no table: the client only connects on a request.
const app = await createAppWithEveryRoute({ db: createDb({ tableName: 'route-table', region: 'us-east-1', endpoint: 'http://127.0.0.1:9' }) });

describe('route table', () => {
  it('classifies every route of the app with exactly one marker, first', () => {
    const table = routeTable(app.routes);
    expect(table.length).toBeGreaterThanOrEqual(39);
    expect(problemsOf(table)).toEqual([]);
  });

  it('binds numeric path parameters by pattern, so a word never falls into an id route', () => {
    const idRoutes = routeTable(app.routes).filter((r) => /:(id|cid)\b/.test(r.path));
    expect(idRoutes.length).toBeGreaterThanOrEqual(6);
    for (const { method, path } of idRoutes) expect(path, `${method} ${path}`).toMatch(/:(id|cid)\{\[0-9\]\+\}/);
  });

  it('names the method and path of a route without a marker, with two, or with the marker after validation', () => {
    const handler = () => new Response('ok');
    const planted = new Hono<AppEnv>()
      .use('*', async (_c, next) => next())
      .get('/fine', publicRead(), handler)
      .get('/bare', handler)
      .get('/twice', publicRead(), signedInRead('voter'), handler)
      .get('/late', async (_c, next) => next(), publicRead(), handler)
      .post('/read-on-post', publicRead(), handler)
      .put('/nobody', write(), handler)
      .get('/anyone-signed-in', signedInRead(), handler)
      .post('/sign-in-step', anonymous(), handler)
      .delete('/own-session', ownSession(), handler)
      .all('/anything', handler);
    expect(problemsOf(routeTable(new Hono<AppEnv>().route('/v1/planted', planted).routes))).toEqual([
      'GET /v1/planted/bare: no access marker (publicRead, anonymous, signedInRead, write or ownSession)',
      'GET /v1/planted/twice: 2 access markers (publicRead, signedInRead); it needs exactly one',
      "GET /v1/planted/late: the access marker must be the route's first handler",
      'POST /v1/planted/read-on-post: publicRead on a POST; a change is a write',
      'PUT /v1/planted/nobody: write names no role',
      'GET /v1/planted/anyone-signed-in: signedInRead names no role',
      'ALL /v1/planted/anything: no access marker (publicRead, anonymous, signedInRead, write or ownSession)',
    ]);
  });

  it('reaches every route through the prefix whose modules serve it (each prefix is loaded on its first request)', async () => {
    const strays: string[] = [];
    let routes = 0;
    for (const [prefix, load] of Object.entries(ROUTE_PREFIXES)) {
      const mounted = new Hono<AppEnv>();
      for (const [path, module] of await load()) mounted.route(path, module);
      for (const { method, path } of routeTable(mounted.routes)) {
        routes += 1;
        if (prefixOf(path) !== prefix) strays.push(`${method} ${path}: mounted under ${prefix}, but its requests go to ${prefixOf(path) ?? 'no prefix'}`);
      }
    }
    expect(routes).toBe(routeTable(app.routes).length);
    expect(strays).toEqual([]);
  });

  it('answers a path under no prefix, and one no module of its prefix serves, with the same 404', async () => {
    const lazy = createApp({ db: createDb({ tableName: 'route-table', region: 'us-east-1', endpoint: 'http://127.0.0.1:9' }) });
    for (const path of ['/v1/nothing', '/v1/page/nothing', '/v1/versions']) {
      const response = await lazy.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Cache-Control'), path).toBe('private, no-store');
      expect(await response.json(), path).toMatchObject({ code: 404, err_msg: `No route for GET ${path}` });
    }
  });
});
