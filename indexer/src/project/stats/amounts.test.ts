import { describe, expect, it } from 'vitest';
import { dollars, klay, peb, percent } from './amounts';

describe('amounts', () => {
  it('converts exactly, signs kept', () => {
    expect(klay(1_500_000_000_000_000_000n)).toBe('1.5');
    expect(klay(-2n * 10n ** 18n)).toBe('-2');
    expect(peb('-0.000000000000000001')).toBe(-1n);
    expect(peb('12.5')).toBe(12_500_000_000_000_000_000n);
  });

  it('cuts percentages and dollars toward zero', () => {
    expect(percent(1n, 3n)).toBe('33.3333');
    expect(percent(-1n, 3n, 2)).toBe('-33.33');
    expect(percent(5n, 0n)).toBe('0');
    expect(dollars(peb('1234.5'), '0.1234')).toBe('152.33');
  });
});
