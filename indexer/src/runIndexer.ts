import type { IndexerContext } from './context';
import { passReads } from './read/passReads';
import { runActivitiesJob } from './jobs/activitiesJob';
import { runChainActivityJob } from './jobs/chainActivityJob';
import { runContractsJob } from './jobs/contractsJob';
import { runForumJob } from './jobs/forumJob';
import { runGovernanceJob } from './jobs/governanceJob';
import type { JobResult } from './jobs/jobResult';
import { runNetworkJob } from './jobs/networkJob';
import { runStakingJob } from './jobs/stakingJob';
import { runSupplyJob } from './jobs/supplyJob';
import { runTreasuryJob } from './jobs/treasuryJob';

export type RunSummary = { ok: JobResult[]; failed: { job: string; error: string }[] };

/**
 * In this order, one after another. Governance comes as early as it can: a vote waits for the next
 * run plus the jobs ahead of it. It follows network only, whose council list names the councils in
 * its views (and leaves out the foundation); the forum, a third-party site that may answer slowly
 * (10 s timeouts), comes after it, as nothing governance writes reads the forum's topics.
 */
const JOBS = [
  ['network', runNetworkJob],
  ['governance', runGovernanceJob],
  ['forum', runForumJob],
  // After network (the council list) and before activities (which add up what it found).
  ['contracts', (ctx: IndexerContext) => runContractsJob(ctx)],
  ['activities', runActivitiesJob],
  // Network statistics (Status, Treasury): supply after network (its price), staking after network (the council list).
  ['supply', (ctx: IndexerContext) => runSupplyJob(ctx)],
  ['chain-activity', (ctx: IndexerContext) => runChainActivityJob(ctx)],
  ['staking', (ctx: IndexerContext) => runStakingJob(ctx)],
  ['treasury', (ctx: IndexerContext) => runTreasuryJob(ctx)],
  ['delegations', (ctx: IndexerContext) => import('./jobs/delegationsJob').then((m) => m.runDelegationsJob(ctx))],
] as const;

/**
 * One pass of every job. Jobs are independent: one failing (the forum is down, say) is reported
 * and the others still run. Each job resumes from its own checkpoint next time.
 */
export async function runIndexer(ctx: IndexerContext): Promise<RunSummary> {
  const summary: RunSummary = { ok: [], failed: [] };
  // Every job of the pass reads up to the same head: asked once, as are the blocks their windows share.
  const passCtx: IndexerContext = { ...ctx, pass: passReads(ctx.client) };
  for (const [job, run] of JOBS) {
    try {
      summary.ok.push(await run(passCtx));
    } catch (error) {
      ctx.log(`${job}: failed: ${(error as Error).message}`);
      summary.failed.push({ job, error: (error as Error).message });
    }
  }
  return summary;
}
