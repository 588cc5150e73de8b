import type { Hex, PublicClient } from 'viem';
import { forEachConcurrently } from '@portal/core/concurrency';
import type { ChainReceipt, ChainTransaction } from '../model/chainTransaction';

export type ReadTransaction = { tx: ChainTransaction; receipt: ChainReceipt; blockTime: bigint };

/** Requests in flight at once; the transport batches them into JSON-RPC batches. */
const CONCURRENCY = 32;

/**
 * Each transaction, its receipt and its block's time. Transactions the node does not know (a hint
 * from a replaced chain) are left out.
 */
export async function readTransactions(client: PublicClient, hashes: readonly Hex[]): Promise<ReadTransaction[]> {
  const found: ReadTransaction[] = [];
  const blockTimes = new Map<bigint, Promise<bigint>>();
  const timeOf = (block: bigint) => {
    let time = blockTimes.get(block);
    if (!time) {
      time = client.getBlock({ blockNumber: block }).then((b) => b.timestamp);
      blockTimes.set(block, time);
    }
    return time;
  };
  await forEachConcurrently(hashes, CONCURRENCY, async (hash) => {
    const [tx, receipt] = await Promise.all([
      client.getTransaction({ hash }).catch(() => null),
      client.getTransactionReceipt({ hash }).catch(() => null),
    ]);
    if (!tx || !receipt || tx.blockNumber === null) return;
    found.push({
      tx: {
        hash: tx.hash,
        blockNumber: tx.blockNumber,
        transactionIndex: tx.transactionIndex ?? 0,
        from: tx.from,
        to: tx.to ?? null,
        value: tx.value,
        input: tx.input,
        type: tx.type,
      },
      receipt: {
        status: receipt.status,
        gasUsed: receipt.gasUsed,
        effectiveGasPrice: receipt.effectiveGasPrice ?? tx.gasPrice ?? 0n,
        contractAddress: receipt.contractAddress ?? null,
        logAddresses: receipt.logs.map((log) => log.address),
      },
      blockTime: await timeOf(tx.blockNumber),
    });
  });
  return found.sort((a, b) => Number(a.tx.blockNumber - b.tx.blockNumber) || a.tx.transactionIndex - b.tx.transactionIndex);
}
