/**
 * The signed-in user's access token, held in memory. The sign-in issue sets it (and restores it from its
 * own storage); the API client reads it for the Bearer header (spec §6: sent on every call when present).
 */
let accessToken: string | null = null;

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
}
