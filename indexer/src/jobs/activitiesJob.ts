import { createHash } from 'node:crypto';
import type { Db } from '@portal/core/db/client';
import { rebuildActivityViews } from '@portal/core/db/rebuildViews';
import { getCheckpoint } from '@portal/core/db/repositories/checkpoints';
import { getCouncilList } from '@portal/core/db/repositories/councils';
import type { IndexerContext } from '../context';
import { CONTRACTS_JOB } from './contractsJob';
import { skipped, type JobResult } from './jobResult';

export const ACTIVITIES_JOB = 'activities';

/**
 * A warm indexer rebuilds anyway after this long with nothing new: it repairs views an operator's
 * save left stale when the API stopped between the record and its views (the API rebuilds them itself).
 */
export const ACTIVITIES_REPAIR_AFTER_MS = 10 * 60_000;

/**
 * What the last build of this table client was made from: the contracts job's checkpoint (its days
 * and its time) and the council list. A cold start has none, so its first pass always builds.
 */
const lastBuilt = new WeakMap<Db, { inputs: string; at: number }>();

/**
 * The public activity views (details, feeds, per-council summary, rankings) from what the table
 * holds: operators' activity records, the council list, and the day totals of the registered
 * contracts. Runs after the contracts job; its time is that job's head block, so the rankings'
 * periods follow the chain's days. Only views whose content changed are written.
 *
 * Building reads every record and every registered contract's days (about 2,800 items on the
 * devnet), so a pass where neither the contracts job's checkpoint nor the council list moved skips
 * it; operators' edits rebuild the views in the API, and the repair period covers a save cut short.
 */
export async function runActivitiesJob(ctx: IndexerContext): Promise<JobResult> {
  const { db } = ctx;
  const [checkpoint, councils] = await Promise.all([getCheckpoint(db, CONTRACTS_JOB), getCouncilList(db)]);
  const inputs = createHash('sha256').update(JSON.stringify([checkpoint?.cursor, checkpoint?.updated_at, councils])).digest('base64url');
  const last = lastBuilt.get(db);
  if (last && last.inputs === inputs && Date.now() - last.at < ACTIVITIES_REPAIR_AFTER_MS) {
    return skipped(ACTIVITIES_JOB, 'no new contract days and the same council list since the last build');
  }
  const now = checkpoint ? new Date(checkpoint.updated_at) : ctx.now();
  const { activities, written, deleted } = await rebuildActivityViews(db, now);
  lastBuilt.set(db, { inputs, at: Date.now() });
  if (written + deleted > 0) ctx.log(`${ACTIVITIES_JOB}: ${activities} activities, ${written} views written, ${deleted} removed`);
  const block = checkpoint?.block_number ?? null;
  return { job: ACTIVITIES_JOB, from: block, to: block };
}
