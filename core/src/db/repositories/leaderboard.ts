import { type ProposalStats, ProposalStatsSchema } from '../../entities/proposal';
import type { Db } from '../client';
import { getData, putData } from '../items';
import { ENTITY, keys } from '../keys';

/** The Vote Leader Board (participations and voting powers), precomputed by the indexer. */
export function getProposalStats(db: Db): Promise<ProposalStats | null> {
  return getData(db, keys.proposalStats(), ProposalStatsSchema);
}

export function putProposalStats(db: Db, stats: ProposalStats): Promise<void> {
  return putData(db, keys.proposalStats(), ENTITY.proposalStats, ProposalStatsSchema.parse(stats));
}
