import * as z from 'zod';
import type { BalanceQuery, BalanceResult } from '@portal/core/entities/councilInput';
import { pebToKlay } from '@portal/core/format';
import { kstDayEnd, lastBlockBefore } from '@portal/core/rules/blockAtTime';
import { Quantity, rpcCall, toQuantity } from './jsonRpc';

/** The lookup cannot be answered: a block beyond the head, a date before the chain began or after its latest block. */
export class BalanceLookupError extends Error {
  override name = 'BalanceLookupError';
}

const BlockHeader = z.object({ number: Quantity, timestamp: Quantity }).nullable();

/**
 * The balance checker (admin-area §4.4, §7.2): an address's balance at a block, or at the last block
 * of a Korea day (found by a binary search over block times), read from the node now.
 */
export async function lookupBalance(rpcUrl: string, query: BalanceQuery): Promise<BalanceResult> {
  const times = new Map<number, number>();
  const blockTime = async (block: number): Promise<number> => {
    const known = times.get(block);
    if (known !== undefined) return known;
    const header = await rpcCall(rpcUrl, 'eth_getBlockByNumber', [toQuantity(block), false], BlockHeader);
    if (!header) throw new BalanceLookupError(`Block ${block} does not exist yet`);
    times.set(block, Number(header.timestamp));
    return Number(header.timestamp);
  };
  const latest = Number(await rpcCall(rpcUrl, 'eth_blockNumber', [], Quantity));

  let block: number;
  if (query.filter === 'block') {
    block = Number(query.value);
    if (block > latest) throw new BalanceLookupError(`Block ${block} is beyond the latest block ${latest}`);
  } else {
    const end = kstDayEnd(query.value);
    // A day the chain has not reached (by its own clock, which a devnet may run ahead of or behind the wall clock).
    if (Number.isNaN(end) || end - 86_400 > Math.max(await blockTime(latest), 0)) throw new BalanceLookupError(`The chain has no block on ${query.value} yet`);
    const found = await lastBlockBefore(end, latest, blockTime);
    if (found === null) throw new BalanceLookupError(`The chain had no block by ${query.value}`);
    block = found;
  }
  const [balance, time] = await Promise.all([
    rpcCall(rpcUrl, 'eth_getBalance', [query.address.toLowerCase(), toQuantity(block)], Quantity),
    blockTime(block),
  ]);
  return { balance: pebToKlay(balance), block_num: block, date: new Date(time * 1000).toISOString() };
}
