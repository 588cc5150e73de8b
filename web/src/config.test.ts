import { describe, expect, it } from 'vitest';
import { chainIdFrom, networkOf } from './config';

describe('service network', () => {
  it.each([
    [undefined, 8217],
    ['', 8217],
    ['abc', 8217],
    ['1001', 1001],
    ['31337', 31337],
  ])('VITE_CHAIN_ID=%s → %i', (raw, expected) => {
    expect(chainIdFrom(raw)).toBe(expected);
  });

  it('is the test network only for 1001', () => {
    expect(networkOf(1001)).toBe('test');
    expect(networkOf(8217)).toBe('main');
    expect(networkOf(31337)).toBe('main');
  });
});
