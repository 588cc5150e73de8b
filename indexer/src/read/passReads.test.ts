import { createPublicClient, custom } from 'viem';
import { describe, expect, it } from 'vitest';
import { passReads } from './passReads';

/** A node that answers the head and any block, counting what it is asked; `failNext` fails one request. */
function countingNode() {
  const asked: string[] = [];
  let failNext = false;
  const client = createPublicClient({
    cacheTime: 0,
    transport: custom({
      async request({ method, params }: { method: string; params?: unknown[] }) {
        asked.push(method === 'eth_getBlockByNumber' ? `block ${BigInt(params![0] as string)}` : method);
        if (failNext) {
          failNext = false;
          throw new Error('node unavailable');
        }
        if (method === 'eth_blockNumber') return '0x64';
        const number = params![0] as string;
        return { number, hash: `0x${BigInt(number).toString(16).padStart(64, '0')}`, timestamp: '0x1', parentHash: `0x${'0'.repeat(64)}`, transactions: [] };
      },
    }, { retryCount: 0 }),
  });
  return { client, asked, failOnce: () => (failNext = true) };
}

describe('passReads', () => {
  it('asks the node for the head once, and for each block once, however many jobs ask', async () => {
    const node = countingNode();
    const reads = passReads(node.client);
    expect(await Promise.all([reads.head(), reads.head(), reads.head()])).toEqual([100n, 100n, 100n]);
    const [a, b, c] = await Promise.all([reads.block(90n), reads.block(90n), reads.block(91n)]);
    expect(a.number).toBe(90n);
    expect(b).toBe(a);
    expect(c.number).toBe(91n);
    expect(node.asked.sort()).toEqual(['block 90', 'block 91', 'eth_blockNumber']);
  });

  it('keeps no failed read: the next job asks again', async () => {
    const node = countingNode();
    const reads = passReads(node.client);
    node.failOnce();
    await expect(reads.head()).rejects.toThrow();
    expect(await reads.head()).toBe(100n);
    node.failOnce();
    await expect(reads.block(7n)).rejects.toThrow();
    expect((await reads.block(7n)).number).toBe(7n);
    expect(node.asked).toEqual(['eth_blockNumber', 'eth_blockNumber', 'block 7', 'block 7']);
  });
});
