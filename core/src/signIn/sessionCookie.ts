/**
 * The cookie a browser's session survives a reload in (issue 23): HttpOnly, set and read by the API
 * on this one path only, so the CDN forwards it there and nowhere else.
 */
export const SESSION_COOKIE_NAME = 'portal_session';
export const SESSION_COOKIE_PATH = '/v1/auth';
