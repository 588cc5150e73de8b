/**
 * Issue 15's yardstick: our governance backfill against Ponder 1.0 (bench/ponder, installed from its
 * own lockfile, never a dependency of the product) indexing the same voting contract and staking
 * tracker events, with the same per-agenda tracker reads, on one devnet served over HTTP.
 *
 *   npx tsx scripts/bench/ponder.ts [--runs=3]
 *
 * Ponder treats the devnet's chain (31337) as final 30 blocks behind its head, and indexes a final
 * range only as history: the devnet mines 30 empty blocks after its scenario, Ponder's end block and
 * our target (CONFIRMATIONS = 30) are both the scenario's last block.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createPublicClient, http, type PublicClient } from 'viem';
import { listProposalChains } from '@portal/core/db/repositories/proposals';
import type { Deployment } from '@portal/devnet/src/deployment';
import { startDevnet } from '@portal/devnet/src/node';
import type { IndexerContext } from '@portal/indexer/src/context';
import { runGovernanceJob } from '@portal/indexer/src/jobs/governanceJob';
import { startDynamo } from '../localStack/dynamo';
import { freePort } from '../localStack/listen';
import { freshGovernanceDb, governanceConfig } from './governanceBackfill';
import {
  countMismatches,
  countsOfChains,
  type IndexedCounts,
  parsePonderLog,
  PONDER_FIGURE,
  PONDER_TARGET,
  type PonderPairs,
  ponderRow,
  rpcRequestsOf,
} from './ponderFigures';
import type { Row } from './rows';

const ponderDir = resolve(import.meta.dirname, '..', '..', 'bench', 'ponder');
const ponderBin = join(ponderDir, 'node_modules', 'ponder', 'dist', 'esm', 'bin', 'ponder.js');
/** Blocks behind the head Ponder 1.0 counts as final on a chain it does not know. */
const PONDER_FINALITY = 30;
const READY_TIMEOUT_MS = 300_000;

type Log = (line: string) => void;

/**
 * Installs bench/ponder at its lockfile's versions when a fresh clone has not yet. Not `npm ci`: the
 * registry these machines reach has no build of rollup's optional packages for other platforms, so
 * the lockfile could not list them and `npm ci` refuses it as out of sync; `npm install --no-save`
 * installs the locked versions and leaves the lockfile as it is.
 */
export function ensurePonderInstalled(log: Log): void {
  if (existsSync(ponderBin)) return;
  log('installing Ponder 1.0 into bench/ponder (its own lockfile)…');
  const install = spawnSync('npm', ['install', '--prefix', ponderDir, '--no-save', '--no-audit', '--no-fund', '--loglevel=error'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (install.status !== 0 || !existsSync(ponderBin)) throw new Error(`npm install in bench/ponder failed (exit ${install.status})`);
}

/** Alternating pairs (ours first, then Ponder first…) on one devnet; its one row compares their medians. */
export async function ponderRows({ runs, log }: { runs: number; log: Log }): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-ponder-'));
  const stops: (() => Promise<void>)[] = [];
  try {
    ensurePonderInstalled(log);
    const dynamo = await startDynamo(join(dir, 'dynamodb'), await freePort(), () => {});
    stops.push(dynamo.stop);
    const devnet = await startDevnet({ dataDir: join(dir, 'devnet'), port: 0 });
    stops.push(devnet.stop);
    const client = createPublicClient({ transport: http(devnet.rpcUrl, { batch: { batchSize: 100, wait: 0 }, retryCount: 5, timeout: 30_000 }), cacheTime: 0 });
    await client.request({ method: 'hardhat_mine', params: [`0x${PONDER_FINALITY.toString(16)}`] } as never);
    const endBlock = (await client.getBlockNumber()) - BigInt(PONDER_FINALITY);
    const { deployment } = devnet;
    log(`devnet: blocks ${deployment.startBlock}–${endBlock} indexed by both (+${PONDER_FINALITY} empty blocks for Ponder's finality)`);

    const pairs: PonderPairs = { ours: [], ponderIndexing: [], ponderTotal: [], mismatches: [], load: [loadavg()[0]!] };
    for (let run = 0; run < runs; run++) {
      const pair: { ours?: Awaited<ReturnType<typeof timeOurBackfill>>; ponder?: Awaited<ReturnType<typeof timePonder>> } = {};
      const measureOurs = async () => {
        const ours = (pair.ours = await timeOurBackfill(client, deployment, dynamo.endpoint, `bench-ponder-${run}`));
        log(`pair ${run + 1}: ours ${ours.seconds.toFixed(3)} s; indexed ${JSON.stringify(ours.counts)}`);
      };
      const measurePonder = async () => {
        const ponder = (pair.ponder = await timePonder({ deployment, rpcUrl: devnet.rpcUrl, endBlock, dbDir: join(dir, `pglite-${run}`), log }));
        log(
          `pair ${run + 1}: Ponder ${ponder.indexingSeconds.toFixed(3)} s from the ${ponder.marker} to /ready; ` +
            `${ponder.totalSeconds.toFixed(3)} s from its process start to /ready answering 200; indexed ${JSON.stringify(ponder.counts)}; ` +
            `chain requests ${JSON.stringify(ponder.requests)}`,
        );
      };
      // Alternating which goes first spreads a drift in the machine's load over both.
      for (const measure of run % 2 === 0 ? [measureOurs, measurePonder] : [measurePonder, measureOurs]) await measure();
      const { ours, ponder } = pair as Required<typeof pair>;
      pairs.ours.push(ours.seconds);
      pairs.ponderIndexing.push(ponder.indexingSeconds);
      pairs.ponderTotal.push(ponder.totalSeconds);
      pairs.mismatches.push(...countMismatches(ours.counts, ponder.counts));
      pairs.load.push(loadavg()[0]!);
    }
    pairs.mismatches = [...new Set(pairs.mismatches)];
    return [ponderRow(pairs)];
  } catch (error) {
    log(`Ponder yardstick failed: ${(error as Error).stack ?? String(error)}`);
    return [{ figure: PONDER_FIGURE, measured: '—', target: PONDER_TARGET, verdict: 'NOT MEASURED', note: `failed: ${(error as Error).message.split('\n')[0]}` }];
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One governance backfill into a fresh table, timed as scripts/benchIndexer.ts times it, and what it stored. */
async function timeOurBackfill(
  client: PublicClient,
  deployment: Deployment,
  endpoint: string,
  tableName: string,
): Promise<{ seconds: number; counts: IndexedCounts }> {
  const db = await freshGovernanceDb(endpoint, tableName);
  const ctx: IndexerContext = { db, client, config: governanceConfig(deployment, PONDER_FINALITY), now: () => new Date(), log: () => {} };
  const started = performance.now();
  await runGovernanceJob(ctx);
  const seconds = (performance.now() - started) / 1000;
  return { seconds, counts: countsOfChains(await listProposalChains(db)) };
}

type PonderRun = { deployment: Deployment; rpcUrl: string; endBlock: bigint; dbDir: string; log: Log };

/**
 * `ponder start` on a fresh PGlite folder, until /ready answers 200; then its counts, and it stops.
 * Two times: its own indexing (from its log) and the whole process (start → /ready).
 */
async function timePonder({ deployment, rpcUrl, endBlock, dbDir, log }: PonderRun) {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PONDER_RPC_URL: rpcUrl,
    PONDER_CHAIN_ID: String(deployment.chainId),
    PONDER_VOTING_ADDRESS: deployment.contracts.voting,
    PONDER_TRACKER_ADDRESS: deployment.contracts.stakingTracker,
    PONDER_START_BLOCK: String(deployment.startBlock),
    PONDER_END_BLOCK: String(endBlock),
    PONDER_DB_DIR: dbDir,
    PONDER_TELEMETRY_DISABLED: 'true',
  };
  delete env.DATABASE_URL;
  delete env.DATABASE_PRIVATE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, [ponderBin, 'start', '--port', String(port), '--schema', 'bench', '--log-format', 'json'], {
    cwd: ponderDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitUntilReady(child, `http://127.0.0.1:${port}/ready`, () => output);
    const totalSeconds = (performance.now() - started) / 1000;
    const counts = (await (await fetch(`http://127.0.0.1:${port}/counts`)).json()) as IndexedCounts;
    const requests = rpcRequestsOf(await (await fetch(`http://127.0.0.1:${port}/metrics`)).text());
    await stopChild(child);
    const parsed = parsePonderLog(output);
    if (!parsed.indexingStart || parsed.readyAt === null) throw new Error(`Ponder's log did not say when it started indexing or became ready:\n${output.slice(-2000)}`);
    return { indexingSeconds: (parsed.readyAt - parsed.indexingStart.at) / 1000, marker: parsed.indexingStart.marker, totalSeconds, counts, requests };
  } catch (error) {
    log(`Ponder's output:\n${output.slice(-4000)}`);
    throw error;
  } finally {
    await stopChild(child);
  }
}

async function waitUntilReady(child: ChildProcess, url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`ponder start exited (${child.exitCode}) before it was ready: ${parsePonderLog(output()).errors.join('; ')}`);
    const status = await fetch(url).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`Ponder was not ready after ${READY_TIMEOUT_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
  const { printRows } = await import('./rows');
  const log = (line: string) => console.log(line);
  printRows(await ponderRows({ runs, log }));
  process.exit(0);
}
