import type { Hex, PublicClient } from 'viem';
import { forEachConcurrently } from '@portal/core/concurrency';
import { createNetworkSource } from './networkSource';

export type KnownTransaction = { hash: Hex; from: string; to: string | null };

/** Transactions of [from, to] learned otherwise than from logs; null when the chain offers no way. */
export type TransactionHints = (from: bigint, to: bigint) => Promise<KnownTransaction[] | null>;

/**
 * Every transaction of a block range, where the chain keeps an index of the blocks that hold
 * transactions (the devnet's portal_getBlocksWithTransactions, answered from its own receipts).
 * The main network has no such index, and reading every block there is not this job's to do: it
 * answers null, and the contracts job keeps to logs.
 */
export function indexedTransactions(client: PublicClient): TransactionHints {
  const source = createNetworkSource(client);
  return async (from, to) => {
    if ((await source.maxBlocksPerPass()) !== null) return null;
    const blocks = await source.blocksWithTransactions(from, to);
    const found: KnownTransaction[] = [];
    await forEachConcurrently(blocks, 16, async ({ number }) => {
      const block = await client.getBlock({ blockNumber: number, includeTransactions: true });
      for (const tx of block.transactions) found.push({ hash: tx.hash, from: tx.from, to: tx.to ?? null });
    });
    return found;
  };
}
