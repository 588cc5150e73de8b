import { ACTIVITY_FEEDS, AGENDA_FEEDS, type FeedLink } from './feedLinks';

/**
 * The public routes rendered at build time; every other route (My Page, drafts) renders in the
 * browser only. A detail route is rendered for some id (it shows its loading state, which is the
 * same for every id) rather than for none (which says "not found"). `feeds` are written into the
 * page's head as `<link rel="alternate">`, so feed readers and crawlers find them without JavaScript.
 */
export const PRERENDERED_ROUTES: readonly { path: string; query?: string; feeds?: readonly FeedLink[] }[] = [
  { path: '/Home' },
  { path: '/GC', feeds: ACTIVITY_FEEDS },
  { path: '/GC/Detail', query: '?id=1', feeds: ACTIVITY_FEEDS },
  { path: '/GC/ActivityDetail', query: '?id=1', feeds: ACTIVITY_FEEDS },
  { path: '/Proposal', feeds: AGENDA_FEEDS },
  { path: '/Proposal/List', feeds: AGENDA_FEEDS },
  { path: '/Proposal/Detail', query: '?id=1', feeds: AGENDA_FEEDS },
  { path: '/Status' },
  { path: '/Treasury' },
  { path: '/ReleaseNote' },
  { path: '/Privacy' },
  { path: '/Terms' },
];
