import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/**
 * Session tokens: a JWT (HS256) naming the signed-in address (sub), its session (sid) and its own
 * id (jti), valid until the session ends. Its signature proves the server made it; the session item
 * decides whether it still opens anything (logout and refresh revoke at once).
 */

const ISSUER = 'council-portal';
/**
 * An access token (the Bearer header) and a refresh token (the HttpOnly cookie that restores a
 * session) name the same session and token id but differ in audience, so neither is taken for the
 * other: the cookie's value opens no route, and a Bearer token cannot pose as the cookie.
 */
const AUDIENCES = { access: 'council-portal/v1', refresh: 'council-portal/v1/auth' } as const;
export type TokenUse = keyof typeof AUDIENCES;

export type TokenClaims = { address: string; sessionId: string; tokenId: string; expiresAt: Date };

/** A random id for sessions and tokens: 128 bits, URL-safe. */
export function randomId(): string {
  return randomBytes(16).toString('base64url');
}

export async function issueToken(key: Uint8Array, claims: TokenClaims, now: Date, use: TokenUse = 'access'): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCES[use])
    .setSubject(claims.address.toLowerCase())
    .setJti(claims.tokenId)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
    .sign(key);
}

/** The token's claims when its signature, issuer, audience and expiry hold; null otherwise. */
export async function readToken(key: Uint8Array, token: string, now: Date, use: TokenUse = 'access'): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCES[use], currentDate: now });
    const { sub, jti, sid, exp } = payload;
    if (typeof sub !== 'string' || !/^0x[0-9a-f]{40}$/.test(sub) || typeof jti !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return null;
    return { address: sub, sessionId: sid, tokenId: jti, expiresAt: new Date(exp * 1000) };
  } catch {
    return null;
  }
}
