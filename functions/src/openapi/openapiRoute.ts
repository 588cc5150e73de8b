import { Hono } from 'hono';
import { catalogue } from '@portal/core/api/catalogue';
import { accessFor } from '../access';
import type { AppEnv } from '../deps';
import { noQuery } from '../validate';
import { type ApiDocument, apiDocument } from './apiDocument';

type RouteList = readonly { method: string; path: string; handler: unknown }[];

/**
 * GET /v1/openapi.json: the document of the public API, built once from the app's own routes
 * (`routesOf` is read at the first request, when every route is mounted). It changes only with a
 * deployment, so the CDN keeps it five minutes.
 */
export function openapiRoute(routesOf: () => RouteList) {
  let document: ApiDocument | undefined;
  return new Hono<AppEnv>().get('/', accessFor(catalogue['GET /v1/openapi.json']), noQuery(), (c) => c.json((document ??= apiDocument(routesOf()))));
}
