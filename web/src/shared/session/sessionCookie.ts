/**
 * Where a session survives a reload (admin spec §4.1): the token in a cookie that expires when the
 * session does. The wallet kind is kept in localStorage by the wallet code (STORAGE_KEYS.loginWallet).
 * The cookie is the page's own (SameSite=Strict, Secure over https): the API never reads it, the
 * page sends the token as a Bearer header.
 */
export const SESSION_COOKIE = 'portal_token';

export function readSessionCookie(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}

/** `expiredAt` in epoch seconds, as the login answer carries it. */
export function writeSessionCookie(token: string, expiredAt: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SESSION_COOKIE}=${encodeURIComponent(token)}; Expires=${new Date(expiredAt * 1000).toUTCString()}; Path=/; SameSite=Strict${secure}`;
}

export function clearSessionCookie(): void {
  document.cookie = `${SESSION_COOKIE}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Strict`;
}
