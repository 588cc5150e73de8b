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

/**
 * The SPA fallback, on the default behaviour only: a path whose last segment has no dot is a
 * client-side route (/MyPage/GC), so it is answered with /index.html, or with its prerendered page
 * when the build made one (/Proposal/Detail → /prerendered/Proposal/Detail.html, painted before any
 * script runs). Files (/favicon.svg) pass through, and /v1/*, /uploads/*, /status/* and /assets/*
 * never reach this behaviour, so an API 404 stays an API 404 instead of becoming the app's HTML.
 */
/** The language prefixes the build prerenders each route under besides English's none (web/src/i18n/locale.ts). */
export const LOCALE_PREFIXES = ['', '/ko'] as const;

export const SPA_REWRITE_SOURCE = `var PRERENDERED = ${JSON.stringify(Object.fromEntries(LOCALE_PREFIXES.flatMap((prefix) => PRERENDERED_PATHS.map((path) => [prefix + path, 1]))))};
function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = PRERENDERED[request.uri] === 1 ? '/prerendered' + request.uri + '.html' : '/index.html';
  }
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
