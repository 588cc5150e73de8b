import { Hono } from 'hono';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { publicRead, write } from '@portal/core/api/route';
import { createDb } from '@portal/core/db/client';
import { accessFor } from './access';
import { rateLimit } from './auth/rateLimit';
import { refreshCookieCredential } from './auth/refreshCookie';
import { createAppWithEveryRoute } from './app';
import { catalogueProblems } from './catalogue';
import type { AppEnv } from './deps';
import { noQuery, validate } from './validate';

// Building the app touches no table: the client only connects on a request.
const app = await createAppWithEveryRoute({ db: createDb({ tableName: 'catalogue', region: 'us-east-1', endpoint: 'http://127.0.0.1:9' }) });

describe('the API catalogue (core/src/api/catalogue.ts)', () => {
  it('names every route of the app, and the app serves every entry, with its access and its schemas', () => {
    expect(catalogueProblems(app.routes)).toEqual([]);
  });

  it('names a route missing from the catalogue, an entry nobody serves, another access and a foreign schema', () => {
    const Body = z.strictObject({ title: z.string() });
    const Id = z.strictObject({ id: z.coerce.number() });
    const fine = { access: publicRead(), tag: 'Site', summary: 'fine', answer: z.null() } as const;
    const edit = { access: write('siteAdmin'), tag: 'Editors', summary: 'edit', params: Id, body: Body, answer: z.null() } as const;
    const session = { access: write('voter'), tag: 'Session', summary: 'session', answer: z.null(), rateLimit: 'session', sessionCookie: true } as const;
    const handler = () => new Response('ok');
    const planted = new Hono<AppEnv>()
      .use('/session', refreshCookieCredential())
      .put('/session', accessFor(session), rateLimit('session'), noQuery(), handler)
      .delete('/session', accessFor(session), noQuery(), handler)
      .get('/fine/limited', accessFor(fine), rateLimit('auth'), noQuery(), handler)
      .get('/fine', accessFor(fine), noQuery(), handler)
      .get('/stray', accessFor(fine), noQuery(), handler)
      .put('/:id{[0-9]+}', accessFor({ access: write('siteManager') }), validate('param', Id), noQuery(), validate('json', z.strictObject({ title: z.string() })), handler);
    const problems = catalogueProblems(new Hono<AppEnv>().route('/v1/planted', planted).routes, [
      ['GET /v1/planted/fine', fine],
      ['GET /v1/planted/fine/limited', fine],
      ['PUT /v1/planted/session', session],
      ['DELETE /v1/planted/session', { ...session, sessionCookie: undefined }],
      ['PUT /v1/planted/{id}', edit],
      ['DELETE /v1/planted/{id}', edit],
    ]);
    expect(problems).toEqual([
      'DELETE /v1/planted/session: served with rate limit none, the catalogue says session',
      'DELETE /v1/planted/session: takes the session cookie, the catalogue says it does not',
      'GET /v1/planted/fine/limited: served with rate limit auth, the catalogue says none',
      'GET /v1/planted/stray: served, but not in the catalogue',
      'PUT /v1/planted/{id}: served as write(siteManager), the catalogue says write(siteAdmin)',
      "PUT /v1/planted/{id}: its body is not validated with the catalogue's body",
      'DELETE /v1/planted/{id}: in the catalogue, but no route serves it',
    ]);
  });
});
