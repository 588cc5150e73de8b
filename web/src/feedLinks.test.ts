import { describe, expect, it } from 'vitest';
import { ACTIVITY_FEEDS, AGENDA_FEEDS, feedLinkTags } from './feedLinks';
import { PRERENDERED_ROUTES } from './prerenderedRoutes';

describe('feed discovery links', () => {
  it('writes one alternate link per feed, attributes escaped', () => {
    expect(feedLinkTags(AGENDA_FEEDS)).toBe(
      '<link rel="alternate" type="application/atom+xml" title="Governance agendas (Atom)" href="/v1/feeds/agendas.atom">' +
        '<link rel="alternate" type="text/calendar" title="Governance agenda calendar (iCalendar)" href="/v1/feeds/agendas.ics">',
    );
    expect(feedLinkTags([{ type: 'application/atom+xml', title: 'feeds.activities', href: '/x?a=1&b="2"' }])).toBe(
      '<link rel="alternate" type="application/atom+xml" title="Council activities (Atom)" href="/x?a=1&amp;b=&quot;2&quot;">',
    );
  });

  it('titles the feeds in the page’s language and asks for them in it (English URLs unchanged)', () => {
    expect(feedLinkTags(AGENDA_FEEDS, 'ko')).toBe(
      '<link rel="alternate" type="application/atom+xml" title="거버넌스 안건 (Atom)" href="/v1/feeds/agendas.atom?lang=ko">' +
        '<link rel="alternate" type="text/calendar" title="거버넌스 안건 캘린더 (iCalendar)" href="/v1/feeds/agendas.ics?lang=ko">',
    );
    expect(feedLinkTags(ACTIVITY_FEEDS, 'ko')).toBe('<link rel="alternate" type="application/atom+xml" title="카운슬 활동 (Atom)" href="/v1/feeds/activities.atom?lang=ko">');
  });

  it('announces the agenda feeds on the Proposal pages and the activity feed on the GC pages', () => {
    const feedsOf = (path: string) => PRERENDERED_ROUTES.find((r) => r.path === path)?.feeds ?? [];
    for (const path of ['/Proposal', '/Proposal/List', '/Proposal/Detail']) expect(feedsOf(path), path).toEqual(AGENDA_FEEDS);
    for (const path of ['/GC', '/GC/Detail', '/GC/ActivityDetail']) expect(feedsOf(path), path).toEqual(ACTIVITY_FEEDS);
    expect(feedsOf('/Home')).toEqual([]);
  });
});
