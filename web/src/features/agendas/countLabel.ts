import { formatNumber } from '@portal/core/format';

export type Unit = { one: string; other: string };

export const TIMES: Unit = { one: 'time', other: 'times' };
export const VOTES: Unit = { one: 'vote', other: 'votes' };

/** A count with its unit, singular when the shown number is 1 ("1 time", "1 vote", "2 votes"). */
export function countLabel(value: number, unit: Unit): string {
  const shown = formatNumber(value);
  return `${shown} ${shown === '1' ? unit.one : unit.other}`;
}
