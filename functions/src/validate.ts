import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import * as z from 'zod';
import { badRequest, describeZodError } from './errors';

/**
 * zod validation of one part of the request; a failure becomes a 400 envelope naming the field.
 * Schemas are strict objects, so unknown fields are refused rather than ignored.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      throw badRequest(`Invalid ${target}: ${describeZodError(result.error)}`);
    }
  });
}

/** For routes that take no query: a stray parameter is refused, not ignored. */
export const noQuery = () => validate('query', z.strictObject({}));
