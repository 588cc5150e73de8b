import { Hono } from 'hono';
import { siteRoutes } from '@portal/core/api/siteRoutes';
import { createReleaseNote, deleteReleaseNote, getReleaseNote, listReleaseNotes, updateReleaseNote } from '@portal/core/db/repositories/releaseNotes';
import { success } from '@portal/core/envelope';
import { accessFor } from '../access';
import type { AppEnv } from '../deps';
import { badRequest, notFound } from '../errors';
import { versionFromIfMatch } from '../ifMatch';
import { noQuery, validate } from '../validate';

const list = siteRoutes['GET /v1/release_note'];
const create = siteRoutes['POST /v1/release_note'];
const read = siteRoutes['GET /v1/release_note/{id}'];
const edit = siteRoutes['PUT /v1/release_note/{id}'];
const remove = siteRoutes['DELETE /v1/release_note/{id}'];

/**
 * GET /v1/release_note: every release note, newest first (the page shows 10 a page). Site operators
 * (spec §6) publish, edit and delete notes; the list reads the notes themselves, so it follows at once.
 * GET /v1/release_note/{id} is the edit form's read: never cached (spec §7.6, cache time 0), with the
 * version the edit sends back. An edit and a delete name the version they saw in If-Match: a note
 * edited since is not overwritten nor removed (409).
 */
export const releaseNotes = new Hono<AppEnv>()
  .get('/', accessFor(list), noQuery(), async (c) => c.json(success(await listReleaseNotes(c.get('deps').db))))
  .post('/', accessFor(create), noQuery(), validate('json', create.body), async (c) => {
    const note = await createReleaseNote(c.get('deps').db, c.req.valid('json'));
    return c.json(success({ id: note.id }));
  })
  .get('/:id{[0-9]+}', accessFor(read), validate('param', read.params), noQuery(), async (c) => {
    const note = await getReleaseNote(c.get('deps').db, c.req.valid('param').id);
    if (!note) throw notFound('There is no such release note');
    return c.json(success(note));
  })
  .put('/:id{[0-9]+}', accessFor(edit), validate('param', edit.params), noQuery(), validate('json', edit.body), async (c) => {
    const note = c.req.valid('json');
    if (note.id !== c.req.valid('param').id) throw badRequest('Invalid json: id must be the id of the path');
    return c.json(success(await updateReleaseNote(c.get('deps').db, note, versionFromIfMatch(c, 'the release note'))));
  })
  .delete('/:id{[0-9]+}', accessFor(remove), validate('param', remove.params), noQuery(), async (c) => {
    await deleteReleaseNote(c.get('deps').db, c.req.valid('param').id, versionFromIfMatch(c, 'the release note'));
    return c.json(success(null));
  });
