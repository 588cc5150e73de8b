import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@portal/core/db/client';
import { planted } from '../../../test/fixtures/plantedRoutes';
import { createApp } from '../app';
import { apiDocument } from './apiDocument';

/**
 * An independent linter's verdict on the document: Redocly's recommended rules (redocly.yaml at the
 * root says which one is off, and why), run by its own CLI on the document the real app serves, and
 * on one of planted entries of every kind a route may be, so a shape the catalogue does not hold yet
 * is linted too.
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

type Problem = { ruleId: string; severity: 'error' | 'warn'; message: string; location: { pointer?: string }[] };
type LintReport = { totals: { errors: number; warnings: number }; problems: Problem[] };

async function lint(file: string): Promise<LintReport> {
  const args = ['lint', file, '--config', join(ROOT, 'redocly.yaml'), '--format=json'];
  // No telemetry and no update check: the verdict must not depend on the network.
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const { stdout } = await run(join(ROOT, 'node_modules/.bin/redocly'), args, { cwd: ROOT, env }).catch((error: { stdout?: string }) => {
    // It exits 1 when it finds errors; the report is still on stdout.
    if (error.stdout) return { stdout: error.stdout };
    throw error;
  });
  return JSON.parse(stdout.slice(stdout.indexOf('{'))) as LintReport;
}

const listed = (report: LintReport) => report.problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`);

describe('the API document under Redocly (recommended)', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('finds no error and no warning in the document the app serves', async () => {
    const app = createApp({ db: createDb({ tableName: 'redocly', region: 'us-east-1', endpoint: 'http://127.0.0.1:9' }) });
    const response = await app.request('/v1/openapi.json');
    expect(response.status).toBe(200);
    const file = join(dir, 'openapi.json');
    await writeFile(file, await response.text());
    const report = await lint(file);
    expect(listed(report)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it('finds none in a document of every kind of route', async () => {
    const file = join(dir, 'planted.json');
    await writeFile(file, JSON.stringify(apiDocument(planted)));
    const report = await lint(file);
    expect(listed(report)).toEqual([]);
  }, 60_000);

  it('does report what its rules forbid (a planted operation without security, operationId or 4xx)', async () => {
    const document = apiDocument(planted);
    const get = document.paths['/v1/things']!.get!;
    const { security: _security, operationId: _id, ...bare } = get;
    const responses = { '200': get.responses['200']! };
    const file = join(dir, 'bare.json');
    await writeFile(file, JSON.stringify({ ...document, paths: { ...document.paths, '/v1/things': { get: { ...bare, responses } } } }));
    const rules = new Set((await lint(file)).problems.map((p) => p.ruleId));
    expect(rules).toEqual(new Set(['security-defined', 'operation-operationId', 'operation-4xx-response']));
  }, 60_000);
});
