import { describe, expect, it } from 'vitest';
import { STATUS_FILE_KEY, STATUS_FILE_PATH } from '@portal/status/schema';
import { PATHS } from '../constructs/cdn';
import { snapshotKey } from '@portal/core/http/snapshotPaths';
import { CLOUDFRONT_MODULE_IMPORT, LOCALE_PREFIXES, PRERENDERED_PATHS, SPA_REWRITE_SOURCE, STATUS_PREFIX_STRIP_SOURCE, storedUploadsOnlySource } from './viewerRequestFunctions';

type Request = { uri: string; method: string };
type QueryString = Record<string, { value: string; multiValue?: { value: string }[] }>;

/** Runs a CloudFront Function's source as CloudFront would: `handler(event)` on a viewer request. */
function run(source: string, uri: string): string {
  const handler = new Function(`${source}; return handler;`)() as (event: { request: Request }) => Request;
  return handler({ request: { uri, method: 'GET' } }).uri;
}

/** A query string as CloudFront hands it to a function: one entry per name, a repeated name's values in multiValue. */
function cloudFrontQuery(search: string): QueryString {
  const query: QueryString = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const entry = query[name];
    if (entry) entry.multiValue = [...(entry.multiValue ?? [{ value: entry.value }]), { value }];
    else query[name] = { value };
  }
  return query;
}

/**
 * The default behaviour's function run on its source text, its `cloudfront` module given by the
 * test: the key value store answers from `stored`, and every key it was asked for is kept.
 */
async function viewerRequest(path: string, stored: Iterable<string> = [], options: { failing?: boolean } = {}) {
  const keys = new Set(stored);
  const asked: string[] = [];
  const cf = {
    kvs: () => ({
      exists: async (key: string) => {
        asked.push(key);
        if (options.failing) throw new Error('key value store unavailable');
        return keys.has(key);
      },
    }),
  };
  expect(SPA_REWRITE_SOURCE.startsWith(`${CLOUDFRONT_MODULE_IMPORT}\n`)).toBe(true);
  const body = SPA_REWRITE_SOURCE.slice(CLOUDFRONT_MODULE_IMPORT.length);
  const handler = new Function('cf', `${body}; return handler;`)(cf) as (event: { request: Request & { querystring: QueryString } }) => Promise<Request>;
  const at = path.indexOf('?');
  const [uri, search] = at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at)];
  const request = await handler({ request: { uri, method: 'GET', querystring: cloudFrontQuery(search) } });
  return { uri: request.uri, asked };
}

describe('the default behaviour: snapshot, prerendered page or SPA fallback', () => {
  it.each(['/', '/MyPage', '/MyPage/GC/ActivityDraft', '/GC/', '/Homer', '/prerendered/Home', '/constructor', '/ko/MyPage', '/kor/Home'])('answers the client route %s with /index.html', async (uri) => {
    expect((await viewerRequest(uri)).uri).toBe('/index.html');
  });

  it.each(['/Home', '/GC', '/Proposal/Detail', '/Terms', '/ko/Home', '/ko/Proposal/Detail'])('answers the prerendered public route %s with its page', async (uri) => {
    expect((await viewerRequest(uri)).uri).toBe(`/prerendered${uri}.html`);
  });

  it('knows exactly the routes the web build prerenders', async () => {
    const { PRERENDERED_ROUTES } = await import('../../../web/src/prerenderedRoutes');
    expect([...PRERENDERED_PATHS]).toEqual(PRERENDERED_ROUTES.map((route) => route.path));
    const { LOCALES, localeBasename } = await import('../../../web/src/i18n/locale');
    expect([...LOCALE_PREFIXES]).toEqual(LOCALES.map(localeBasename));
  });

  it.each(['/index.html', '/favicon.svg', '/robots.txt', '/.well-known/security.txt', '/snapshots/Proposal/Detail/53.html', '/snapshots/ko/GC/Detail/4.html'])(
    'passes the file %s through (a snapshot asked by its own path is public HTML like any file)',
    async (uri) => {
      expect(await viewerRequest(uri, ['snapshots/Proposal/Detail/53.html'])).toEqual({ uri, asked: [] });
    },
  );

  it.each(['/Proposal/Detail?id=53', '/ko/Proposal/Detail?id=53', '/GC/Detail?id=0', '/ko/GC/Detail?id=12', '/GC', '/ko/GC'])('answers %s with its snapshot when the store holds its key, the key core maps it to', async (path) => {
    const [pathname, search] = path.includes('?') ? [path.slice(0, path.indexOf('?')), path.slice(path.indexOf('?'))] : [path, ''];
    const key = snapshotKey(pathname, search)!;
    expect(key).not.toBeNull();
    expect(await viewerRequest(path, [key])).toEqual({ uri: `/${key}`, asked: [key] });
  });

  it('answers a page whose snapshot is not (or no longer) in the store with its prerendered route, never another page', async () => {
    const others = ['snapshots/Proposal/Detail/5.html', 'snapshots/Proposal/Detail/530.html', 'snapshots/ko/Proposal/Detail/53.html', 'snapshots/GC/Detail/53.html'];
    expect(await viewerRequest('/Proposal/Detail?id=53', others)).toEqual({ uri: '/prerendered/Proposal/Detail.html', asked: ['snapshots/Proposal/Detail/53.html'] });
    expect(await viewerRequest('/ko/GC/Detail?id=7', others)).toEqual({ uri: '/prerendered/ko/GC/Detail.html', asked: ['snapshots/ko/GC/Detail/7.html'] });
  });

  it('falls back to the prerendered route when the store cannot be read', async () => {
    expect(await viewerRequest('/Proposal/Detail?id=53', ['snapshots/Proposal/Detail/53.html'], { failing: true })).toMatchObject({ uri: '/prerendered/Proposal/Detail.html' });
  });

  it.each([
    ['/Proposal/Detail?id=053', '/prerendered/Proposal/Detail.html'],
    ['/Proposal/Detail?id=1&x=2', '/prerendered/Proposal/Detail.html'],
    ['/Proposal/Detail?x=2&id=1', '/prerendered/Proposal/Detail.html'],
    ['/Proposal/Detail?id=1&id=2', '/prerendered/Proposal/Detail.html'],
    ['/Proposal/Detail?id=', '/prerendered/Proposal/Detail.html'],
    ['/Proposal/Detail?id=-1', '/prerendered/Proposal/Detail.html'],
    ['/Proposal/Detail?id=1e3', '/prerendered/Proposal/Detail.html'],
    ['/Proposal/Detail?id=0x10', '/prerendered/Proposal/Detail.html'],
    ['/Proposal/Detail?id=%2E%2E%2Findex', '/prerendered/Proposal/Detail.html'],
    ['/Proposal/Detail?id=../../index', '/prerendered/Proposal/Detail.html'],
    [`/Proposal/Detail?id=${'9'.repeat(600)}`, '/prerendered/Proposal/Detail.html'],
    ['/Proposal/Detail?id=1234567890', '/prerendered/Proposal/Detail.html'],
    ['/ko/../Proposal/Detail?id=1', '/index.html'],
    ['/ko/../GC/Detail?id=1', '/index.html'],
    ['/kor/Proposal/Detail?id=1', '/index.html'],
    ['/Proposal/Detail/?id=1', '/index.html'],
    ['/Proposal?id=1', '/prerendered/Proposal.html'],
    ['/GC/ActivityDetail?id=1', '/prerendered/GC/ActivityDetail.html'],
    ['/GC?tab=history', '/prerendered/GC.html'],
    ['/GC?id=1', '/prerendered/GC.html'],
    ['/ko/GC?tab=list&input=x', '/prerendered/ko/GC.html'],
    ['/GC/', '/index.html'],
  ])('answers the hostile or foreign URL %s with %s, asking the store nothing', async (path, uri) => {
    const everything = [
      ...['1', '53', '0', '9'.repeat(600)].flatMap((id) => ['Proposal/Detail', 'ko/Proposal/Detail', 'GC/Detail'].map((route) => `snapshots/${route}/${id}.html`)),
      'snapshots/GC.html',
      'snapshots/ko/GC.html',
    ];
    expect(await viewerRequest(path, everything)).toEqual({ uri, asked: [] });
    const [pathname, search] = path.includes('?') ? [path.slice(0, path.indexOf('?')), path.slice(path.indexOf('?'))] : [path, ''];
    expect(snapshotKey(pathname, search)).toBeNull();
  });

  it('is written for cloudfront-js 2.0 (var, no arrow functions or template strings; its module imported on the first line only)', () => {
    const body = SPA_REWRITE_SOURCE.slice(CLOUDFRONT_MODULE_IMPORT.length);
    expect(body).not.toMatch(/=>|`|\blet\b|\bconst\b|\bimport\b/);
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
