/**
 * Dates in the page's language. Numeric patterns (2026-11-22, 2026.11.22) read the same in both
 * languages; where a date names a month or AM/PM, each language has its own words and order: "Nov 22,
 * 02:30 PM" / "11월 22일 오후 2:30", "2026.11.22 02:30 PM" / "2026.11.22 오후 2:30". All of them are
 * core's patterns over numbers, never Intl's words, which differ between Node's ICU and the
 * browser's (a snapshot rendered in Node must hydrate). The time zone is the caller's (the
 * browser's unless given: the spec's Singapore and KST notes pass theirs).
 */
import { DATE_PATTERNS, formatCalendarDay, formatDate, formatKoreanDate, INVALID_DISPLAY, KOREAN_DATE_PATTERNS, type DateFormatOptions, type DateInput } from '@portal/core/format';
import { useMemo, useSyncExternalStore } from 'react';
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

/** Each language's patterns; the Korean ones are assembled by core from numbers with our own words, so Node (a snapshot) and the browser write the same text. */
const PATTERNS = {
  en: { header: DATE_PATTERNS.header, voteEnd: DATE_PATTERNS.voteEnd, month: 'MMM yyyy' },
  ko: KOREAN_DATE_PATTERNS,
} as const;

/** The language's formats; `timeZone` is the zone of a date whose caller gives none (the browser's when absent). */
export function datesFor(locale: Locale, timeZone?: string): Dates {
  const format = locale === 'en' ? formatDate : formatKoreanDate;
  const patterns = PATTERNS[locale];
  const as = (pattern: string) => (input: DateInput, options?: DateFormatOptions) => format(input, pattern, { timeZone, ...options });
  return {
    proposal: as(DATE_PATTERNS.proposal),
    releaseNote: as(DATE_PATTERNS.releaseNote),
    calendarDay: formatCalendarDay,
    header: as(patterns.header),
    voteEnd: as(patterns.voteEnd),
    month: (yyyyMm) => (/^\d{4}-\d{2}$/.test(yyyyMm) ? format(`${yyyyMm}-01T00:00:00Z`, patterns.month, { timeZone: 'UTC' }) : INVALID_DISPLAY),
  };
}

const never = () => () => {};

/**
 * The page's language's date formats. A page rendered in Node (a snapshot, the prerender) cannot
 * know its reader's zone: there, and while the browser hydrates it, dates without a given zone are
 * in UTC, so both write the same text; right after, React renders them again in the reader's zone
 * (useSyncExternalStore's server value, then the client's).
 */
export function useDates(): Dates {
  const locale = useLocale();
  const hydrating = useSyncExternalStore(never, () => false, () => true);
  return useMemo(() => datesFor(locale, hydrating ? 'UTC' : undefined), [locale, hydrating]);
}
