import { z } from 'zod';

/** A release note (spec §3): markdown context up to 20,000 characters. */
export const ReleaseNoteSchema = z.strictObject({
  id: z.number().int().positive(),
  title: z.string().min(1).max(200),
  context: z.string().max(20_000),
  date: z.iso.datetime(),
});
export type ReleaseNote = z.infer<typeof ReleaseNoteSchema>;

export const RELEASE_NOTES_PAGE_SIZE = 10;

/** GET /v1/release_note: every note, newest first. */
export const ReleaseNoteListSchema = z.array(ReleaseNoteSchema);
