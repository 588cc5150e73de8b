import { type Address, getAddress } from 'viem';

/** The staking trackers followed so far travel in the governance checkpoint's totals, with the block each was adopted at. */
const TRACKER_PREFIX = 'tracker:';

export function trackerTotals(trackers: ReadonlyMap<Address, number>): Record<string, string> {
  return Object.fromEntries([...trackers].map(([address, block]) => [`${TRACKER_PREFIX}${address}`, String(block)]));
}

export function trackersOfTotals(totals: Record<string, string>): Map<Address, number> {
  return new Map(
    Object.entries(totals)
      .filter(([key]) => key.startsWith(TRACKER_PREFIX))
      .map(([key, block]) => [getAddress(key.slice(TRACKER_PREFIX.length)), Number(block)]),
  );
}
