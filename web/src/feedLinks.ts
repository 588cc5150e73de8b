import { ACTIVITY_FEED_PATH, AGENDA_CALENDAR_PATH, AGENDA_FEED_PATH } from '@portal/core/constants';
import { langPath } from '@portal/core/i18n/lang';
import type { Locale } from './i18n/locale';
import en from './i18n/messages/en/home.json';
import ko from './i18n/messages/ko/home.json';

type FeedTitle = 'feeds.agendas' | 'feeds.agendaCalendar' | 'feeds.activities';

/**
 * A feed a page announces with `<link rel="alternate">`, so readers and crawlers find it without JavaScript;
 * `title` is its catalogue key, written in the page's language.
 */
export type FeedLink = { type: 'application/atom+xml' | 'text/calendar'; title: FeedTitle; href: string };

export const AGENDA_FEEDS: readonly FeedLink[] = [
  { type: 'application/atom+xml', title: 'feeds.agendas', href: AGENDA_FEED_PATH },
  { type: 'text/calendar', title: 'feeds.agendaCalendar', href: AGENDA_CALENDAR_PATH },
];

export const ACTIVITY_FEEDS: readonly FeedLink[] = [{ type: 'application/atom+xml', title: 'feeds.activities', href: ACTIVITY_FEED_PATH }];

// Only the prerendering imports this module (never the browser), so both languages may sit here;
// the titles are plain text, the same before and after the catalogues' compilation.
const TITLES: Record<Locale, Record<FeedTitle, string>> = { en, ko };

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The head tags of a page's feeds, as the build writes them into its prerendered HTML, titled in the page's language and asking for the feed in it. */
export function feedLinkTags(feeds: readonly FeedLink[], locale: Locale = 'en'): string {
  return feeds.map((f) => `<link rel="alternate" type="${f.type}" title="${attribute(TITLES[locale][f.title])}" href="${attribute(langPath(f.href, locale))}">`).join('');
}
