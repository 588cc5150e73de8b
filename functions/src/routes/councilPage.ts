import { Hono } from 'hono';
import { councilRoutes } from '@portal/core/api/councilRoutes';
import { success } from '@portal/core/envelope';
import { readCouncilsPage } from '@portal/core/db/repositories/councilsPage';
import { accessFor } from '../access';
import type { AppEnv } from '../deps';
import { noQuery } from '../validate';

/** GET /v1/page/councils/main: the GC page's list (core/src/views/councilsPage.ts, which the /GC snapshot renders too). */
export const councilPage = new Hono<AppEnv>().get('/main', accessFor(councilRoutes['GET /v1/page/councils/main']), noQuery(), async (c) => {
  const { db } = c.get('deps');
  return c.json(success(await readCouncilsPage(db)));
});
