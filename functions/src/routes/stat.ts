import { Hono } from 'hono';
import { statusRoutes } from '@portal/core/api/statusRoutes';
import { getStatInfo } from '@portal/core/db/repositories/stats';
import { success } from '@portal/core/envelope';
import { accessFor } from '../access';
import type { AppEnv } from '../deps';
import { notFound } from '../errors';
import { noQuery } from '../validate';

/** GET /v1/stat/info: the governance, istanbul and reward parameters (governance_getParams keys). */
export const stat = new Hono<AppEnv>().get('/info', accessFor(statusRoutes['GET /v1/stat/info']), noQuery(), async (c) => {
  const info = await getStatInfo(c.get('deps').db);
  if (!info) throw notFound('The parameters are not indexed yet', 'not_indexed_yet');
  return c.json(success(info));
});
