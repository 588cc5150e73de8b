import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { COMPOSED_HANDLER } from 'hono/utils/constants';
import * as z from 'zod';
import { badRequest, describeZodError } from './errors';

/** Each validator middleware → what it checks, so the API document reads a route's parameters from the route itself. */
const validations = new WeakMap<object, { target: keyof ValidationTargets; schema: z.ZodType }>();

/**
 * zod validation of one part of the request; a failure becomes a 400 envelope naming the field.
 * Schemas are strict objects, so unknown fields are refused rather than ignored.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  const handler = zValidator(target, schema, (result) => {
    if (!result.success) {
      throw badRequest(`Invalid ${target}: ${describeZodError(result.error)}`);
    }
  });
  validations.set(handler, { target, schema });
  return handler;
}

/** For routes that take no query: a stray parameter is refused, not ignored. */
export const noQuery = () => validate('query', NO_QUERY);

/** The one schema of "no query parameter", so a test can tell a route that takes none. */
export const NO_QUERY = z.strictObject({});

/**
 * The target and schema of one handler of `app.routes`, if it is a validator. A sub-app with its own
 * error handler wraps its handlers when mounted; Hono keeps the original under this key.
 */
export function validationOf(handler: unknown): { target: keyof ValidationTargets; schema: z.ZodType } | undefined {
  if (typeof handler !== 'function') return undefined;
  const original: unknown = (handler as unknown as Record<string, unknown>)[COMPOSED_HANDLER];
  return validations.get(handler) ?? (typeof original === 'function' ? validations.get(original) : undefined);
}
