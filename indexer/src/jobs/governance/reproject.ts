import { type Address, getAddress } from 'viem';
import { type Checkpoint, getCheckpoint } from '@portal/core/db/repositories/checkpoints';
import { getProposalList, listProposalChainVersions } from '@portal/core/db/repositories/proposals';
import { deleteReprojection, getReprojection, putReprojection, type Reprojection } from '@portal/core/db/repositories/reprojection';
import { PROJECTION_VERSION } from '@portal/core/db/projectionVersions';
import type { IndexerContext } from '../../context';
import { knownContractsOf } from '../../model/knownContracts';
import { readBlock } from '../blockWindow';
import { loadStoredGovernance, projectProposals } from './projectProposals';
import { refreshViews } from './refreshViews';
import { RunState } from './runState';
import { trackersOfTotals } from './trackers';

export const REPROJECT = 'reproject';
/** The governance job's checkpoint (its name, kept here so the job can import this module). */
const GOVERNANCE_CHECKPOINT = 'governance';

export type ReprojectOptions = {
  /** On-chain ids to derive again whatever their version (an operator's request), both ends included. */
  range?: { from: number; to: number };
  /** Proposals derived, written and recorded as done together. */
  batchSize?: number;
};

export type ReprojectResult = { proposals: number; written: number };

const DEFAULT_BATCH = 20;

/**
 * Derives stored proposals again, from their stored events and the chain read at the block the
 * table is indexed to (the governance checkpoint's): those an older projection version wrote, or an
 * operator's range. Each batch's items are replaced in place, never deleted, so the public reads go
 * on; after each, the next id to do is recorded, so a run killed half-way goes on from there. A
 * second run finds nothing to do and writes nothing. The views are the caller's to rebuild.
 */
export async function reprojectProposals(ctx: IndexerContext, voting: Address, checkpoint: Checkpoint, options: ReprojectOptions = {}): Promise<ReprojectResult> {
  const { db } = ctx;
  const version = PROJECTION_VERSION.proposalChain;
  const [versions, interrupted] = await Promise.all([listProposalChainVersions(db), getReprojection(db)]);
  const stale = new Set([...versions].filter(([, pv]) => pv < version).map(([id]) => id));

  // An operator's range, else the one a killed run was working through, else the stale items.
  const range = options.range ?? interrupted?.range ?? null;
  const resumes = interrupted !== null && sameRange(interrupted.range, range) && interrupted.version === version;
  const next = resumes ? interrupted.next : 0;
  const todo = [...versions.keys()]
    .filter((id) => (range ? id >= range.from && id <= range.to : stale.has(id)) && id >= next)
    .sort((a, b) => a - b);
  if (todo.length === 0) {
    if (interrupted) await deleteReprojection(db);
    return { proposals: 0, written: 0 };
  }

  const block = await readBlock(ctx, BigInt(checkpoint.block_number));
  const head = { number: block.number, timestamp: block.timestamp };
  const what = range ? `proposals ${range.from}-${range.to}` : `proposals of projection versions before ${version}`;
  ctx.log(`${REPROJECT}: ${resumes ? 'going on with' : 'deriving again'} ${todo.length} ${what} at block ${checkpoint.block_number}${resumes ? ` from proposal ${next}` : ''}`);

  let stored = await loadStoredGovernance(ctx);
  const contracts = knownContractsOf(ctx.config, trackersOfTotals(checkpoint.totals).keys(), stored.councils);
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  let written = 0;
  for (let start = 0; start < todo.length; start += batchSize) {
    const batch = todo.slice(start, start + batchSize);
    // Every event of these proposals is in the table: the run starts after the indexed block.
    const run = new RunState(head.number + 1n);
    const projection = await projectProposals(ctx, voting, run, head, stored, contracts, {
      ids: new Set(batch),
      stale: new Set(batch.filter((id) => stale.has(id))),
    });
    await projection.written;
    written += projection.changed;
    stored = { ...stored, chains: projection.chains };
    const last = batch[batch.length - 1]!;
    const progress: Reprojection = { range, next: last + 1, version };
    await putReprojection(db, progress);
    ctx.log(`${REPROJECT}: ${start + batch.length}/${todo.length} proposals derived again (through proposal ${last}), ${written} written`);
  }
  await deleteReprojection(db);
  return { proposals: todo.length, written };
}

function sameRange(a: Reprojection['range'], b: Reprojection['range']): boolean {
  return a === b || (a !== null && b !== null && a.from === b.from && a.to === b.to);
}

/**
 * The operator's command (scripts/reproject.ts): derives again the agendas numbered `from` to `to`
 * (every on-chain id from the lowest of theirs to the highest), then rebuilds the public views, all
 * at the block the table is indexed to. Nothing happens before the governance job's first pass.
 */
export async function reprojectAgendas(ctx: IndexerContext, agendas: { from: number; to: number }, options: Omit<ReprojectOptions, 'range'> = {}): Promise<ReprojectResult & { views: number }> {
  const { db, config } = ctx;
  if (!config.VOTING_ADDRESS) throw new Error('VOTING_ADDRESS is not configured');
  const [checkpoint, list] = await Promise.all([getCheckpoint(db, GOVERNANCE_CHECKPOINT), getProposalList(db)]);
  if (!checkpoint || !list) throw new Error('nothing is indexed yet: the governance job derives every proposal on its first pass');
  const ids = list.proposals.filter((p) => p.id >= agendas.from && p.id <= agendas.to).map((p) => p.proposal_id);
  if (ids.length === 0) throw new Error(`no agenda numbered ${agendas.from} to ${agendas.to}`);
  const range = { from: Math.min(...ids), to: Math.max(...ids) };
  const result = await reprojectProposals(ctx, getAddress(config.VOTING_ADDRESS), checkpoint, { ...options, range });
  const views = await refreshViews(ctx, checkpoint.block_number, new Date(checkpoint.updated_at));
  ctx.log(`${REPROJECT}: ${result.written} proposals and ${views.written} views written`);
  return { ...result, views: views.written };
}
