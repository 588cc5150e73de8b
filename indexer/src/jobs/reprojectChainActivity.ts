import { forEachConcurrently } from '@portal/core/concurrency';
import { getAccountMonths, getAccountsSeen, getChainDays, listAccountMonthVersions, listChainDayVersions, putAccountMonths, putChainDays } from '@portal/core/db/repositories/stats';
import { PROJECTION_VERSION } from '@portal/core/db/projectionVersions';
import type { AccountMonth, ChainDay } from '@portal/core/entities/stats';
import { singaporeDayRange } from '@portal/core/rules/singaporeDays';
import type { IndexerContext } from '../context';
import type { BlockActivity } from '../model/networkData';
import { addBlock, emptyDay, emptyMonth, type AddressKind } from '../project/stats/chainActivity';
import { monthBounds } from '../project/stats/treasury';
import type { NetworkSource } from '../read/networkSource';
import { type PeriodProjection, type PeriodReprojectResult, reprojectPeriods } from './reprojectPeriods';
import { sameContent } from './sameContent';

/** The blocks with transactions from `first` to `last`, each with its transactions, in order. */
async function blocksBetween(source: NetworkSource, first: bigint, last: bigint): Promise<BlockActivity[]> {
  if (last < first) return [];
  const listed = await source.blocksWithTransactions(first, last);
  const blocks: BlockActivity[] = [];
  await forEachConcurrently(listed, 8, async (entry) => {
    blocks.push(await source.blockActivity(entry.number));
  });
  return blocks.sort((a, b) => Number(a.number - b.number));
}

/** Who each address of these blocks is, as the job recorded when it first met it. */
async function kindsOf(ctx: IndexerContext, blocks: readonly BlockActivity[]): Promise<Map<string, AddressKind>> {
  const addresses = new Set<string>();
  for (const block of blocks) for (const tx of block.transactions) for (const a of [tx.from, tx.to, tx.created]) if (a) addresses.add(a.toLowerCase());
  const seen = await getAccountsSeen(ctx.db, [...addresses]);
  return new Map([...seen].map(([a, s]) => [a, { firstBlock: s.first_block, contract: s.contract }]));
}

/** The blocks of a period (from its first second to its last) the job reads: from START_BLOCK up to `through`, the indexed block. */
async function periodBlocks(ctx: IndexerContext, source: NetworkSource, start: number, end: number, through: bigint): Promise<[bigint, bigint]> {
  const first = (await source.blockAtTime(start - 1, through)) + 1n;
  const startBlock = BigInt(ctx.config.START_BLOCK);
  const last = await source.blockAtTime(end, through);
  return [first > startBlock ? first : startBlock, last];
}

/** The chain days, derived again from each day's blocks up to `through`. */
export function chainDayProjection(ctx: IndexerContext, source: NetworkSource, through: bigint): PeriodProjection {
  return {
    kind: 'chainDay',
    noun: 'days',
    versions: () => listChainDayVersions(ctx.db),
    async derive(dates, versions) {
      const stored = await getChainDays(ctx.db, dates);
      const changed: ChainDay[] = [];
      for (const date of dates) {
        const { from, to } = singaporeDayRange(date);
        const [first, last] = await periodBlocks(ctx, source, Date.parse(from) / 1000, Date.parse(to) / 1000 - 1, through);
        const blocks = await blocksBetween(source, first, last);
        const kinds = await kindsOf(ctx, blocks);
        const day = emptyDay(date);
        // The month is not this projection's: a scratch one takes its share of each block.
        const scratch = emptyMonth(date.slice(0, 7));
        for (const block of blocks) addBlock(day, scratch, block, kinds);
        if (!sameContent(day, stored.get(date)) || versions.get(date) !== PROJECTION_VERSION.chainDay) changed.push(day);
      }
      await putChainDays(ctx.db, changed);
      return changed.length;
    },
  };
}

/** The account months, derived again from each month's blocks up to `through` and the accounts seen. */
export function accountMonthProjection(ctx: IndexerContext, source: NetworkSource, through: bigint): PeriodProjection {
  return {
    kind: 'accountMonth',
    noun: 'months',
    versions: () => listAccountMonthVersions(ctx.db),
    async derive(dates, versions) {
      const stored = await getAccountMonths(ctx.db, dates);
      const changed: AccountMonth[] = [];
      for (const date of dates) {
        const { start, end } = monthBounds(date);
        const [first, last] = await periodBlocks(ctx, source, start, end, through);
        const blocks = await blocksBetween(source, first, last);
        const kinds = await kindsOf(ctx, blocks);
        const month = emptyMonth(date);
        const scratch = emptyDay(`${date}-01`);
        for (const block of blocks) addBlock(scratch, month, block, kinds);
        if (!sameContent(month, stored.get(date)) || versions.get(date) !== PROJECTION_VERSION.accountMonth) changed.push(month);
      }
      await putAccountMonths(ctx.db, changed);
      return changed.length;
    },
  };
}

export type ChainActivityKind = 'chainDay' | 'accountMonth';

export type ChainActivityReprojectOptions = {
  /** One kind's range to derive again whatever its version (the operator's command); without it, every older item. */
  force?: { kind: ChainActivityKind; range: { from: string; to: string } };
  batchSize?: number;
};

/**
 * Derives again the chain days and account months an older projection version wrote (or those of
 * an operator's range, for one kind), up to `through`, the block the job's checkpoint holds.
 * Answers what each kind did: when days were written, the caller rewrites the rankings, which are
 * summed from them.
 */
export async function reprojectChainActivity(ctx: IndexerContext, source: NetworkSource, through: bigint, options: ChainActivityReprojectOptions = {}): Promise<Record<ChainActivityKind, PeriodReprojectResult>> {
  const projections = { chainDay: chainDayProjection(ctx, source, through), accountMonth: accountMonthProjection(ctx, source, through) };
  const { force, batchSize } = options;
  const none = { periods: 0, written: 0 };
  if (force) return { chainDay: none, accountMonth: none, [force.kind]: await reprojectPeriods(ctx, projections[force.kind], through, { range: force.range, batchSize }) };
  return {
    chainDay: await reprojectPeriods(ctx, projections.chainDay, through, { batchSize }),
    accountMonth: await reprojectPeriods(ctx, projections.accountMonth, through, { batchSize }),
  };
}
