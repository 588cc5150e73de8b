import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueEntries } from '@portal/core/api/catalogue';
import { parseServerConfig } from '@portal/core/config';
import { seedPublicReads } from '../../../test/fixtures/publicApiSeed';
import { freshTestDb } from '../../../test/setup/services';
import { createApp } from '../app';
import { type ApiDocument, documentedPaths } from './apiDocument';

/**
 * The document against the real app over DynamoDB Local: every public read of the catalogue, asked
 * with its example, answers 200 with data that the document's own schema for it accepts (and its zod
 * schema parses). A field added, dropped or re-typed on either side fails here. (The signed-in reads
 * and the writes are asked in test/contract/apiKeys.int.test.ts.)
 */

type Envelope = { code: number; result?: unknown; err_msg?: string };

/** An answer with nothing in it would let any item shape pass: every example must carry data. */
function isEmptyAnswer(result: unknown): boolean {
  if (Array.isArray(result)) return result.length === 0;
  if (typeof result !== 'object' || result === null) return result === null;
  const record = result as Record<string, unknown>;
  if (Array.isArray(record.items)) return record.items.length === 0;
  return Object.keys(record).length === 0;
}

describe('the API document against the real answers (DynamoDB Local)', () => {
  let app: ReturnType<typeof createApp>;
  let document: ApiDocument;
  const ajv = addFormats(new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true }));
  const validators = new Map<string, ValidateFunction>();

  /** The document's schema of the 200 answer of a path, compiled once. */
  function answerValidator(path: string, contentType: string): ValidateFunction {
    const key = `${path} ${contentType}`;
    const cached = validators.get(key);
    if (cached) return cached;
    // The document names a segment two routes share by both of its ids (`{fundOrTreasuryId}`).
    const documented = documentedPaths(catalogueEntries().map(([name]) => name.split(' ')[1]!)).get(path) ?? path;
    const response = document.paths[documented]?.get?.responses['200'] as { content: Record<string, { schema: object }> } | undefined;
    const schema = response?.content[contentType]?.schema;
    if (!schema) throw new Error(`GET ${path} documents no ${contentType} answer`);
    const compiled = ajv.compile(schema);
    validators.set(key, compiled);
    return compiled;
  }

  beforeAll(async () => {
    const db = await freshTestDb();
    const config = parseServerConfig({
      CHAIN_ID: '31337',
      RPC_URL: 'http://127.0.0.1:8545',
      VOTING_ADDRESS: '0xbf4bBb29b64BdCD59596b87c40D1D539070CB9C6',
      APP2APP_URL: 'http://127.0.0.1:4603/api/v1/k',
    });
    app = createApp({ db, config });
    await seedPublicReads(db);
    // The served document, not one built beside it: what a client downloads is what is checked.
    document = (await (await app.request('/v1/openapi.json')).json()) as ApiDocument;
  });

  const reads = catalogueEntries().flatMap(([name, read]) =>
    name.startsWith('GET ') && read.access.kind === 'publicRead' && read.example !== undefined ? [[name.slice('GET '.length), read.example, read] as const] : [],
  );

  it.each(reads)('GET %s (%s) answers what the document says', async (path, example, read) => {
    const response = await app.request(example);
    const contentType = response.headers.get('Content-Type') ?? '';
    if ('contentType' in read.answer) {
      expect(response.status, example).toBe(200);
      expect(contentType).toBe(read.answer.contentType);
      const body = await response.text();
      const validate = answerValidator(path, read.answer.contentType);
      validate(contentType.startsWith('application/json') ? JSON.parse(body) : body);
      expect(validate.errors ?? [], `${example} drifted from the document`).toEqual([]);
      if (read.answer.schema) expect(read.answer.schema.safeParse(JSON.parse(body)).success, `${example} drifted from its zod schema`).toBe(true);
      if (contentType.startsWith('text/csv')) expect(body.split('\n').filter((line) => line !== '').length, `${example} has rows under its header`).toBeGreaterThan(1);
      return;
    }
    const body = (await response.json()) as Envelope;
    expect(body.err_msg, example).toBeUndefined();
    expect(response.status).toBe(200);
    expect(contentType).toMatch(/^application\/json/);
    expect(isEmptyAnswer(body.result), `${example} answered no data`).toBe(false);
    const validate = answerValidator(path, 'application/json');
    validate(body);
    expect(validate.errors ?? [], `${example} drifted from the document`).toEqual([]);
    const parsed = read.answer.safeParse(body.result);
    expect(parsed.success ? [] : parsed.error.issues, `${example} drifted from its zod schema`).toEqual([]);
  });

  it('refuses an answer with a field added, dropped or re-typed', async () => {
    const body = (await (await app.request('/v1/release_note')).json()) as { code: number; result: Record<string, unknown>[] };
    const validate = answerValidator('/v1/release_note', 'application/json');
    expect(validate(body)).toBe(true);
    const [note] = body.result;
    const withNote = (changed: Record<string, unknown>) => ({ ...body, result: [changed] });
    expect(validate(withNote({ ...note, rank: 1 }))).toBe(false);
    const { title: _title, ...withoutTitle } = note!;
    expect(validate(withNote(withoutTitle))).toBe(false);
    expect(validate(withNote({ ...note, id: '1' }))).toBe(false);
    expect(validate({ ...body, extra: true })).toBe(false);
  });

  it('documents the failure envelope the app answers', async () => {
    const validate = ajv.compile(document.components.schemas.Failure!);
    for (const path of ['/v1/councils/999', '/v1/proposals?size=1000', '/v1/release_note?page=2', '/v1/nothing']) {
      const response = await app.request(path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(validate(await response.json()), path).toBe(true);
    }
  });
});
