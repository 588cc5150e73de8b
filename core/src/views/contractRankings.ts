import { getAddress } from 'viem';
import type { ChainDay, ContractMeta, ContractRanking, RankedContract, RankType } from '../entities/stats';
import { RANK_LIMIT } from '../entities/stats';
import { shiftDay } from '../rules/singaporeDays';
import { klayToPeb, pebToKlay } from '../format';

export type ContractTotals = { address: string; tx_count: number; fee: bigint };

/** Each contract's transactions and fees over the days given. */
export function sumContracts(days: readonly ChainDay[]): ContractTotals[] {
  const totals = new Map<string, ContractTotals>();
  for (const day of days) {
    for (const [address, figures] of Object.entries(day.contracts)) {
      const current = totals.get(address) ?? { address, tx_count: 0, fee: 0n };
      current.tx_count += figures.tx_count;
      current.fee += klayToPeb(figures.tx_fee);
      totals.set(address, current);
    }
  }
  return [...totals.values()];
}

/**
 * Orders by the ranked figure (count or fee), then by the other one, then by address, all
 * descending but the address. Contracts equal on the ranked figure share its rank ("1, 2, 2, 4"):
 * the order between them is only there to be stable.
 */
export function rankContracts(totals: readonly ContractTotals[], type: RankType): (ContractTotals & { rank: number })[] {
  const primary = (t: ContractTotals) => (type === 'txcount' ? BigInt(t.tx_count) : t.fee);
  const secondary = (t: ContractTotals) => (type === 'txcount' ? t.fee : BigInt(t.tx_count));
  const sorted = [...totals].sort((a, b) => {
    const byPrimary = primary(b) - primary(a);
    if (byPrimary !== 0n) return byPrimary > 0n ? 1 : -1;
    const bySecondary = secondary(b) - secondary(a);
    if (bySecondary !== 0n) return bySecondary > 0n ? 1 : -1;
    return a.address < b.address ? -1 : a.address > b.address ? 1 : 0;
  });
  let rank = 0;
  return sorted.map((t, i) => {
    if (i === 0 || primary(t) !== primary(sorted[i - 1]!)) rank = i + 1;
    return { ...t, rank };
  });
}

/** One ranking: `days` Singapore days ending with `through`, everyone's or council-registered contracts only. */
export function projectRanking(
  daysByDate: ReadonlyMap<string, ChainDay>,
  through: string,
  days: number,
  type: RankType,
  councilOnly: boolean,
  metas: ReadonlyMap<string, ContractMeta>,
): ContractRanking {
  const window = Array.from({ length: days }, (_, i) => daysByDate.get(shiftDay(through, i))).filter((d): d is ChainDay => !!d);
  const totals = sumContracts(window).filter((t) => !councilOnly || (metas.get(t.address)?.council_id ?? -1) >= 0);
  const ranked = rankContracts(totals, type).slice(0, RANK_LIMIT);
  const items: RankedContract[] = ranked.map((t) => {
    const meta = metas.get(t.address);
    return {
      id: meta?.id ?? 0,
      address: getAddress(t.address),
      sq_logo: meta?.sq_logo ?? null,
      sq_company: meta?.sq_company ?? null,
      sq_service: meta?.sq_service ?? null,
      sq_category: meta?.sq_category ?? null,
      council_id: meta?.council_id ?? -1,
      sq_filename: meta?.sq_filename ?? null,
      ...(meta?.version ? { version: meta.version } : {}),
      rank: t.rank,
      tx_count: t.tx_count,
      tx_fee: pebToKlay(t.fee),
      bq_company: null,
      bq_service: null,
      bq_category1: null,
      bq_category2: null,
    };
  });
  return { type, days, council_only: councilOnly, through, items };
}
