import { HOME_TOPIC_COUNT } from '@portal/core/constants';
import { getLatestTopics, getProposalTopics, putLatestTopics, putProposalTopics } from '@portal/core/db/repositories/forumTopics';
import type { IndexerContext } from '../context';
import { fetchLatestTopics, fetchProposalTopics } from '../read/forum';
import type { JobResult } from './jobResult';
import { sameContent } from './sameContent';

export const FORUM_JOB = 'forum';

/** How many topics of the proposals category the Discussion tab can page through (10 a page). */
export const PROPOSAL_TOPIC_LIMIT = 100;

/**
 * Copies the forum's latest topics (Home) and its proposals category (the Discussion tab) into the
 * table, so no page waits on the forum. First posts already copied are not read again.
 */
export async function runForumJob(ctx: IndexerContext): Promise<JobResult> {
  const [storedLatest, storedProposals] = await Promise.all([getLatestTopics(ctx.db), getProposalTopics(ctx.db)]);
  const known = new Map([...storedLatest, ...storedProposals].map((t) => [t.id, t]));
  const latest = await fetchLatestTopics(ctx.config.FORUM_URL, HOME_TOPIC_COUNT, known);
  // Written only when the forum changed: a pass with nothing new writes nothing.
  if (!sameContent(latest, storedLatest)) await putLatestTopics(ctx.db, latest);
  const proposals = await fetchProposalTopics(ctx.config.FORUM_URL, PROPOSAL_TOPIC_LIMIT, known);
  if (!sameContent(proposals, storedProposals)) await putProposalTopics(ctx.db, proposals);
  return { job: FORUM_JOB, from: null, to: null };
}
