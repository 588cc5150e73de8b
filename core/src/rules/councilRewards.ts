import type { StakingPoint } from '../entities/stats';
import { FIRST_REWARD_YEAR } from '../entities/councilInput';
import { klayToPeb, pebToKlay } from '../format';
import { singaporeDayRange } from './singaporeDays';

/** Korea time, UTC+9 all year: the reward data's timestamps (admin-area §7.2). */
const KST_OFFSET_MS = 9 * 3600 * 1000;

/** An instant as yyyy-MM-dd HH:mm:ss in Korea time. */
export function formatKst(instant: Date | string): string {
  return new Date(new Date(instant).getTime() + KST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The years the download dialog offers: 2023 to this year (Korea time). */
export function rewardYears(now: Date): number[] {
  const last = Number(formatKst(now).slice(0, 4));
  return Array.from({ length: Math.max(0, last - FIRST_REWARD_YEAR + 1) }, (_, i) => FIRST_REWARD_YEAR + i);
}

/** The months (01–12) of `year` that have begun by `now` (Korea time): all twelve of a past year. */
export function rewardMonths(year: number, now: Date): string[] {
  const today = formatKst(now);
  const thisYear = Number(today.slice(0, 4));
  const last = year < thisYear ? 12 : year === thisYear ? Number(today.slice(5, 7)) : 0;
  return Array.from({ length: last }, (_, i) => String(i + 1).padStart(2, '0'));
}

/**
 * A council's reward data for one month: one row per indexed day (the staking job's Singapore days,
 * oldest first), with the instants the day spans in Korea time and the day's rewards in the token.
 * The header is in the reader's language (serverText's `columns.rewards`); the rows are figures.
 */
export function rewardCsvRows(points: readonly StakingPoint[], header: readonly string[]): string[][] {
  const rows = [...points]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((point) => {
      const { from, to } = singaporeDayRange(point.date);
      const total = pebToKlay(klayToPeb(point.proposer_reward) + klayToPeb(point.staking_reward));
      return [point.date, formatKst(from), formatKst(to), point.proposer_reward, point.staking_reward, total, point.total_staking, point.apy];
    });
  return [[...header], ...rows];
}

/** The download's file name (Content-Disposition): which council and month it holds. */
export function rewardCsvFileName(councilName: string, year: number, month: string): string {
  const slug = councilName.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'council';
  return `reward_data_${slug}_${year}-${month}.csv`;
}
