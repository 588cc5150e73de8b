import { createMiddleware } from 'hono/factory';
import type * as z from 'zod';
import type { AppEnv } from '../../deps';
import { badRequest, describeZodError } from '../../errors';

/** Before the form's validator: a body that is no multipart form is refused in the form's own words. */
export const multipartOnly = (message: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!/^multipart\/form-data\b/i.test(c.req.header('Content-Type') ?? '')) throw badRequest(message);
    await next();
  });

/** The JSON of a form's `metadata` part, checked with the schema of the shape it claims. */
export function parseMetadata<S extends z.ZodType>(schema: S, metadata: unknown): z.infer<S> {
  const parsed = schema.safeParse(metadata);
  if (!parsed.success) throw badRequest(describeZodError(parsed.error));
  return parsed.data;
}
