/**
 * The signed-in user's access token, for the Bearer header (spec §6: sent on every call when present).
 * The session module sets it and, once loaded, names the cookie as the token's one home: every tab
 * of the site shares that cookie, and a tab that refreshes (rotates) the token writes the new one
 * there, so the other tabs' next calls carry it instead of the token it replaced.
 */
let accessToken: string | null = null;
let sharedToken: (() => string | null) | null = null;

export function getAccessToken(): string | null {
  return sharedToken ? sharedToken() : accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

/** Reads the token from a store every tab shares (the session cookie) instead of this tab's memory. */
export function shareAccessTokenThrough(read: () => string | null): void {
  sharedToken = read;
}
