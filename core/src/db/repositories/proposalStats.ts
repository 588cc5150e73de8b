import { type ProposalStats, ProposalStatsSchema } from '../../entities/proposal';
import type { Db } from '../client';
import { getData } from '../items';
import { keys } from '../keys';

/** The Vote Leader Board (participations and voting powers), precomputed by the indexer. */
export function getProposalStats(db: Db): Promise<ProposalStats | null> {
  return getData(db, keys.proposalStats(), ProposalStatsSchema);
}

