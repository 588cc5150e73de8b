import { Hono } from 'hono';
import { catalogue } from '@portal/core/api/catalogue';
import { accessFor } from '../access';
import type { AppEnv } from '../deps';
import { noQuery } from '../validate';
import { type ApiDocument, apiDocument } from './apiDocument';

const entry = catalogue['GET /v1/openapi.json'];

/**
 * GET /v1/openapi.json: the document of the API, derived from the catalogue once, at the first
 * request. It changes only with a deployment, so the CDN keeps it five minutes (its entry's access).
 */
export function openapiRoute() {
  let document: ApiDocument | undefined;
  return new Hono<AppEnv>().get('/', accessFor(entry), noQuery(), (c) => c.json((document ??= apiDocument())));
}
