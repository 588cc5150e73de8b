import { describe, expect, it } from 'vitest';
import { sameContent } from './sameContent';

describe('sameContent', () => {
  it('ignores the order of object keys, at any depth', () => {
    expect(sameContent({ a: 1, b: { c: [1, { d: 2, e: 3 }] } }, { b: { c: [1, { e: 3, d: 2 }] }, a: 1 })).toBe(true);
  });

  it('sees a changed value, a missing key and a reordered array', () => {
    expect(sameContent({ a: 1, b: 2 }, { a: 1, b: 3 })).toBe(false);
    expect(sameContent({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(sameContent([1, 2], [2, 1])).toBe(false);
  });

  it('tells nothing stored from something to store', () => {
    expect(sameContent([], null)).toBe(false);
    expect(sameContent(null, null)).toBe(true);
  });
});
