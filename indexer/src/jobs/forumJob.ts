import { HOME_TOPIC_COUNT } from '@portal/core/constants';
import { putLatestTopics } from '@portal/core/db/repositories/forumTopics';
import type { IndexerContext } from '../context';
import { fetchLatestTopics } from '../read/forum';
import type { JobResult } from './networkJob';

export const FORUM_JOB = 'forum';

/** Copies the forum's latest topics into the table, so Home never waits on the forum. */
export async function runForumJob(ctx: IndexerContext): Promise<JobResult> {
  const topics = await fetchLatestTopics(ctx.config.FORUM_URL, HOME_TOPIC_COUNT);
  await putLatestTopics(ctx.db, topics);
  return { job: FORUM_JOB, from: null, to: null };
}
