import * as z from 'zod';

/**
 * The path parameters of the catalogue, one per kind of id, so a URL segment names which id it takes
 * (docs/glossary.md): an agenda number and an on-chain proposal id are different ideas even where
 * their values agree.
 */
export const RecordIdParam = z.coerce.number().int().positive();
