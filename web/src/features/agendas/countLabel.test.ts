import { describe, expect, it } from 'vitest';
import { countLabel, TIMES, VOTES } from './countLabel';

describe('countLabel', () => {
  it('reads singular for one: "1 time", "1 vote"', () => {
    expect(countLabel(1, TIMES)).toBe('1 time');
    expect(countLabel(1, VOTES)).toBe('1 vote');
  });

  it('reads plural for zero and for more than one, with thousands separators', () => {
    expect(countLabel(0, TIMES)).toBe('0 times');
    expect(countLabel(2, VOTES)).toBe('2 votes');
    expect(countLabel(12_345, VOTES)).toBe('12,345 votes');
  });

  it('follows the number as shown: 1.4 votes shows as "1 vote", 1.5 as "2 votes"', () => {
    expect(countLabel(1.4, VOTES)).toBe('1 vote');
    expect(countLabel(1.5, VOTES)).toBe('2 votes');
  });
});
