import { Hono } from 'hono';
import { siteRoutes } from '@portal/core/api/siteRoutes';
import { getLatestTopics, getProposalTopics } from '@portal/core/db/repositories/forumTopics';
import { success } from '@portal/core/envelope';
import { accessFor } from '../access';
import type { AppEnv } from '../deps';
import { noQuery, validate } from '../validate';

const latest = siteRoutes['GET /v1/forum/topics/latest'];
const proposal = siteRoutes['GET /v1/forum/topics/proposal'];

/** The forum's topics under /v1/forum: the latest, and the proposal category's a page at a time. */
export const forum = new Hono<AppEnv>()
  .get('/topics/latest', accessFor(latest), noQuery(), async (c) => {
    const { db } = c.get('deps');
    return c.json(success(await getLatestTopics(db)));
  })
  .get('/topics/proposal', accessFor(proposal), validate('query', proposal.query), async (c) => {
    const { page, size } = c.req.valid('query');
    const topics = await getProposalTopics(c.get('deps').db);
    return c.json(success({ items: topics.slice((page - 1) * size, page * size), total: topics.length, page, size }));
  });
