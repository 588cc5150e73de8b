import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { catalogueEntries } from '@portal/core/api/catalogue';
import { publicRead, type RouteName, type RouteSpec } from '@portal/core/api/route';
import { createDb } from '@portal/core/db/client';
import { createApp } from '../app';
import { PRIVATE_NO_STORE, publicCacheControl } from '../middleware/cache';
import { planted } from '../../../test/fixtures/plantedRoutes';
import { type ApiDocument, type ApiOperation, apiDocument, documentedPaths, operationIdOf } from './apiDocument';

// Building the app touches no table: the client only connects on a request.
const app = createApp({ db: createDb({ tableName: 'api-document', region: 'us-east-1', endpoint: 'http://127.0.0.1:9' }) });
const document = apiDocument();

const plantedDocument = apiDocument(planted);
const operation = (doc: ApiDocument, name: RouteName): ApiOperation => {
  const [method, path] = name.split(' ') as [string, string];
  const found = doc.paths[path]?.[method.toLowerCase() as 'get'];
  if (!found) throw new Error(`${name} is not in the document`);
  return found;
};

describe('the API document, derived from the catalogue', () => {
  it('documents every catalogue entry once, under its path and method, and nothing else', () => {
    const documented = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    const underPaths = documentedPaths(catalogueEntries().map(([name]) => name.split(' ')[1]!));
    expect(documented.sort()).toEqual(catalogueEntries().map(([name]) => `${name.split(' ')[0]} ${underPaths.get(name.split(' ')[1]!)}`).sort());
    expect(documented).toContain('PUT /v1/release_note/{id}');
  });

  it('names a segment two routes share by both their ids, each operation saying which it takes', () => {
    expect(Object.keys(document.paths)).toContain('/v1/accounts/{addrOrId}');
    expect(Object.keys(document.paths)).not.toContain('/v1/accounts/{id}');
    const put = document.paths['/v1/accounts/{addrOrId}']!.put!.parameters.find((p) => p.in === 'path');
    expect(put).toMatchObject({ name: 'addrOrId', description: expect.stringContaining('the id') });
    const get = document.paths['/v1/accounts/{addrOrId}']!.get!.parameters.find((p) => p.in === 'path');
    expect(get).toMatchObject({ name: 'addrOrId', description: expect.stringContaining('the addr') });
    // A path no other route shares keeps its own names.
    expect(documentedPaths(['/v1/release_note/{id}'])).toEqual(new Map([['/v1/release_note/{id}', '/v1/release_note/{id}']]));
  });

  it('is a valid OpenAPI 3.1 document, the planted one too', async () => {
    for (const candidate of [document, plantedDocument]) {
      const validator = new Validator();
      const result = await validator.validate(structuredClone(candidate));
      expect(result.errors ?? []).toEqual([]);
      expect(result.valid).toBe(true);
      expect(validator.version).toBe('3.1');
    }
  });

  it('holds schemas a JSON Schema 2020-12 validator compiles in strict mode', () => {
    const ajv = addFormats(new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true }));
    for (const candidate of [document, plantedDocument]) {
      for (const [path, item] of Object.entries(candidate.paths)) {
        for (const [method, op] of Object.entries(item)) {
          const where = `${method} ${path}`;
          for (const parameter of op.parameters) expect(() => ajv.compile(parameter.schema), `${where} ${parameter.name}`).not.toThrow();
          for (const { schema } of Object.values(op.requestBody?.content ?? {})) expect(() => ajv.compile(schema), `${where} body`).not.toThrow();
          const content = (op.responses['200'] as { content: Record<string, { schema: object }> }).content;
          for (const { schema } of Object.values(content)) expect(() => ajv.compile(schema), where).not.toThrow();
        }
      }
    }
  });

  it("reads the parameters from the entry's own schemas, with their limits, defaults and the example's values", () => {
    expect(operation(plantedDocument, 'GET /v1/things').parameters).toEqual([
      { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 1 }, example: 2 },
      { name: 'order', in: 'query', required: false, schema: { type: 'string', enum: ['vote', 'act'] }, example: 'vote' },
    ]);
    expect(operation(plantedDocument, 'GET /v1/things/{id}').parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'integer', exclusiveMinimum: 0, maximum: Number.MAX_SAFE_INTEGER }, example: 7 },
    ]);
    // A route that takes no query documents none (its strict empty query still refuses any).
    expect(operation(document, 'GET /v1/release_note').parameters).toEqual([]);
  });

  it('wraps each JSON answer in the envelope, documents files by their content type, and says who may cache them', () => {
    const list = operation(plantedDocument, 'GET /v1/things').responses['200'];
    expect(list).toMatchObject({
      content: { 'application/json': { schema: { properties: { code: { const: 200 }, result: { type: 'array', items: { type: 'string' } } }, required: ['code', 'result'], additionalProperties: false } } },
      headers: { 'Cache-Control': { schema: { example: publicCacheControl(30) } } },
    });
    expect(operation(plantedDocument, 'GET /v1/things/{id}').responses['200']).toMatchObject({ headers: { 'Cache-Control': { schema: { example: publicCacheControl(60) } } } });
    expect(operation(plantedDocument, 'GET /v1/things/list.csv').responses['200']).toMatchObject({ description: 'One row per thing', content: { 'text/csv; charset=utf-8': { schema: { type: 'string' } } } });
    expect(operation(plantedDocument, 'POST /v1/things').responses['200']).toMatchObject({ headers: { 'Cache-Control': { schema: { example: PRIVATE_NO_STORE } } } });
    expect(operation(plantedDocument, 'GET /v1/things').responses.default).toEqual({ $ref: '#/components/responses/Failure' });
  });

  it('documents JSON bodies and multipart forms (their text fields, every other part a file)', () => {
    expect(operation(plantedDocument, 'POST /v1/things').requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { type: 'object', properties: { title: { type: 'string', minLength: 1, maxLength: 200 } }, required: ['title'], additionalProperties: false } } },
    });
    expect(operation(plantedDocument, 'PUT /v1/things/{id}').requestBody).toEqual({
      required: true,
      description: 'Form fields, and the files: a thumbnail image (PNG or JPEG)',
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { title: { type: 'string', minLength: 1, maxLength: 200 } },
            required: ['title'],
            additionalProperties: { type: 'string', contentMediaType: 'application/octet-stream', description: 'a thumbnail image (PNG or JPEG)' },
          },
        },
      },
    });
    expect(operation(plantedDocument, 'GET /v1/things').requestBody).toBeUndefined();
  });

  it('asks a bearer token of signed-in routes, the session cookie too where it counts, and nothing of public ones', () => {
    expect(operation(plantedDocument, 'GET /v1/things').security).toEqual([]);
    expect(operation(plantedDocument, 'POST /v1/auth/nonce').security).toEqual([]);
    expect(operation(plantedDocument, 'POST /v1/things').security).toEqual([{ bearerAuth: [] }]);
    expect(operation(plantedDocument, 'POST /v1/things').description).toBe('Signed in as siteAdmin, siteManager.');
    expect(operation(plantedDocument, 'DELETE /v1/auth').security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
    expect(operation(plantedDocument, 'DELETE /v1/auth').description).toContain('`portal_session` HttpOnly cookie');
    expect(plantedDocument.components.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer' },
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'portal_session' },
    });
    expect(operation(document, 'PUT /v1/release_note/{id}').security).toEqual([{ bearerAuth: [] }]);
    // A scheme or a refusal no operation uses is left out.
    expect(apiDocument([planted[0]!]).components).toMatchObject({ securitySchemes: {}, responses: { Failure: {}, BadRequest: {} } });
    expect(Object.keys(apiDocument([planted[0]!]).components.responses)).toEqual(['Failure', 'BadRequest']);
  });

  it('lists the refusals that apply to each route, each a Failure envelope', () => {
    const statuses = (name: RouteName) => Object.keys(operation(plantedDocument, name).responses).filter((status) => status.startsWith('4'));
    expect(statuses('GET /v1/things')).toEqual(['400']);
    expect(statuses('GET /v1/things/{id}')).toEqual(['400', '404']);
    expect(statuses('GET /v1/things/{id}/edit')).toEqual(['400', '401', '403', '404']);
    expect(statuses('PUT /v1/things/{id}')).toEqual(['400', '401', '403', '404', '409', '413', '428']);
    expect(statuses('POST /v1/auth/nonce')).toEqual(['400', '413', '429']);
    expect(statuses('DELETE /v1/auth')).toEqual(['400', '401', '403', '429']);
    expect(operation(plantedDocument, 'PUT /v1/things/{id}').responses['428']).toEqual({ $ref: '#/components/responses/PreconditionRequired' });
    for (const response of Object.values(plantedDocument.components.responses)) expect(response.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/Failure' });
  });

  it('names each operation from its route, in camelCase, and refuses two routes one name', () => {
    expect(operationIdOf('GET /v1/release_note/{id}')).toBe('getReleaseNoteById');
    expect(operationIdOf('GET /v1/proposals/{id}/votes.csv')).toBe('getProposalsByIdVotesCsv');
    expect(operationIdOf('DELETE /v1/auth')).toBe('deleteAuth');
    expect(operationIdOf('GET /v1/network-config')).toBe('getNetworkConfig');
    const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    const fine: RouteSpec = { access: publicRead(), tag: 'Site', summary: 'x', answer: z.string() };
    expect(() => apiDocument([['GET /v1/network-config', fine], ['GET /v1/network_config', fine]])).toThrow("GET /v1/network_config: its operationId getNetworkConfig is also GET /v1/network-config's");
  });

  it('groups the operations under tags that say what they hold', () => {
    for (const tag of document.tags) expect(tag.description.length, tag.name).toBeGreaterThan(20);
    expect(operation(document, 'GET /v1/release_note').tags).toEqual(['Site']);
  });

  it('refuses an example the route would not take', () => {
    const things = (example: string): [RouteName, RouteSpec][] => [['GET /v1/things', { access: publicRead(), tag: 'Site', summary: 'x', answer: z.string(), example }]];
    expect(() => apiDocument(things('/v1/things?page=2'))).toThrow('GET /v1/things: its example /v1/things?page=2 sends page, which the route does not take');
    expect(() => apiDocument(things('/v1/other'))).toThrow('GET /v1/things: its example /v1/other is not a request of this path');
  });

  it('is served at GET /v1/openapi.json to anyone, cached like the other public reads', async () => {
    const response = await app.request('/v1/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(publicCacheControl(300));
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(document)));
    expect((await app.request('/v1/openapi.json?x=1')).status).toBe(400);
  });
});
