import { describe, expect, it } from 'vitest';
import { kstDayEnd, lastBlockBefore } from './blockAtTime';

/** Block times of a chain with irregular gaps and repeated times, as a hardhat devnet mines them. */
const times = [100, 100, 105, 110, 110, 110, 200, 201, 350, 351, 351, 400];
const timeOf = async (block: number) => times[block]!;

describe('lastBlockBefore', () => {
  it('finds the last block strictly before the end, for every possible end', async () => {
    for (let end = 90; end <= 410; end++) {
      const expected = times.reduce<number | null>((last, time, block) => (time < end ? block : last), null);
      expect({ end, block: await lastBlockBefore(end, times.length - 1, timeOf) }).toEqual({ end, block: expected });
    }
  });

  it('reads about log2 of the chain length', async () => {
    let reads = 0;
    const many = async (block: number) => {
      reads++;
      return block * 2;
    };
    expect(await lastBlockBefore(1_000_001, 10_000_000, many)).toBe(500_000);
    expect(reads).toBeLessThanOrEqual(2 + 24);
  });
});

describe('kstDayEnd', () => {
  it('is the next day 00:00 in Korea, 15:00 UTC of the day', () => {
    expect(new Date(kstDayEnd('2026-11-23') * 1000).toISOString()).toBe('2026-11-23T15:00:00.000Z');
  });
});
