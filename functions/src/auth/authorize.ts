import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Role } from '../access';
import type { AppEnv } from '../deps';

/**
 * Lets a signed-in read or a write through only for a session holding one of `roles` (any session
 * when none are named). Nobody can sign in yet, so it fails closed: every such request is a 401.
 * The sign-in work replaces this file; the route markers in ../access.ts call it and nothing else.
 */
export async function authorize(_c: Context<AppEnv>, _roles: readonly Role[]): Promise<void> {
  throw new HTTPException(401, { message: 'Sign-in required' });
}
