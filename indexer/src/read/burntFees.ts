import type { PublicClient } from 'viem';

const CHUNK = 200n;

/**
 * The base fees burnt in blocks from..to (inclusive): Σ baseFeePerGas × gasUsed. Reads headers in
 * chunks so that one batch stays small.
 */
export async function sumBurntFees(client: PublicClient, from: bigint, to: bigint): Promise<bigint> {
  let burnt = 0n;
  for (let start = from; start <= to; start += CHUNK) {
    const end = start + CHUNK - 1n < to ? start + CHUNK - 1n : to;
    const numbers: bigint[] = [];
    for (let n = start; n <= end; n++) numbers.push(n);
    const blocks = await Promise.all(numbers.map((blockNumber) => client.getBlock({ blockNumber })));
    for (const block of blocks) burnt += (block.baseFeePerGas ?? 0n) * block.gasUsed;
  }
  return burnt;
}
