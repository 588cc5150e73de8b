import { forEachConcurrently } from '@portal/core/concurrency';
import { listActivityRecords, putActivityViews } from '@portal/core/db/repositories/activities';
import { getCheckpoint } from '@portal/core/db/repositories/checkpoints';
import { listContractDays } from '@portal/core/db/repositories/contractTransactions';
import { getCouncilList } from '@portal/core/db/repositories/councils';
import type { ContractDay } from '@portal/core/entities/contractTransaction';
import { buildActivityViews } from '@portal/core/views/activityViews';
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
  const [records, councils, checkpoint] = await Promise.all([listActivityRecords(db), getCouncilList(db), getCheckpoint(db, CONTRACTS_JOB)]);
  const registered = [...new Set(records.flatMap((r) => r.contracts.map((a) => a.toLowerCase())))];
  const days = new Map<string, ContractDay[]>();
  await forEachConcurrently(registered, 8, async (address) => {
    days.set(address, await listContractDays(db, address));
  });
  const now = checkpoint ? new Date(checkpoint.updated_at) : ctx.now();
  const views = buildActivityViews({ records, councils, days, now });
  const { written, deleted } = await putActivityViews(db, views);
  if (written + deleted > 0) ctx.log(`${ACTIVITIES_JOB}: ${views.activities.length} activities, ${written} views written, ${deleted} removed`);
  const block = checkpoint?.block_number ?? null;
  return { job: ACTIVITIES_JOB, from: block, to: block };
}
