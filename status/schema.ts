import { z } from 'zod';

/**
 * status.json, the maintenance switch. Operators flip it with `npm run maintenance -- on|off`;
 * the web reads it at load and every minute, and shows the Maintenance page while it is on.
 */
export const StatusFileSchema = z.object({
  maintenance: z.boolean(),
  updated_at: z.iso.datetime().optional(),
});
export type StatusFile = z.infer<typeof StatusFileSchema>;

export const STATUS_FILE_KEY = 'status.json';

/** Where the web finds the file: same origin, routed by the CDN (and the local server) to the status bucket. */
export const STATUS_FILE_PATH = '/status/status.json';

export const DEFAULT_STATUS: StatusFile = { maintenance: false };
