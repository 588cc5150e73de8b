import { afterEach, describe, expect, it } from 'vitest';
import { tickUnit, timeTicks } from './timeTicks';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const utc = (iso: string) => Date.parse(iso);
const labels = (ticks: { label: string }[]) => ticks.map((t) => t.label);

/** The supply chart's points of a range (the API thins them by index): hourly, then every quarter hour over the last 8 days. */
function supplyInstants(from: string, to: string): number[] {
  const end = utc(to);
  const fine = end - 8 * DAY;
  const out: number[] = [];
  for (let at = utc(from); at <= end; at += at >= fine ? HOUR / 4 : HOUR) out.push(at);
  return out;
}

describe('timeTicks', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it('1 Week: distinct days at midnight, not "11.08 11.08 11.09"', () => {
    const ticks = timeTicks(utc('2026-11-08T00:00:00Z'), utc('2026-11-15T00:00:00Z'), 12, 'utc');
    expect(labels(ticks)).toEqual(['11.08', '11.09', '11.10', '11.11', '11.12', '11.13', '11.14', '11.15']);
    expect(ticks.every((t) => t.at % DAY === 0)).toBe(true);
    // 6 on a narrow screen: still distinct days, still at midnight.
    const narrow = timeTicks(utc('2026-11-08T00:00:00Z'), utc('2026-11-15T00:00:00Z'), 6, 'utc');
    expect(narrow.length).toBeLessThanOrEqual(6);
    expect(new Set(labels(narrow)).size).toBe(narrow.length);
  });

  it('1 Month: the spec\'s 12 ticks (6 narrow), each a distinct date standing at its own midnight', () => {
    const points = supplyInstants('2026-10-16T00:00:00Z', '2026-11-15T00:00:00Z');
    const ticks = timeTicks(points[0]!, points.at(-1)!, 12, 'utc');
    expect(ticks).toHaveLength(12);
    expect(ticks[0]!.label).toBe('10.16');
    expect(ticks.at(-1)!.label).toBe('11.15');
    expect(new Set(labels(ticks)).size).toBe(12);
    for (const tick of ticks) expect(new Date(tick.at).toISOString()).toBe(`2026-${tick.label.replace('.', '-')}T00:00:00.000Z`);
    // Spread over the month by time: gaps of 2 or 3 days, not by the index of unevenly spaced points.
    const gaps = ticks.slice(1).map((t, i) => (t.at - ticks[i]!.at) / DAY);
    expect(gaps.every((gap) => gap === 2 || gap === 3)).toBe(true);
    expect(timeTicks(points[0]!, points.at(-1)!, 6, 'utc')).toHaveLength(6);
  });

  it('1 Year, From Burn and From Genesis of a young chain: distinct dates, not "2026.09" four times', () => {
    for (const from of ['2026-09-01T00:00:01Z', '2026-10-12T08:00:00Z']) {
      const ticks = timeTicks(utc(from), utc('2026-11-15T00:00:00Z'), 12, 'utc');
      expect(new Set(labels(ticks)).size).toBe(ticks.length);
      expect(ticks.length).toBeGreaterThanOrEqual(10);
      expect(labels(ticks).every((label) => /^\d{2}\.\d{2}$/.test(label))).toBe(true);
      expect(ticks[0]!.at).toBeGreaterThanOrEqual(utc(from));
    }
  });

  it('a full year: months at their first day', () => {
    const ticks = timeTicks(utc('2025-11-15T00:00:00Z'), utc('2026-11-15T00:00:00Z'), 12, 'utc');
    expect(labels(ticks)).toEqual(['2025.12', '2026.01', '2026.02', '2026.03', '2026.04', '2026.05', '2026.06', '2026.07', '2026.08', '2026.09', '2026.10', '2026.11']);
    expect(ticks.every((t) => new Date(t.at).getUTCDate() === 1 && t.at % DAY === 0)).toBe(true);
  });

  it('1 Day: hours, the midnights naming their day', () => {
    const ticks = timeTicks(utc('2026-11-14T00:00:00Z'), utc('2026-11-15T00:00:00Z'), 12, 'utc');
    expect(ticks[0]!.label).toBe('11.14');
    expect(ticks.at(-1)!.label).toBe('11.15');
    expect(labels(ticks).slice(1, -1).every((label) => /^\d{2}:00$/.test(label))).toBe(true);
    expect(new Set(labels(ticks)).size).toBe(ticks.length);
    expect(ticks.every((t) => t.at % HOUR === 0)).toBe(true);
  });

  it('adds the date when hours would repeat, and the year when days span two years', () => {
    const hours = timeTicks(utc('2026-11-10T03:00:00Z'), utc('2026-11-12T03:00:00Z'), 9, 'utc');
    expect(new Set(labels(hours)).size).toBe(hours.length);
    expect(labels(hours)).toContain('11.11 03:00');
    const days = timeTicks(utc('2026-12-20T00:00:00Z'), utc('2027-01-20T00:00:00Z'), 6, 'utc');
    expect(labels(days)[0]).toBe('2026.12.20');
    expect(labels(days).at(-1)).toBe('2027.01.20');
  });

  it('keeps every tick inside the range, rounding the ends inward', () => {
    const start = utc('2026-11-08T07:30:00Z');
    const end = utc('2026-11-14T18:10:00Z');
    const ticks = timeTicks(start, end, 6, 'utc');
    expect(ticks[0]!.at).toBe(utc('2026-11-09T00:00:00Z'));
    expect(ticks.at(-1)!.at).toBe(utc('2026-11-14T00:00:00Z'));
    expect(ticks.every((t, i) => t.at >= start && t.at <= end && (i === 0 || t.at > ticks[i - 1]!.at))).toBe(true);
  });

  it('in the reader\'s zone: a Singapore reader\'s days start at its own midnight', () => {
    process.env.TZ = 'Asia/Singapore';
    const ticks = timeTicks(utc('2026-11-07T16:00:00Z'), utc('2026-11-14T16:00:00Z'), 12, 'local');
    expect(labels(ticks)).toEqual(['11.08', '11.09', '11.10', '11.11', '11.12', '11.13', '11.14', '11.15']);
    expect(ticks.every((t) => (t.at + 8 * HOUR) % DAY === 0)).toBe(true);
  });

  it('across a daylight-saving change: still one tick a day, at local midnight', () => {
    process.env.TZ = 'Europe/Berlin';
    const ticks = timeTicks(new Date(2026, 9, 20).getTime(), new Date(2026, 10, 1).getTime(), 12, 'local');
    expect(labels(ticks)).toHaveLength(12);
    expect(ticks.every((t) => new Date(t.at).getHours() === 0 && new Date(t.at).getMinutes() === 0)).toBe(true);
    expect(labels(ticks)).toContain('10.25');
  });

  it('chooses months from 28 days apart, days from 12 hours, hours from 30 minutes', () => {
    expect(tickUnit(28 * DAY)).toBe('month');
    expect(tickUnit(27 * DAY)).toBe('day');
    expect(tickUnit(12 * HOUR)).toBe('day');
    expect(tickUnit(11 * HOUR)).toBe('hour');
    expect(tickUnit(HOUR / 2)).toBe('hour');
    expect(tickUnit(HOUR / 4)).toBe('minute');
  });

  it('gives one tick for a single point', () => {
    expect(timeTicks(utc('2026-11-15T00:00:00Z'), utc('2026-11-15T00:00:00Z'), 12, 'utc')).toHaveLength(1);
  });
});
