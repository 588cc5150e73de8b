import { describe, expect, it } from 'vitest';
import { loadMoreCount, pageCount, pageGroup } from './pages';

describe('pageCount', () => {
  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [95, 10, 10],
    [-3, 10, 1],
    [20, 9, 3],
  ])('%i items by %i → %i pages', (items, size, expected) => {
    expect(pageCount(items, size)).toBe(expected);
  });
});

describe('pageGroup', () => {
  it.each([
    // page, total, group size, pages shown
    [1, 1, 10, [1]],
    [1, 3, 10, [1, 2, 3]],
    [10, 25, 10, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [11, 25, 10, [11, 12, 13, 14, 15, 16, 17, 18, 19, 20]],
    [25, 25, 10, [21, 22, 23, 24, 25]],
    [7, 25, 5, [6, 7, 8, 9, 10]],
    [99, 12, 10, [11, 12]],
    [0, 12, 10, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [Number.NaN, 12, 5, [1, 2, 3, 4, 5]],
  ])('page %s of %i in groups of %i', (page, total, size, expected) => {
    expect(pageGroup(page, total, size).pages).toEqual(expected);
  });

  it('knows when previous and next exist and clamps the current page', () => {
    expect(pageGroup(1, 3)).toMatchObject({ current: 1, hasPrevious: false, hasNext: true });
    expect(pageGroup(3, 3)).toMatchObject({ current: 3, hasPrevious: true, hasNext: false });
    expect(pageGroup(9, 3)).toMatchObject({ current: 3, total: 3 });
    expect(pageGroup(1, 0)).toMatchObject({ current: 1, total: 1, hasPrevious: false, hasNext: false });
  });
});

describe('loadMoreCount', () => {
  it('starts at 10 and adds 10 a click', () => {
    expect([0, 1, 2].map((clicks) => loadMoreCount(clicks))).toEqual([10, 20, 30]);
  });
});
