import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { COMPOSED_HANDLER } from 'hono/utils/constants';
import type { RouteSpec } from '@portal/core/api/route';
import type { Role } from '@portal/core/entities/account';
import { authenticate, authorize } from './auth/authorize';
import type { AppEnv } from './deps';
import { DEFAULT_SHARED_SECONDS, PRIVATE_NO_STORE, publicCacheControl } from './middleware/cache';

export type { Role };

/**
 * How a route is classified. Every route of the app starts with exactly one marker — publicRead,
 * anonymous, signedInRead, write or ownSession — as its first handler; routeTable.test.ts walks
 * `app.routes` to keep it so, and the role matrix tests every signed-in one.
 */
export type RouteAccess =
  | { kind: 'publicRead'; sharedSeconds: number }
  | { kind: 'anonymous' }
  | { kind: 'signedInRead'; roles: readonly Role[] }
  | { kind: 'write'; roles: readonly Role[] }
  | { kind: 'ownSession' };

/** Each marker middleware → its classification, so the route table can be read back from the app. */
const classified = new WeakMap<object, RouteAccess>();

function mark(handler: MiddlewareHandler<AppEnv>, access: RouteAccess): MiddlewareHandler<AppEnv> {
  classified.set(handler, access);
  return handler;
}

/**
 * The same answer for everybody: a 200 carries the public cache header (the CDN keeps it
 * `sharedSeconds`); anything else falls to the app's `private, no-store` default.
 */
export function publicRead(options: { sharedSeconds?: number } = {}) {
  const sharedSeconds = options.sharedSeconds ?? DEFAULT_SHARED_SECONDS;
  const handler = createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', publicCacheControl(sharedSeconds));
  });
  return mark(handler, { kind: 'publicRead', sharedSeconds });
}

/**
 * Open to anyone but answered per request and never cached: the steps of signing in (the address
 * check, the nonce, the signed message). Their own rate limit guards them.
 */
export function anonymous() {
  return mark(privateRoute(async () => {}), { kind: 'anonymous' });
}

/** A read for a signed-in session holding one of `roles`; never cached. */
export function signedInRead(...roles: Role[]) {
  return mark(privateRoute((c) => authorize(c, roles)), { kind: 'signedInRead', roles });
}

/** A change, allowed to a session holding one of `roles`; never cached. */
export function write(...roles: Role[]) {
  return mark(privateRoute((c) => authorize(c, roles)), { kind: 'write', roles });
}

/** A session acting on itself (ending it): any live session may, whatever its account may still do. */
export function ownSession() {
  return mark(privateRoute((c) => authenticate(c)), { kind: 'ownSession' });
}

/** The marker of a catalogue route: the access its entry names (core/src/api/catalogue.ts). */
export function accessFor(route: Pick<RouteSpec, 'access'>): MiddlewareHandler<AppEnv> {
  const { access } = route;
  switch (access.kind) {
    case 'publicRead':
      return publicRead(access.sharedSeconds === undefined ? {} : { sharedSeconds: access.sharedSeconds });
    case 'anonymous':
      return anonymous();
    case 'signedInRead':
      return signedInRead(...access.roles);
    case 'write':
      return write(...access.roles);
    case 'ownSession':
      return ownSession();
  }
}

function privateRoute(check: (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => Promise<unknown>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // Set before the check too, so a 401 or 403 is not kept either.
    c.header('Cache-Control', PRIVATE_NO_STORE);
    await check(c);
    await next();
    // Set over anything a handler chose: an answer behind sign-in is never kept by a cache.
    c.header('Cache-Control', PRIVATE_NO_STORE);
  });
}

/**
 * The classification of one handler of `app.routes`, if it is a marker. A sub-app with its own
 * error handler wraps its handlers when mounted; Hono keeps the original under this key.
 */
export function accessOf(handler: unknown): RouteAccess | undefined {
  if (typeof handler !== 'function') return undefined;
  const original: unknown = (handler as unknown as Record<string, unknown>)[COMPOSED_HANDLER];
  return classified.get(handler) ?? (typeof original === 'function' ? classified.get(original) : undefined);
}

export type RouteClassification = {
  method: string;
  path: string;
  /** The markers among the route's handlers (exactly one in a well-formed table). */
  markers: RouteAccess[];
  /** Whether the first handler is a marker (so it runs before validation and the handler). */
  markedFirst: boolean;
};

type RouteList = readonly { method: string; path: string; handler: unknown }[];

/**
 * Every route of an app (its `app.routes`), one entry per method and path, with its markers.
 * Middleware mounted with `use` (method ALL, only `(c, next)` handlers) is not a route and is left out.
 */
export function routeTable(routes: RouteList): RouteClassification[] {
  const groups = new Map<string, { method: string; path: string; handlers: unknown[] }>();
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    const group = groups.get(key) ?? { method: route.method, path: route.path, handlers: [] };
    group.handlers.push(route.handler);
    groups.set(key, group);
  }
  return [...groups.values()]
    .filter((group) => !(group.method === 'ALL' && group.handlers.every(isMiddleware)))
    .map(({ method, path, handlers }) => ({
      method,
      path,
      markers: handlers.map(accessOf).filter((access) => access !== undefined),
      markedFirst: accessOf(handlers[0]) !== undefined,
    }));
}

function isMiddleware(handler: unknown): boolean {
  return typeof handler === 'function' && handler.length >= 2;
}
