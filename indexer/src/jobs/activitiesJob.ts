import { createHash } from 'node:crypto';
import { rebuildActivityViews } from '@portal/core/db/rebuildViews';
import { getCheckpoint } from '@portal/core/db/repositories/checkpoints';
import { getCouncilList } from '@portal/core/db/repositories/councils';
import type { IndexerContext } from '../context';
import { CONTRACTS_JOB } from './contractsJob';
import { skipped, type JobResult } from './jobResult';

export const ACTIVITIES_JOB = 'activities';

/**
 * The public activity views (details, feeds, per-council summary, rankings) from what the table
 * holds: operators' activity records, the council list, and the day totals of the registered
 * contracts. Runs after the contracts job; its time is that job's head block, so the rankings'
 * periods follow the chain's days. Only views whose content changed are written.
 *
 * Building reads every record and every registered contract's days, so a warm indexer skips it
 * while neither the contracts job's checkpoint (its days and its time) nor the council list moved
 * (memory.ts): operators' edits rebuild the views in the API, and the memory's recheck period
 * repairs a save the API left without its views.
 */
export async function runActivitiesJob(ctx: IndexerContext): Promise<JobResult> {
  const { db } = ctx;
  const [checkpoint, councils] = await Promise.all([getCheckpoint(db, CONTRACTS_JOB), getCouncilList(db)]);
  const inputs = createHash('sha256').update(JSON.stringify([checkpoint?.cursor, checkpoint?.updated_at, councils])).digest('base64url');
  if (ctx.memory?.unchanged(ACTIVITIES_JOB, inputs)) return skipped(ACTIVITIES_JOB, 'no new contract days and the same council list since the last build');
  const now = checkpoint ? new Date(checkpoint.updated_at) : ctx.now();
  const { activities, written, deleted } = await rebuildActivityViews(db, now);
  ctx.memory?.done(ACTIVITIES_JOB, inputs);
  if (written + deleted > 0) ctx.log(`${ACTIVITIES_JOB}: ${activities} activities, ${written} views written, ${deleted} removed`);
  const block = checkpoint?.block_number ?? null;
  return { job: ACTIVITIES_JOB, from: block, to: block };
}
