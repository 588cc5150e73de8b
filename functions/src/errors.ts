import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod';
import { ConflictError, InvalidEditError, MissingItemError } from '@portal/core/db/writeErrors';
import { failure } from '@portal/core/envelope';

/** Turns a zod failure into one readable sentence: "n: Too big: expected number to be <=100". */
export function describeZodError(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

export function badRequest(message: string): HTTPException {
  return new HTTPException(400, { message });
}

export function notFound(message = 'Not found'): HTTPException {
  return new HTTPException(404, { message });
}

/** No valid session: no token, a token this server did not make, or one whose session has ended. */
export function unauthorized(message = 'Sign in first'): HTTPException {
  return new HTTPException(401, { message });
}

/** Signed in, but the account's roles or scope do not allow this. */
export function forbidden(message = 'Your account may not do this'): HTTPException {
  return new HTTPException(403, { message });
}

export function conflict(message: string): HTTPException {
  return new HTTPException(409, { message });
}

export function tooManyRequests(message = 'Too many requests; try again in a minute'): HTTPException {
  return new HTTPException(429, { message });
}

/**
 * The one place errors become answers. Known errors keep their status and message; anything else
 * is logged with its stack on the server and answered with a plain 500, never the stack.
 */
export function handleError(error: Error, c: Context) {
  if (error instanceof HTTPException) {
    return c.json(failure(error.status, error.message || 'Error'), error.status as ContentfulStatusCode);
  }
  if (error instanceof z.ZodError) {
    return c.json(failure(400, describeZodError(error)), 400);
  }
  // The repositories' edit failures: their messages are written for the editor.
  if (error instanceof ConflictError) return c.json(failure(409, error.message), 409);
  if (error instanceof MissingItemError) return c.json(failure(404, error.message), 404);
  if (error instanceof InvalidEditError) return c.json(failure(400, error.message), 400);
  console.error(JSON.stringify({ level: 'error', path: c.req.path, message: error.message, stack: error.stack }));
  return c.json(failure(500, 'Internal server error'), 500);
}
