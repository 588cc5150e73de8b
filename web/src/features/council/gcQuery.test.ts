import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_STATE, gcTabFrom, listUrl, parseListState, tabUrl } from './gcQuery';

describe('gcTabFrom', () => {
  it.each([
    ['', 'list'],
    ['?tab=list', 'list'],
    ['?tab=History', 'history'],
    ['?tab=activities&page=2', 'activities'],
    ['?activities', 'activities'],
    ['?from=activities', 'activities'],
    ['?tab=unknown', 'list'],
  ])('%s → %s', (search, tab) => {
    expect(gcTabFrom(search)).toBe(tab);
  });

  it('a tab click keeps only the tab', () => {
    expect(tabUrl('history')).toBe('/GC?tab=history');
  });
});

describe('List tab state', () => {
  it('reads category, display and search text; unknown values fall back to all and line', () => {
    expect(parseListState('')).toEqual(DEFAULT_LIST_STATE);
    expect(parseListState('?tab=list&category=3&display=card&input=%20Harbor')).toEqual({ category: 3, display: 'card', input: ' Harbor' });
    expect(parseListState('?category=-2&display=grid')).toEqual(DEFAULT_LIST_STATE);
    expect(parseListState('?category=abc&display=CARD')).toEqual({ category: 0, display: 'card', input: '' });
  });

  it('writes all three back, and round-trips (the search is not trimmed)', () => {
    const state = { category: 2, display: 'card', input: 'north wind ' } as const;
    expect(listUrl(state)).toBe('/GC?tab=list&category=2&display=card&input=north+wind+');
    expect(parseListState(listUrl(state).slice(3))).toEqual(state);
    expect(listUrl(DEFAULT_LIST_STATE)).toBe('/GC?tab=list&category=0&display=line');
  });
});
