import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/**
 * Session tokens: a JWT (HS256) naming the signed-in address (sub), its session (sid) and its own
 * id (jti), valid until the session ends. Its signature proves the server made it; the session item
 * decides whether it still opens anything (logout and refresh revoke at once).
 */

const ISSUER = 'council-portal';
const AUDIENCE = 'council-portal/v1';

export type TokenClaims = { address: string; sessionId: string; tokenId: string; expiresAt: Date };

/** A random id for sessions and tokens: 128 bits, URL-safe. */
export function randomId(): string {
  return randomBytes(16).toString('base64url');
}

export async function issueToken(key: Uint8Array, claims: TokenClaims, now: Date): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(claims.address.toLowerCase())
    .setJti(claims.tokenId)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
    .sign(key);
}

/** The token's claims when its signature, issuer, audience and expiry hold; null otherwise. */
export async function readToken(key: Uint8Array, token: string, now: Date): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE, currentDate: now });
    const { sub, jti, sid, exp } = payload;
    if (typeof sub !== 'string' || !/^0x[0-9a-f]{40}$/.test(sub) || typeof jti !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return null;
    return { address: sub, sessionId: sid, tokenId: jti, expiresAt: new Date(exp * 1000) };
  } catch {
    return null;
  }
}
