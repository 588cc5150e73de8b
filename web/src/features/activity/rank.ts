import { DEFAULT_RANK_PERIOD, type RankPeriod, RANK_PERIODS } from '@portal/core/entities/activity';
import { truncateCouncilName } from '@portal/core/format';

/** The periods; each label is a catalogue key, formatted where shown. */
export const RANK_PERIOD_OPTIONS = [
  { value: '7', label: 'rank.period.week1' },
  { value: '30', label: 'rank.period.month1' },
  { value: '90', label: 'rank.period.month3' },
  { value: 'all', label: 'rank.period.all' },
] as const satisfies readonly { value: RankPeriod; label: string }[];

export { DEFAULT_RANK_PERIOD };

export function isRankPeriod(value: string): value is RankPeriod {
  return (RANK_PERIODS as readonly string[]).includes(value);
}

/** The info tooltip of the Rank panel (spec §2 "Activities tab"): its lines' catalogue keys. */
export const RANK_INFO = ['rank.info.basis', 'rank.info.contracts', 'rank.info.delay', 'rank.info.zone'] as const;

/** Spec §9: chart ticks, 6 on narrow screens and 12 on wide ones. */
export function chartTicks(narrow: boolean): number {
  return narrow ? 6 : 12;
}

/** Bar labels: council names over 30 characters cut to 28 plus an ellipsis. */
export const chartLabel = truncateCouncilName;
