/** Spec: the web reads status.json at load and every minute. */
export const STATUS_POLL_MS = 60_000;

/**
 * Whether the remote status file says maintenance is on. Anything short of a valid file saying so —
 * a network error, a 404, a malformed body — means the site stays up.

 */
export async function fetchMaintenance(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    // Loaded with the first check, not with the page: its schema brings zod, which no first paint needs.
    const { STATUS_FILE_PATH, StatusFileSchema } = await import('@portal/status/schema');
    const response = await fetchImpl(STATUS_FILE_PATH, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) return false;
    const parsed = StatusFileSchema.safeParse(await response.json());
    return parsed.success && parsed.data.maintenance;
  } catch {
    return false;
  }
}
