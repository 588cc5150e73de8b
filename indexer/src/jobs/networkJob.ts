import type { Address } from 'viem';
import { advanceCheckpoint, type Checkpoint, checkpointCursor, getCheckpoint } from '@portal/core/db/repositories/checkpoints';
import { listCouncilProfiles, putCouncilList } from '@portal/core/db/repositories/councils';
import { getNetworkStats, putNetworkStats } from '@portal/core/db/repositories/networkStats';
import type { IndexerContext } from '../context';
import { projectCouncilList } from '../project/councilList';
import { projectNetworkStats } from '../project/networkStats';
import { readAddressBook } from '../read/councilStakes';
import { fetchUsdPrice } from '../read/price';
import { readTotalSupply } from '../read/totalSupply';

export const NETWORK_JOB = 'network';

export type JobResult = { job: string; from: number | null; to: number | null; skipped?: string };

/**
 * Home's network figures and the public council list at the confirmed head. The figures are read
 * at one block, so rerunning a block after a crash writes the same items again.
 */
export async function runNetworkJob(ctx: IndexerContext): Promise<JobResult> {
  const { db, client, config } = ctx;
  if (!config.ADDRESS_BOOK_ADDRESS) return { job: NETWORK_JOB, from: null, to: null, skipped: 'no address book configured' };

  const checkpoint = await getCheckpoint(db, NETWORK_JOB);
  const head = await client.getBlockNumber();
  const target = head - BigInt(config.CONFIRMATIONS);
  if (target < BigInt(config.START_BLOCK)) return { job: NETWORK_JOB, from: null, to: null, skipped: 'chain is behind the start block' };

  if (checkpoint) {
    // A chain that no longer has the block we stopped at was replaced (a reorg or a new devnet): start over.
    const known = await client.getBlock({ blockNumber: BigInt(checkpoint.block_number) }).catch(() => null);
    if (!known || known.hash !== checkpoint.block_hash) {
      ctx.log(`network: block ${checkpoint.block_number} changed on chain; indexing again from the start block`);
      return advance(ctx, null, target, checkpoint);
    }
    if (BigInt(checkpoint.block_number) >= target) return { job: NETWORK_JOB, from: null, to: null, skipped: 'up to date' };
  }
  return advance(ctx, checkpoint, target);
}

/** Indexes from just after `checkpoint` (or the start block) to `target`; `replacing` is a stale checkpoint to overwrite. */
async function advance(ctx: IndexerContext, checkpoint: Checkpoint | null, target: bigint, replacing?: Checkpoint): Promise<JobResult> {
  const { db, client, config } = ctx;
  const from = checkpoint ? BigInt(checkpoint.block_number) + 1n : BigInt(config.START_BLOCK);
  const supply = await readTotalSupply(client, target);

  const addressBook = await readAddressBook(client, config.ADDRESS_BOOK_ADDRESS as Address, target);
  const [kcfBalance, kffBalance] = await Promise.all([
    client.getBalance({ address: addressBook.kcf, blockNumber: target }),
    client.getBalance({ address: addressBook.kff, blockNumber: target }),
  ]);
  const priceUsd = await fetchUsdPrice(config.PRICE_URL, config.PRICE_COIN_ID).catch(async (error: unknown) => {
    // A price source outage must not stop the chain figures: keep the last known price.
    ctx.log(`network: price source failed (${(error as Error).message}); keeping the last price`);
    return (await getNetworkStats(db))?.price_usd ?? '0';
  });

  const now = ctx.now();
  const stats = projectNetworkStats({
    addressBook,
    totalSupplyWei: supply.totalSupply,
    uncirculatedWei: kcfBalance + kffBalance,
    priceUsd,
    blockNumber: target,
    now,
  });
  const councils = projectCouncilList(await listCouncilProfiles(db), addressBook, now);
  await putNetworkStats(db, stats);
  await putCouncilList(db, councils);

  const block = await client.getBlock({ blockNumber: target });
  await advanceCheckpoint(db, NETWORK_JOB, replacing ?? checkpoint, {
    cursor: checkpointCursor(target),
    block_number: Number(target),
    block_hash: block.hash,
    updated_at: now.toISOString(),
  });
  return { job: NETWORK_JOB, from: Number(from), to: Number(target) };
}
