/**
 * Where a page's snapshot (its HTML rendered with its data when the data changed: snapshots/) is
 * kept: one key per page URL, in the web's folder locally and under the web bucket's prefix on AWS.
 * The origin answers a URL from its snapshot only when the URL is exactly the page's own one
 * (`/Proposal/Detail?id=53`); any other query is the prerendered route, rendered in the browser.
 */

/** The folder (locally) and key prefix (in the web bucket) of every snapshot. */
export const SNAPSHOT_PREFIX = 'snapshots/';

/** The detail pages that have snapshots: each with its one numeric `id` (`/Proposal/Detail?id=53`). */
export const SNAPSHOT_ROUTES = ['/Proposal/Detail', '/GC/Detail'] as const;
/** The list pages that have snapshots: the route with no query at all (`/GC`; `/GC?tab=history` is the prerender's). */
export const SNAPSHOT_LIST_ROUTES = ['/GC'] as const;
export type SnapshotRoute = (typeof SNAPSHOT_ROUTES)[number] | (typeof SNAPSHOT_LIST_ROUTES)[number];

/** A page's id as its URL must write it: plain decimal, no leading zero, at most nine digits (the CDN's function uses the same). */
export const SNAPSHOT_ID_PATTERN = /^(0|[1-9][0-9]{0,8})$/;

/** The language prefixes a page is also served under (web/src/i18n/locale.ts: English has none). */
const LOCALE_PREFIXES = ['', '/ko'] as const;

/** The page's URL for its route, id (null for a list page) and language prefix ('' or '/ko'). */
export const snapshotLocation = (route: SnapshotRoute, id: number | null, prefix: string) => `${prefix}${route}${id === null ? '' : `?id=${id}`}`;

/**
 * The stored key of the page a URL names (`snapshots/ko/Proposal/Detail/53.html`, `snapshots/GC.html`),
 * or null when the URL has no snapshot: another route, another query, an id written another way (`?id=053`).
 */
export function snapshotKey(pathname: string, search: string): string | null {
  const prefix = LOCALE_PREFIXES.find((p) => p !== '' && pathname.startsWith(`${p}/`)) ?? '';
  const route = pathname.slice(prefix.length);
  const folder = `${SNAPSHOT_PREFIX}${prefix.slice(1)}${prefix ? '/' : ''}${route.slice(1)}`;
  if ((SNAPSHOT_LIST_ROUTES as readonly string[]).includes(route)) return search === '' ? `${folder}.html` : null;
  const id = search.startsWith('?id=') ? search.slice('?id='.length) : undefined;
  if (id === undefined || !SNAPSHOT_ID_PATTERN.test(id) || !(SNAPSHOT_ROUTES as readonly string[]).includes(route)) return null;
  return `${folder}/${id}.html`;
}
