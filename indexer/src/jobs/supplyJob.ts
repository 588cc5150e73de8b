import type { Address } from 'viem';
import { forEachConcurrently } from '@portal/core/concurrency';
import { getNetworkStats } from '@portal/core/db/repositories/networkStats';
import { getSupplySamples, listSupplySamplesSince, putNetworkStatus, putSupplySamples, putSupplySeries } from '@portal/core/db/repositories/stats';
import type { SupplySample } from '@portal/core/entities/stats';
import { klayToPeb } from '@portal/core/format';
import type { IndexerContext } from '../context';
import { dollars } from '../project/stats/amounts';
import { gridBlocks, projectAllSupplySummaries, projectSupplySample } from '../project/stats/supply';
import { createNetworkSource, type NetworkSource } from '../read/networkSource';
import { closeBlockWindow, isBlockWindow, openNewBlocks } from './blockWindow';
import type { JobResult } from './jobResult';

export const SUPPLY_JOB = 'supply';
/** Samples read per pass: the first pass on a long chain takes several. */
const SAMPLES_PER_PASS = 5_000;

/**
 * The Tokenomics figures: the supply sampled from the chain's own accounting (kaia_getTotalSupply)
 * and the funds' balances on a grid of blocks (hourly; every 15 minutes over the last 8 days), the
 * series of every range of the Circulation Supply chart, and the burn and market figures.
 * Sample buckets are whole UTC days rewritten with what they already held, so a rerun is harmless.
 */
export async function runSupplyJob(ctx: IndexerContext, source: NetworkSource = createNetworkSource(ctx.client)): Promise<JobResult> {
  const window = await openNewBlocks(ctx, SUPPLY_JOB);
  if (!isBlockWindow(window)) return window;
  const { db, config } = ctx;
  const funds = [config.KCF_ADDRESS, config.KFF_ADDRESS].filter((a): a is string => !!a) as Address[];

  const read = async (block: bigint): Promise<SupplySample> => {
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
  };

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
  const latest = await read(reached);
  const all = (await listSupplySamplesSince(db, '0000-00-00')).filter((s) => s.block < Number(reached));
  await putSupplySeries(db, projectAllSupplySummaries(all, latest));

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
