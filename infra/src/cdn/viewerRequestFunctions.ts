import { SNAPSHOT_ID_PATTERN, SNAPSHOT_LIST_ROUTES, SNAPSHOT_PREFIX, SNAPSHOT_ROUTES } from '@portal/core/http/snapshotPaths';
import { STORED_UPLOAD_PATH_SOURCE } from '@portal/core/http/uploadPaths';

/**
 * CloudFront Functions (cloudfront-js-2.0) run on viewer requests, before the cache. Kept as source
 * strings so the stack deploys them as they are and the tests run the very same text.
 */

/**
 * The public routes the web build prerenders (web/src/prerenderedRoutes.ts, written to
 * prerendered/<route>.html); a test keeps the two lists equal.
 */
export const PRERENDERED_PATHS = [
  '/Home',
  '/GC',
  '/GC/Detail',
  '/GC/ActivityDetail',
  '/Proposal',
  '/Proposal/List',
  '/Proposal/Detail',
  '/Status',
  '/Treasury',
  '/ReleaseNote',
  '/Privacy',
  '/Terms',
] as const;

/** The language prefixes the build prerenders each route under besides English's none (web/src/i18n/locale.ts). */
export const LOCALE_PREFIXES = ['', '/ko'] as const;

/** The first line of a function that reads its key value store (cloudfront-js-2.0's module); the tests hand it their own. */
export const CLOUDFRONT_MODULE_IMPORT = "import cf from 'cloudfront';";

/**
 * The default behaviour's viewer request, in this order:
 *  1. A page that has a snapshot (core/src/http/snapshotPaths.ts: a detail route with its one `?id=`
 *     in plain decimal, or a list route with no query, English or `/ko`) is answered with it when the key value store associated with
 *     this function holds its key: the writer (snapshots/lambda.ts) adds a key after the object is
 *     stored and removes it before the object is deleted, so the edge never names a missing object.
 *     Any other query, an unknown key or a failed lookup falls through to the route's prerendered
 *     page, never to another page's snapshot.
 *  2. The SPA fallback: a path whose last segment has no dot is a client-side route (/MyPage/GC), so
 *     it is answered with /index.html, or with its prerendered page when the build made one
 *     (/Proposal/Detail → /prerendered/Proposal/Detail.html, painted before any script runs).
 * Files (/favicon.svg, and /snapshots/… asked directly: public HTML like the rest) pass through, and
 * /v1/*, /uploads/*, /status/* and /assets/* never reach this behaviour, so an API 404 stays an API
 * 404 instead of becoming the app's HTML. The query string is not in this behaviour's cache key: a
 * rewritten URI names the page on its own.
 */
export const SPA_REWRITE_SOURCE = `${CLOUDFRONT_MODULE_IMPORT}
var kvs = cf.kvs();
var PRERENDERED = ${JSON.stringify(Object.fromEntries(LOCALE_PREFIXES.flatMap((prefix) => PRERENDERED_PATHS.map((path) => [prefix + path, 1]))))};
var SNAPSHOT_ROUTES = ${JSON.stringify(Object.fromEntries(SNAPSHOT_ROUTES.map((route) => [route, 1])))};
var SNAPSHOT_LIST_ROUTES = ${JSON.stringify(Object.fromEntries(SNAPSHOT_LIST_ROUTES.map((route) => [route, 1])))};
var SNAPSHOT_PREFIX = ${JSON.stringify(SNAPSHOT_PREFIX)};
var LOCALE_PREFIX = ${JSON.stringify(LOCALE_PREFIXES.filter((prefix) => prefix !== ''))};
var SNAPSHOT_ID = ${SNAPSHOT_ID_PATTERN.toString()};
function snapshotKey(uri, querystring) {
  var names = Object.keys(querystring || {});
  var prefix = '';
  for (var i = 0; i < LOCALE_PREFIX.length; i++) {
    if (uri.indexOf(LOCALE_PREFIX[i] + '/') === 0) prefix = LOCALE_PREFIX[i];
  }
  var route = uri.substring(prefix.length);
  var folder = SNAPSHOT_PREFIX + (prefix ? prefix.substring(1) + '/' : '') + route.substring(1);
  if (SNAPSHOT_LIST_ROUTES[route] === 1) return names.length === 0 ? folder + '.html' : null;
  if (names.length !== 1 || names[0] !== 'id') return null;
  var id = querystring.id;
  if (id.multiValue && id.multiValue.length > 1) return null;
  if (!SNAPSHOT_ID.test(id.value)) return null;
  if (SNAPSHOT_ROUTES[route] !== 1) return null;
  return folder + '/' + id.value + '.html';
}
async function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') !== -1) return request;
  var key = snapshotKey(request.uri, request.querystring);
  if (key !== null) {
    var stored = false;
    try {
      stored = await kvs.exists(key);
    } catch (e) {
      stored = false;
    }
    if (stored === true) {
      request.uri = '/' + key;
      return request;
    }
  }
  request.uri = PRERENDERED[request.uri] === 1 ? '/prerendered' + request.uri + '.html' : '/index.html';
  return request;
}`;

/**
 * The web fetches /status/status.json; the object is status.json at the status bucket's root
 * (STATUS_FILE_KEY), so the /status prefix is dropped before the request reaches S3.
 */
export const STATUS_PREFIX_STRIP_SOURCE = `function handler(event) {
  var request = event.request;
  if (request.uri.indexOf('/status/') === 0) {
    request.uri = request.uri.substring('/status'.length);
  }
  return request;
}`;

/**
 * On every /uploads/* behaviour: only the paths our code writes (`uploads/<purpose>/<sha256>.<ext>`,
 * the extension one the purpose accepts; core/src/http/uploadPaths.ts) reach the bucket. Any other
 * path, a pending upload's included, is a 404 from the edge, whatever the bucket holds there. With a
 * separate uploads host, a request on any other host (the portal's) is redirected there instead.
 */
export function storedUploadsOnlySource(uploadsHost: string | null): string {
  return `var STORED_UPLOAD = new RegExp(${JSON.stringify(STORED_UPLOAD_PATH_SOURCE)});
var UPLOADS_HOST = ${JSON.stringify(uploadsHost)};
function handler(event) {
  var request = event.request;
  if (!STORED_UPLOAD.test(request.uri)) {
    return { statusCode: 404, statusDescription: 'Not Found' };
  }
  var host = request.headers.host ? request.headers.host.value : '';
  if (UPLOADS_HOST !== null && host !== UPLOADS_HOST) {
    return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: 'https://' + UPLOADS_HOST + request.uri } } };
  }
  return request;
}`;
}
