import * as z from 'zod';
import { ReleaseNoteCreatedSchema, ReleaseNoteCreateSchema, ReleaseNoteEditSchema, ReleaseNoteListSchema, ReleaseNoteSchema } from '../entities/releaseNote';
import { RecordIdParam } from './ids';
import { defineRoutes, publicRead, signedInRead, write } from './route';

const NoteId = z.strictObject({ id: RecordIdParam });
const SITE_OPERATORS = ['siteAdmin', 'siteManager'] as const;

/** The site's own reads and the release notes. */
export const siteRoutes = defineRoutes({
  'GET /v1/openapi.json': {
    access: publicRead(300),
    tag: 'Site',
    summary: 'This document: the API in OpenAPI 3.1',
    answer: { contentType: 'application/json', description: 'The OpenAPI 3.1 document (not wrapped in the envelope)' },
    example: '/v1/openapi.json',
  },
  'GET /v1/release_note': { access: publicRead(), tag: 'Site', summary: 'Every release note, newest first', answer: ReleaseNoteListSchema, example: '/v1/release_note' },
  'POST /v1/release_note': { access: write(...SITE_OPERATORS), tag: 'Editors', summary: 'Publishes a release note', body: ReleaseNoteCreateSchema, answer: ReleaseNoteCreatedSchema },
  'GET /v1/release_note/{id}': { access: signedInRead(...SITE_OPERATORS), tag: 'Editors', summary: 'One release note for its edit form, with its version', params: NoteId, answer: ReleaseNoteSchema, example: '/v1/release_note/1' },
  'PUT /v1/release_note/{id}': { access: write(...SITE_OPERATORS), tag: 'Editors', summary: 'Edits a release note over the version its editor read', params: NoteId, body: ReleaseNoteEditSchema, answer: ReleaseNoteSchema },
  'DELETE /v1/release_note/{id}': { access: write(...SITE_OPERATORS), tag: 'Editors', summary: 'Removes a release note not edited since its editor read it', params: NoteId, answer: z.null(), ifMatch: true },
});
