import { formatDate } from '@portal/core/format';

/** Axis labels: "11.15" for days, "2026.11" for months; tooltips get the full date. */
export const dayTick = (date: string) => formatDate(`${date}T00:00:00Z`, 'MM.dd', { timeZone: 'UTC' });
export const dayFull = (date: string) => formatDate(`${date}T00:00:00Z`, 'yyyy.MM.dd', { timeZone: 'UTC' });
export const monthTick = (month: string) => month.replace('-', '.');
/** Supply points are instants, shown in the reader's own zone: hours for a day, days up to a month, months beyond. */
export const instantTick = (iso: string, span: 'day' | 'days' | 'months') => formatDate(iso, span === 'day' ? 'HH:mm' : span === 'days' ? 'MM.dd' : 'yyyy.MM');
export const instantFull = (iso: string) => formatDate(iso, 'yyyy.MM.dd HH:mm');
