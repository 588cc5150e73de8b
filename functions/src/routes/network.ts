import { Hono } from 'hono';
import { siteRoutes } from '@portal/core/api/siteRoutes';
import { listNetworkDaily } from '@portal/core/db/repositories/networkStats';
import { success } from '@portal/core/envelope';
import { accessFor } from '../access';
import type { AppEnv } from '../deps';
import { validate } from '../validate';

const daily = siteRoutes['GET /v1/network'];

/** GET /v1/network?n: the last n daily snapshots, newest first. */
export const network = new Hono<AppEnv>().get('/', accessFor(daily), validate('query', daily.query), async (c) => {
  const { n } = c.req.valid('query');
  const { db } = c.get('deps');
  return c.json(success(await listNetworkDaily(db, n)));
});
