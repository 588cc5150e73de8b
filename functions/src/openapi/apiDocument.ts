import * as z from 'zod';
import { catalogueEntries } from '@portal/core/api/catalogue';
import { ERROR_CODES } from '@portal/core/api/errorCodes';
import type { ApiTag, FileAnswer, HttpMethod, MultipartBody, RouteAccess, RouteName, RouteSpec } from '@portal/core/api/route';
import { API_TAGS } from '@portal/core/api/route';
import { API_VERSION } from '@portal/core/constants';
import { SESSION_COOKIE_NAME } from '@portal/core/signIn/sessionCookie';
import { DEFAULT_SHARED_SECONDS, PRIVATE_NO_STORE, publicCacheControl } from '../middleware/cache';

/** The JSON Schema of an OpenAPI 3.1 document (draft 2020-12) is plain JSON. */
type JsonSchema = Record<string, unknown>;

export type ApiParameter = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema; description?: string; example?: string | number };

type Reference = { $ref: string };
type Content = Record<string, { schema: JsonSchema }>;

export type ApiOperation = {
  operationId: string;
  tags: [ApiTag];
  summary: string;
  description?: string;
  security: Record<string, never[]>[];
  parameters: ApiParameter[];
  requestBody?: { required: true; description?: string; content: Content };
  responses: Record<string, Reference | { description: string; headers?: Record<string, unknown>; content: Content }>;
};

export type ApiPathItem = Partial<Record<Lowercase<HttpMethod>, ApiOperation>>;

export type ApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: ApiTag; description: string }[];
  paths: Record<string, ApiPathItem>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, { description: string; content: Content }>;
    securitySchemes: Record<string, Record<string, string>>;
  };
};

/** Every answer but a 200 (spec §7): `code` repeats the HTTP status, `err_msg` says why, `err_code` names the reason. */
export const FailureSchema = z.strictObject({ code: z.number().int().min(400).max(599), err_msg: z.string(), err_code: z.enum(ERROR_CODES) });

/** What each group of the reference holds (the catalogue's tags, core/src/api/route.ts). */
const TAG_DESCRIPTIONS: Record<ApiTag, string> = {
  Site: "The site's own reads: the API version, the network it uses, the home page, forum topics, lookups, release notes and this document.",
  Councils: 'The Governance Council members: the list, each council, its history and the transactions of its contracts.',
  Activities: "The councils' activity posts and the rankings of their contracts by transactions and fees.",
  Proposals: "Agendas and the councils' votes on them, the leaderboard, the absence watch and their feeds and downloads.",
  Status: "The network's figures: supply, transactions, gas, addresses, staking and the contract rankings.",
  Treasury: "The funds' payments, their last twelve months and the financial statement.",
  Session: 'Signing in with a wallet signature, and restoring, refreshing and ending a session.',
  Accounts: 'The accounts that may sign in and the roles they hold.',
  'Agenda drafts': 'Agendas being prepared before they go on chain, and the steps the secretary takes on them.',
  Editors: 'What operators publish and edit for the public pages.',
};

/** The refusals a route may answer, each a Failure envelope (components.responses). */
const REFUSALS = {
  '400': { name: 'BadRequest', description: 'The path, query or body is not one the route takes (an unknown query parameter too); `err_msg` names what.' },
  '401': { name: 'Unauthorized', description: 'No session, or one that has ended: sign in again.' },
  '403': { name: 'Forbidden', description: "The session's account holds none of the roles the route needs (or a session cookie came from another site)." },
  '404': { name: 'NotFound', description: 'Nothing has the id or name in the path.' },
  '409': { name: 'Conflict', description: 'Someone changed it since the version sent in `If-Match`: read it again and redo the change.' },
  '413': { name: 'PayloadTooLarge', description: 'The request body is over the size the route takes.' },
  '428': { name: 'PreconditionRequired', description: 'No `If-Match` header with the version being changed.' },
  '429': { name: 'TooManyRequests', description: 'Too many calls from this address this minute; `Retry-After` says when to try again.' },
} as const;
type RefusalStatus = keyof typeof REFUSALS;

const ENVELOPE = [
  'Every JSON answer is an envelope: `{ "code": 200, "result": … }` on success, `{ "code": <HTTP status>, "err_msg": "…", "err_code": "…" }` otherwise (`err_msg` in English; `err_code` a stable reason to branch on or to show in another language); files (CSV, feeds, downloads) are answered as they are.',
  'Each operation below documents its `result`. Unknown query parameters are refused with a 400.',
  'Public reads need no account and are cached by the CDN for a few seconds (see each `Cache-Control`).',
  'Signed-in calls send `Authorization: Bearer <token>`, the token `POST /v1/auth` answers for a signed sign-in message; a change to something versioned sends the version it edits in `If-Match`.',
].join(' ');

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'throw' });
  return rest;
}

/** `GET /v1/release_note/{id}` → `getReleaseNoteById`: stable while the route keeps its name. */
export function operationIdOf(name: RouteName): string {
  const [method, path] = name.split(' ') as [HttpMethod, string];
  const words = path
    .replace(/^\/v1\//, '')
    .split('/')
    .flatMap((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      return param ? ['by', ...param[1]!.split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter((word) => word !== '');
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
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

/** Fills each parameter's example from the entry's example request, refusing one the route would not take. */
function withExamples(name: RouteName, path: string, example: string | undefined, parameters: ApiParameter[]): ApiParameter[] {
  if (example === undefined) return parameters;
  const url = new URL(example, 'http://example.invalid');
  const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`);
  const match = pattern.exec(url.pathname);
  if (!match) throw new Error(`${name}: its example ${example} is not a request of this path`);
  const values = new Map<string, string>([...Object.entries(match.groups ?? {}), ...url.searchParams.entries()]);
  for (const key of url.searchParams.keys()) {
    if (!parameters.some((p) => p.in === 'query' && p.name === key)) throw new Error(`${name}: its example ${example} sends ${key}, which the route does not take`);
  }
  return parameters.map((parameter) => {
    const value = values.get(parameter.name);
    if (value === undefined) return parameter;
    const numeric = parameter.schema.type === 'integer' || parameter.schema.type === 'number';
    return { ...parameter, example: numeric ? Number(value) : value };
  });
}

const isFileAnswer = (answer: RouteSpec['answer']): answer is FileAnswer => 'contentType' in answer;
const isMultipart = (body: NonNullable<RouteSpec['body']>): body is MultipartBody => 'multipart' in body;
const signedIn = (access: RouteAccess) => access.kind === 'signedInRead' || access.kind === 'write' || access.kind === 'ownSession';

/** The form of a multipart body: its text fields as the route parses them, every other part a file. */
function multipartSchema(body: MultipartBody): JsonSchema {
  const { additionalProperties: _closed, ...fields } = jsonSchemaOf(body.multipart, 'input');
  return { ...fields, additionalProperties: { type: 'string', contentMediaType: 'application/octet-stream', description: body.files } };
}

function requestBodyOf(body: RouteSpec['body']): ApiOperation['requestBody'] {
  if (body === undefined) return undefined;
  if (isMultipart(body)) return { required: true, description: `Form fields, and the files: ${body.files}`, content: { 'multipart/form-data': { schema: multipartSchema(body) } } };
  return { required: true, content: { 'application/json': { schema: jsonSchemaOf(body, 'input') } } };
}

function successOf(spec: RouteSpec): ApiOperation['responses'][string] {
  const access = spec.access;
  const cache =
    access.kind === 'publicRead'
      ? { description: `Kept by the CDN ${access.sharedSeconds ?? DEFAULT_SHARED_SECONDS} s`, schema: { type: 'string', example: publicCacheControl(access.sharedSeconds ?? DEFAULT_SHARED_SECONDS) } }
      : { description: 'Never kept by a cache', schema: { type: 'string', example: PRIVATE_NO_STORE } };
  const headers = { 'Cache-Control': cache };
  const { answer } = spec;
  if (isFileAnswer(answer)) {
    const schema = answer.schema ? jsonSchemaOf(answer.schema, 'output') : answer.contentType.startsWith('application/json') ? { type: 'object' } : { type: 'string' };
    return { description: answer.description, headers, content: { [answer.contentType]: { schema } } };
  }
  const envelope = {
    type: 'object',
    properties: { code: { const: 200 }, result: jsonSchemaOf(answer, 'output') },
    required: ['code', 'result'],
    additionalProperties: false,
  };
  return { description: `${spec.summary}: the envelope's \`result\``, headers, content: { 'application/json': { schema: envelope } } };
}

/** The refusals that apply to a route, read from what its entry says it takes and who may call it. */
export function refusalsOf(spec: RouteSpec): RefusalStatus[] {
  const statuses: RefusalStatus[] = ['400']; // every route validates its query, if only to refuse any
  if (signedIn(spec.access)) statuses.push('401');
  if (spec.access.kind === 'signedInRead' || spec.access.kind === 'write' || spec.sessionCookie) statuses.push('403');
  if (spec.params) statuses.push('404');
  if (spec.ifMatch) statuses.push('409');
  if (spec.body) statuses.push('413');
  if (spec.ifMatch) statuses.push('428');
  if (spec.rateLimit) statuses.push('429');
  return statuses;
}

function securityOf(spec: RouteSpec): ApiOperation['security'] {
  if (!signedIn(spec.access)) return [];
  return spec.sessionCookie ? [{ bearerAuth: [] }, { sessionCookie: [] }] : [{ bearerAuth: [] }];
}

function descriptionOf(spec: RouteSpec): string | undefined {
  const lines: string[] = [];
  const { access } = spec;
  if (access.kind === 'signedInRead' || access.kind === 'write') lines.push(`Signed in as ${access.roles.join(', ')}.`);
  if (access.kind === 'ownSession') lines.push('Any live session, acting on itself.');
  if (spec.sessionCookie) lines.push(`Without a Bearer header, the \`${SESSION_COOKIE_NAME}\` HttpOnly cookie this API set at sign-in counts, from a page of the site only.`);
  if (spec.ifMatch) lines.push('Send the version read in `If-Match`.');
  if (spec.rateLimit) lines.push(`Rate-limited per address (${spec.rateLimit === 'auth' ? 'the sign-in budget' : 'the session budget'}).`);
  return lines.length > 0 ? lines.join(' ') : undefined;
}

function operationOf(name: RouteName, path: string, spec: RouteSpec): ApiOperation {
  const parameters = withExamples(name, path, spec.example, [...parametersOf(spec.params, 'path'), ...parametersOf(spec.query, 'query')]);
  const description = descriptionOf(spec);
  const requestBody = requestBodyOf(spec.body);
  const responses: ApiOperation['responses'] = { '200': successOf(spec) };
  for (const status of refusalsOf(spec)) responses[status] = { $ref: `#/components/responses/${REFUSALS[status].name}` };
  responses.default = { $ref: '#/components/responses/Failure' };
  return {
    operationId: operationIdOf(name),
    tags: [spec.tag],
    summary: spec.summary,
    ...(description ? { description } : {}),
    security: securityOf(spec),
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

const segmentNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/**
 * The path each route is documented under. Two routes whose paths differ only by their segments'
 * names (`GET /v1/accounts/{addr}`, `PUT /v1/accounts/{id}`: the spec's URLs, told apart by method)
 * are one path to OpenAPI, so such a segment is named by both (`{addrOrId}`), and each operation
 * says which id it takes.
 */
export function documentedPaths(paths: readonly string[]): Map<string, string> {
  const byShape = new Map<string, string[]>();
  for (const path of new Set(paths)) {
    const shape = path.replace(/\{\w+\}/g, '{}');
    byShape.set(shape, [...(byShape.get(shape) ?? []), path]);
  }
  const documented = new Map<string, string>();
  for (const group of byShape.values()) {
    const names = group.map(segmentNames);
    const joined = names[0]!.map((_, i) => [...new Set(names.map((n) => n[i]!))].map((n, k) => (k === 0 ? n : n[0]!.toUpperCase() + n.slice(1))).join('Or'));
    for (const path of group) {
      let i = 0;
      documented.set(path, path.replace(/\{\w+\}/g, () => `{${joined[i++]}}`));
    }
  }
  return documented;
}

/** An operation's path parameters under the names of its documented path, each saying what it is here. */
function renamedSegments(operation: ApiOperation, path: string, documentedPath: string): ApiOperation {
  const own = segmentNames(path);
  const shared = segmentNames(documentedPath);
  const parameters = operation.parameters.map((parameter) => {
    const i = parameter.in === 'path' ? own.indexOf(parameter.name) : -1;
    if (i < 0 || shared[i] === parameter.name) return parameter;
    return { ...parameter, name: shared[i]!, description: `Here: the ${parameter.name} (the path's other methods take another id in this place).` };
  });
  return { ...operation, parameters };
}

const SECURITY_SCHEMES = {
  bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token `POST /v1/auth` answers (and `PUT /v1/auth` renews).' },
  sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME, description: 'The HttpOnly cookie set at sign-in, sent only to /v1/auth, by a page of the site.' },
};

const failureResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } });

/**
 * The OpenAPI 3.1 document of the whole API, derived from the catalogue: each entry with the
 * parameters and body its route validates (the entry's very schemas), its answer, who may call it
 * and the refusals that apply. Throws, naming the route, when an example is not one the route takes
 * or two routes would share an operationId.
 */
export function apiDocument(entries: readonly [RouteName, RouteSpec][] = catalogueEntries()): ApiDocument {
  const paths: ApiDocument['paths'] = {};
  const operationIds = new Map<string, RouteName>();
  const documented = documentedPaths(entries.map(([name]) => name.split(' ')[1]!));
  for (const [name, spec] of entries) {
    const [method, path] = name.split(' ') as [HttpMethod, string];
    const operation = renamedSegments(operationOf(name, path, spec), path, documented.get(path)!);
    const twin = operationIds.get(operation.operationId);
    if (twin) throw new Error(`${name}: its operationId ${operation.operationId} is also ${twin}'s`);
    operationIds.set(operation.operationId, name);
    const documentedPath = documented.get(path)!;
    paths[documentedPath] = { ...paths[documentedPath], [method.toLowerCase()]: operation };
  }
  // Only what an operation uses: a component nobody refers to is noise to a reader (and to linters).
  const used = Object.values(paths).flatMap((item) => Object.values(item));
  const responses: ApiDocument['components']['responses'] = { Failure: failureResponse('A refusal or an error') };
  for (const { name, description } of Object.values(REFUSALS)) {
    if (used.some((op) => Object.values(op.responses).some((r) => '$ref' in r && r.$ref === `#/components/responses/${name}`))) responses[name] = failureResponse(description);
  }
  const securitySchemes = Object.fromEntries(Object.entries(SECURITY_SCHEMES).filter(([scheme]) => used.some((op) => op.security.some((s) => scheme in s))));
  return {
    openapi: '3.1.0',
    info: { title: 'Governance Council portal API', version: API_VERSION, description: ENVELOPE },
    servers: [{ url: '/', description: 'The portal itself: the API is served under /v1 of the site' }],
    tags: API_TAGS.map((name) => ({ name, description: TAG_DESCRIPTIONS[name] })),
    paths,
    components: {
      schemas: { Failure: jsonSchemaOf(FailureSchema, 'output') },
      responses,
      securitySchemes,
    },
  };
}
