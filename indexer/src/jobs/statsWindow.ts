import { advanceCheckpoint, type Checkpoint, checkpointCursor, getCheckpoint } from '@portal/core/db/repositories/checkpoints';
import type { IndexerContext } from '../context';
import type { JobResult } from './networkJob';

/** The blocks a statistics job reads this pass: after its checkpoint, up to head − CONFIRMATIONS. */
export type StatsWindow = { previous: Checkpoint | null; from: bigint; target: bigint; head: bigint; replaced: boolean };

/**
 * Opens a pass of a statistics job. A checkpoint whose block the chain no longer has (a reorg, a new
 * devnet) sends the job back to the start block.
 */
export async function openStatsWindow(ctx: IndexerContext, job: string): Promise<StatsWindow | JobResult> {
  const { db, client, config } = ctx;
  const head = await client.getBlockNumber();
  const target = head - BigInt(config.CONFIRMATIONS);
  const start = BigInt(config.START_BLOCK);
  if (target < start) return { job, from: null, to: null, skipped: 'chain is behind the start block' };
  const previous = await getCheckpoint(db, job);
  if (previous) {
    const known = await client.getBlock({ blockNumber: BigInt(previous.block_number) }).catch(() => null);
    if (!known || known.hash !== previous.block_hash) {
      ctx.log(`${job}: block ${previous.block_number} changed on chain; indexing again from the start block`);
      return { previous, from: start, target, head, replaced: true };
    }
    if (BigInt(previous.block_number) >= target) return { job, from: null, to: null, skipped: 'up to date' };
    return { previous, from: BigInt(previous.block_number) + 1n, target, head, replaced: false };
  }
  return { previous: null, from: start, target, head, replaced: false };
}

export function isWindow(value: StatsWindow | JobResult): value is StatsWindow {
  return 'target' in value;
}

/** Moves the checkpoint to `to` (the last block this pass completed). */
export async function closeStatsWindow(ctx: IndexerContext, job: string, window: StatsWindow, to: bigint, totals: Record<string, string> = {}): Promise<JobResult> {
  const block = await ctx.client.getBlock({ blockNumber: to });
  await advanceCheckpoint(ctx.db, job, window.previous, {
    cursor: checkpointCursor(to),
    block_number: Number(to),
    block_hash: block.hash,
    updated_at: new Date(Number(block.timestamp) * 1000).toISOString(),
    totals,
  });
  return { job, from: Number(window.from), to: Number(to) };
}
