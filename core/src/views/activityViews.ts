import type {
  Activity,
  ActivityFeed,
  ActivityRank,
  ActivityRecord,
  CouncilActivitySummary,
  RankPeriod,
  TxCountRankItem,
  TxFeeRankItem,
} from '../entities/activity';
import { RANK_LIMIT, RANK_PERIODS } from '../entities/activity';
import type { ContractDay } from '../entities/contractTransaction';
import type { Council } from '../entities/council';
import type { CouncilRef } from '../entities/proposal';
import { klayToPeb, pebToKlay } from '../format';
import { shiftDay, singaporeDay } from '../rules/singaporeDays';

/** Monthly figures of an activity: the last 30 Singapore days. */
export const MONTH_DAYS = 30;

export type ActivityViewsInput = {
  records: ActivityRecord[];
  councils: Council[];
  /** Daily totals of every registered contract, by lowercase address. */
  days: ReadonlyMap<string, readonly ContractDay[]>;
  /** The data's time: the indexed head block's. */
  now: Date;
};

/** What the public activity pages read, one item each (stored by putActivityViews). */
export type ActivityViews = {
  activities: Activity[];
  /** null: the feed of all councils. */
  feeds: { councilId: number | null; feed: ActivityFeed }[];
  summary: CouncilActivitySummary;
  ranks: ActivityRank[];
};

/** Newest first; the same instant by id, newest id first. */
const newestFirst = (a: ActivityRecord, b: ActivityRecord) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id);

/** Days of `days` within [fromDay, toDay] (inclusive; null from: all). */
function within(days: readonly ContractDay[] | undefined, fromDay: string | null, toDay: string): ContractDay[] {
  return (days ?? []).filter((d) => d.day <= toDay && (fromDay === null || d.day >= fromDay));
}

function firstDay(period: RankPeriod, today: string): string | null {
  return period === 'all' ? null : shiftDay(today, Number(period) - 1);
}

/**
 * The public activity views: each activity with its council and monthly figures, the feeds (all and
 * per council, newest first), the per-council summary and the rankings for every period. Pure, so
 * the indexer and the API's write paths build the same views. Councils not in the public list
 * (drafts) keep their activities out of every view.
 */
export function buildActivityViews(input: ActivityViewsInput): ActivityViews {
  const councils = new Map(input.councils.map((c) => [c.id, c]));
  const ref = (id: number): CouncilRef => {
    const c = councils.get(id)!;
    return { id: c.id, name: c.name, thumbnail: c.thumbnail };
  };
  const today = singaporeDay(input.now);
  const monthFrom = shiftDay(today, MONTH_DAYS - 1);
  const records = input.records.filter((r) => councils.has(r.council_id)).sort(newestFirst);

  const activities: Activity[] = records.map(({ council_id, ...record }) => {
    const month = record.contracts.flatMap((address) => within(input.days.get(address.toLowerCase()), monthFrom, today));
    return {
      ...record,
      council: ref(council_id),
      monthly_tx_count: month.reduce((sum, d) => sum + d.tx_count, 0),
      eoa: new Set(month.flatMap((d) => d.senders)).size,
    };
  });

  const byCouncil = new Map<number, ActivityRecord[]>();
  for (const r of records) byCouncil.set(r.council_id, [...(byCouncil.get(r.council_id) ?? []), r]);
  const feeds: ActivityViews['feeds'] = [
    { councilId: null, feed: { ids: records.map((r) => r.id) } },
    ...[...byCouncil].sort(([a], [b]) => a - b).map(([councilId, list]) => ({ councilId, feed: { ids: list.map((r) => r.id) } })),
  ];
  const summary: CouncilActivitySummary = Object.fromEntries(
    [...byCouncil].map(([councilId, list]) => [String(councilId), { count: list.length, latest: { id: list[0]!.id, title: list[0]!.title, created_at: list[0]!.created_at } }]),
  );

  // Registered contracts: each council's (once per council), and who registered each address first.
  const contractsOf = new Map<number, Set<string>>();
  const registrant = new Map<string, { councilId: number; address: string }>();
  for (const r of [...records].sort((a, b) => a.id - b.id)) {
    for (const address of r.contracts) {
      const key = address.toLowerCase();
      contractsOf.set(r.council_id, (contractsOf.get(r.council_id) ?? new Set()).add(key));
      if (!registrant.has(key)) registrant.set(key, { councilId: r.council_id, address });
    }
  }

  const ranks: ActivityRank[] = RANK_PERIODS.map((days) => {
    const from = firstDay(days, today);
    const txCount: TxCountRankItem[] = [...contractsOf]
      .map(([councilId, addresses]) => ({
        council: ref(councilId),
        tx_count: [...addresses].reduce((sum, a) => sum + within(input.days.get(a), from, today).reduce((s, d) => s + d.tx_count, 0), 0),
      }))
      .filter((item) => item.tx_count > 0)
      .sort((a, b) => b.tx_count - a.tx_count || a.council.name.localeCompare(b.council.name, 'en'))
      .slice(0, RANK_LIMIT);
    const txFee: TxFeeRankItem[] = [...registrant]
      .map(([key, { councilId, address }]) => ({
        address,
        council: ref(councilId),
        peb: within(input.days.get(key), from, today).reduce((sum, d) => sum + klayToPeb(d.tx_fee), 0n),
      }))
      .filter((item) => item.peb > 0n)
      .sort((a, b) => (a.peb === b.peb ? a.address.localeCompare(b.address) : a.peb > b.peb ? -1 : 1))
      .slice(0, RANK_LIMIT)
      .map(({ peb, ...item }) => ({ ...item, tx_fee: pebToKlay(peb) }));
    return { days, tx_count: txCount, tx_fee: txFee, from_day: from, updated_at: input.now.toISOString() };
  });

  return { activities, feeds, summary, ranks };
}
