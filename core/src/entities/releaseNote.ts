import * as z from 'zod';

/** A release note (spec §3): markdown context up to 20,000 characters. */
export const ReleaseNoteSchema = z.strictObject({
  id: z.number().int().positive(),
  title: z.string().min(1).max(200),
  context: z.string().max(20_000),
  date: z.iso.datetime(),
  /** The edit version an editor sends back (absent: never edited, 0); kept on the item, not in its data. */
  version: z.number().int().nonnegative().optional(),
});
export type ReleaseNote = z.infer<typeof ReleaseNoteSchema>;

/** Admin-area §2.9 and §9: the context's limit and the textarea's rows. */
export const RELEASE_NOTE_CONTEXT_MAX = 20_000;
export const RELEASE_NOTE_TITLE_MAX = 200;
export const RELEASE_NOTE_CONTEXT_ROWS = 30;

const filled = (max: number) => z.string().max(max).refine((v) => v.trim().length > 0, 'Required');

/** POST /v1/release_note: both filled (admin-area §5, release note). */
export const ReleaseNoteCreateSchema = z.strictObject({
  title: filled(RELEASE_NOTE_TITLE_MAX),
  context: filled(RELEASE_NOTE_CONTEXT_MAX),
});
export type ReleaseNoteCreate = z.infer<typeof ReleaseNoteCreateSchema>;

/** PUT /v1/release_note/{id}: id, title and context (spec §7.6); the version the editor read travels in If-Match. */
export const ReleaseNoteEditSchema = ReleaseNoteCreateSchema.extend({
  id: z.number().int().positive(),
});
export type ReleaseNoteEdit = z.infer<typeof ReleaseNoteEditSchema>;

/** POST /v1/release_note answers the new note's id. */
export const ReleaseNoteCreatedSchema = z.strictObject({ id: z.number().int().positive() });

export const RELEASE_NOTES_PAGE_SIZE = 10;

/** GET /v1/release_note: every note, newest first. */
export const ReleaseNoteListSchema = z.array(ReleaseNoteSchema);
