import type { Hex } from 'viem';
import { advanceCheckpoint, type Checkpoint, checkpointCursor, getCheckpoint } from '@portal/core/db/repositories/checkpoints';
import type { IndexerContext } from '../context';
import { type JobResult, skipped } from './jobResult';

/**
 * The one skeleton of the jobs that follow the chain block by block (network, governance,
 * contracts, and the statistics jobs): the blocks a pass reads run from just after the job's
 * checkpoint (or from START_BLOCK) to the confirmed head, head − CONFIRMATIONS; a checkpoint whose
 * block the chain no longer has, by hash, sends the job back to the start block; the checkpoint is
 * stamped with the block's own time.
 */
export type BlockWindow = {
  job: string;
  /** The stored checkpoint, which the pass's checkpoint write is conditioned on (null on a first pass). */
  previous: Checkpoint | null;
  /** The first block this pass reads. */
  from: bigint;
  /** The confirmed head: head − CONFIRMATIONS. */
  target: bigint;
  head: bigint;
  startBlock: bigint;
  /** The checkpoint's block is no longer on chain (a reorg, a new devnet): the pass starts over from the start block. */
  replaced: boolean;
  /** No block after the checkpoint is confirmed yet. */
  upToDate: boolean;
};

/** A block by number, read once for the whole pass when the job runs in one (runIndexer). */
export function readBlock(ctx: IndexerContext, blockNumber: bigint) {
  return ctx.pass ? ctx.pass.block(blockNumber) : ctx.client.getBlock({ blockNumber });
}

/** Opens a pass; a job that has work even without new blocks checks `upToDate` itself. */
export async function openBlockWindow(ctx: IndexerContext, job: string): Promise<BlockWindow | JobResult> {
  const { db, client, config } = ctx;
  const head = await (ctx.pass ? ctx.pass.head() : client.getBlockNumber());
  const target = head - BigInt(config.CONFIRMATIONS);
  const startBlock = BigInt(config.START_BLOCK);
  if (target < startBlock) return skipped(job, 'chain is behind the start block');
  const previous = await getCheckpoint(db, job);
  const window = { job, previous, target, head, startBlock };
  if (!previous) return { ...window, from: startBlock, replaced: false, upToDate: false };

  const checkpointBlock = BigInt(previous.block_number);
  const known = await readBlock(ctx, checkpointBlock).catch(() => null);
  if (!known || known.hash !== previous.block_hash) {
    ctx.log(`${job}: block ${previous.block_number} changed on chain; indexing again from block ${startBlock}`);
    return { ...window, from: startBlock, replaced: true, upToDate: false };
  }
  const from = BigInt(previous.block_number) + 1n;
  return { ...window, from, replaced: false, upToDate: from > target };
}

/** Opens a pass of a job with nothing to do until a new block is confirmed. */
export async function openNewBlocks(ctx: IndexerContext, job: string): Promise<BlockWindow | JobResult> {
  const window = await openBlockWindow(ctx, job);
  return isBlockWindow(window) && window.upToDate ? skipped(job, 'up to date') : window;
}

export function isBlockWindow(value: BlockWindow | JobResult): value is BlockWindow {
  return 'target' in value;
}

export type ChainBlock = { number: bigint; hash: Hex; timestamp: bigint };

/**
 * Moves a job's checkpoint from `previous` to `block`. The block's own time, not the clock's: a
 * rerun writes the same checkpoint, and the jobs that count days count them up to it.
 */
export async function saveCheckpoint(ctx: IndexerContext, job: string, previous: Checkpoint | null, block: ChainBlock, totals: Record<string, string> = {}): Promise<Checkpoint> {
  const checkpoint: Checkpoint = {
    cursor: checkpointCursor(block.number),
    block_number: Number(block.number),
    block_hash: block.hash,
    updated_at: new Date(Number(block.timestamp) * 1000).toISOString(),
    totals,
  };
  await advanceCheckpoint(ctx.db, job, previous, checkpoint);
  return checkpoint;
}

/** Ends a pass that completed every block up to `to`: the checkpoint moves there. */
export async function closeBlockWindow(ctx: IndexerContext, window: BlockWindow, to: bigint, totals: Record<string, string> = {}): Promise<JobResult> {
  const block = await readBlock(ctx, to);
  await saveCheckpoint(ctx, window.job, window.previous, block, totals);
  return { job: window.job, from: Number(window.from), to: Number(to) };
}
