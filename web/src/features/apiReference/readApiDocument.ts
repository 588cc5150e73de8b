/**
 * What the reference page reads of GET /v1/openapi.json (functions/src/openapi/apiDocument.ts): only
 * the parts it shows, so the document may grow without breaking the page. Typed, not parsed: like
 * the API's other answers (api/keys.ts), zod stays out of the page's bundle.
 */
type ParameterJsonSchema = {
  type?: string;
  enum?: (string | number)[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  default?: unknown;
  description?: string;
};

type DocumentParameter = { name: string; in: 'path' | 'query'; required: boolean; schema: ParameterJsonSchema; example?: string | number };

type DocumentOperation = {
  tags: string[];
  summary: string;
  description?: string;
  /** Empty for a public operation; a signed-in one names the bearer scheme. */
  security: Record<string, unknown>[];
  parameters: DocumentParameter[];
  responses: { '200': { content: Record<string, unknown> } };
};

const METHODS = ['get', 'post', 'put', 'delete'] as const;
type Method = (typeof METHODS)[number];

export type ApiDocument = {
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Partial<Record<Method, DocumentOperation>>>;
};

/** The document, or an error when the answer is not one (a proxy's page, an envelope of a failure). */
export function asApiDocument(json: unknown): ApiDocument {
  const candidate = json as Partial<ApiDocument> | null;
  if (typeof candidate?.paths !== 'object' || !Array.isArray(candidate.tags) || typeof candidate.info?.description !== 'string') throw new Error('Not an API document');
  return candidate as ApiDocument;
}

/** Words about a parameter, as a message of the apiReference catalogue and its values: the page says them in its language. */
export type Phrase =
  | { key: 'type.oneOf'; values: { values: string } }
  | { key: 'type.address'; values?: undefined }
  | { key: 'limits.range'; values: { min: string; max: string } }
  | { key: 'limits.atLeast'; values: { min: string } }
  | { key: 'limits.atMost'; values: { max: string } }
  | { key: 'limits.maxLength'; values: { max: string } };

/** `type`: the schema's own type name (integer, string) as written, or a phrase. */
export type ParameterView = { name: string; location: 'path' | 'query'; required: boolean; type: string | Phrase; limits: Phrase | null; defaultValue: string | null; description: string | null };
export type OperationView = { id: string; method: Uppercase<Method>; path: string; summary: string; description: string | null; parameters: ParameterView[]; answer: string; curl: string };
export type GroupView = { tag: string; id: string; operations: OperationView[] };

/** Beyond this a bound says nothing a reader needs ("at most 9007199254740991"). */
const SAFE_BOUND = 1e12;

function typeOf(schema: ParameterJsonSchema): string | Phrase {
  if (schema.enum) return { key: 'type.oneOf', values: { values: schema.enum.join(', ') } };
  if (schema.pattern === '^0x[0-9a-fA-F]{40}$') return { key: 'type.address' };
  return schema.type ?? 'string';
}

function limitsOf(schema: ParameterJsonSchema): Phrase | null {
  const min = schema.minimum !== undefined && Math.abs(schema.minimum) < SAFE_BOUND ? schema.minimum : undefined;
  const max = schema.maximum !== undefined && Math.abs(schema.maximum) < SAFE_BOUND ? schema.maximum : undefined;
  // Bounds as written (no digit grouping): they are the API's numbers, as a request would carry them.
  if (min !== undefined && max !== undefined) return { key: 'limits.range', values: { min: String(min), max: String(max) } };
  if (min !== undefined) return { key: 'limits.atLeast', values: { min: String(min) } };
  if (max !== undefined) return { key: 'limits.atMost', values: { max: String(max) } };
  if (schema.maxLength !== undefined) return { key: 'limits.maxLength', values: { max: String(schema.maxLength) } };
  return null;
}

/** The request of the operation's examples as a command to paste: path parameters filled, the example query kept. */
export function curlOf(origin: string, path: string, parameters: readonly DocumentParameter[], method: Uppercase<Method> = 'GET', signedIn = false): string {
  const filled = path.replace(/\{(\w+)\}/g, (whole, name: string) => String(parameters.find((p) => p.in === 'path' && p.name === name)?.example ?? whole));
  const query = new URLSearchParams(parameters.filter((p) => p.in === 'query' && p.example !== undefined).map((p) => [p.name, String(p.example)])).toString();
  const options = [...(method === 'GET' ? [] : [`-X ${method}`]), ...(signedIn ? ["-H 'Authorization: Bearer <token>'"] : [])];
  return ['curl', ...options, `'${origin}${filled}${query ? `?${query}` : ''}'`].join(' ');
}

const anchorOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The document as the page shows it: one group per tag, in the document's order, each operation of a path on its own. */
export function groupsOf(document: ApiDocument, origin: string): GroupView[] {
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const verb = method.toUpperCase() as Uppercase<Method>;
      return [
        {
          tag: operation.tags[0]!,
          view: {
            id: anchorOf(`${method} ${path}`),
            method: verb,
            path,
            summary: operation.summary,
            description: operation.description ?? null,
            parameters: operation.parameters.map((p) => ({
              name: p.name,
              location: p.in,
              required: p.required,
              type: typeOf(p.schema),
              limits: limitsOf(p.schema),
              defaultValue: p.schema.default === undefined ? null : String(p.schema.default),
              description: p.schema.description ?? null,
            })),
            answer: Object.keys(operation.responses['200'].content).join(', '),
            curl: curlOf(origin, path, operation.parameters, verb, operation.security.length > 0),
          },
        },
      ];
    }),
  );
  return document.tags
    .map(({ name }) => ({ tag: name, id: anchorOf(name), operations: operations.filter((o) => o.tag === name).map((o) => o.view) }))
    .filter((group) => group.operations.length > 0);
}
