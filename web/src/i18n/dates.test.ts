import { describe, expect, it } from 'vitest';
import { datesFor } from './dates';

const at = '2026-11-22T05:30:00Z';
const utc = { timeZone: 'UTC' };

describe('dates in each language', () => {
  it("keeps the spec's English forms", () => {
    const en = datesFor('en');
    expect(en.header(at, utc)).toBe('2026.11.22 05:30 AM');
    expect(en.voteEnd(at, { timeZone: 'Asia/Singapore' })).toBe('Nov 22, 01:30 PM');
    expect(en.proposal(at, utc)).toBe('2026-11-22');
    expect(en.month('2026-11')).toBe('Nov 2026');
  });

  it('words and order from Intl in Korean, numbers as in English', () => {
    const ko = datesFor('ko');
    // The day period is the runtime's own Korean word: Chromium's ICU says 오후, Node 20's ICU 78 says PM.
    const pm = new Intl.DateTimeFormat('ko', { hour: 'numeric', hour12: true, timeZone: 'Asia/Seoul' }).formatToParts(new Date(at)).find((part) => part.type === 'dayPeriod')?.value;
    expect(pm).toBeTruthy();
    expect(ko.header(at, { timeZone: 'Asia/Seoul' })).toBe(`2026.11.22 ${pm} 2:30`);
    expect(ko.voteEnd(at, { timeZone: 'Asia/Seoul' })).toBe(`11월 22일 ${pm} 2:30`);
    expect(ko.proposal(at, utc)).toBe('2026-11-22');
    expect(ko.releaseNote(at, utc)).toBe('2026.11.22');
    expect(ko.month('2026-11')).toBe('2026년 11월');
    expect(ko.header('not a date')).toBe('-');
  });
});
