import { HOME_TOPIC_COUNT } from '@portal/core/constants';
import { getProposalTopics, putLatestTopics, putProposalTopics } from '@portal/core/db/repositories/forumTopics';
import type { IndexerContext } from '../context';
import { fetchLatestTopics, fetchProposalTopics } from '../read/forum';
import type { JobResult } from './jobResult';

export const FORUM_JOB = 'forum';

/** How many topics of the proposals category the Discussion tab can page through (10 a page). */
export const PROPOSAL_TOPIC_LIMIT = 100;

/**
 * Copies the forum's latest topics (Home) and its proposals category (the Discussion tab) into the
 * table, so no page waits on the forum. First posts already copied are not read again.
 */
export async function runForumJob(ctx: IndexerContext): Promise<JobResult> {
  const [latest, known] = await Promise.all([fetchLatestTopics(ctx.config.FORUM_URL, HOME_TOPIC_COUNT), getProposalTopics(ctx.db)]);
  await putLatestTopics(ctx.db, latest);
  const proposals = await fetchProposalTopics(ctx.config.FORUM_URL, PROPOSAL_TOPIC_LIMIT, new Map(known.map((t) => [t.id, t])));
  await putProposalTopics(ctx.db, proposals);
  return { job: FORUM_JOB, from: null, to: null };
}
