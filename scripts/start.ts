/**
 * `npm start`: the whole portal on this machine, one URL. `npm run dev`: the same with Vite's hot
 * reload for the web. Data is kept under .data/ (delete it to start from a fresh chain).
 */
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { DEFAULT_PORTS, type ExternalChain, ExternalChainSchema, type Ports, startLocalStack } from './localStack/stack';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    /** Serve the web build as it is (tests build it once beforehand). */
    'no-build': { type: 'boolean', default: false },
    data: { type: 'string', default: resolve(root, '.data') },
    /** Moves every port: web = base, rpc = base+1, dynamodb +2, s3 +3, forum +4, price +5, app2app +6. */
    'port-base': { type: 'string' },
    /** Serve an existing network instead of the devnet (docs/local-stack.md, "Against another chain"). */
    'rpc-url': { type: 'string' },
    'chain-id': { type: 'string' },
    voting: { type: 'string' },
    'address-book': { type: 'string' },
    kcf: { type: 'string' },
    kff: { type: 'string' },
    'gov-param': { type: 'string' },
    'start-block': { type: 'string' },
    /** Start an empty data folder as a copy of a played stack (scripts/localStack/playedStack.ts), as the tests do. */
    played: { type: 'string' },
  },
});

/** The other chain, when asked for: every flag it needs or none of them. */
function externalChain(): ExternalChain | undefined {
  const given = [values['rpc-url'], values['chain-id'], values.voting, values['start-block']];
  if (given.every((v) => v === undefined) && !values['address-book'] && !values.kcf && !values.kff && !values['gov-param']) return undefined;
  const parsed = ExternalChainSchema.safeParse({
    rpcUrl: values['rpc-url'],
    chainId: values['chain-id'] === undefined ? undefined : Number(values['chain-id']),
    startBlock: values['start-block'] === undefined ? undefined : Number(values['start-block']),
    contracts: { voting: values.voting, addressBook: values['address-book'], kcf: values.kcf, kff: values.kff, govParam: values['gov-param'] },
  });
  if (!parsed.success) {
    console.error(`Another chain needs --rpc-url, --chain-id, --voting and --start-block (and optionally --address-book, --kcf, --kff, --gov-param):\n${z.prettifyError(parsed.error)}`);
    process.exit(2);
  }
  return parsed.data;
}
const chain = externalChain();
// Another chain's items never share a table with the devnet's: its own data folder by default.
const dataDir = chain && !process.argv.some((a) => a.startsWith('--data')) ? resolve(root, '.data', `chain-${chain.chainId}`) : values.data;

function portsFrom(base: number): Ports {
  return { web: base, rpc: base + 1, dynamo: base + 2, s3: base + 3, forum: base + 4, price: base + 5, app2app: base + 6 };
}

const log = (line: string) => console.log(`[portal] ${line}`);

// One setting names the network's names for both halves: the API's NETWORK_PROFILE and the web build's.
const networkProfile = process.env.NETWORK_PROFILE;
const webEnv = { ...process.env, ...(networkProfile ? { VITE_NETWORK_PROFILE: networkProfile } : {}) };

if (!values.dev && !values['no-build']) {
  log('building the web…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: webEnv });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

log(`starting DynamoDB Local, S3, ${chain ? `the link to chain ${chain.chainId}` : 'the devnet'}, the indexer and the API…`);
const started = Date.now();
const stack = await startLocalStack({
  chain,
  dataDir,
  ports: values['port-base'] ? portsFrom(Number(values['port-base'])) : DEFAULT_PORTS,
  webDir: values.dev ? null : resolve(root, 'web/dist'),
  indexerIntervalMs: 5_000,
  log,
  ...(values.dev ? { siteUrl: 'http://127.0.0.1:5173' } : {}),
  ...(networkProfile ? { networkProfile } : {}),
  ...(values.played ? { playedStack: values.played } : {}),
});

let url = stack.url;
let vite: ReturnType<typeof spawn> | null = null;
if (values.dev) {
  vite = spawn('npx', ['vite', '--host', '127.0.0.1', '--port', '5173', '--strictPort'], {
    cwd: resolve(root, 'web'),
    stdio: 'inherit',
    env: { ...webEnv, PORTAL_API_PORT: String(stack.ports.web), VITE_CHAIN_ID: String(stack.config.CHAIN_ID) },
  });
  url = 'http://127.0.0.1:5173';
}

console.log(`\n  Council portal ready in ${((Date.now() - started) / 1000).toFixed(1)} s:  ${url}/Home\n  (Ctrl-C stops everything; data is kept in ${dataDir})\n`);

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
