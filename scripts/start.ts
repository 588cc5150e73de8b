/**
 * `npm start`: the whole portal on this machine, one URL. `npm run dev`: the same with Vite's hot
 * reload for the web. Data is kept under .data/ (delete it to start from a fresh chain).
 */
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_PORTS, type Ports, startLocalStack } from './localStack/stack';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    /** Serve the web build as it is (tests build it once beforehand). */
    'no-build': { type: 'boolean', default: false },
    data: { type: 'string', default: resolve(root, '.data') },
    /** Moves every port: web = base, rpc = base+1, dynamodb +2, s3 +3, forum +4, price +5, app2app +6. */
    'port-base': { type: 'string' },
  },
});

function portsFrom(base: number): Ports {
  return { web: base, rpc: base + 1, dynamo: base + 2, s3: base + 3, forum: base + 4, price: base + 5, app2app: base + 6 };
}

const log = (line: string) => console.log(`[portal] ${line}`);

if (!values.dev && !values['no-build']) {
  log('building the web…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

log('starting DynamoDB Local, S3, the devnet, the indexer and the API…');
const started = Date.now();
const stack = await startLocalStack({
  dataDir: values.data,
  ports: values['port-base'] ? portsFrom(Number(values['port-base'])) : DEFAULT_PORTS,
  webDir: values.dev ? null : resolve(root, 'web/dist'),
  indexerIntervalMs: 5_000,
  log,
  ...(values.dev ? { siteUrl: 'http://127.0.0.1:5173' } : {}),
});

let url = stack.url;
let vite: ReturnType<typeof spawn> | null = null;
if (values.dev) {
  vite = spawn('npx', ['vite', '--host', '127.0.0.1', '--port', '5173', '--strictPort'], {
    cwd: resolve(root, 'web'),
    stdio: 'inherit',
    env: { ...process.env, PORTAL_API_PORT: String(stack.ports.web), VITE_CHAIN_ID: String(stack.deployment.chainId) },
  });
  url = 'http://127.0.0.1:5173';
}

console.log(`\n  Council portal ready in ${((Date.now() - started) / 1000).toFixed(1)} s:  ${url}/Home\n  (Ctrl-C stops everything; data is kept in ${values.data})\n`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  vite?.kill('SIGTERM');
  await stack.stop();
  log('stopped; data kept.');
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
