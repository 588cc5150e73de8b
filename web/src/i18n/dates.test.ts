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

  it('Korean forms from numbers with our own words: what Node renders is what the browser renders', () => {
    const ko = datesFor('ko');
    // Intl's Korean day period differs between engines (Node 20's ICU 78 "PM", Chromium "오후"); ours does not.
    expect(ko.header(at, { timeZone: 'Asia/Seoul' })).toBe('2026.11.22 오후 2:30');
    expect(ko.header('2026-11-27T04:21:00Z', utc)).toBe('2026.11.27 오전 4:21');
    expect(ko.voteEnd(at, { timeZone: 'Asia/Seoul' })).toBe('11월 22일 오후 2:30');
    expect(ko.proposal(at, utc)).toBe('2026-11-22');
    expect(ko.releaseNote(at, utc)).toBe('2026.11.22');
    expect(ko.month('2026-11')).toBe('2026년 11월');
    expect(ko.month('2026-03')).toBe('2026년 3월');
    expect(ko.header('not a date')).toBe('-');
    expect(ko.month('2026-3')).toBe('-');
  });
});
