import { describe, expect, it } from 'vitest';
import { agendaDetailUrl, councilDetailPath, feedUrl, parseFeedState } from './pageUrls';

describe('detail URLs', () => {
  it('names the council and the agenda by id', () => {
    expect(councilDetailPath(4)).toBe('/GC/Detail?id=4');
    expect(agendaDetailUrl(52)).toBe('/Proposal/Detail?id=52');
  });
});

describe('Activities tab state', () => {
  it('reads the council (-1 all) and the page', () => {
    expect(parseFeedState('?tab=activities')).toEqual({ councilId: -1, page: 1 });
    expect(parseFeedState('?tab=activities&cid=7&page=3')).toEqual({ councilId: 7, page: 3 });
    expect(parseFeedState('?cid=-1&page=0')).toEqual({ councilId: -1, page: 1 });
    expect(feedUrl({ councilId: -1, page: 2 })).toBe('/GC?tab=activities&page=2');
    expect(feedUrl({ councilId: 4, page: 1 })).toBe('/GC?tab=activities&cid=4&page=1');
  });
});
