import { absenceRuleOf } from '@portal/core/config';
import { putProposalViews } from '@portal/core/db/repositories/proposals';
import { withConfirmedDrafts } from '@portal/core/views/confirmedDrafts';
import { buildProposalViews } from '@portal/core/views/proposalViews';
import type { IndexerContext } from '../../context';
import { loadStoredGovernance } from './projectProposals';

/** The public views from what the table holds: chain projections, metadata, council list, voters. */
export async function refreshViews(ctx: IndexerContext, block: number, blockTime: Date): Promise<{ written: number; deleted: number }> {
  const { chains, metadata, drafts, councils, voters, viewFingerprints, agendaFeed } = await loadStoredGovernance(ctx);
  return putProposalViews(
    ctx.db,
    buildProposalViews({ chains, metadata: withConfirmedDrafts(chains, metadata, drafts), councils, voters, block, absenceRule: absenceRuleOf(ctx.config) }),
    viewFingerprints,
    blockTime,
    agendaFeed,
  );
}
