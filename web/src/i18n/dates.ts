/**
 * Dates in the page's language. Numeric patterns (2026-11-22, 2026.11.22) read the same in both
 * languages and stay core's; where a date names a month or AM/PM, the words and their order come
 * from Intl for the language: "Nov 22, 02:30 PM" / "11월 22일 오후 2:30", "2026.11.22 02:30 PM" /
 * "2026.11.22 오후 2:30". The time zone is the caller's (the browser's unless given: the spec's
 * Singapore and KST notes pass theirs).
 */
import {
  formatCalendarDay,
  formatDate,
  formatHeaderDateTime,
  formatProposalDate,
  formatReleaseNoteDate,
  formatVoteEndDate,
  INVALID_DISPLAY,
  type DateFormatOptions,
  type DateInput,
} from '@portal/core/format';
import { useMemo } from 'react';
import type { Locale } from './locale';
import { useLocale } from './messages';

export interface Dates {
  /** "2026-11-22" in both languages. */
  proposal: (input: DateInput, options?: DateFormatOptions) => string;
  /** "2026.11.22" in both languages. */
  releaseNote: (input: DateInput, options?: DateFormatOptions) => string;
  /** A stored calendar day "2026-11-22" as "2026.11.22", the same in every zone. */
  calendarDay: (day: string) => string;
  /** "2026.11.22 02:30 PM" / "2026.11.22 오후 2:30". */
  header: (input: DateInput, options?: DateFormatOptions) => string;
  /** "Nov 22, 02:30 PM" / "11월 22일 오후 2:30". */
  voteEnd: (input: DateInput, options?: DateFormatOptions) => string;
  /** Month and year of a chart or table month "2026-11": "Nov 2026" / "2026년 11월". */
  month: (yyyyMm: string) => string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function intl(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, options)));
  return formatter;
}

function toDate(input: DateInput): Date | undefined {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "오후 2:30" in the zone, from Intl's own parts (Korean puts the day period first). */
function koreanTime(date: Date, timeZone: string | undefined): string {
  return intl('ko', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone }).format(date);
}

export function datesFor(locale: Locale): Dates {
  const month = (yyyyMm: string) => {
    if (!/^\d{4}-\d{2}$/.test(yyyyMm)) return INVALID_DISPLAY;
    return intl(locale, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${yyyyMm}-01T00:00:00Z`));
  };
  if (locale === 'en') {
    return { proposal: formatProposalDate, releaseNote: formatReleaseNoteDate, calendarDay: formatCalendarDay, header: formatHeaderDateTime, voteEnd: formatVoteEndDate, month };
  }
  return {
    proposal: formatProposalDate,
    releaseNote: formatReleaseNoteDate,
    calendarDay: formatCalendarDay,
    header: (input, options) => {
      const date = toDate(input);
      return date ? `${formatDate(date, 'yyyy.MM.dd', options)} ${koreanTime(date, options?.timeZone)}` : INVALID_DISPLAY;
    },
    voteEnd: (input, options) => {
      const date = toDate(input);
      return date ? intl('ko', { month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: options?.timeZone }).format(date) : INVALID_DISPLAY;
    },
    month,
  };
}

/** The page's language's date formats. */
export function useDates(): Dates {
  const locale = useLocale();
  return useMemo(() => datesFor(locale), [locale]);
}
