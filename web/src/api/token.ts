/**
 * The signed-in user's access token, for the Bearer header (spec §6: sent on every call when present).
 * Its one home is where the session keeps it, the session cookie (shared/session names it here
 * when it loads): every tab of the site shares that cookie, and a tab that refreshes (rotates) the
 * token writes the new one there, so the other tabs' next calls carry it instead of the token it
 * replaced. Without a session module loaded there is no token.
 */
let readToken: () => string | null = () => null;

export function getAccessToken(): string | null {
  return readToken();
}

/** Names where the token lives (the session cookie). */
export function readAccessTokenFrom(read: () => string | null): void {
  readToken = read;
}
