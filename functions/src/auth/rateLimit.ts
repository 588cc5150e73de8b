import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { COMPOSED_HANDLER } from 'hono/utils/constants';
import type { AppDeps, AppEnv } from '../deps';
import { tooManyRequests } from '../errors';

const WINDOW_MS = 60_000;
/** Beyond this many tracked clients the expired windows are swept, so memory stays bounded. */
const SWEEP_AT = 10_000;

type Window = { startedAt: number; count: number };

export type RateLimitGroup = 'auth' | 'session';

/** Each limiter middleware → its group. */
const limitedBy = new WeakMap<object, RateLimitGroup>();

/** One set of counters per app (per API process), so each test's app counts on its own. */
const windowsByApp = new WeakMap<AppDeps, Map<string, Window>>();

/**
 * The client's address as the server socket sees it (the local Node server), or the source address
 * API Gateway reports (Lambda). Never a header a client could write.
 */
export function clientAddress(c: Context): string {
  const env = c.env as
    | { incoming?: { socket?: { remoteAddress?: string } }; requestContext?: { http?: { sourceIp?: string } } }
    | undefined;
  return env?.incoming?.socket?.remoteAddress ?? env?.requestContext?.http?.sourceIp ?? 'unknown';
}

/**
 * Restoring and refreshing a session (PUT /v1/auth, and logout) have their own budget, this many times
 * the sign-in one: every page load of a signed-in browser restores, and several tabs or people behind
 * one address must not be signed out by a limit meant for strangers trying sign-ins.
 */
export const SESSION_BUDGET_FACTOR = 10;

/**
 * A fixed one-minute window per client address and group of routes. 'auth': the address check and
 * the sign-in calls, which anyone may call and which each cost table reads (and, for nonces, a
 * write), AUTH_RATE_LIMIT_PER_MINUTE of them. 'session': restores, refreshes and logouts, with
 * SESSION_BUDGET_FACTOR times that. Beyond the limit the answer is 429 until the minute is over. On
 * AWS the API's stage also throttles these routes (infra/src/constructs/api.ts); this counter is per process.
 */
export function rateLimit(group: RateLimitGroup) {
  const handler = createMiddleware<AppEnv>(async (c, next) => {
    const deps = c.get('deps');
    const signInLimit = deps.config?.AUTH_RATE_LIMIT_PER_MINUTE ?? 30;
    const limit = group === 'session' ? signInLimit * SESSION_BUDGET_FACTOR : signInLimit;
    let windows = windowsByApp.get(deps);
    if (!windows) windowsByApp.set(deps, (windows = new Map()));
    const now = Date.now();
    if (windows.size > SWEEP_AT) {
      for (const [key, window] of windows) if (now - window.startedAt >= WINDOW_MS) windows.delete(key);
    }
    const key = `${group} ${clientAddress(c)}`;
    let window = windows.get(key);
    if (!window || now - window.startedAt >= WINDOW_MS) windows.set(key, (window = { startedAt: now, count: 0 }));
    window.count++;
    if (window.count > limit) {
      c.header('Retry-After', String(Math.ceil((window.startedAt + WINDOW_MS - now) / 1000)));
      throw tooManyRequests();
    }
    await next();
  });
  limitedBy.set(handler, group);
  return handler;
}

/**
 * The rate limit group of one handler of `app.routes`, if it is a limiter, so the catalogue test can
 * hold each route to the limit its entry names (a sub-app's error handler wraps it: see accessOf).
 */
export function rateLimitOf(handler: unknown): RateLimitGroup | undefined {
  if (typeof handler !== 'function') return undefined;
  const original: unknown = (handler as unknown as Record<string, unknown>)[COMPOSED_HANDLER];
  return limitedBy.get(handler) ?? (typeof original === 'function' ? limitedBy.get(original) : undefined);
}
