import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { failure } from '@portal/core/envelope';
import type { AppDeps, AppEnv } from './deps';
import { handleError } from './errors';
import { privateByDefault } from './middleware/cache';
import { cachedPublicReads } from './middleware/readCache';
import { openapiRoute } from './openapi/openapiRoute';
import { accounts, adminAccounts } from './routes/accounts';
import { activities } from './routes/activities';
import { auth } from './routes/auth';
import { councilPage } from './routes/councilPage';
import { councils, REQUEST_MAX_BYTES } from './routes/councils';
import { delegators } from './routes/delegators';
import { feeds } from './routes/feeds';
import { financial } from './routes/financial';
import { forum } from './routes/forum';
import { supply } from './routes/klay';
import { categories, communities } from './routes/lookups';
import { network } from './routes/network';
import { networkConfig } from './routes/networkConfig';
import { pages } from './routes/pages';
import { proposals } from './routes/proposals';
import { releaseNotes } from './routes/releaseNotes';
import { stat } from './routes/stat';
import { status } from './routes/status';
import { statusContracts } from './routes/statusContracts';
import { transactions } from './routes/transactions';
import { treasury } from './routes/treasury';
import { version } from './routes/version';

/** Every write but the multipart ones is JSON of a few KiB (a 20,000-character text, escaped, fits many times over). */
export const JSON_BODY_MAX_BYTES = 256 * 1024;

/**
 * The writes that carry files as multipart form data (thumbnails and logos under 3.8 MB with their
 * metadata): up to Lambda's request limit. Those whose route sets a limit of its own (`own`) are left
 * to it, so the answer names what is too large in that form's words.
 */
const MULTIPART_WRITES: readonly { method: string; path: RegExp; own: boolean }[] = [
  { method: 'POST', path: /^\/v1\/councils\/[0-9]+\/activity$/, own: true },
  { method: 'PUT', path: /^\/v1\/councils\/[0-9]+\/activity\/[0-9]+$/, own: true },
  { method: 'POST', path: /^\/v1\/councils\/?$/, own: true },
  { method: 'PUT', path: /^\/v1\/councils\/[0-9]+$/, own: true },
  { method: 'PUT', path: /^\/v1\/status\/contract\/[0-9]+$/, own: false },
];

const multipartWrite = (method: string, path: string) => MULTIPART_WRITES.find((route) => route.method === method && route.path.test(path));

/** The most a request to this route may send. */
export function requestBodyLimit(method: string, path: string): number {
  return multipartWrite(method, path) ? REQUEST_MAX_BYTES : JSON_BODY_MAX_BYTES;
}

const KIB = 1024;
const sizeText = (bytes: number) => (bytes >= 1024 * KIB ? `${bytes / (1024 * KIB)} MB` : `${bytes / KIB} KiB`);

/**
 * Every request's body, limited by its route before anything reads it: a declared length over the
 * limit is refused at once, and a streamed body is read only up to the limit.
 */
const requestBodyLimits = () => {
  const limiters = new Map<number, ReturnType<typeof bodyLimit>>();
  const limiterOf = (maxSize: number) => {
    let limiter = limiters.get(maxSize);
    if (!limiter) {
      limiter = bodyLimit({ maxSize, onError: (c) => c.json(failure(413, `The request body is larger than ${sizeText(maxSize)}.`), 413) });
      limiters.set(maxSize, limiter);
    }
    return limiter;
  };
  return createMiddleware((c, next) => {
    if (multipartWrite(c.req.method, c.req.path)?.own) return next();
    return limiterOf(requestBodyLimit(c.req.method, c.req.path))(c, next);
  });
};

/** A path whose percent-encoding does not decode names nothing: 400, before any route tries to decode it. */
const wellFormedPath = () =>
  createMiddleware(async (c, next) => {
    try {
      decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.json(failure(400, 'The path is not valid percent-encoded UTF-8.'), 400);
    }
    await next();
  });

/** The whole API under /v1, the same on Lambda and on the local Node server. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', wellFormedPath());
  app.use('*', requestBodyLimits());
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', privateByDefault());
  // Only the API's own reads: the local origin mounts this app at '/', so '*' would also keep the
  // status file, uploads and web files it serves beside the API (and answer a flipped status stale).
  if (deps.readCache) app.use('/v1/*', cachedPublicReads(deps.readCache));
  app.onError(handleError);
  app.notFound((c) => c.json(failure(404, `No route for ${c.req.method} ${c.req.path}`), 404));
  return app
    .route('/v1/version', version)
    .route('/v1/page', pages)
    .route('/v1/forum', forum)
    .route('/v1/network', network)
    .route('/v1/network-config', networkConfig)
    .route('/v1/proposals', proposals)
    .route('/v1/councils', councils)
    .route('/v1/delegators', delegators)
    .route('/v1/page/councils', councilPage)
    .route('/v1/activities', activities)
    .route('/v1/feeds', feeds)
    .route('/v1/transactions', transactions)
    .route('/v1/categories', categories)
    .route('/v1/communities', communities)
    .route('/v1/stat', stat)
    .route('/v1/klay', supply)
    .route('/v1/status/contract', statusContracts)
    .route('/v1/status', status)
    .route('/v1/treasury', treasury)
    .route('/v1/financial', financial)
    .route('/v1/release_note', releaseNotes)
    .route('/v1/auth', auth)
    .route('/v1/accounts', accounts)
    .route('/v1/admin/accounts', adminAccounts)
    // Read at the first request, when every route above is mounted: the document follows the routes.
    .route('/v1/openapi.json', openapiRoute());
}

export type App = ReturnType<typeof createApp>;
