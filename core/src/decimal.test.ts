import { describe, expect, it } from 'vitest';
import { multiplyDecimals, multiplyDecimalsTruncated } from './decimal';

describe('multiplyDecimals', () => {
  it.each([
    ['0', '0.15', '0'],
    ['2', '3', '6'],
    ['1.5', '0.2', '0.3'],
    ['10000000000.123456789012345678', '0.1234', '1234000000.0152345677641234566652'],
    ['0.000000000000000001', '0.000000000000000001', '0.000000000000000000000000000000000001'],
  ])('%s × %s = %s', (a, b, product) => {
    expect(multiplyDecimals(a, b)).toBe(product);
  });

  it('refuses what is not a non-negative decimal', () => {
    expect(() => multiplyDecimals('-1', '2')).toThrow(RangeError);
    expect(() => multiplyDecimals('1e5', '2')).toThrow(RangeError);
  });
});

describe('multiplyDecimalsTruncated', () => {
  it('cuts toward zero at the given places', () => {
    expect(multiplyDecimalsTruncated('1.999', '1', 2)).toBe('1.99');
    expect(multiplyDecimalsTruncated('3', '0.3333', 2)).toBe('0.99');
    expect(multiplyDecimalsTruncated('5', '2', 2)).toBe('10');
  });
});
