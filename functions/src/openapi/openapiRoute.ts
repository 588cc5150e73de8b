import { Hono } from 'hono';
import { publicRead } from '../access';
import type { AppEnv } from '../deps';
import { noQuery } from '../validate';
import { type ApiDocument, apiDocument } from './apiDocument';

/**
 * GET /v1/openapi.json: the document of the API, derived from the catalogue once, at the first
 * request. It changes only with a deployment, so the CDN keeps it five minutes.
 */
export function openapiRoute() {
  let document: ApiDocument | undefined;
  return new Hono<AppEnv>().get('/', publicRead({ sharedSeconds: 300 }), noQuery(), (c) => c.json((document ??= apiDocument())));
}
