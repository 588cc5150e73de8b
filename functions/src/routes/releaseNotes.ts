import { Hono } from 'hono';
import * as z from 'zod';
import { createReleaseNote, deleteReleaseNote, getReleaseNote, listReleaseNotes, updateReleaseNote } from '@portal/core/db/repositories/releaseNotes';
import { ReleaseNoteCreateSchema, ReleaseNoteEditSchema } from '@portal/core/entities/releaseNote';
import { success } from '@portal/core/envelope';
import { publicRead, signedInRead, write } from '../access';
import type { AppEnv } from '../deps';
import { badRequest, notFound } from '../errors';
import { versionFromIfMatch } from '../ifMatch';
import { noQuery, validate } from '../validate';

const NoteId = z.strictObject({ id: z.coerce.number().int().positive() });

/**
 * GET /v1/release_note: every release note, newest first (the page shows 10 a page). Site operators
 * (spec §6) publish, edit and delete notes; the list reads the notes themselves, so it follows at once.
 * GET /v1/release_note/{id} is the edit form's read: never cached (spec §7.6, cache time 0), with the
 * version the edit sends back. A delete names the version it saw in If-Match, as an edit does in
 * its body: a note edited since is not removed (409).
 */
export const releaseNotes = new Hono<AppEnv>()
  .get('/', publicRead(), noQuery(), async (c) => c.json(success(await listReleaseNotes(c.get('deps').db))))
  .post('/', write('siteAdmin', 'siteManager'), noQuery(), validate('json', ReleaseNoteCreateSchema), async (c) => {
    const note = await createReleaseNote(c.get('deps').db, c.req.valid('json'));
    return c.json(success({ id: note.id }));
  })
  .get('/:id{[0-9]+}', signedInRead('siteAdmin', 'siteManager'), validate('param', NoteId), noQuery(), async (c) => {
    const note = await getReleaseNote(c.get('deps').db, c.req.valid('param').id);
    if (!note) throw notFound('There is no such release note');
    return c.json(success(note));
  })
  .put('/:id{[0-9]+}', write('siteAdmin', 'siteManager'), validate('param', NoteId), noQuery(), validate('json', ReleaseNoteEditSchema), async (c) => {
    const edit = c.req.valid('json');
    if (edit.id !== c.req.valid('param').id) throw badRequest('Invalid json: id must be the id of the path');
    return c.json(success(await updateReleaseNote(c.get('deps').db, edit)));
  })
  .delete('/:id{[0-9]+}', write('siteAdmin', 'siteManager'), validate('param', NoteId), noQuery(), async (c) => {
    await deleteReleaseNote(c.get('deps').db, c.req.valid('param').id, versionFromIfMatch(c, 'the release note'));
    return c.json(success(null));
  });
