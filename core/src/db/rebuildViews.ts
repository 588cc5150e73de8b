import { forEachConcurrently } from '../concurrency';
import { absenceRuleFromEnv } from '../config';
import type { ContractDay } from '../entities/contractTransaction';
import { buildActivityViews } from '../views/activityViews';
import { withConfirmedDrafts } from '../views/confirmedDrafts';
import { buildProposalViews } from '../views/proposalViews';
import type { Db } from './client';
import { listActivityRecords, putActivityViews } from './repositories/activities';
import { getCheckpoint } from './repositories/checkpoints';
import { listContractDays } from './repositories/contractTransactions';
import { getCouncilList } from './repositories/councils';
import { listDrafts } from './repositories/proposalDrafts';
import { listProposalChains, listProposalMetadata, listProposalViewFingerprints, putProposalViews } from './repositories/proposals';
import { listCouncilVoters } from './repositories/voters';

/**
 * Rebuilding the public views from what the table holds: the one place that reads the table, calls
 * the pure builders of views/ and writes their answer back. The indexer's jobs rebuild after a run,
 * the API after an operator's edit, so the edit is in the next public answer; both write the same
 * items, and only changed ones.
 */

/** The indexer's jobs whose checkpoints date the views (the names the indexer saves them under). */
const CONTRACTS_JOB = 'contracts';
const GOVERNANCE_JOB = 'governance';

/**
 * Every activity view (detail, feeds, summary, rankings) from the records, the council list and the
 * registered contracts' day totals: the indexer's activities job, and each operator write.
 */
export async function rebuildActivityViews(db: Db, now: Date): Promise<{ activities: number; written: number; deleted: number }> {
  const [records, councils] = await Promise.all([listActivityRecords(db), getCouncilList(db)]);
  const registered = [...new Set(records.flatMap((r) => r.contracts.map((a) => a.toLowerCase())))];
  const days = new Map<string, ContractDay[]>();
  await forEachConcurrently(registered, 8, async (address) => {
    days.set(address, await listContractDays(db, address));
  });
  const views = buildActivityViews({ records, councils, days, now });
  return { activities: views.activities.length, ...(await putActivityViews(db, views)) };
}

/**
 * Every proposal view (list, details, council votes, leaderboard, the agenda feed) as of `block`,
 * confirmed drafts' content included, as the governance job builds them: after an operator's edit
 * (a text agenda's site state).
 */
export async function rebuildProposalViews(db: Db, block: number, now: Date = new Date()): Promise<void> {
  const [chains, metadata, drafts, councils, voters, fingerprints] = await Promise.all([
    listProposalChains(db),
    listProposalMetadata(db),
    listDrafts(db),
    getCouncilList(db),
    listCouncilVoters(db),
    listProposalViewFingerprints(db),
  ]);
  const views = buildProposalViews({ chains, metadata: withConfirmedDrafts(chains, metadata, drafts), councils, voters, block, absenceRule: absenceRuleFromEnv() });
  await putProposalViews(db, views, fingerprints, now);
}

/**
 * The views that embed a council's id, name and thumbnail: every activity view and every proposal
 * view, dated by the jobs' checkpoints as the jobs date them. After a council's name, thumbnail or
 * publication changed, so the public pages show it at once.
 */
export async function rebuildCouncilRefViews(db: Db, now: Date = new Date()): Promise<void> {
  const [contracts, governance] = await Promise.all([getCheckpoint(db, CONTRACTS_JOB), getCheckpoint(db, GOVERNANCE_JOB)]);
  await rebuildActivityViews(db, contracts ? new Date(contracts.updated_at) : now);
  // Proposal views exist once the governance job has indexed a block; before that there is nothing to rebuild.
  if (governance) await rebuildProposalViews(db, governance.block_number, new Date(governance.updated_at));
}
