import type { Db } from '../db/client';
import { getCouncilList } from '../db/repositories/councils';
import { listDrafts } from '../db/repositories/proposalDrafts';
import { listProposalChains, listProposalMetadata, listProposalViewFingerprints, putProposalViews } from '../db/repositories/proposals';
import { listCouncilVoters } from '../db/repositories/voters';
import { withConfirmedDrafts } from './confirmedDrafts';
import { absenceRuleFromEnv } from '../config';
import { buildProposalViews } from './proposalViews';

/**
 * Rebuilds the public proposal views from what the table holds, as the indexer does, so an
 * operator's edit (a text agenda's site state) is in the next public answer. Only changed views are written.
 */
export async function refreshProposalViews(db: Db, block: number): Promise<void> {
  const [chains, metadata, drafts, councils, voters, fingerprints] = await Promise.all([
    listProposalChains(db),
    listProposalMetadata(db),
    listDrafts(db),
    getCouncilList(db),
    listCouncilVoters(db),
    listProposalViewFingerprints(db),
  ]);
  await putProposalViews(db, buildProposalViews({ chains, metadata: withConfirmedDrafts(chains, metadata, drafts), councils, voters, block, absenceRule: absenceRuleFromEnv() }), fingerprints);
}
