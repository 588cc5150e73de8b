import { rebuildActivityViews } from '@portal/core/db/rebuildViews';
import { getCheckpoint } from '@portal/core/db/repositories/checkpoints';
import type { IndexerContext } from '../context';
import { CONTRACTS_JOB } from './contractsJob';
import type { JobResult } from './jobResult';

export const ACTIVITIES_JOB = 'activities';

/**
 * The public activity views (details, feeds, per-council summary, rankings) from what the table
 * holds: operators' activity records, the council list, and the day totals of the registered
 * contracts. Runs after the contracts job; its time is that job's head block, so the rankings'
 * periods follow the chain's days. Only views whose content changed are written.
 */
export async function runActivitiesJob(ctx: IndexerContext): Promise<JobResult> {
  const { db } = ctx;
  const checkpoint = await getCheckpoint(db, CONTRACTS_JOB);
  const now = checkpoint ? new Date(checkpoint.updated_at) : ctx.now();
  const { activities, written, deleted } = await rebuildActivityViews(db, now);
  if (written + deleted > 0) ctx.log(`${ACTIVITIES_JOB}: ${activities} activities, ${written} views written, ${deleted} removed`);
  const block = checkpoint?.block_number ?? null;
  return { job: ACTIVITIES_JOB, from: block, to: block };
}
