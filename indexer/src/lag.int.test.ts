import { describe, expect, it } from 'vitest';
import type { PublicClient } from 'viem';
import { parseServerConfig } from '@portal/core/config';
import { advanceCheckpoint, checkpointCursor } from '@portal/core/db/repositories/checkpoints';
import type { Db } from '@portal/core/db/client';
import { freshTestDb } from '../../test/setup/services';
import type { IndexerContext } from './context';
import { GOVERNANCE_JOB } from './jobs/governanceJob';
import { TREASURY_JOB } from './jobs/treasuryJob';
import { indexerLag, lagMetricLine } from './lag';

const HASH = `0x${'ab'.repeat(32)}`;

function context(db: Db, head: bigint, confirmations = 0): IndexerContext {
  return {
    db,
    client: { getBlockNumber: async () => head } as unknown as PublicClient,
    config: parseServerConfig({ CONFIRMATIONS: String(confirmations) }),
    now: () => new Date('2026-11-22T00:00:00Z'),
    log: () => {},
  };
}

async function checkpointAt(db: Db, job: string, block: number) {
  await advanceCheckpoint(db, job, null, { cursor: checkpointCursor(block), block_number: block, block_hash: HASH, updated_at: '2026-11-22T00:00:00.000Z' });
}

describe('indexer lag (DynamoDB Local)', () => {
  it('is null before any chain job has a checkpoint (a first backfill is not a lag)', async () => {
    const db = await freshTestDb();
    expect(await indexerLag(context(db, 1_000n))).toBeNull();
  });

  it('is how far the furthest-behind chain job is from head − CONFIRMATIONS, never below 0', async () => {
    const db = await freshTestDb();
    await checkpointAt(db, GOVERNANCE_JOB, 990);
    await checkpointAt(db, TREASURY_JOB, 940);
    expect(await indexerLag(context(db, 1_000n))).toBe(60);
    expect(await indexerLag(context(db, 1_000n, 20))).toBe(40);
    expect(await indexerLag(context(db, 1_000n), [GOVERNANCE_JOB])).toBe(10);
    expect(await indexerLag(context(db, 900n), [GOVERNANCE_JOB])).toBe(0);
  });
});

describe('lagMetricLine', () => {
  it('is an embedded-metric-format line for Portal/Indexer LagBlocks by ChainId', () => {
    expect(JSON.parse(lagMetricLine(8217, 12, new Date('2026-11-22T00:00:00Z')))).toEqual({
      _aws: {
        Timestamp: Date.parse('2026-11-22T00:00:00Z'),
        CloudWatchMetrics: [{ Namespace: 'Portal/Indexer', Dimensions: [['ChainId']], Metrics: [{ Name: 'LagBlocks', Unit: 'Count' }] }],
      },
      ChainId: '8217',
      LagBlocks: 12,
    });
  });
});
