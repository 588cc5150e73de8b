import * as z from 'zod';

/**
 * The path parameters of the catalogue, one per kind of id, so a URL segment names which id it takes
 * (docs/glossary.md): an agenda number and an on-chain proposal id are different ideas even where
 * their values agree.
 */
export const RecordIdParam = z.coerce.number().int().positive();

/** A council's id (`{cid}` in a path): 0 is the foundation. */
export const CouncilIdParam = z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** An activity's id (`{id}` under /v1/activities, `{aid}` under a council's activities). */
export const ActivityIdParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
