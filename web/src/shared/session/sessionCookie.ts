/**
 * Where a session survives a reload (admin spec §4.1): the token in a cookie that expires when the
 * session does, and for the Kaia Wallet mobile app (which the page cannot ask again without a
 * round trip to the phone) the address in a second cookie. The wallet kind is kept in localStorage
 * by the wallet code (STORAGE_KEYS.loginWallet).
 * The cookie is the page's own (SameSite=Strict, Secure over https): the API never reads it, the
 * page sends the token as a Bearer header.
 */
export const SESSION_COOKIE = 'portal_token';
export const MOBILE_ADDRESS_COOKIE = 'portal_mobile_address';

function readCookie(cookie: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === cookie) return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}

/** Until `expiresAt` (epoch seconds), or for the browser's session when none is known yet. */
function writeCookie(cookie: string, value: string, expiresAt: number | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const expires = expiresAt === null ? '' : `; Expires=${new Date(expiresAt * 1000).toUTCString()}`;
  document.cookie = `${cookie}=${encodeURIComponent(value)}${expires}; Path=/; SameSite=Strict${secure}`;
}

function clearCookie(cookie: string): void {
  document.cookie = `${cookie}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Strict`;
}

export function readSessionCookie(): string | null {
  return readCookie(SESSION_COOKIE);
}

/** The mobile app's address, kept from its connection until logout (spec §4.1: "Mobile Kaikas also stores the address in a cookie"). */
export function readMobileAddressCookie(): string | null {
  return readCookie(MOBILE_ADDRESS_COOKIE);
}

export function writeMobileAddressCookie(address: string, expiresAt: number | null = null): void {
  writeCookie(MOBILE_ADDRESS_COOKIE, address, expiresAt);
}

export function clearMobileAddressCookie(): void {
  clearCookie(MOBILE_ADDRESS_COOKIE);
}

/** `expiredAt` in epoch seconds, as the login answer carries it. */
export function writeSessionCookie(token: string, expiredAt: number): void {
  writeCookie(SESSION_COOKIE, token, expiredAt);
}

export function clearSessionCookie(): void {
  clearCookie(SESSION_COOKIE);
}
