import * as z from 'zod';
import { ROLES } from '../entities/account';
import { ForumTopicListSchema, TopicPageSchema } from '../entities/forumTopic';
import { MainPageSchema } from '../entities/mainPage';
import { NetworkConfigSchema } from '../entities/networkConfig';
import { NetworkStatsSchema } from '../entities/networkStats';
import { ReleaseNoteCreatedSchema, ReleaseNoteCreateSchema, ReleaseNoteEditSchema, ReleaseNoteListSchema, ReleaseNoteSchema } from '../entities/releaseNote';
import { LoginAnswerSchema, NonceAnswerSchema, NonceRequestSchema, SignInBodySchema } from '../entities/session';
import { ApiVersionSchema } from '../entities/version';
import { RecordIdParam } from './ids';
import { anonymous, defineRoutes, ownSession, publicRead, signedInRead, write } from './route';

const NoteId = z.strictObject({ id: RecordIdParam });
const SITE_OPERATORS = ['siteAdmin', 'siteManager'] as const;

/** The Discussion tab shows 10 topics a page (spec §9). */
const TopicPageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

const NetworkQuery = z.strictObject({
  /** How many daily snapshots, newest first. */
  n: z.coerce.number().int().min(1).max(365).default(1).describe('How many days'),
});

/** Changes only with a deployment, so the CDN may keep it for five minutes. */
const DEPLOYMENT_SECONDS = 300;

/** The site's own reads, the session (sign-in, refresh, logout), the release notes and this API's document. */
export const siteRoutes = defineRoutes({
  'GET /v1/openapi.json': {
    access: publicRead(DEPLOYMENT_SECONDS),
    tag: 'Site',
    summary: 'This document: the API in OpenAPI 3.1',
    answer: { contentType: 'application/json', description: 'The OpenAPI 3.1 document (not wrapped in the envelope)' },
    example: '/v1/openapi.json',
  },
  'GET /v1/version': { access: publicRead(), tag: 'Site', summary: 'The API version', answer: ApiVersionSchema, example: '/v1/version' },
  'GET /v1/network-config': { access: publicRead(DEPLOYMENT_SECONDS), tag: 'Site', summary: 'The chain, RPC and voting contract the portal uses', answer: NetworkConfigSchema, example: '/v1/network-config' },
  'GET /v1/page/main': { access: publicRead(), tag: 'Site', summary: 'Home: councils, network figures, latest topics and open agendas', answer: MainPageSchema, example: '/v1/page/main' },
  'GET /v1/forum/topics/latest': { access: publicRead(), tag: 'Site', summary: 'The latest forum topics', answer: ForumTopicListSchema, example: '/v1/forum/topics/latest' },
  'GET /v1/forum/topics/proposal': {
    access: publicRead(),
    tag: 'Site',
    summary: 'Forum topics of the proposal category, a page at a time',
    query: TopicPageQuery,
    answer: TopicPageSchema,
    example: '/v1/forum/topics/proposal?page=1&size=10',
  },
  'GET /v1/network': { access: publicRead(), tag: 'Status', summary: 'Daily network figures, newest first', query: NetworkQuery, answer: z.array(NetworkStatsSchema), example: '/v1/network?n=1' },

  'POST /v1/auth/nonce': { access: anonymous(), tag: 'Session', summary: 'The message to sign for an address that may sign in, with a one-time nonce', body: NonceRequestSchema, answer: NonceAnswerSchema, rateLimit: 'auth' },
  'POST /v1/auth': { access: anonymous(), tag: 'Session', summary: 'Signs in with the signed message: the access token, and the refresh cookie', body: SignInBodySchema, answer: LoginAnswerSchema, rateLimit: 'auth' },
  'PUT /v1/auth': { access: write(...ROLES), tag: 'Session', summary: 'Renews the session (by its token or its cookie): new tokens, the old ones refused from now on', answer: LoginAnswerSchema, rateLimit: 'session', sessionCookie: true },
  'DELETE /v1/auth': { access: ownSession(), tag: 'Session', summary: 'Ends the session and clears its cookie', answer: z.literal(true), rateLimit: 'session', sessionCookie: true },

  'GET /v1/release_note': { access: publicRead(), tag: 'Site', summary: 'Every release note, newest first', answer: ReleaseNoteListSchema, example: '/v1/release_note' },
  'POST /v1/release_note': { access: write(...SITE_OPERATORS), tag: 'Editors', summary: 'Publishes a release note', body: ReleaseNoteCreateSchema, answer: ReleaseNoteCreatedSchema },
  'GET /v1/release_note/{id}': { access: signedInRead(...SITE_OPERATORS), tag: 'Editors', summary: 'One release note for its edit form, with its version', params: NoteId, answer: ReleaseNoteSchema, example: '/v1/release_note/1' },
  'PUT /v1/release_note/{id}': {
    access: write(...SITE_OPERATORS),
    tag: 'Editors',
    summary: 'Edits a release note over the version its editor read',
    params: NoteId,
    body: ReleaseNoteEditSchema,
    answer: ReleaseNoteSchema,
    ifMatch: true,
  },
  'DELETE /v1/release_note/{id}': { access: write(...SITE_OPERATORS), tag: 'Editors', summary: 'Removes a release note not edited since its editor read it', params: NoteId, answer: z.null(), ifMatch: true },
});
