import { Hono } from 'hono';
import { getLatestTopics } from '@portal/core/db/repositories/forumTopics';
import { success } from '@portal/core/envelope';
import type { AppEnv } from '../deps';
import { noQuery } from '../validate';

export const forum = new Hono<AppEnv>().get('/topics/latest', noQuery(), async (c) => {
  const { db } = c.get('deps');
  return c.json(success(await getLatestTopics(db)));
});
