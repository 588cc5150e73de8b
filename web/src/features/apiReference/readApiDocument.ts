import { z } from 'zod';

/**
 * What the reference page reads of GET /v1/openapi.json (functions/src/openapi/apiDocument.ts):
 * only the parts it shows, so the document may grow without breaking the page.
 */
const ParameterSchema = z.object({
  name: z.string(),
  in: z.enum(['path', 'query']),
  required: z.boolean(),
  schema: z.object({
    type: z.string().optional(),
    enum: z.array(z.union([z.string(), z.number()])).optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    pattern: z.string().optional(),
    default: z.unknown().optional(),
    description: z.string().optional(),
  }),
  example: z.union([z.string(), z.number()]).optional(),
});

const OperationSchema = z.object({
  tags: z.array(z.string()).min(1),
  summary: z.string(),
  parameters: z.array(ParameterSchema),
  responses: z.object({ '200': z.object({ content: z.record(z.string(), z.unknown()) }) }),
});

export const ApiDocumentSchema = z.object({
  info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
  tags: z.array(z.object({ name: z.string() })),
  paths: z.record(z.string(), z.object({ get: OperationSchema })),
});
export type ApiDocument = z.infer<typeof ApiDocumentSchema>;

export type ParameterView = { name: string; location: 'path' | 'query'; required: boolean; type: string; limits: string | null; defaultValue: string | null; description: string | null };
export type OperationView = { id: string; method: 'GET'; path: string; summary: string; parameters: ParameterView[]; answer: string; curl: string };
export type GroupView = { tag: string; id: string; operations: OperationView[] };

type ParameterJsonSchema = z.infer<typeof ParameterSchema>['schema'];

/** Beyond this a bound says nothing a reader needs ("at most 9007199254740991"). */
const SAFE_BOUND = 1e12;

function typeOf(schema: ParameterJsonSchema): string {
  if (schema.enum) return `one of ${schema.enum.join(', ')}`;
  if (schema.pattern === '^0x[0-9a-fA-F]{40}$') return 'address (0x + 40 hex digits)';
  return schema.type ?? 'string';
}

function limitsOf(schema: ParameterJsonSchema): string | null {
  const min = schema.minimum !== undefined && Math.abs(schema.minimum) < SAFE_BOUND ? schema.minimum : undefined;
  const max = schema.maximum !== undefined && Math.abs(schema.maximum) < SAFE_BOUND ? schema.maximum : undefined;
  if (min !== undefined && max !== undefined) return `${min} to ${max}`;
  if (min !== undefined) return `at least ${min}`;
  if (max !== undefined) return `at most ${max}`;
  if (schema.maxLength !== undefined) return `at most ${schema.maxLength} characters`;
  return null;
}

/** The request of the operation's examples as a command to paste: path parameters filled, the example query kept. */
export function curlOf(origin: string, path: string, parameters: readonly z.infer<typeof ParameterSchema>[]): string {
  const filled = path.replace(/\{(\w+)\}/g, (whole, name: string) => String(parameters.find((p) => p.in === 'path' && p.name === name)?.example ?? whole));
  const query = new URLSearchParams(parameters.filter((p) => p.in === 'query' && p.example !== undefined).map((p) => [p.name, String(p.example)])).toString();
  return `curl '${origin}${filled}${query ? `?${query}` : ''}'`;
}

const anchorOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The document as the page shows it: one group per tag, in the document's order. */
export function groupsOf(document: ApiDocument, origin: string): GroupView[] {
  const operations = Object.entries(document.paths).map(([path, { get }]) => ({
    tag: get.tags[0]!,
    view: {
      id: anchorOf(`get ${path}`),
      method: 'GET' as const,
      path,
      summary: get.summary,
      parameters: get.parameters.map((p) => ({
        name: p.name,
        location: p.in,
        required: p.required,
        type: typeOf(p.schema),
        limits: limitsOf(p.schema),
        defaultValue: p.schema.default === undefined ? null : String(p.schema.default),
        description: p.schema.description ?? null,
      })),
      answer: Object.keys(get.responses['200'].content).join(', '),
      curl: curlOf(origin, path, get.parameters),
    },
  }));
  return document.tags
    .map(({ name }) => ({ tag: name, id: anchorOf(name), operations: operations.filter((o) => o.tag === name).map((o) => o.view) }))
    .filter((group) => group.operations.length > 0);
}
