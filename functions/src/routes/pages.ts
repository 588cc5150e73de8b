import { Hono } from 'hono';
import { siteRoutes } from '@portal/core/api/siteRoutes';
import type { MainPage } from '@portal/core/entities/mainPage';
import { getCouncilList } from '@portal/core/db/repositories/councils';
import { getLatestTopics } from '@portal/core/db/repositories/forumTopics';
import { getNetworkStats } from '@portal/core/db/repositories/networkStats';
import { getProposalList } from '@portal/core/db/repositories/proposals';
import { openAgendas } from '@portal/core/rules/proposals';
import { success } from '@portal/core/envelope';
import { accessFor } from '../access';
import type { AppEnv } from '../deps';
import { noQuery } from '../validate';

/** GET /v1/page/main: the Home page in one read. */
export const pages = new Hono<AppEnv>().get('/main', accessFor(siteRoutes['GET /v1/page/main']), noQuery(), async (c) => {
  const { db } = c.get('deps');
  const [councils, network, topics, list] = await Promise.all([getCouncilList(db), getNetworkStats(db), getLatestTopics(db), getProposalList(db)]);
  const page: MainPage = { councils, network, topics, proposals: openAgendas(list?.proposals ?? []) };
  return c.json(success(page));
});
