import { createMiddleware } from 'hono/factory';

/**
 * Public reads are the same for everybody, so the CDN keeps them briefly and may serve a stale
 * copy while it refreshes or while the origin fails. Browsers always ask again (max-age=0).
 * Answers that are not 200 are never cached.
 */
export function publicCache(sharedSeconds = 30) {
  return createMiddleware(async (c, next) => {
    await next();
    if (c.req.method === 'GET' && c.res.status === 200 && !c.res.headers.has('Cache-Control')) {
      c.header(
        'Cache-Control',
        `public, max-age=0, s-maxage=${sharedSeconds}, stale-while-revalidate=${sharedSeconds * 10}, stale-if-error=86400`,
      );
    } else if (!c.res.headers.has('Cache-Control')) {
      c.header('Cache-Control', 'no-store');
    }
  });
}
