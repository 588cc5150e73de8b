import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { COMPOSED_HANDLER } from 'hono/utils/constants';
import { HTTPException } from 'hono/http-exception';
import { SESSION_COOKIE_NAME, SESSION_COOKIE_PATH } from '@portal/core/signIn/sessionCookie';
import type { AppEnv } from '../deps';
import { forbidden } from '../errors';

/**
 * The cookie a reload restores a session from (issue 23: no page script may read a session). It
 * holds a refresh token (tokens.ts, its own audience, so it never opens a route as a Bearer token)
 * and is HttpOnly, SameSite=Strict and sent only to /v1/auth, where PUT (restore, refresh) and
 * DELETE (logout) read it, and only from a page of this site (the Origin check below).
 */
export const REFRESH_COOKIE = SESSION_COOKIE_NAME;
export const REFRESH_COOKIE_PATH = SESSION_COOKIE_PATH;

declare module 'hono' {
  interface ContextVariableMap {
    /** The refresh cookie's token, set only on the routes that accept it, after the Origin check. */
    refreshToken: string;
  }
}

type AnyContext = Context<AppEnv, string>;

/** The cookie credential middlewares, so the catalogue test can tell the routes that take the cookie. */
const cookieCredentials = new WeakSet<object>();

function siteUrl(c: AnyContext): URL {
  const url = c.get('deps').config?.SITE_URL;
  if (!url) throw new HTTPException(503, { message: 'Sign-in is not configured on this server' });
  return new URL(url);
}

/**
 * Secure whenever the site is served over https. The local stack is served over http: Chromium keeps
 * a Secure cookie from http://127.0.0.1 (loopback counts as trustworthy; checked with Chromium 156)
 * but drops it from any other http host (a LAN address), and on loopback Secure protects nothing, so
 * over http the cookie goes without.
 */
function secure(c: AnyContext): boolean {
  return siteUrl(c).protocol === 'https:';
}

/** Until the session ends (`expiresAt`), the same moment its tokens expire. */
export function setRefreshCookie(c: AnyContext, token: string, expiresAt: Date): void {
  setCookie(c, REFRESH_COOKIE, token, { httpOnly: true, secure: secure(c), sameSite: 'Strict', path: REFRESH_COOKIE_PATH, expires: expiresAt });
}

/** An expired cookie in its place: the browser forgets it. */
export function clearRefreshCookie(c: AnyContext): void {
  setCookie(c, REFRESH_COOKIE, '', { httpOnly: true, secure: secure(c), sameSite: 'Strict', path: REFRESH_COOKIE_PATH, expires: new Date(0) });
}

/**
 * Lets a route be authenticated by the refresh cookie when the request carries no Bearer header
 * (a Bearer header always wins, spec §6). The cookie counts only when the request's Origin is the
 * site's own: a page elsewhere (or a request without Origin) is refused with 403, whatever SameSite
 * a browser applied.
 */
export function refreshCookieCredential() {
  const handler = createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.header('Authorization') === undefined) {
      const token = getCookie(c, REFRESH_COOKIE);
      if (token) {
        if (c.req.header('Origin') !== siteUrl(c).origin) throw forbidden('The session cookie is accepted only from the site itself', 'cross_site');
        c.set('refreshToken', token);
      }
    }
    await next();
  });
  cookieCredentials.add(handler);
  return handler;
}

/** Whether one handler of `app.routes` lets the session cookie authenticate (the catalogue's `sessionCookie`). */
export function isSessionCookieCredential(handler: unknown): boolean {
  if (typeof handler !== 'function') return false;
  const original: unknown = (handler as unknown as Record<string, unknown>)[COMPOSED_HANDLER];
  return cookieCredentials.has(handler) || (typeof original === 'function' && cookieCredentials.has(original));
}
