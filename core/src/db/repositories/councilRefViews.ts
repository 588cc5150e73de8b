import { forEachConcurrently } from '../../concurrency';
import type { ContractDay } from '../../entities/contractTransaction';
import { buildActivityViews } from '../../views/activityViews';
import { absenceRuleFromEnv } from '../../config';
import { buildProposalViews } from '../../views/proposalViews';
import type { Db } from '../client';
import { listActivityRecords, putActivityViews } from './activities';
import { getCheckpoint } from './checkpoints';
import { listContractDays } from './contractTransactions';
import { getCouncilList } from './councils';
import { listProposalChains, listProposalMetadata, putProposalViews } from './proposals';
import { listCouncilVoters } from './voters';

/** The indexer's jobs whose checkpoints date the views (the names the indexer saves them under). */
const CONTRACTS_JOB = 'contracts';
const GOVERNANCE_JOB = 'governance';

/**
 * Rebuilds the public views that embed a council's id, name and thumbnail, or hide a draft's
 * content: every activity view (detail, feeds, summary, rankings) and every proposal view (list,
 * details, council votes, leaderboard). Called by the API after a council's name, thumbnail or
 * publication changed, so the public pages show it at once; built from what the table holds, as the
 * indexer's jobs build them (their next run writes the same items). Only changed items are written.
 */
export async function refreshCouncilRefViews(db: Db, now: Date = new Date()): Promise<void> {
  const [councils, records, chains, metadata, voters, contracts, governance] = await Promise.all([
    getCouncilList(db),
    listActivityRecords(db),
    listProposalChains(db),
    listProposalMetadata(db),
    listCouncilVoters(db),
    getCheckpoint(db, CONTRACTS_JOB),
    getCheckpoint(db, GOVERNANCE_JOB),
  ]);
  const registered = [...new Set(records.flatMap((r) => r.contracts.map((a) => a.toLowerCase())))];
  const days = new Map<string, ContractDay[]>();
  await forEachConcurrently(registered, 8, async (address) => {
    days.set(address, await listContractDays(db, address));
  });
  await putActivityViews(db, buildActivityViews({ records, councils, days, now: contracts ? new Date(contracts.updated_at) : now }));
  // Proposal views exist once the governance job has indexed a block; before that there is nothing to rebuild.
  if (governance) await putProposalViews(db, buildProposalViews({ chains, metadata, councils, voters, block: governance.block_number, absenceRule: absenceRuleFromEnv() }), undefined, new Date(governance.updated_at));
}
