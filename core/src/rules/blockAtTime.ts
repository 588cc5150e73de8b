/**
 * The last block whose time is before `end` (seconds), found by a binary search over block times
 * between the genesis and `latest`: block times never go down, so about log2(latest) reads. null
 * when even the genesis block is not before `end`.
 */
export async function lastBlockBefore(end: number, latest: number, blockTime: (block: number) => Promise<number>): Promise<number | null> {
  if ((await blockTime(0)) >= end) return null;
  if ((await blockTime(latest)) < end) return latest;
  // Invariant: time(low) < end <= time(high).
  let low = 0;
  let high = latest;
  while (high - low > 1) {
    const middle = low + Math.floor((high - low) / 2);
    if ((await blockTime(middle)) < end) low = middle;
    else high = middle;
  }
  return low;
}

/** Korea time (UTC+9): the day a balance date names (the same days as the reward data). */
const KST_OFFSET_SECONDS = 9 * 3600;

/** The instant (seconds) a yyyy-MM-dd Korea day ends, i.e. the next day's 00:00 KST. */
export function kstDayEnd(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`) / 1000 + 86_400 - KST_OFFSET_SECONDS;
}
