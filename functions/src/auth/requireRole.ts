import { createMiddleware } from 'hono/factory';
import type { Role } from '@portal/core/entities/account';
import type { AppEnv } from '../deps';
import { authenticate, authorize } from './authorize';

/** What a signed-in answer is to every cache: one person's, never kept. */
const PRIVATE = 'private, no-store';

/** The first handler of a signed-in route: 401 without a live session, 403 without one of `roles`. */
export function requireRole(...roles: Role[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // Set before the check, so the 401 and 403 answers carry it too.
    c.header('Cache-Control', PRIVATE);
    await authorize(c, roles);
    await next();
  });
}

/** For ending a session: any live session may end itself, whatever its account may still do. */
export function requireSession() {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.header('Cache-Control', PRIVATE);
    await authenticate(c);
    await next();
  });
}
