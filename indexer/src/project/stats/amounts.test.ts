import { describe, expect, it } from 'vitest';
import { klayToPeb } from '@portal/core/format';
import { dollars, percent } from './amounts';

describe('amounts', () => {
  it('cuts percentages and dollars toward zero', () => {
    expect(percent(1n, 3n)).toBe('33.3333');
    expect(percent(-1n, 3n, 2)).toBe('-33.33');
    expect(percent(5n, 0n)).toBe('0');
    expect(dollars(klayToPeb('1234.5'), '0.1234')).toBe('152.33');
  });
});
