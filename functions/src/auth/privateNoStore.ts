import { createMiddleware } from 'hono/factory';

/** Sign-in and account answers are per person: never kept by the CDN or the browser, errors included. */
export function privateNoStore() {
  return createMiddleware(async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  });
}
