import type { ServerConfig } from '@portal/core/config';
import { createDb } from '@portal/core/db/client';
import { countReads, countWrites, type WriteCount } from '@portal/core/db/writeCounter';
import type { IndexerContext } from '@portal/indexer/src/context';
import { IndexerMemory } from '@portal/indexer/src/memory';
import { NETWORK_JOB } from '@portal/indexer/src/jobs/networkJob';
import { BLOCK_JOBS } from '@portal/indexer/src/lag';
import { createChainClient } from '@portal/indexer/src/read/chainClient';
import { runIndexer, type RunSummary } from '@portal/indexer/src/runIndexer';
import { type RecordedRequest, recordingTransport, requestsByMethod } from './recordingTransport';
import { pass, type Row } from './rows';

/** One pass: its jobs' results, the chain requests it made, the items it wrote and read (queries and gets), its time. */
export type IndexerPass = { summary: RunSummary; requests: RecordedRequest[]; writes: WriteCount; itemsRead: number; ms: number };

/** The jobs that read new blocks; a pass where each of them found none has caught up with the chain. */
const CHAIN_JOBS = new Set<string>([NETWORK_JOB, ...BLOCK_JOBS]);
const MAX_CATCH_UP_PASSES = 10;

/**
 * One pass of the whole indexer (every job) with its own table and chain clients, counting the
 * chain requests it makes and the items it writes and reads. Its context keeps a warm indexer's
 * memory from pass to pass, as a reused Lambda container's does.
 */
export function indexerPasses(config: ServerConfig, log: (line: string) => void = () => {}): () => Promise<IndexerPass> {
  const requests: RecordedRequest[] = [];
  const db = createDb({ tableName: config.PORTAL_TABLE, endpoint: config.DYNAMODB_ENDPOINT, region: config.AWS_REGION });
  const writes = countWrites(db);
  const reads = countReads(db);
  const ctx: IndexerContext = {
    db,
    client: createChainClient(config.RPC_URL, (transport) => recordingTransport(transport, requests)),
    config,
    now: () => new Date(),
    log,
    memory: new IndexerMemory(),
  };
  return async () => {
    requests.length = 0;
    writes.reset();
    reads.reset();
    const started = performance.now();
    const summary = await runIndexer(ctx);
    const { queried, fetched } = reads.count();
    return { summary, requests: [...requests], writes: writes.count(), itemsRead: queried + fetched, ms: performance.now() - started };
  };
}

const caughtUp = (summary: RunSummary) => summary.failed.length === 0 && summary.ok.every((r) => !CHAIN_JOBS.has(r.job) || r.skipped !== undefined);

/** Runs passes until one finds no new block in any chain job (a long history takes several); returns how many ran. */
export async function catchUp(runPass: () => Promise<IndexerPass>, log: (line: string) => void = () => {}): Promise<number> {
  for (let passes = 1; ; passes++) {
    const done = await runPass();
    if (caughtUp(done.summary)) return passes;
    if (passes >= MAX_CATCH_UP_PASSES) throw new Error(`the indexer had not caught up after ${passes} passes: ${JSON.stringify(done.summary.failed)}`);
    log(`  catching up: pass ${passes}, ${done.writes.items} items written, ${done.requests.length} chain requests`);
  }
}

/**
 * An idle run: the indexer, caught up with a chain where nothing happens, runs once more. It should
 * neither write (nothing changed) nor ask the chain much (a head and a block to see nothing is
 * new). Passes run first until one finds no new block in any chain job; the pass after that one is
 * the idle run.
 */
export async function measureIdleRun(config: ServerConfig, log: (line: string) => void): Promise<{ catchUpPasses: number; idle: IndexerPass }> {
  const runPass = indexerPasses(config);
  const catchUpPasses = await catchUp(runPass, log);
  return { catchUpPasses, idle: await runPass() };
}

/** The bench's row: items an idle run writes (target 0), with the chain requests it makes. */
export async function idleRunRow(config: ServerConfig, log: (line: string) => void): Promise<Row> {
  const { catchUpPasses, idle } = await measureIdleRun(config, log);
  const { items, keys } = idle.writes;
  log(`idle indexer run: requests made ${idle.requests.length}, items written ${items}, items read ${idle.itemsRead} (after ${catchUpPasses} pass(es) to catch up; ${idle.ms.toFixed(0)} ms)`);
  log(`  chain requests: ${requestsByMethod(idle.requests)}`);
  if (items > 0) log(`  items written: ${keys.slice(0, 20).join('; ')}${keys.length > 20 ? '; …' : ''}`);
  return {
    figure: 'idle indexer run: items written',
    measured: `${items} items, ${idle.requests.length} chain requests, ${idle.itemsRead} items read`,
    target: '0',
    verdict: pass(items === 0),
  };
}
