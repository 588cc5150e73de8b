import { formatNumber } from '@portal/core/format';

/**
 * The values of a count message ("1 time", "2 votes"): the number as the spec formats it, and the
 * number that picks the plural form, which is the shown one (1.4 shows as "1", so "1 vote").
 */
export function countValues(value: number): { shown: string; count: number } {
  const shown = formatNumber(value);
  return { shown, count: Number(shown.replaceAll(',', '')) };
}
