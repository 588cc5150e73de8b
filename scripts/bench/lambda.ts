/** The API Lambda as deployed: its zipped bundle, and a cold start (new Node process → first answer). */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerConfig } from '@portal/core/config';
import { bundleLambda } from '@portal/infra/src/lambdaBundle';
import { zipFolder } from '@portal/infra/src/zipFolder';
import { kB, median, pass, spread, type Row } from './rows';

/** An HTTP API (payload 2.0) event for a GET, as API Gateway hands it to the function. */
function event(path: string) {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: '',
    headers: { host: 'bench.local', 'accept-encoding': 'br, gzip' },
    requestContext: { http: { method: 'GET', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' }, domainName: 'bench.local', requestId: 'bench', stage: '$default', timeEpoch: Date.now() },
    isBase64Encoded: false,
  };
}

/** Milliseconds from spawning a fresh `node` to the handler's first answer. */
function coldStart(bundle: string, env: Record<string, string>, path: string): Promise<number> {
  const script = `const { handler } = await import(${JSON.stringify(pathToFileURL(bundle).href)}); const r = await handler(${JSON.stringify(event(path))}, {}); process.stdout.write('status ' + r.statusCode + '\\n');`;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.once('data', (chunk: Buffer) => {
      const elapsed = performance.now() - started;
      if (!chunk.toString().startsWith('status 200')) reject(new Error(`cold start answered ${chunk.toString().trim()}`));
      else resolve(elapsed);
    });
    child.on('error', reject);
  });
}

export async function lambdaRows(config: ServerConfig, options: { runs: number; log(line: string): void }): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-lambda-'));
  try {
    const out = bundleLambda('api', join(dir, 'api'));
    const zipped = zipFolder(out).byteLength;
    const env = Object.fromEntries(Object.entries(config).flatMap(([key, value]) => (value === undefined || value === null ? [] : [[key, String(value)]])));
    const times: number[] = [];
    for (let run = 0; run < options.runs; run++) times.push(await coldStart(join(out, 'index.mjs'), env, '/v1/page/main'));
    options.log(`  cold starts (ms): ${times.map((t) => t.toFixed(0)).join(', ')}`);
    const cold = median(times);
    return [
      { figure: 'API Lambda bundle, zipped', measured: kB(zipped), target: '≤ 1 MB', verdict: pass(zipped <= 1024 * 1024), untimed: true },
      { figure: 'API Lambda cold start → first /v1/page/main', measured: `${cold.toFixed(0)} ms${spread(times)}`, target: '≤ 300 ms (median of 10)', verdict: pass(cold <= 300) },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
