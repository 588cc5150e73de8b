/**
 * The signed-in user's access token, for the Bearer header (spec §6: sent on every call when present).
 * It lives in this module's memory only — never in a cookie, localStorage or sessionStorage, where
 * page script (or a script that got onto the origin) could read it. A reload restores the session
 * through the HttpOnly cookie that only PUT /v1/auth reads (shared/session/session.ts).
 */
let accessToken: string | null = null;
/** Gets a fresh token when the server refused the one sent (another tab rotated it); set by the session. */
let renewRefusedToken: (() => Promise<string | null>) | null = null;

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

/** Names who renews a refused token (the session, once loaded). */
export function renewTokenWith(renew: (() => Promise<string | null>) | null): void {
  renewRefusedToken = renew;
}

/**
 * The token refused as `refused` was answered 401: the live token to retry with, or null. A token
 * already replaced meanwhile (a concurrent call renewed it) is returned without asking again.
 */
export async function renewAfterRefusal(refused: string): Promise<string | null> {
  if (accessToken !== null && accessToken !== refused) return accessToken;
  return renewRefusedToken ? renewRefusedToken() : null;
}
