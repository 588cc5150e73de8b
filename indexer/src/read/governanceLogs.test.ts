import type { Log, PublicClient } from 'viem';
import { describe, expect, it } from 'vitest';
import { AdaptiveRange, isRangeTooLarge } from './adaptiveRange';
import { fetchLogs, LogRangeError, scanLogs } from './governanceLogs';

/** A fake node with one log every `every` blocks that refuses answers with more than `maxLogs` logs. */
function fakeNode(options: { every: number; maxLogs: number; failures?: number; message?: string }) {
  const calls: [number, number][] = [];
  let failures = options.failures ?? 0;
  const client = {
    async getLogs({ fromBlock, toBlock }: { fromBlock: bigint; toBlock: bigint }): Promise<Log[]> {
      calls.push([Number(fromBlock), Number(toBlock)]);
      if (failures > 0) {
        failures--;
        throw new Error('HTTP request failed. Status: 502');
      }
      const logs: Log[] = [];
      for (let b = Math.ceil(Number(fromBlock) / options.every) * options.every; b <= Number(toBlock); b += options.every) {
        logs.push({ blockNumber: BigInt(b), logIndex: 0 } as Log);
      }
      if (logs.length > options.maxLogs) {
        throw Object.assign(new Error('RPC Request failed.'), {
          cause: { message: options.message ?? `query returned more than ${options.maxLogs} results` },
        });
      }
      return logs.reverse();
    },
  };
  return { client: client as unknown as PublicClient, calls };
}

const noSleep = async () => {};

describe('AdaptiveRange', () => {
  it('halves on a refusal and doubles after two successes, up to the max', () => {
    const range = new AdaptiveRange({ initial: 1000, max: 4000 });
    expect(range.refused(1000)).toBe(true);
    expect(range.size).toBe(500);
    range.succeeded();
    expect(range.size).toBe(500);
    range.succeeded();
    expect(range.size).toBe(999); // not back to the refused 1000 yet
  });

  it('forgets a refused size after enough successes and never passes the max', () => {
    const range = new AdaptiveRange({ initial: 1000, max: 4000, forgetAfter: 4 });
    range.refused(1000);
    for (let i = 0; i < 20; i++) range.succeeded();
    expect(range.size).toBe(4000);
  });

  it('cannot shrink below one block', () => {
    const range = new AdaptiveRange({ initial: 1, max: 10 });
    expect(range.refused(1)).toBe(false);
  });

  it.each([
    ['query returned more than 10000 results', true],
    ['eth_getLogs block range is too large', true],
    ['exceed maximum block range: 5000', true],
    ['Response size exceeded 10 MiB', true],
    ['rate limit exceeded', false],
    ['Too Many Requests (429)', false],
    ['HTTP request failed. Status: 502', false],
    ['execution reverted', false],
  ])('%s → too large: %s', (message, expected) => {
    expect(isRangeTooLarge(new Error('RPC Request failed.', { cause: new Error(message) }))).toBe(expected);
  });
});

describe('scanLogs', () => {
  it('covers every block exactly once, splitting refused ranges and growing again', async () => {
    const { client, calls } = fakeNode({ every: 10, maxLogs: 50 });
    const range = new AdaptiveRange({ initial: 100_000, max: 100_000 });
    const chunks = [];
    for await (const chunk of scanLogs(client, () => ['0x0000000000000000000000000000000000000001'], 0n, 9_999n, range, { sleep: noSleep })) {
      chunks.push(chunk);
    }
    // Contiguous, in order, the whole span.
    expect(chunks[0]!.from).toBe(0n);
    expect(chunks.at(-1)!.to).toBe(9_999n);
    for (let i = 1; i < chunks.length; i++) expect(chunks[i]!.from).toBe(chunks[i - 1]!.to + 1n);
    const blocks = chunks.flatMap((c) => c.logs.map((l) => Number(l.blockNumber)));
    expect(blocks).toEqual(Array.from({ length: 1000 }, (_, i) => i * 10));
    // Refused requests happened, and most requests were accepted ones.
    expect(calls.length).toBeGreaterThan(chunks.length);
    expect(calls.length - chunks.length).toBeLessThan(chunks.length);
  });

  it('retries other failures with backoff, then succeeds', async () => {
    const { client, calls } = fakeNode({ every: 100, maxLogs: 1000, failures: 2 });
    const waits: number[] = [];
    const logs = await fetchLogs(client, [], 0n, 999n, new AdaptiveRange({ initial: 1000, max: 1000 }), {
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(logs).toHaveLength(10);
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([250, 500]);
  });

  it('gives up after its retries with a clear error', async () => {
    const { client } = fakeNode({ every: 100, maxLogs: 1000, failures: 99 });
    await expect(fetchLogs(client, [], 0n, 999n, new AdaptiveRange({ initial: 1000, max: 1000 }), { sleep: noSleep, retries: 2 })).rejects.toThrow(
      LogRangeError,
    );
  });

  it('fails when even a single block is refused', async () => {
    const { client } = fakeNode({ every: 1, maxLogs: 0, message: 'Response size exceeded 10 MiB' });
    await expect(fetchLogs(client, [], 0n, 7n, new AdaptiveRange({ initial: 8, max: 8 }), { sleep: noSleep })).rejects.toThrow(/even one block/);
  });
});
