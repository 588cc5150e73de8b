import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scanTable } from '../../test/fixtures/tableScan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '@portal/core/db/client';
import { catchUp, indexerPasses, type IndexerPass } from '../../scripts/bench/idleRun';
import { type LocalStack, startLocalStack } from '../../scripts/localStack/stack';

/**
 * The whole indexer (every job) on the local stack's devnet scenario and seeded table: once it has
 * caught up, a pass with nothing new on chain writes no item and asks the chain only whether
 * anything is new; a new block is indexed as usual.
 */
let dataDir: string;
let stack: LocalStack;
let db: Db;
let runPass: () => Promise<IndexerPass>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-idle-'));
  stack = await startLocalStack({ dataDir, ports: 'free', webDir: null, indexerIntervalMs: 3_600_000, playedStack: process.env.PORTAL_PLAYED_STACK, log: () => {} });
  const { config } = stack;
  db = createDb({ tableName: config.PORTAL_TABLE, endpoint: config.DYNAMODB_ENDPOINT, region: config.AWS_REGION });
  runPass = indexerPasses(config);
  await catchUp(runPass);
}, 600_000);

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('an idle indexer run (local stack)', () => {
  it('writes no item and asks the chain only for the head and the checkpoints\' blocks', async () => {
    const before = await scanTable(db);
    const idle = await runPass();
    expect(idle.summary.failed).toEqual([]);
    expect(idle.writes.keys).toEqual([]);
    expect(idle.writes.items).toBe(0);
    expect(await scanTable(db)).toEqual(before);
    expect([...new Set(idle.requests.map((r) => r.method))].sort()).toEqual(['eth_blockNumber', 'eth_getBlockByNumber']);
    // The pass's jobs share one head and their windows' blocks (passReads): the head, the confirmed
    // head's block, the staking job's last closed day, and a statistics job's own read of a block's
    // time (networkSource). Each job asking for itself made 15.
    expect(idle.requests.filter((r) => r.method === 'eth_blockNumber')).toHaveLength(1);
    expect(idle.requests.length).toBeLessThanOrEqual(4);
    // Nor does it read the table through: a warm indexer remembers the checks that found nothing to
    // do (indexer/src/memory.ts). Checking every item's projection version and rebuilding the
    // activity views on every pass read about 2,850 of the scenario's items.
    console.log(`idle pass: ${idle.itemsRead} items read`);
    expect(idle.itemsRead).toBeLessThan(1_000);
  }, 120_000);

  it('still indexes a new block: the chain jobs move their checkpoints, and the pass after writes nothing again', async () => {
    await fetch(stack.config.RPC_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'evm_mine', params: [] }) });
    const moved = await runPass();
    expect(moved.summary.failed).toEqual([]);
    expect(moved.writes.keys).toEqual(expect.arrayContaining(['CHECKPOINT governance', 'CHECKPOINT network']));
    expect((await runPass()).writes.items).toBe(0);
  }, 120_000);
});
