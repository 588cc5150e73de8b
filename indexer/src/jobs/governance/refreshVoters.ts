import { type Address, zeroAddress } from 'viem';
import { putCouncilVoters } from '@portal/core/db/repositories/voters';
import type { CouncilVoter, ProposalChain } from '@portal/core/entities/proposal';
import type { IndexerContext } from '../../context';
import { readCouncilVoters } from '../../read/readGovernanceSetup';
import type { RunState } from './runState';

/** Reads each council's voter account when something may have changed it; stores and returns the mapping. */
export async function refreshVoters(
  ctx: IndexerContext,
  voting: Address,
  run: RunState,
  block: bigint,
  stored: CouncilVoter[],
  chains: ProposalChain[],
): Promise<CouncilVoter[]> {
  const councilIds = new Set([...run.councilIds, ...stored.map((v) => v.gc_id), ...chains.flatMap((c) => c.tracked.map((t) => t.gc_id))]);
  const known = new Set(stored.map((v) => v.gc_id));
  if (!run.votersChanged && [...councilIds].every((id) => known.has(id))) return stored;

  const ids = [...councilIds].filter((id) => id > 0).sort((a, b) => a - b);
  const current = await readCouncilVoters(ctx.client, voting, ids, block);
  const before = new Map(stored.map((v) => [v.gc_id, v.voter]));
  const put: CouncilVoter[] = [];
  const removed: number[] = [];
  const after: CouncilVoter[] = [];
  for (const [councilId, voter] of current) {
    if (voter === zeroAddress) {
      if (before.has(councilId)) removed.push(councilId);
      continue;
    }
    after.push({ gc_id: councilId, voter });
    if (before.get(councilId) !== voter) put.push({ gc_id: councilId, voter });
  }
  await putCouncilVoters(ctx.db, put, removed);
  return after;
}
