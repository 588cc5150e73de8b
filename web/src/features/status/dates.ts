import { formatDate } from '@portal/core/format';

/** Axis labels: "11.15" for days, "2026.11" for months; tooltips get the full date. */
export const dayTick = (date: string) => formatDate(`${date}T00:00:00Z`, 'MM.dd', { timeZone: 'UTC' });
export const dayFull = (date: string) => formatDate(`${date}T00:00:00Z`, 'yyyy.MM.dd', { timeZone: 'UTC' });
export const monthTick = (month: string) => month.replace('-', '.');
/** Supply points are instants, on a time axis in the reader's own zone; tooltips give the full time. */
export const SUPPLY_TIME_AXIS = { at: (iso: string) => Date.parse(iso), zone: 'local' } as const;
export const instantFull = (iso: string) => formatDate(iso, 'yyyy.MM.dd HH:mm');
/** Daily points ("2026-11-15") on a time axis of calendar dates. */
export const DAY_TIME_AXIS = { at: (date: string) => Date.parse(`${date}T00:00:00Z`), zone: 'utc' } as const;
