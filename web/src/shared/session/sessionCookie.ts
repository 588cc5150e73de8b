/**
 * The one cookie the page itself writes: for the Kaia Wallet mobile app (which the page cannot ask
 * again without a round trip to the phone) the connected address, which is not a secret. The session
 * itself survives a reload in an HttpOnly cookie the API sets and only PUT and DELETE /v1/auth read
 * (session.ts); no page script can read it. The wallet kind is kept in localStorage by the wallet
 * code (STORAGE_KEYS.loginWallet).
 */
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
