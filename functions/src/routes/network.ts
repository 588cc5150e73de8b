import { Hono } from 'hono';
import * as z from 'zod';
import { listNetworkDaily } from '@portal/core/db/repositories/networkStats';
import { success } from '@portal/core/envelope';
import { publicRead } from '../access';
import type { AppEnv } from '../deps';
import { validate } from '../validate';

const NetworkQuery = z.strictObject({
  /** How many daily snapshots, newest first. */
  n: z.coerce.number().int().min(1).max(365).default(1).describe('How many days'),
});

export const network = new Hono<AppEnv>().get('/', publicRead(), validate('query', NetworkQuery), async (c) => {
  const { n } = c.req.valid('query');
  const { db } = c.get('deps');
  return c.json(success(await listNetworkDaily(db, n)));
});
