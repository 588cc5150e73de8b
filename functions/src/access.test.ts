import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { failure, success } from '@portal/core/envelope';
import { createDb } from '@portal/core/db/client';
import { signInTestConfig } from '../../test/setup/signIn';
import { accessOf, anonymous, ownSession, publicRead, signedInRead, write } from './access';
import type { AppEnv } from './deps';
import { handleError, notFound } from './errors';
import { privateByDefault } from './middleware/cache';

/** A small app shaped like the real one: the private default, the one error handler, the markers. */
function appWith(register: (app: Hono<AppEnv>) => void) {
  const app = new Hono<AppEnv>();
  // The table is never reached: the token check refuses first.
  const deps = { db: createDb({ tableName: 'markers', region: 'us-east-1', endpoint: 'http://127.0.0.1:9' }), config: signInTestConfig() };
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', privateByDefault());
  app.onError(handleError);
  app.notFound((c) => c.json(failure(404, 'No route'), 404));
  register(app);
  return app;
}

describe('route markers', () => {
  it('records how each marker classifies its route', () => {
    expect(accessOf(publicRead())).toEqual({ kind: 'publicRead', sharedSeconds: 30 });
    expect(accessOf(publicRead({ sharedSeconds: 5 }))).toEqual({ kind: 'publicRead', sharedSeconds: 5 });
    expect(accessOf(signedInRead('gcAdmin', 'gcManager'))).toEqual({ kind: 'signedInRead', roles: ['gcAdmin', 'gcManager'] });
    expect(accessOf(write('siteAdmin'))).toEqual({ kind: 'write', roles: ['siteAdmin'] });
    expect(accessOf(anonymous())).toEqual({ kind: 'anonymous' });
    expect(accessOf(ownSession())).toEqual({ kind: 'ownSession' });
    expect(accessOf(async () => {})).toBeUndefined();
  });

  it('gives a public read the CDN header on a 200 only', async () => {
    const app = appWith((a) =>
      a.get('/council/:id', publicRead(), (c) => {
        if (c.req.param('id') === '0') throw notFound('Council 0 not found');
        return c.json(success('ok'));
      }),
    );
    const ok = await app.request('/council/1');
    expect(ok.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=300, stale-if-error=86400');
    const missing = await app.request('/council/0');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('refuses signed-in reads, writes and session calls without a valid token, with a private 401 envelope', async () => {
    let reached = false;
    const app = appWith((a) =>
      a
        .get('/mine', signedInRead('voter'), (c) => {
          reached = true;
          return c.json(success('secret'));
        })
        .put('/council', write('siteAdmin'), (c) => {
          reached = true;
          return c.json(success('changed'));
        })
        .delete('/session', ownSession(), (c) => {
          reached = true;
          return c.json(success('ended'));
        }),
    );
    for (const [path, method] of [
      ['/mine', 'GET'],
      ['/council', 'PUT'],
      ['/session', 'DELETE'],
    ] as const) {
      for (const [headers, message] of [
        [{ Authorization: 'Bearer anything' }, 'Invalid token'],
        [{}, 'Sign in first'],
      ] as const) {
        const response = await app.request(path, { method, headers });
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ code: 401, err_msg: message, err_code: 'sign_in_first' });
        expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      }
    }
    expect(reached).toBe(false);
  });

  it('answers an anonymous call privately, errors included, and lets it through without a token', async () => {
    const app = appWith((a) => a.post('/sign-in', anonymous(), (c) => c.json(success('nonce'))));
    const response = await app.request('/sign-in', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('answers anything unclassified, and any error, private and unstored', async () => {
    const app = appWith((a) => a.get('/plain', (c) => c.json(success('unmarked'))));
    expect((await app.request('/plain')).headers.get('Cache-Control')).toBe('private, no-store');
    expect((await app.request('/nowhere')).headers.get('Cache-Control')).toBe('private, no-store');
  });
});
