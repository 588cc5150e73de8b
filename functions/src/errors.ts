import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod';
import { ConflictError, InvalidEditError, MissingItemError } from '@portal/core/db/writeErrors';
import type { ErrorCode } from '@portal/core/api/errorCodes';
import { failure } from '@portal/core/envelope';

/** A refusal with a reason more precise than its status (core/src/api/errorCodes.ts). */
export class Refusal extends HTTPException {
  constructor(
    status: 400 | 401 | 403 | 404 | 409 | 413 | 428 | 429 | 502 | 503,
    message: string,
    readonly errCode: ErrorCode,
  ) {
    super(status, { message });
  }
}

/** Turns a zod failure into one readable sentence: "n: Too big: expected number to be <=100". */
export function describeZodError(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

export function badRequest(message: string, code: ErrorCode = 'invalid_request'): HTTPException {
  return new Refusal(400, message, code);
}

export function notFound(message = 'Not found', code: ErrorCode = 'not_found'): HTTPException {
  return new Refusal(404, message, code);
}

/** No valid session: no token, a token this server did not make, or one whose session has ended. */
export function unauthorized(message = 'Sign in first', code: ErrorCode = 'sign_in_first'): HTTPException {
  return new Refusal(401, message, code);
}

/** Signed in, but the account's roles or scope do not allow this. */
export function forbidden(message = 'Your account may not do this', code: ErrorCode = 'not_allowed'): HTTPException {
  return new Refusal(403, message, code);
}

export function conflict(message: string, code: ErrorCode = 'edited_elsewhere'): HTTPException {
  return new Refusal(409, message, code);
}

export function tooManyRequests(message = 'Too many requests; try again in a minute'): HTTPException {
  return new Refusal(429, message, 'too_many_requests');
}

/**
 * The one place errors become answers. Known errors keep their status and message; anything else
 * is logged with its stack on the server and answered with a plain 500, never the stack.
 */
export function handleError(error: Error, c: Context) {
  if (error instanceof HTTPException) {
    return c.json(failure(error.status, error.message || 'Error', error instanceof Refusal ? error.errCode : undefined), error.status as ContentfulStatusCode);
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
