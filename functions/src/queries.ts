import * as z from 'zod';

/** Spec §9: the feed shows 5 a page; other callers may ask for up to 50. */
export const FEED_PAGE_SIZE = 5;

/** Page and size of the activity feeds (all councils, or one council's). */
export const PageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(FEED_PAGE_SIZE),
});
