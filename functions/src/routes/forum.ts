import { Hono } from 'hono';
import * as z from 'zod';
import { getLatestTopics, getProposalTopics } from '@portal/core/db/repositories/forumTopics';
import { success } from '@portal/core/envelope';
import { publicRead } from '../access';
import type { AppEnv } from '../deps';
import { noQuery, validate } from '../validate';

/** The Discussion tab shows 10 topics a page (spec §9). */
const TopicPageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

export const forum = new Hono<AppEnv>()
  .get('/topics/latest', publicRead(), noQuery(), async (c) => {
    const { db } = c.get('deps');
    return c.json(success(await getLatestTopics(db)));
  })
  .get('/topics/proposal', publicRead(), validate('query', TopicPageQuery), async (c) => {
    const { page, size } = c.req.valid('query');
    const topics = await getProposalTopics(c.get('deps').db);
    return c.json(success({ items: topics.slice((page - 1) * size, page * size), total: topics.length, page, size }));
  });
