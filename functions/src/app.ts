import { type Context, Hono, type Schema } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { failure } from '@portal/core/envelope';
import type { AppDeps, AppEnv } from './deps';
import { handleError } from './errors';
import { privateByDefault } from './middleware/cache';
import { cachedPublicReads } from './middleware/readCache';
import { REQUEST_MAX_BYTES } from './requestSize';

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

// A route module's own route schema is no concern of the app.
type RouteModule = Hono<AppEnv, Schema, string>;
type Mounts = readonly (readonly [path: string, routes: RouteModule])[];

const site = () => import('./routeParts/site');
const councilPart = () => import('./routeParts/councils');
const proposalPart = () => import('./routeParts/proposals');
const statusPart = () => import('./routeParts/status');

/**
 * The API's URL prefixes, each with the route modules mounted under it (in this order), loaded with
 * import() at the prefix's first request: the bundler puts each part of the catalogue's routes
 * (routeParts/) in a chunk of its own, so a cold start reads, compiles and runs only the modules
 * (and schemas) of its request's part. A part a chunk, not a module a chunk: esbuild would split
 * the code they share into a hundred small files, and the zip would pass its limit. A
 * path belongs to its longest prefix; modules whose routes could match under another's prefix share
 * one (/v1/status/contract is tried before /v1/status's /{product}, as it always was).
 */
export const ROUTE_PREFIXES: Readonly<Record<string, () => Promise<Mounts>>> = {
  '/v1/version': async () => [['/v1/version', (await site()).version]],
  '/v1/page': async () => [['/v1/page', (await site()).pages]],
  '/v1/page/councils': async () => [['/v1/page/councils', (await councilPart()).councilPage]],
  '/v1/forum': async () => [['/v1/forum', (await site()).forum]],
  '/v1/network': async () => [['/v1/network', (await site()).network]],
  '/v1/network-config': async () => [['/v1/network-config', (await site()).networkConfig]],
  '/v1/proposals': async () => [['/v1/proposals', (await proposalPart()).proposals]],
  '/v1/councils': async () => [['/v1/councils', (await councilPart()).councils]],
  '/v1/delegators': async () => [['/v1/delegators', (await import('./routes/delegators')).delegators]],
  '/v1/activities': async () => [['/v1/activities', (await councilPart()).activities]],
  '/v1/feeds': async () => [['/v1/feeds', (await proposalPart()).feeds]],
  '/v1/transactions': async () => [['/v1/transactions', (await councilPart()).transactions]],
  '/v1/categories': async () => [['/v1/categories', (await councilPart()).categories]],
  '/v1/communities': async () => [['/v1/communities', (await councilPart()).communities]],
  '/v1/stat': async () => [['/v1/stat', (await statusPart()).stat]],
  '/v1/klay': async () => [['/v1/klay', (await statusPart()).supply]],
  '/v1/status': async () => {
    const { statusContracts, status } = await statusPart();
    return [
      ['/v1/status/contract', statusContracts],
      ['/v1/status', status],
    ];
  },
  '/v1/treasury': async () => [['/v1/treasury', (await statusPart()).treasury]],
  '/v1/financial': async () => [['/v1/financial', (await statusPart()).financial]],
  '/v1/release_note': async () => [['/v1/release_note', (await site()).releaseNotes]],
  '/v1/auth': async () => [['/v1/auth', (await import('./routes/auth')).auth]],
  '/v1/accounts': async () => [['/v1/accounts', (await councilPart()).accounts]],
  '/v1/admin/accounts': async () => [['/v1/admin/accounts', (await councilPart()).adminAccounts]],
  // The document is derived from the whole catalogue at its first request.
  '/v1/openapi.json': async () => [['/v1/openapi.json', (await import('./openapi/openapiRoute')).openapiRoute()]],
};

const LONGEST_FIRST = Object.keys(ROUTE_PREFIXES).sort((a, b) => b.length - a.length);

/** The prefix a path belongs to, if any: the longest it starts with. */
export function prefixOf(path: string): string | undefined {
  return LONGEST_FIRST.find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

const noRoute = (c: Context) => c.json(failure(404, `No route for ${c.req.method} ${c.req.path}`), 404);

/** What every request passes before its route, and the answers to a failure and to no route. */
function baseApp(deps: AppDeps) {
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
  app.notFound(noRoute);
  return app;
}

/** One prefix's modules as an app of their own, reached from the app's middleware above. */
function prefixApp(deps: AppDeps, mounts: Mounts): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.onError(handleError);
  app.notFound(noRoute);
  for (const [path, routes] of mounts) app.route(path, routes);
  return app;
}

/**
 * The whole API under /v1, the same on Lambda and on the local Node server: each prefix's modules
 * are loaded at its first request (ROUTE_PREFIXES), after the app's own middleware has run.
 */
export function createApp(deps: AppDeps) {
  const loaded = new Map<string, Promise<Hono<AppEnv>>>();
  const load = (prefix: string, mounts: () => Promise<Mounts>) => {
    let app = loaded.get(prefix);
    if (!app) {
      app = mounts().then((m) => prefixApp(deps, m));
      // A failed import is tried again at the next request rather than kept.
      app.catch(() => loaded.delete(prefix));
      loaded.set(prefix, app);
    }
    return app;
  };
  return baseApp(deps).all('/v1/*', async (c, next) => {
    const prefix = prefixOf(c.req.path);
    if (prefix === undefined) return next();
    const app = await load(prefix, ROUTE_PREFIXES[prefix]!);
    // A HEAD is answered as its GET (Hono drops the body); the read cache above keeps the GET's body.
    const request = c.req.raw.method === 'HEAD' ? new Request(c.req.raw, { method: 'GET' }) : c.req.raw;
    return app.fetch(request, c.env);
  });
}

/**
 * The API with every route mounted at once, for what reads its routes (`app.routes`): the route
 * table, the catalogue check, the role matrix. It answers as createApp does.
 */
export async function createAppWithEveryRoute(deps: AppDeps) {
  const app = baseApp(deps);
  for (const mounts of await Promise.all(Object.values(ROUTE_PREFIXES).map((load) => load()))) for (const [path, routes] of mounts) app.route(path, routes);
  return app;
}

export type App = ReturnType<typeof createApp>;
