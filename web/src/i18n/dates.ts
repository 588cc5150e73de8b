/**
 * Dates in the page's language. Numeric patterns (2026-11-22, 2026.11.22) read the same in both
 * languages; where a date names a month or AM/PM, each language has its own words and order: "Nov 22,
 * 02:30 PM" / "11월 22일 오후 2:30", "2026.11.22 02:30 PM" / "2026.11.22 오후 2:30". All of them are
 * core's patterns over numbers, never Intl's words, which differ between Node's ICU and the
 * browser's (a snapshot rendered in Node must hydrate). The time zone is the caller's (the
 * browser's unless given: the spec's Singapore and KST notes pass theirs).
 */
import {
  formatCalendarDay,
  formatDate,
  formatHeaderDateTime,
  formatKoreanDate,
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

/** Korean forms, assembled by core from numbers with our own words, so Node (a snapshot) and the browser write the same text. */
const KOREAN = { header: 'yyyy.MM.dd a h:mm', voteEnd: 'M월 d일 a h:mm', month: 'yyyy년 M월' } as const;

export function datesFor(locale: Locale): Dates {
  const month = (yyyyMm: string) => {
    if (!/^\d{4}-\d{2}$/.test(yyyyMm)) return INVALID_DISPLAY;
    return (locale === 'en' ? formatDate : formatKoreanDate)(`${yyyyMm}-01T00:00:00Z`, locale === 'en' ? 'MMM yyyy' : KOREAN.month, { timeZone: 'UTC' });
  };
  if (locale === 'en') {
    return { proposal: formatProposalDate, releaseNote: formatReleaseNoteDate, calendarDay: formatCalendarDay, header: formatHeaderDateTime, voteEnd: formatVoteEndDate, month };
  }
  return {
    proposal: formatProposalDate,
    releaseNote: formatReleaseNoteDate,
    calendarDay: formatCalendarDay,
    header: (input, options) => formatKoreanDate(input, KOREAN.header, options),
    voteEnd: (input, options) => formatKoreanDate(input, KOREAN.voteEnd, options),
    month,
  };
}

/** The page's language's date formats. */
export function useDates(): Dates {
  const locale = useLocale();
  return useMemo(() => datesFor(locale), [locale]);
}
