import { createMiddleware } from 'hono/factory';

/** Whatever is not declared a public read: neither the CDN nor the browser may keep it. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** How long the CDN keeps a public read unless its route says otherwise (see docs/deploying.md). */
export const DEFAULT_SHARED_SECONDS = 30;

/**
 * Public reads are the same for everybody, so the CDN keeps them briefly and may serve a stale
 * copy while it refreshes or while the origin fails. Browsers always ask again (max-age=0).
 */
export function publicCacheControl(sharedSeconds: number): string {
  return `public, max-age=0, s-maxage=${sharedSeconds}, stale-while-revalidate=${sharedSeconds * 10}, stale-if-error=86400`;
}

/**
 * The app-wide default: an answer that nobody declared cacheable (errors, 404s, anything a route
 * marker did not classify) is `private, no-store`. Caching has to be asked for, never forgotten off.
 */
export function privateByDefault() {
  return createMiddleware(async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', PRIVATE_NO_STORE);
  });
}
