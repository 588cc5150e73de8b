import { describe, expect, it } from 'vitest';
import {
  agendaIdFrom,
  groupOfListType,
  historyUrl,
  listUrl,
  parseHistoryState,
  parseListState,
  proposalTabFrom,
  proposalTabUrl,
} from './agendaQuery';

describe('the Proposal page’s URL', () => {
  it('chooses the tab by query tab, VOTING by default', () => {
    expect(proposalTabFrom('')).toBe('voting');
    expect(proposalTabFrom('?tab=DISCUSSION')).toBe('discussion');
    expect(proposalTabFrom('?tab=leaderboard')).toBe('leaderboard');
    expect(proposalTabFrom('?tab=other')).toBe('voting');
    expect(proposalTabUrl('voting')).toBe('/Proposal');
    expect(proposalTabUrl('leaderboard')).toBe('/Proposal?tab=leaderboard');
  });

  it('keeps the voting history’s member, category, page and search', () => {
    expect(parseHistoryState('')).toEqual({ councilId: null, category: 0, page: 1, input: '' });
    expect(parseHistoryState('?gcId=3&category=3&page=2&input=gas')).toEqual({ councilId: 3, category: 3, page: 2, input: 'gas' });
    expect(parseHistoryState('?gcId=x&category=9&page=-1')).toEqual({ councilId: null, category: 0, page: 1, input: '' });
    expect(historyUrl({ councilId: 3, category: 3, page: 2, input: 'gas fee' })).toBe('/Proposal?gcId=3&category=3&page=2&input=gas+fee');
    expect(historyUrl({ councilId: null, category: 0, page: 1, input: '' })).toBe('/Proposal');
  });
});

describe('the Proposal list’s URL', () => {
  it('is ongoing unless type=up, with category, page and search', () => {
    expect(parseListState('')).toEqual({ type: 'on', category: 0, page: 1, input: '' });
    expect(parseListState('?type=up&category=4&page=3&input=Fee')).toEqual({ type: 'up', category: 4, page: 3, input: 'Fee' });
    expect(parseListState('?category=7').category).toBe(0);
    expect(listUrl({ type: 'up', category: 0, page: 1, input: '' })).toBe('/Proposal/List?type=up');
    expect(listUrl({ type: 'on', category: 2, page: 2, input: 'x' })).toBe('/Proposal/List?type=on&category=2&page=2&input=x');
    expect(groupOfListType('on')).toBe(2);
    expect(groupOfListType('up')).toBe(1);
  });
});

describe('the detail’s id', () => {
  it('reads a non-negative integer', () => {
    expect(agendaIdFrom('?id=44')).toBe(44);
    expect(agendaIdFrom('?id=0')).toBe(0);
    expect(agendaIdFrom('?id=')).toBeNull();
    expect(agendaIdFrom('?id=abc')).toBeNull();
    expect(agendaIdFrom('')).toBeNull();
  });
});
