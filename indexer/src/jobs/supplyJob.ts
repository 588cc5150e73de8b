import type { Address } from 'viem';
import { forEachConcurrently } from '@portal/core/concurrency';
import { getNetworkStats } from '@portal/core/db/repositories/networkStats';
import { getCheckpoint } from '@portal/core/db/repositories/checkpoints';
import { PROJECTION_VERSION } from '@portal/core/db/projectionVersions';
import { getSupplySamples, listSupplySampleVersions, listSupplySamplesSince, putNetworkStatus, putSupplySamples, putSupplySeries } from '@portal/core/db/repositories/stats';
import type { SupplySample } from '@portal/core/entities/stats';
import { klayToPeb } from '@portal/core/format';
import type { IndexerContext } from '../context';
import { dollars } from '../project/stats/amounts';
import { gridBlocks, projectAllSupplySummaries, projectSupplySample } from '../project/stats/supply';
import { createNetworkSource, type NetworkSource } from '../read/networkSource';
import { closeBlockWindow, isBlockWindow, openBlockWindow } from './blockWindow';
import { type JobResult, skipped } from './jobResult';
import { type PeriodProjection, type PeriodReprojectResult, reprojectPeriods } from './reprojectPeriods';
import { sameContent } from './sameContent';

export const SUPPLY_JOB = 'supply';
/** Samples read per pass: the first pass on a long chain takes several. */
const SAMPLES_PER_PASS = 5_000;

/** One sample: the chain's supply accounting and the funds' balances at `block`. */
async function readSample(ctx: IndexerContext, source: NetworkSource, block: bigint): Promise<SupplySample> {
  const { config } = ctx;
  const funds = [config.KCF_ADDRESS, config.KFF_ADDRESS].filter((a): a is string => !!a) as Address[];
  const [supply, time, ...balances] = await Promise.all([
    source.totalSupply(block),
    source.blockTime(block),
    ...funds.map((address) => ctx.client.getBalance({ address, blockNumber: block })),
  ]);
  return projectSupplySample({
    block,
    time,
    totalMinted: supply.totalMinted,
    totalBurnt: supply.totalBurnt,
    burntFee: supply.burntFee,
    zeroBurn: supply.zeroBurn,
    deadBurn: supply.deadBurn,
    kip103Burn: supply.kip103Burn,
    totalSupply: supply.totalSupply,
    uncirculated: balances.reduce((sum, b) => sum + b, 0n),
  });
}

/**
 * The sample buckets, derived again by reading the chain once more at the blocks each bucket holds:
 * the grid a pass samples depends on the head of that pass (15 minutes over its last 8 days), so
 * the blocks are kept and only what is read at them is derived again.
 */
export function supplySampleProjection(ctx: IndexerContext, source: NetworkSource): PeriodProjection {
  return {
    kind: 'supplySamples',
    noun: 'sample days',
    versions: () => listSupplySampleVersions(ctx.db),
    async derive(days, versions) {
      const changed = new Map<string, SupplySample[]>();
      for (const day of days) {
        const stored = await getSupplySamples(ctx.db, day);
        const samples: SupplySample[] = [];
        await forEachConcurrently(stored, 16, async (s) => {
          samples.push(await readSample(ctx, source, BigInt(s.block)));
        });
        samples.sort((a, b) => a.block - b.block);
        if (!sameContent(samples, stored) || versions.get(day) !== PROJECTION_VERSION.supplySamples) changed.set(day, samples);
      }
      await putSupplySamples(ctx.db, changed);
      return changed.size;
    },
  };
}

/** The series of every range, from the stored samples before `reached` and the sample at it. */
async function writeSeries(ctx: IndexerContext, source: NetworkSource, reached: bigint): Promise<SupplySample> {
  const latest = await readSample(ctx, source, reached);
  const all = (await listSupplySamplesSince(ctx.db, '0000-00-00')).filter((s) => s.block < Number(reached));
  await putSupplySeries(ctx.db, projectAllSupplySummaries(all, latest));
  return latest;
}

/** Derives the sample buckets again up to `through` (a `range` of days whatever their version), and the series when a bucket changed. */
async function repairSamples(ctx: IndexerContext, source: NetworkSource, through: bigint, range?: { from: string; to: string }): Promise<PeriodReprojectResult> {
  const result = await reprojectPeriods(ctx, supplySampleProjection(ctx, source), through, { range });
  if (result.written > 0) await writeSeries(ctx, source, through);
  return result;
}

/** The operator's command: the sample days `from` to `to` (UTC) derived again whatever their version, at the block the job has indexed. */
export async function reprojectSupplyRange(ctx: IndexerContext, range: { from: string; to: string }, source: NetworkSource = createNetworkSource(ctx.client)): Promise<PeriodReprojectResult> {
  const checkpoint = await getCheckpoint(ctx.db, SUPPLY_JOB);
  if (!checkpoint) throw new Error('nothing is indexed yet: the supply job samples every day on its first pass');
  return repairSamples(ctx, source, BigInt(checkpoint.block_number), range);
}

/**
 * The Tokenomics figures: the supply sampled from the chain's own accounting (kaia_getTotalSupply)
 * and the funds' balances on a grid of blocks (hourly; every 15 minutes over the last 8 days), the
 * series of every range of the Circulation Supply chart, and the burn and market figures.
 * Sample buckets are whole UTC days rewritten with what they already held, so a rerun is harmless;
 * buckets an older projection version wrote are derived again first.
 */
export async function runSupplyJob(ctx: IndexerContext, source: NetworkSource = createNetworkSource(ctx.client)): Promise<JobResult> {
  const window = await openBlockWindow(ctx, SUPPLY_JOB);
  if (!isBlockWindow(window)) return window;
  if (window.previous && !window.replaced) await repairSamples(ctx, source, BigInt(window.previous.block_number));
  if (window.upToDate) return skipped(SUPPLY_JOB, 'up to date');
  const { db } = ctx;
  const read = (block: bigint) => readSample(ctx, source, block);

  let grid = gridBlocks(window.from, window.target, window.target);
  if (window.previous === null || window.replaced) grid = [window.from, ...grid.filter((b) => b !== window.from)];
  const complete = grid.length <= SAMPLES_PER_PASS;
  grid = grid.slice(0, SAMPLES_PER_PASS);
  const samples: SupplySample[] = [];
  await forEachConcurrently(grid, 16, async (block) => {
    samples.push(await read(block));
  });
  const byDay = new Map<string, SupplySample[]>();
  for (const sample of samples) byDay.set(sample.time.slice(0, 10), [...(byDay.get(sample.time.slice(0, 10)) ?? []), sample]);
  for (const [day, fresh] of byDay) {
    const kept = window.replaced ? [] : (await getSupplySamples(db, day)).filter((s) => !fresh.some((f) => f.block === s.block));
    byDay.set(day, [...kept, ...fresh].sort((a, b) => a.block - b.block));
  }
  await putSupplySamples(db, byDay);

  const reached = complete ? window.target : BigInt(grid.at(-1)!);
  const latest = await writeSeries(ctx, source, reached);

  const price = (await getNetworkStats(db))?.price_usd ?? '0';
  await putNetworkStatus(db, {
    market_cap: dollars(klayToPeb(latest.circulating_supply), price),
    fdv: dollars(klayToPeb(latest.total_supply), price),
    price_usd: price,
    burnt_by_tx_fee: latest.burnt_by_tx_fee,
    burnt_by_burning: latest.burnt_by_burning,
    burnt_by_kip103: latest.burnt_by_kip103,
    last_updated: latest.time,
  });
  ctx.log(`${SUPPLY_JOB}: ${samples.length} samples through block ${reached}`);
  return closeBlockWindow(ctx, window, reached);
}
