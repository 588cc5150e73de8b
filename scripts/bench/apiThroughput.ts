/**
 * API read throughput under 20 concurrent clients (autocannon), side by side with a plain Node HTTP
 * server sending the very same bytes (the API's brotli answer with its headers), in alternating
 * pairs so the machine's noise falls on both.
 */
import { spawn } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import { median, pass, spread, type Row } from './rows';

export const AUTOCANNON = 'autocannon@8.0.0';
const CONNECTIONS = 20;
const HEADERS = { 'accept-encoding': 'br, gzip' };

type Run = { rps: number; p99: number; errors: number };

function autocannon(url: string, seconds: number): Promise<Run> {
  const args = ['--yes', AUTOCANNON, '-c', String(CONNECTIONS), '-d', String(seconds), '-j', ...Object.entries(HEADERS).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url];
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      const json = JSON.parse(out.slice(out.indexOf('{'))) as { requests: { average: number }; latency: { p99: number }; errors: number; timeouts: number; non2xx: number };
      resolve({ rps: json.requests.average, p99: json.latency.p99, errors: json.errors + json.timeouts + json.non2xx });
    });
  });
}

/** A server that answers every request with one fixed body and headers: the floor of Node's HTTP cost. */
function plainServer(body: Buffer, headers: Record<string, string>): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { ...headers, 'content-length': String(body.byteLength) });
    res.end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => new Promise<void>((done) => server.close(() => done())) });
    }),
  );
}

const KEPT_HEADERS = ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary'];

export async function throughputRows(origin: string, paths: readonly string[], options: { pairs: number; seconds: number; log(line: string): void }): Promise<Row[]> {
  const rows: Row[] = [];
  for (const path of paths) {
    // The bytes as sent (fetch would decode them).
    const sent = await rawBody(`${origin}${path}`);
    if (sent.status !== 200) throw new Error(`${path} answered ${sent.status}`);
    const headers = Object.fromEntries(KEPT_HEADERS.flatMap((name) => (sent.headers[name] ? [[name, String(sent.headers[name])]] : [])));
    const plain = await plainServer(sent.body, headers);
    const api: Run[] = [];
    const floor: Run[] = [];
    try {
      for (let pair = 0; pair < options.pairs; pair++) {
        api.push(await autocannon(`${origin}${path}`, options.seconds));
        floor.push(await autocannon(plain.url, options.seconds));
        options.log(`  ${path} pair ${pair + 1}: API ${api.at(-1)!.rps.toFixed(0)} req/s (p99 ${api.at(-1)!.p99} ms), plain ${floor.at(-1)!.rps.toFixed(0)} req/s`);
      }
    } finally {
      await plain.close();
    }
    const ratios = api.map((run, i) => (100 * run.rps) / floor[i]!.rps);
    const ratio = median(ratios);
    const p99 = median(api.map((r) => r.p99));
    const errors = api.reduce((sum, r) => sum + r.errors, 0);
    const ok = ratio >= 50 && errors === 0 && Math.max(...api.map((r) => r.p99)) <= 50;
    rows.push({
      figure: `API ${path} req/s vs plain server (${sent.body.byteLength} B ${headers['content-encoding'] ?? 'identity'})`,
      measured: `${median(api.map((r) => r.rps)).toFixed(0)} vs ${median(floor.map((r) => r.rps)).toFixed(0)} = ${ratio.toFixed(1)}%${spread(ratios, 1)}, p99 ${p99} ms, ${errors} errors`,
      target: '≥ 50%, 0 errors, p99 ≤ 50 ms',
      verdict: pass(ok),
    });
  }
  return rows;
}

async function rawBody(url: string): Promise<{ status: number; body: Buffer; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: HEADERS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}
