import type * as z from 'zod';

/**
 * The first message per field of a failed parse, keyed by its path ("websites.0.url"): the page
 * judges a form with the server's own schema, so both give the same messages (admin-area §5).
 */
export function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
