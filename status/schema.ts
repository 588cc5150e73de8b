import { z } from 'zod/mini';

/**
 * status.json, the maintenance switch. Operators flip it with `npm run maintenance -- on|off`;
 * the web reads it at load and every minute, and shows the Maintenance page while it is on.
 * zod/mini keeps the schema small enough for the web to load it with the first page.
 */
export const StatusFileSchema = z.object({
  maintenance: z.boolean(),
  updated_at: z.optional(z.iso.datetime()),
});
export type StatusFile = z.infer<typeof StatusFileSchema>;

export const STATUS_FILE_KEY = 'status.json';

/** Where the web finds the file: same origin, routed by the CDN (and the local server) to the status bucket. */
export const STATUS_FILE_PATH = '/status/status.json';

export const DEFAULT_STATUS: StatusFile = { maintenance: false };
