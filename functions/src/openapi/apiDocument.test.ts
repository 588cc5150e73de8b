import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createDb } from '@portal/core/db/client';
import { publicRead, routeTable, signedInRead } from '../access';
import { createApp } from '../app';
import type { AppEnv } from '../deps';
import { publicCacheControl } from '../middleware/cache';
import { noQuery, validate } from '../validate';
import { apiDocument, openApiPath, routeOfRead } from './apiDocument';
import { PUBLIC_API, type PublicRead } from './publicApi';

type RouteList = readonly { method: string; path: string; handler: unknown }[];

/** What keeps the document from covering exactly the public reads, one line per route, naming it. */
function coverageProblems(routes: RouteList, reads: readonly PublicRead[]): string[] {
  const publicGets = routeTable(routes)
    .filter((route) => route.method === 'GET' && route.markers[0]?.kind === 'publicRead')
    .map((route) => route.path);
  const problems: string[] = [];
  for (const path of publicGets) {
    const documented = reads.some((read) => routeOfRead(read, [path]) === path);
    if (!documented) problems.push(`GET ${openApiPath(path)} is a public read missing from the API document: add it to functions/src/openapi/publicApi.ts`);
  }
  for (const read of reads) {
    if (routeOfRead(read, publicGets) === undefined) problems.push(`GET ${read.path} is in the API document but no public read serves it`);
  }
  const seen = new Set<string>();
  for (const read of reads) {
    if (seen.has(read.path)) problems.push(`GET ${read.path} is documented twice`);
    seen.add(read.path);
  }
  return problems;
}

// Building the app touches no table: the client only connects on a request.
const app = createApp({ db: createDb({ tableName: 'api-document', region: 'us-east-1', endpoint: 'http://127.0.0.1:9' }) });
const document = apiDocument(app.routes);

describe('the API document', () => {
  it('documents every public read of the app, and nothing else', () => {
    expect(coverageProblems(app.routes, PUBLIC_API)).toEqual([]);
    expect(Object.keys(document.paths).sort()).toEqual(PUBLIC_API.map((read) => read.path).sort());
    expect(Object.keys(document.paths).length).toBeGreaterThanOrEqual(41);
  });

  it('names the route a public read misses, and the read no route serves', () => {
    const handler = () => new Response('ok');
    const planted = new Hono<AppEnv>()
      .get('/documented/:id{[0-9]+}', publicRead(), handler)
      .get('/feeds/agendas.atom', publicRead(), handler)
      .get('/signed-in', signedInRead('voter'), handler);
    const routes = new Hono<AppEnv>().route('/v1', planted).routes;
    const read = (path: string): PublicRead => ({ tag: 'Site', path, summary: 'x', answer: z.string(), example: path });
    expect(coverageProblems(routes, [read('/v1/documented/{id}'), read('/v1/gone'), read('/v1/documented/{id}')])).toEqual([
      'GET /v1/feeds/agendas.atom is a public read missing from the API document: add it to functions/src/openapi/publicApi.ts',
      'GET /v1/gone is in the API document but no public read serves it',
      'GET /v1/documented/{id} is documented twice',
    ]);
    expect(() => apiDocument(routes, [read('/v1/signed-in')])).toThrow('GET /v1/signed-in is documented but no public read serves it');
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('holds schemas a JSON Schema 2020-12 validator compiles in strict mode', () => {
    const ajv = addFormats(new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true }));
    for (const [path, { get }] of Object.entries(document.paths)) {
      for (const parameter of get.parameters) expect(() => ajv.compile(parameter.schema), `${path} ${parameter.name}`).not.toThrow();
      const content = (get.responses['200'] as { content: Record<string, { schema: object }> }).content;
      for (const { schema } of Object.values(content)) expect(() => ajv.compile(schema), path).not.toThrow();
    }
  });

  it('reads the parameters from the validators of the route itself, with their limits and defaults', () => {
    const { parameters } = document.paths['/v1/proposals']!.get;
    expect(parameters.find((p) => p.name === 'size')).toEqual({
      name: 'size',
      in: 'query',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      example: 10,
    });
    expect(parameters.map((p) => p.name)).toEqual(['category', 'history', 'tag', 'input', 'page', 'size']);
    expect(document.paths['/v1/activities/tx_count']!.get.parameters).toEqual([
      { name: 'days', in: 'query', required: true, schema: { type: 'string', enum: ['7', '30', '90', 'all'] }, example: '30' },
    ]);
    expect(document.paths['/v1/councils/{cid}']!.get.parameters).toEqual([
      { name: 'cid', in: 'path', required: true, schema: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER }, example: 2 },
    ]);
    // A route that takes no query documents none (its strict empty query still refuses any).
    expect(document.paths['/v1/version']!.get.parameters).toEqual([]);
  });

  it('wraps each JSON answer in the envelope, and documents files by their content type', () => {
    const version = document.paths['/v1/version']!.get.responses;
    expect(version['200']).toMatchObject({
      content: { 'application/json': { schema: { properties: { code: { const: 200 }, result: { type: 'string' } }, required: ['code', 'result'], additionalProperties: false } } },
      headers: { 'Cache-Control': { schema: { example: publicCacheControl(30) } } },
    });
    expect(version.default).toEqual({ $ref: '#/components/responses/Failure' });
    expect(document.paths['/v1/financial/download']!.get.responses['200']).toMatchObject({ content: { 'text/csv; charset=utf-8': { schema: { type: 'string' } } } });
    const routes = new Hono<AppEnv>().get('/v1/export.json', publicRead(), noQuery(), () => new Response('{}')).routes;
    const exported = apiDocument(routes, [
      { tag: 'Proposals', path: '/v1/export.json', summary: 'x', answer: { contentType: 'application/json', description: 'A download', schema: z.strictObject({ n: z.number() }) }, example: '/v1/export.json' },
    ]);
    expect(exported.paths['/v1/export.json']!.get.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { type: 'object', properties: { n: { type: 'number' } }, additionalProperties: false } } },
    });
  });

  it('refuses an example the route would not take', () => {
    const routes = new Hono<AppEnv>().get('/v1/things', publicRead(), noQuery(), () => new Response('ok')).routes;
    const thing = (example: string): PublicRead => ({ tag: 'Site', path: '/v1/things', summary: 'x', answer: z.string(), example });
    expect(() => apiDocument(routes, [thing('/v1/things?page=2')])).toThrow('GET /v1/things: its example /v1/things?page=2 sends page, which the route does not take');
    expect(() => apiDocument(routes, [thing('/v1/other')])).toThrow('GET /v1/things: its example /v1/other is not a request of this path');
    const validated = new Hono<AppEnv>().get('/v1/things', publicRead(), validate('query', z.strictObject({ page: z.coerce.number().int() })), () => new Response('ok')).routes;
    expect(apiDocument(validated, [thing('/v1/things?page=2')]).paths['/v1/things']!.get.parameters[0]).toMatchObject({ name: 'page', required: true, example: 2 });
  });

  it('is served at GET /v1/openapi.json to anyone, cached like the other public reads', async () => {
    const response = await app.request('/v1/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(publicCacheControl(300));
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(document)));
    expect((await app.request('/v1/openapi.json?x=1')).status).toBe(400);
  });
});
