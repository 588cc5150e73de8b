import { describe, expect, it } from 'vitest';
import { STATUS_FILE_KEY, STATUS_FILE_PATH } from '@portal/status/schema';
import { PATHS } from '../constructs/cdn';
import { LOCALE_PREFIXES, PRERENDERED_PATHS, SPA_REWRITE_SOURCE, STATUS_PREFIX_STRIP_SOURCE, storedUploadsOnlySource } from './viewerRequestFunctions';

type Request = { uri: string; method: string };

/** Runs a CloudFront Function's source as CloudFront would: `handler(event)` on a viewer request. */
function run(source: string, uri: string): string {
  const handler = new Function(`${source}; return handler;`)() as (event: { request: Request }) => Request;
  return handler({ request: { uri, method: 'GET' } }).uri;
}

describe('SPA fallback (default behaviour)', () => {
  it.each(['/', '/MyPage', '/MyPage/GC/ActivityDraft', '/GC/', '/Homer', '/prerendered/Home', '/constructor', '/ko/MyPage', '/kor/Home'])('answers the client route %s with /index.html', (uri) => {
    expect(run(SPA_REWRITE_SOURCE, uri)).toBe('/index.html');
  });

  it.each(['/Home', '/GC', '/Proposal/Detail', '/Terms', '/ko/Home', '/ko/Proposal/Detail'])('answers the prerendered public route %s with its page', (uri) => {
    expect(run(SPA_REWRITE_SOURCE, uri)).toBe(`/prerendered${uri}.html`);
  });

  it('knows exactly the routes the web build prerenders', async () => {
    const { PRERENDERED_ROUTES } = await import('../../../web/src/prerenderedRoutes');
    expect([...PRERENDERED_PATHS]).toEqual(PRERENDERED_ROUTES.map((route) => route.path));
    const { LOCALES, localeBasename } = await import('../../../web/src/i18n/locale');
    expect([...LOCALE_PREFIXES]).toEqual(LOCALES.map(localeBasename));
  });

  it.each(['/index.html', '/favicon.svg', '/robots.txt', '/.well-known/security.txt'])('passes the file %s through', (uri) => {
    expect(run(SPA_REWRITE_SOURCE, uri)).toBe(uri);
  });

  it('is written for cloudfront-js (var, no arrow functions or template strings)', () => {
    expect(SPA_REWRITE_SOURCE).not.toMatch(/=>|`|\blet\b|\bconst\b/);
  });
});

describe('status prefix strip (/status/*)', () => {
  it('maps the path the web fetches (STATUS_FILE_PATH) to the key the operators write (STATUS_FILE_KEY)', () => {
    expect(`/${PATHS.status.replace('*', '')}`).toBe(STATUS_FILE_PATH.slice(0, STATUS_FILE_PATH.lastIndexOf('/') + 1));
    expect(run(STATUS_PREFIX_STRIP_SOURCE, STATUS_FILE_PATH)).toBe(`/${STATUS_FILE_KEY}`);
  });

  it('leaves other paths alone', () => {
    expect(run(STATUS_PREFIX_STRIP_SOURCE, '/statuses.json')).toBe('/statuses.json');
  });
});

describe('stored uploads only (/uploads/*)', () => {
  type Event = { request: Request & { headers: Record<string, { value: string }> } };
  const answerOn = (uploadsHost: string | null, host: string, uri: string) =>
    (new Function(`${storedUploadsOnlySource(uploadsHost)}; return handler;`)() as (event: Event) => unknown)({ request: { uri, method: 'GET', headers: { host: { value: host } } } });
  const answer = (uri: string) => answerOn(null, 'portal.example.org', uri);
  const HASH = '9f'.repeat(32);

  it.each([`/uploads/councilThumbnail/${HASH}.png`, `/uploads/activityThumbnail/${HASH}.jpg`, `/uploads/contractLogo/${HASH}.svg`, `/uploads/attachment/${HASH}.pdf`])('lets %s reach the bucket unchanged', (uri) => {
    expect(answer(uri)).toMatchObject({ uri, method: 'GET' });
  });

  it.each([
    `/uploads/attachment/${HASH}.svg`,
    `/uploads/contractLogo/${HASH}.pdf`,
    `/uploads/contractLogo/${HASH}.html`,
    '/uploads/attachment/page.html',
    `/uploads/pending/a1/${'0'.repeat(32)}`,
    `/uploads/contractLogo/%2e%2e/${HASH}.svg`,
    `/uploads/contractLogo/${HASH.toUpperCase()}.svg`,
  ])('answers %s with a 404 from the edge', (uri) => {
    expect(answer(uri)).toEqual({ statusCode: 404, statusDescription: 'Not Found' });
  });

  it('with a separate uploads host, redirects a stored path asked on the portal’s host there, and serves it on that host', () => {
    const path = `/uploads/contractLogo/${HASH}.svg`;
    expect(answerOn('uploads.example.org', 'portal.example.org', path)).toEqual({ statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: `https://uploads.example.org${path}` } } });
    expect(answerOn('uploads.example.org', 'uploads.example.org', path)).toMatchObject({ uri: path });
    expect(answerOn('uploads.example.org', 'portal.example.org', '/uploads/attachment/page.html')).toEqual({ statusCode: 404, statusDescription: 'Not Found' });
  });

  it('is written for cloudfront-js (var, no arrow functions or template strings)', () => {
    for (const host of [null, 'uploads.example.org']) expect(storedUploadsOnlySource(host)).not.toMatch(/=>|`|\blet\b|\bconst\b/);
  });
});
