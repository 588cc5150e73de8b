import { describe, expect, it } from 'vitest';
import { chartLabel, chartTicks, DEFAULT_RANK_PERIOD, isRankPeriod, RANK_PERIOD_OPTIONS } from './rank';

describe('rank panel rules', () => {
  it('offers 1 week, 1 month (default), 3 months and All', () => {
    expect(RANK_PERIOD_OPTIONS.map((o) => `${o.label}=${o.value}`)).toEqual(['rank.period.week1=7', 'rank.period.month1=30', 'rank.period.month3=90', 'rank.period.all=all']);
    expect(DEFAULT_RANK_PERIOD).toBe('30');
    expect(isRankPeriod('90')).toBe(true);
    expect(isRankPeriod('14')).toBe(false);
  });

  it('cuts council names over 30 characters to 28 plus an ellipsis', () => {
    expect(chartLabel('Polaris University Blockchain Lab')).toBe('Polaris University Blockchai…');
    expect(chartLabel('Polaris University Blockchain')).toBe('Polaris University Blockchain');
    expect(chartLabel('x'.repeat(30))).toBe('x'.repeat(30));
    expect(chartLabel('x'.repeat(31))).toBe(`${'x'.repeat(28)}…`);
  });

  it('uses 6 ticks on narrow screens and 12 on wide ones', () => {
    expect([chartTicks(true), chartTicks(false)]).toEqual([6, 12]);
  });
});
