import { DEFAULT_RANK_PERIOD, type RankPeriod, RANK_PERIODS } from '@portal/core/entities/activity';
import { truncateCouncilName } from '@portal/core/format';

export const RANK_PERIOD_OPTIONS: { value: RankPeriod; label: string }[] = [
  { value: '7', label: '1 week' },
  { value: '30', label: '1 month' },
  { value: '90', label: '3 months' },
  { value: 'all', label: 'All' },
];

export { DEFAULT_RANK_PERIOD };

export function isRankPeriod(value: string): value is RankPeriod {
  return (RANK_PERIODS as readonly string[]).includes(value);
}

/** The info tooltip of the Rank panel (spec §2 "Activities tab"). */
export const RANK_INFO = [
  'Rankings are by transaction count and transaction fee.',
  'Contract data ranks only the contracts that members registered for their activities.',
  'Data is up to 1 hour old.',
  'Collected on Singapore time (UTC+8).',
] as const;

export const RANK_EMPTY = 'Coming soon...!';

/** Spec §9: chart ticks, 6 on narrow screens and 12 on wide ones. */
export function chartTicks(narrow: boolean): number {
  return narrow ? 6 : 12;
}

/** Bar labels: council names over 30 characters cut to 28 plus an ellipsis. */
export const chartLabel = truncateCouncilName;
