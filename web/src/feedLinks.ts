import { ACTIVITY_FEED_PATH, AGENDA_CALENDAR_PATH, AGENDA_FEED_PATH } from '@portal/core/constants';

/** A feed a page announces with `<link rel="alternate">`, so readers and crawlers find it without JavaScript. */
export type FeedLink = { type: 'application/atom+xml' | 'text/calendar'; title: string; href: string };

export const AGENDA_FEEDS: readonly FeedLink[] = [
  { type: 'application/atom+xml', title: 'Governance agendas (Atom)', href: AGENDA_FEED_PATH },
  { type: 'text/calendar', title: 'Governance agenda calendar (iCalendar)', href: AGENDA_CALENDAR_PATH },
];

export const ACTIVITY_FEEDS: readonly FeedLink[] = [{ type: 'application/atom+xml', title: 'Council activities (Atom)', href: ACTIVITY_FEED_PATH }];

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The head tags of a page's feeds, as the build writes them into its prerendered HTML. */
export function feedLinkTags(feeds: readonly FeedLink[]): string {
  return feeds.map((f) => `<link rel="alternate" type="${f.type}" title="${attribute(f.title)}" href="${attribute(f.href)}">`).join('');
}
