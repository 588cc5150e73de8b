import type { SupplyRange, SupplySample, SupplySummary } from '@portal/core/entities/stats';
import { SUPPLY_POINTS, SUPPLY_RANGE_DAYS, SUPPLY_RANGES } from '@portal/core/entities/stats';
import { klayToPeb, pebToKlay } from '@portal/core/format';
import { percent } from './amounts';

/** Samples on the hour for all time, and every quarter hour over the last week and a day (the short ranges' resolution). */
export const HOURLY = 3_600n;
export const QUARTER = 900n;
const FINE_WINDOW = 8n * 86_400n;

/** The grid blocks in [from, to] to sample, given the head the fine grid is measured from. */
export function gridBlocks(from: bigint, to: bigint, head: bigint): bigint[] {
  const blocks = new Set<bigint>();
  const firstHour = ((from + HOURLY - 1n) / HOURLY) * HOURLY;
  for (let b = firstHour; b <= to; b += HOURLY) blocks.add(b);
  const fineStart = from > head - FINE_WINDOW ? from : head - FINE_WINDOW;
  for (let b = ((fineStart + QUARTER - 1n) / QUARTER) * QUARTER; b <= to; b += QUARTER) blocks.add(b);
  return [...blocks].sort((a, b) => (a < b ? -1 : 1));
}

export type SupplyReading = {
  block: bigint;
  time: number;
  totalMinted: bigint;
  totalBurnt: bigint;
  burntFee: bigint;
  zeroBurn: bigint;
  deadBurn: bigint;
  kip103Burn: bigint;
  totalSupply: bigint;
  uncirculated: bigint;
};

export function projectSupplySample(r: SupplyReading): SupplySample {
  const circulating = r.totalSupply > r.uncirculated ? r.totalSupply - r.uncirculated : 0n;
  return {
    block: Number(r.block),
    time: new Date(r.time * 1000).toISOString(),
    total_minted: pebToKlay(r.totalMinted),
    total_burnt: pebToKlay(r.totalBurnt),
    burnt_by_tx_fee: pebToKlay(r.burntFee),
    burnt_by_burning: pebToKlay(r.zeroBurn + r.deadBurn),
    burnt_by_kip103: pebToKlay(r.kip103Burn),
    total_supply: pebToKlay(r.totalSupply),
    uncirculated: pebToKlay(r.uncirculated),
    circulating_supply: pebToKlay(circulating),
  };
}

/** `size` items spread evenly over `items` (all of them when there are fewer), first and last kept. */
export function downsample<T>(items: readonly T[], size: number): T[] {
  if (items.length <= size) return [...items];
  if (size <= 1) return [items.at(-1)!];
  return Array.from({ length: size }, (_, i) => items[Math.round((i * (items.length - 1)) / (size - 1))]!);
}

/**
 * Where a range starts: a number of days before the latest sample; `genesis` at the first sample
 * (the initial reserve allocation at the start block, not block 0); `burn` at the first sample that
 * shows KLAY burnt on purpose (sent to the burn addresses, or KIP-103).
 */
export function rangeStart(range: SupplyRange, samples: readonly SupplySample[], latest: SupplySample): SupplySample | undefined {
  const days = SUPPLY_RANGE_DAYS[range];
  if (days !== undefined) {
    const from = Date.parse(latest.time) - days * 86_400_000;
    return samples.find((s) => Date.parse(s.time) >= from);
  }
  if (range === 'genesis') return samples[0];
  return samples.find((s) => klayToPeb(s.burnt_by_burning) + klayToPeb(s.burnt_by_kip103) > 0n);
}

/**
 * The samples from the initial reserve allocation on. A chain whose funds receive their reserve a few
 * blocks after the start block (the devnet deploys and funds KCF and KFF after block 1) has first
 * samples that count the reserve as circulating: From Genesis (and 1 Year) then began with a spike a
 * billion KLAY high, against its own note ("from the initial reserve allocation, not from block 0").
 * Samples before the first one in which the funds hold anything belong to no range; when the funds
 * never hold anything (none configured), every sample is kept.
 */
export function fromReserveAllocation(samples: readonly SupplySample[]): readonly SupplySample[] {
  const allocated = samples.findIndex((s) => klayToPeb(s.uncirculated) > 0n);
  return allocated <= 0 ? samples : samples.slice(allocated);
}

/** The summary of one range: its points (the latest sample last) and what changed over it. */
export function projectSupplySummary(range: SupplyRange, allSamples: readonly SupplySample[], latest: SupplySample): SupplySummary {
  const samples = fromReserveAllocation(allSamples);
  const start = rangeStart(range, samples, latest) ?? latest;
  const inRange = samples.filter((s) => s.block >= start.block && s.block < latest.block);
  const points = [...downsample(inRange, SUPPLY_POINTS[range] - 1), latest].map((s) => ({ block_time: s.time, circulating_supply: s.circulating_supply }));
  const delta = (field: 'total_minted' | 'total_burnt' | 'uncirculated' | 'circulating_supply') => klayToPeb(latest[field]) - klayToPeb(start[field]);
  const increment = delta('circulating_supply');
  return {
    last_updated: latest.time,
    range,
    from: start.time,
    klay_supply: points,
    supply_change: {
      issued: pebToKlay(delta('total_minted')),
      burned: pebToKlay(delta('total_burnt')),
      increment: pebToKlay(increment),
      inflation: percent(increment, klayToPeb(start.circulating_supply)),
      uncirculated: pebToKlay(delta('uncirculated')),
    },
    current_supply: { total_supply: latest.total_supply, circulating_supply: latest.circulating_supply },
  };
}

export function projectAllSupplySummaries(samples: readonly SupplySample[], latest: SupplySample): SupplySummary[] {
  return SUPPLY_RANGES.map((range) => projectSupplySummary(range, samples, latest));
}
