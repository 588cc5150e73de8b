import { describe, expect, it } from 'vitest';
import { distinctDecimals, niceTicks, spreadTicks, stackedValues, tickCount, valueDomain, valueTicks } from './scale';

describe('chart scale rules', () => {
  it('has 6 ticks on narrow screens and 12 on wide ones, spread over the labels', () => {
    expect(tickCount(true)).toBe(6);
    expect(tickCount(false)).toBe(12);
    const days = Array.from({ length: 31 }, (_, i) => i);
    expect(spreadTicks(days, 6)).toEqual([0, 6, 12, 18, 24, 30]);
    expect(spreadTicks([1, 2, 3], 12)).toEqual([1, 2, 3]);
  });

  it('adds 20% grace above the highest value', () => {
    expect(valueDomain([10, 50, 40])).toEqual([0, 60]);
    expect(valueDomain([])).toEqual([0, 1]);
    const [low, high] = valueDomain([4_000, 4_100], false);
    expect(low).toBe(3_980);
    expect(high).toBe(4_120);
    expect(stackedValues([{ values: [1, 2] }, { values: [3] }])).toEqual([4, 2]);
  });
});

describe('value ticks', () => {
  it('spreads ticks over the domain and finds decimals that tell them apart', () => {
    expect(valueTicks([0, 100], 5)).toEqual([0, 25, 50, 75, 100]);
    const ticks = valueTicks([4_100_000_000, 4_110_000_000], 5);
    const format = (v: number, d: number) => `${(v / 1e9).toFixed(d)}B`;
    expect(distinctDecimals(ticks, format)).toBe(3);
    expect(distinctDecimals([0, 25, 50], (v, d) => v.toFixed(d))).toBe(2);
  });
});

describe('niceTicks', () => {
  it('rounds the graced domain out to round steps', () => {
    expect(niceTicks(0, 10.42)).toEqual([0, 5, 10, 15]);
    expect(niceTicks(0, 312)).toEqual([0, 100, 200, 300, 400]);
    expect(niceTicks(4_050_000_000, 4_120_000_000)).toEqual([4_040_000_000, 4_060_000_000, 4_080_000_000, 4_100_000_000, 4_120_000_000]);
  });
});
