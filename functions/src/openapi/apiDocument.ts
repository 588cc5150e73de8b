import * as z from 'zod';
import { API_VERSION } from '@portal/core/constants';
import { accessOf } from '../access';
import { publicCacheControl } from '../middleware/cache';
import { validationOf } from '../validate';
import { API_TAGS, PUBLIC_API, type PublicRead } from './publicApi';

/** The JSON Schema of an OpenAPI 3.1 document (draft 2020-12) is plain JSON. */
type JsonSchema = Record<string, unknown>;

export type ApiParameter = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema; example?: string | number };

export type ApiOperation = {
  tags: string[];
  summary: string;
  parameters: ApiParameter[];
  responses: Record<string, unknown>;
};

export type ApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, { get: ApiOperation }>;
  components: { schemas: Record<string, JsonSchema>; responses: Record<string, unknown> };
};

type RouteList = readonly { method: string; path: string; handler: unknown }[];

/** Every answer but a 200 (spec §7): `code` repeats the HTTP status, `err_msg` says why. */
export const FailureSchema = z.strictObject({ code: z.number().int().min(400).max(599), err_msg: z.string() });

const ENVELOPE = [
  'Every JSON answer is an envelope: `{ "code": 200, "result": … }` on success, `{ "code": <HTTP status>, "err_msg": "…" }` otherwise.',
  'Each operation below documents its `result`. Unknown query parameters are refused with a 400.',
  'Public reads are cached by the CDN for a few seconds (see each `Cache-Control`); no read needs an account.',
].join(' ');

/** `/v1/councils/:cid{[0-9]+}` → `/v1/councils/{cid}`: the document's spelling of a Hono path. */
export function openApiPath(honoPath: string): string {
  return honoPath.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
}

/** The Hono route a documented read is served by. */
export function routeOfRead(read: PublicRead, honoPaths: readonly string[]): string | undefined {
  return read.route !== undefined ? honoPaths.find((path) => path === read.route) : honoPaths.find((path) => openApiPath(path) === read.path);
}

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'throw' });
  return rest;
}

/** The parameters of one validated part (path or query) of a route, from the very schema it validates with. */
function parametersOf(schema: z.ZodType | undefined, location: 'path' | 'query'): ApiParameter[] {
  if (!schema) return [];
  // Input: what a caller sends (a default makes a parameter optional; a transform is the server's business).
  const object = jsonSchemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

/** Fills each parameter's example from the read's example request, refusing one the route would not take. */
function withExamples(read: PublicRead, parameters: ApiParameter[]): ApiParameter[] {
  const url = new URL(read.example, 'http://example.invalid');
  const pattern = new RegExp(`^${read.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`);
  const match = pattern.exec(url.pathname);
  if (!match) throw new Error(`GET ${read.path}: its example ${read.example} is not a request of this path`);
  const values = new Map<string, string>([...Object.entries(match.groups ?? {}), ...url.searchParams.entries()]);
  for (const name of url.searchParams.keys()) {
    if (!parameters.some((p) => p.in === 'query' && p.name === name)) throw new Error(`GET ${read.path}: its example ${read.example} sends ${name}, which the route does not take`);
  }
  return parameters.map((parameter) => {
    const value = values.get(parameter.name);
    if (value === undefined) return parameter;
    const numeric = parameter.schema.type === 'integer' || parameter.schema.type === 'number';
    return { ...parameter, example: numeric ? Number(value) : value };
  });
}

function successOf(read: PublicRead, sharedSeconds: number): unknown {
  const headers = { 'Cache-Control': { description: `Kept by the CDN ${sharedSeconds} s`, schema: { type: 'string', example: publicCacheControl(sharedSeconds) } } };
  if ('contentType' in read.answer) {
    const schema = read.answer.schema ? jsonSchemaOf(read.answer.schema, 'output') : read.answer.contentType.startsWith('application/json') ? { type: 'object' } : { type: 'string' };
    return { description: read.answer.description, headers, content: { [read.answer.contentType]: { schema } } };
  }
  const envelope = {
    type: 'object',
    properties: { code: { const: 200 }, result: jsonSchemaOf(read.answer, 'output') },
    required: ['code', 'result'],
    additionalProperties: false,
  };
  return { description: read.summary, headers, content: { 'application/json': { schema: envelope } } };
}

/**
 * The OpenAPI 3.1 document of the public reads: each read of PUBLIC_API with the parameters its
 * route validates (read from the route's own validators in `routes`, the app's `app.routes`) and the
 * schema of its answer. Throws, naming the read, when one has no public route or a wrong example.
 */
export function apiDocument(routes: RouteList, reads: readonly PublicRead[] = PUBLIC_API): ApiDocument {
  const gets = new Map<string, unknown[]>();
  for (const route of routes) if (route.method === 'GET') gets.set(route.path, [...(gets.get(route.path) ?? []), route.handler]);
  const paths: ApiDocument['paths'] = {};
  for (const read of reads) {
    const route = routeOfRead(read, [...gets.keys()]);
    const handlers = route === undefined ? [] : (gets.get(route) ?? []);
    const access = handlers.map(accessOf).find((a) => a !== undefined);
    if (access?.kind !== 'publicRead') throw new Error(`GET ${read.path} is documented but no public read serves it`);
    const validations = handlers.map(validationOf);
    const schemaFor = (target: 'param' | 'query') => validations.find((v) => v?.target === target)?.schema;
    const parameters = withExamples(read, [...parametersOf(schemaFor('param'), 'path'), ...parametersOf(schemaFor('query'), 'query')]);
    paths[read.path] = {
      get: {
        tags: [read.tag],
        summary: read.summary,
        parameters,
        responses: { '200': successOf(read, access.sharedSeconds), default: { $ref: '#/components/responses/Failure' } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Governance Council portal: public API', version: API_VERSION, description: ENVELOPE },
    servers: [{ url: '/' }],
    tags: API_TAGS.map((name) => ({ name })),
    paths,
    components: {
      schemas: { Failure: jsonSchemaOf(FailureSchema, 'output') },
      responses: { Failure: { description: 'A refusal or an error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } } },
    },
  };
}
