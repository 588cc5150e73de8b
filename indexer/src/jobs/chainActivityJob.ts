import { forEachConcurrently } from '@portal/core/concurrency';
import { ensureContractMeta, getContractMetas, putContractRankings } from '@portal/core/db/repositories/contractRankings';
import { getAccountMonths, getAccountsSeen, getChainDays, listLatestChainDays, putAccountMonths, putAccountsSeen, putChainDays, type AccountSeen } from '@portal/core/db/repositories/stats';
import { RANK_DAYS, RANK_TYPES, type AccountMonth, type ChainDay } from '@portal/core/entities/stats';
import { shiftDay } from '@portal/core/rules/singaporeDays';
import type { IndexerContext } from '../context';
import { addBlock, dayOf, emptyDay, emptyMonth, monthOf, type AddressKind } from '../project/stats/chainActivity';
import { projectRanking, sumContracts } from '@portal/core/views/contractRankings';
import type { BlockActivity } from '../model/networkData';
import { createNetworkSource, type NetworkSource } from '../read/networkSource';
import { getCheckpoint } from '@portal/core/db/repositories/checkpoints';
import { closeBlockWindow, isBlockWindow, openBlockWindow } from './blockWindow';
import { type JobResult, skipped } from './jobResult';
import { type ChainActivityKind, reprojectChainActivity } from './reprojectChainActivity';
import type { PeriodReprojectResult } from './reprojectPeriods';

export const CHAIN_ACTIVITY_JOB = 'chain-activity';
/** Blocks with transactions read per pass. */
const BLOCKS_PER_PASS = 2_000;

/**
 * The On-Chain Status and Ranking figures, from the blocks that hold transactions (never every
 * block: see NetworkSource): each Singapore day's transactions, fees, gas and called contracts; each
 * UTC month's active accounts and newcomers (an address is new in the block it first appears in,
 * a contract when it holds code); the contract rankings over 1, 7, 30 and 90 days.
 */
export async function runChainActivityJob(ctx: IndexerContext, source: NetworkSource = createNetworkSource(ctx.client)): Promise<JobResult> {
  const window = await openBlockWindow(ctx, CHAIN_ACTIVITY_JOB);
  if (!isBlockWindow(window)) return window;
  if (window.previous && !window.replaced) {
    // Items an older projection derived are derived again first, up to the block they were indexed to.
    const through = BigInt(window.previous.block_number);
    const repaired = await reprojectChainActivity(ctx, source, through);
    if (repaired.chainDay.written > 0) await writeRankings(ctx, through, source);
  }
  if (window.upToDate) return skipped(CHAIN_ACTIVITY_JOB, 'up to date');
  const { db, client } = ctx;
  const cap = await source.maxBlocksPerPass();
  let to = cap !== null && window.target - window.from + 1n > cap ? window.from + cap - 1n : window.target;
  let listed = await source.blocksWithTransactions(window.from, to);
  if (listed.length > BLOCKS_PER_PASS) {
    listed = listed.slice(0, BLOCKS_PER_PASS);
    to = listed.at(-1)!.number;
  }

  const blocks: BlockActivity[] = [];
  await forEachConcurrently(listed, 8, async (entry) => {
    blocks.push(await source.blockActivity(entry.number));
  });
  blocks.sort((a, b) => Number(a.number - b.number));

  // Who each address is: known from an earlier pass, or met here for the first time.
  const addresses = new Set<string>();
  for (const block of blocks) for (const tx of block.transactions) for (const a of [tx.from, tx.to, tx.created]) if (a) addresses.add(a.toLowerCase());
  const seen = await getAccountsSeen(db, [...addresses]);
  const kinds = new Map<string, AddressKind>([...seen].map(([a, s]) => [a, { firstBlock: s.first_block, contract: s.contract }]));
  const fresh = new Map<string, AccountSeen>();
  for (const block of blocks) {
    const number = Number(block.number);
    for (const tx of block.transactions) {
      const meet = (address: string | null, contract: () => Promise<boolean> | boolean) => ({ address: address?.toLowerCase(), contract });
      for (const { address, contract } of [
        meet(tx.from, () => false),
        meet(tx.created, () => true),
        meet(tx.to, async () => ((await client.getCode({ address: tx.to!, blockNumber: block.number })) ?? '0x') !== '0x'),
      ]) {
        if (!address || kinds.has(address)) continue;
        const kind = { firstBlock: number, contract: await contract() };
        kinds.set(address, kind);
        fresh.set(address, { first_block: number, contract: kind.contract });
      }
    }
  }

  const dayKeys = [...new Set(blocks.map((b) => dayOf(b.timestamp)))];
  const monthKeys = [...new Set(blocks.map((b) => monthOf(b.timestamp)))];
  const [storedDays, storedMonths] = await Promise.all([getChainDays(db, dayKeys), getAccountMonths(db, monthKeys)]);
  const days = new Map<string, ChainDay>(dayKeys.map((d) => [d, window.replaced ? emptyDay(d) : (storedDays.get(d) ?? emptyDay(d))]));
  const months = new Map<string, AccountMonth>(monthKeys.map((m) => [m, window.replaced ? emptyMonth(m) : (storedMonths.get(m) ?? emptyMonth(m))]));
  for (const block of blocks) addBlock(days.get(dayOf(block.timestamp))!, months.get(monthOf(block.timestamp))!, block, kinds);

  await putAccountsSeen(db, fresh);
  await putChainDays(db, [...days.values()]);
  await putAccountMonths(db, [...months.values()]);
  await writeRankings(ctx, to, source);
  ctx.log(`${CHAIN_ACTIVITY_JOB}: blocks ${window.from}-${to}: ${blocks.length} with transactions, ${fresh.size} new addresses`);
  return closeBlockWindow(ctx, window, to);
}

/**
 * The operator's command (scripts/reproject.ts): derives again one kind's items of the dates `from`
 * to `to` (days yyyy-MM-dd, months yyyy-MM) whatever their version, up to the block the job has
 * indexed, and rewrites the rankings when days changed. Only items whose content changed are written.
 */
export async function reprojectChainActivityRange(ctx: IndexerContext, kind: ChainActivityKind, range: { from: string; to: string }, source: NetworkSource = createNetworkSource(ctx.client)): Promise<PeriodReprojectResult> {
  const checkpoint = await getCheckpoint(ctx.db, CHAIN_ACTIVITY_JOB);
  if (!checkpoint) throw new Error('nothing is indexed yet: the chain-activity job derives every day on its first pass');
  const through = BigInt(checkpoint.block_number);
  const result = (await reprojectChainActivity(ctx, source, through, { force: { kind, range } }))[kind];
  if (kind === 'chainDay' && result.written > 0) await writeRankings(ctx, through, source);
  ctx.log(`reproject: ${result.written} ${kind === 'chainDay' ? 'days' : 'months'} written`);
  return result;
}

/** Every ranking (count and fee × 1, 7, 30, 90 days × all and council projects), through the day of `through`. */
export async function writeRankings(ctx: IndexerContext, through: bigint, source: NetworkSource): Promise<void> {
  const { db } = ctx;
  const time = await source.blockTime(through);
  const lastDay = dayOf(time);
  const recent = (await listLatestChainDays(db, 120)).filter((d) => d.date > shiftDay(lastDay, 90) && d.date <= lastDay);
  const byDate = new Map(recent.map((d) => [d.date, d]));
  const addresses = sumContracts(recent).map((t) => t.address);
  let metas = await getContractMetas(db, addresses);
  const missing = addresses.filter((a) => !metas.has(a));
  if (missing.length > 0) {
    for (const address of missing) await ensureContractMeta(db, address);
    metas = await getContractMetas(db, addresses);
  }
  const rankings = RANK_TYPES.flatMap((type) => RANK_DAYS.flatMap((days) => [false, true].map((councilOnly) => projectRanking(byDate, lastDay, days, type, councilOnly, metas))));
  await putContractRankings(db, rankings, new Date(time * 1000).toISOString());
}
