/**
 * `npm run bench`: the figures of issue 15, each with its target and PASS or FAIL. It builds the web,
 * starts the whole local stack on free ports in a scratch folder, measures, and stops it. Nothing
 * here is part of `npm test`; the machine has two cores, so the measurements run one after another.
 *
 *   npm run bench -- [--no-build] [--pairs=2] [--seconds=10] [--lighthouse-runs=3] [--pages=/GC,/Proposal] [--cold-starts=10] [--indexer-runs=3] [--ponder-runs=3] [--votes=6]
 *
 * A count of 0 skips that part (its rows print NOT MEASURED).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { request } from 'node:http';
import { throughputRows } from './bench/apiThroughput';
import { FIRST_LOAD_TARGET_KB, firstLoadRows } from './bench/firstLoad';
import { idleRunRow } from './bench/idleRun';
import { lambdaRows } from './bench/lambda';
import { LIGHTHOUSE_TARGETS, lighthouseRows } from './bench/lighthouse';
import { ponderRows } from './bench/ponder';
import { VOTE_BENCH_INTERVAL_MS, VOTE_LATENCY_FIGURE, voteLatencyRows } from './bench/voteLatency';
import { atLoad, kB, NOISY_LOAD, pass, printRows, type Row } from './bench/rows';
import { uploadInspectionRow } from './bench/uploadInspection';
import { startLocalStack } from './localStack/stack';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    pairs: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '10' },
    'lighthouse-runs': { type: 'string', default: '3' },
    /** Lighthouse only these of its pages (paths, comma-separated). */
    pages: { type: 'string' },
    'cold-starts': { type: 'string', default: '10' },
    'indexer-runs': { type: 'string', default: '3' },
    'ponder-runs': { type: 'string', default: '3' },
    votes: { type: 'string', default: '6' },
  },
});
const count = (name: keyof typeof values) => Number(values[name]);
const log = (line: string) => console.log(line);
const notMeasured = (figure: string, target: string, note: string): Row => ({ figure, measured: '—', target, verdict: 'NOT MEASURED', note });

const rows: Row[] = [];
/** Measures one part, its rows carrying the load the machine was at when it began (rows.ts atLoad); `untimed`: sizes and counts. */
async function measured(make: () => Row | Row[] | Promise<Row | Row[]>, options: { untimed?: true } = {}): Promise<void> {
  const load = loadavg()[0]!;
  const made = [await make()].flat();
  rows.push(...atLoad(load, options.untimed ? made.map((row) => ({ ...row, untimed: true as const })) : made));
}
const untimed = { untimed: true } as const;
const webDist = join(root, 'web', 'dist');

if (!values['no-build']) {
  log('building the web…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) log('(the web build reported a failure: its own budget check; the figures below still come from web/dist)');
}
await measured(() => firstLoadRows(webDist), untimed);
await measured(() => uploadInspectionRow());

/** Bytes of one answer as sent for an Accept-Encoding. */
function sentBytes(url: string, encoding: string): Promise<number> {
  return new Promise((done, fail) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.byteLength));
      res.on('end', () => done(bytes));
    })
      .on('error', fail)
      .end();
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-stack-'));
log('starting the local stack (DynamoDB Local, S3, devnet, indexer, API + web)…');
// The indexer's timer is held off while measuring (its first run fills the table before the API starts).
let idleRow: Row | null = null;
const stack = await startLocalStack({ dataDir, ports: 'free', webDir: webDist, indexerIntervalMs: 3_600_000, log: () => {} });
try {
  const origin = stack.url;
  const list = (await (await fetch(`${origin}/v1/proposals?size=1`)).json()) as { result: { items: { id: number }[] } };
  const proposalId = list.result.items[0]?.id;
  if (proposalId === undefined) throw new Error('the devnet scenario has no proposal');

  const [br, gzip, identity] = await Promise.all(['br', 'gzip', 'identity'].map((e) => sentBytes(`${origin}/v1/page/main`, e)));
  await measured(() => ({ figure: '/v1/page/main compressed', measured: `${kB(br!)} br, ${kB(gzip!)} gzip (${kB(identity!)} raw)`, target: '≤ 20 kB', verdict: pass(br! <= 20 * 1024 && gzip! <= 20 * 1024) }), untimed);

  if (count('pairs') > 0) {
    log(`\nAPI throughput, 20 clients, ${values.seconds} s each, ${values.pairs} alternating pair(s) API / plain server:`);
    await measured(() =>
      throughputRows(origin, ['/v1/page/main', `/v1/proposals/${proposalId}`, '/v1/councils', '/v1/status/staking'], {
        pairs: count('pairs'),
        seconds: count('seconds'),
        log,
      }),
    );
  } else rows.push(notMeasured('API req/s at 20 clients vs a plain server', '≥ 50%, 0 errors, p99 ≤ 50 ms', '--pairs=0'));

  const councils = (await (await fetch(`${origin}/v1/councils?order=vote`)).json()) as { result: { id: number }[] };
  const councilId = councils.result[0]?.id;
  if (councilId === undefined) throw new Error('the devnet scenario has no council');
  const lighthousePages = ['/Home', '/GC', `/GC/Detail?id=${councilId}`, '/Proposal', `/Proposal/Detail?id=${proposalId}`, '/Status', '/Treasury'];
  if (count('lighthouse-runs') > 0) {
    log('\nLighthouse (mobile):');
    // Each page's rows carry the load its own runs began at.
    rows.push(...(await lighthouseRows(origin, lighthousePages, { runs: count('lighthouse-runs'), chromePath: chromium(), pages: values.pages, log })));
  } else rows.push(notMeasured('Lighthouse mobile', LIGHTHOUSE_TARGETS, '--lighthouse-runs=0'));

  if (count('cold-starts') > 0) {
    log('\nAPI Lambda:');
    await measured(() => lambdaRows(stack.config, { runs: count('cold-starts'), log }));
  } else rows.push(notMeasured('API Lambda bundle and cold start', '≤ 1 MB, ≤ 300 ms', '--cold-starts=0'));

  log('\nidle indexer run (every job, nothing new on chain):');
  idleRow = atLoad(loadavg()[0]!, [{ ...(await idleRunRow(stack.config, log)), untimed: true }])[0]!;
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

if (count('indexer-runs') > 0) {
  log('\ngovernance indexer backfill vs replaying its own chain requests:');
  await measured(() => indexerRow(count('indexer-runs')));
} else rows.push(notMeasured('governance backfill / replay of its chain requests', '≤ 1.5', '--indexer-runs=0'));
if (count('ponder-runs') > 0) {
  log('\nour governance backfill vs Ponder 1.0 (bench/ponder) on the same devnet, alternating pairs:');
  await measured(() => ponderRows({ runs: count('ponder-runs'), log }));
} else rows.push(notMeasured('our backfill / Ponder 1.0 on the same data', '< 1', '--ponder-runs=0'));
if (count('votes') > 0) {
  log(`\nvotes → visible in the API, a stack of its own whose indexer runs every ${VOTE_BENCH_INTERVAL_MS / 1000} s:`);
  await measured(() => voteLatencyRows({ votes: count('votes'), intervalMs: VOTE_BENCH_INTERVAL_MS, webDir: webDist, log }));
} else rows.push(notMeasured(`${VOTE_LATENCY_FIGURE}, and in the snapshot HTML`, '≤ one indexer interval + 1 s / + 2 s', '--votes=0'));
rows.push(idleRow ?? notMeasured('idle indexer run: items written', '0', 'the stack stopped before it was measured'));

log(`\nmachine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; first-load target ${FIRST_LOAD_TARGET_KB} kB gzip; load is the 1-minute load average as each part began (above ${NOISY_LOAD}: NOISY, not judged)`);
printRows(rows);
process.exit(0);

function chromium(): string {
  const found = spawnSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8' }).stdout.trim();
  if (!found) throw new Error("Lighthouse needs Debian's chromium (apt-get install -y chromium), or --lighthouse-runs=0");
  return found;
}

/** Runs scripts/benchIndexer.ts in its own process and reads its ratio line. */
function indexerRow(runs: number): Promise<Row> {
  return new Promise((done) => {
    const child = spawn('npx', ['tsx', 'scripts/benchIndexer.ts', '--node=http', '--db=disk', `--runs=${runs}`], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on('exit', () => {
      const backfill = /governance backfill \(median of \d+\): ([\d.]+) s/.exec(out)?.[1];
      const replay = /every chain request it made, replayed:\s+([\d.]+) s/.exec(out)?.[1];
      if (!backfill || !replay) return done(notMeasured('governance backfill / replay of its chain requests', '≤ 1.5', 'benchIndexer.ts failed'));
      const ratio = Number(backfill) / Number(replay);
      done({ figure: 'governance backfill / replay of its chain requests', measured: `${backfill} s / ${replay} s = ${ratio.toFixed(2)}`, target: '≤ 1.5', verdict: pass(ratio <= 1.5) });
    });
  });
}
