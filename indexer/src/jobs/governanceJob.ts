import { type Address, getAddress, parseUnits, zeroAddress } from 'viem';
import { KLAY_DECIMALS } from '@portal/core/constants';
import { advanceCheckpoint, type Checkpoint, checkpointCursor, getCheckpoint } from '@portal/core/db/repositories/checkpoints';
import { getCouncilList } from '@portal/core/db/repositories/councils';
import {
  clearGovernanceChainItems,
  getProposalsCreated,
  listProposalChains,
  listProposalIds,
  listProposalMetadata,
  listLifecycleOfProposal,
  listProposalViewFingerprints,
  listVotesOfProposal,
  putGovernanceEvents,
  putProposalChains,
  putProposalViews,
} from '@portal/core/db/repositories/proposals';
import { listCouncilVoters, putCouncilVoters } from '@portal/core/db/repositories/voters';
import type { Council } from '@portal/core/entities/council';
import type { CouncilVoter, ProposalChain, ProposalCreated, ProposalLifecycle, ProposalMetadata, VoteCast } from '@portal/core/entities/proposal';
import { buildProposalViews } from '@portal/core/views/proposalViews';
import type { IndexerContext } from '../context';
import { decodeGovernanceLogs, type GovernanceEvent, projectGovernanceEvents, voteKey, votesNeedingCouncil } from '../project/governanceEvents';
import { projectProposalChain } from '../project/proposalChain';
import { proposalFromEvents } from '../project/proposalFromEvents';
import { AdaptiveRange, type AdaptiveRangeOptions } from '../read/adaptiveRange';
import { fetchLogs, type LogScanOptions, scanLogs } from '../read/governanceLogs';
import { readBlockTimes, readCouncilVoters, readStakingTracker, readVoterCouncil } from '../read/readGovernanceSetup';
import type { TrackedCouncils } from '../model/proposalReads';
import { readTrackedCouncils, readVotingSettings } from '../read/readProposals';
import type { JobResult } from './networkJob';

export const GOVERNANCE_JOB = 'governance';

export type GovernanceJobOptions = {
  range?: AdaptiveRangeOptions;
  logScan?: LogScanOptions;
  /** Save the log cursor at most this often during a long backfill (0: after every range). */
  checkpointEveryMs?: number;
  /** Print a progress line at most this often during a backfill. */
  progressEveryMs?: number;
};

const DEFAULT_RANGE: AdaptiveRangeOptions = { initial: 1_000_000, max: 5_000_000 };
const TRACKER_PREFIX = 'tracker:';

/**
 * Proposals, votes, voting power and the voter mapping from the voting contract and its staking
 * trackers, at head − CONFIRMATIONS.
 *
 * A run (1) walks the logs since the checkpoint in adaptive ranges, writing each event as an item
 * keyed by what it is about and guarded by the log it came from, and saving the cursor now and
 * then; (2) projects every proposal that is not final (or that an event touched) at the target
 * block from its events (schedule, tally), reading only the tracked councils of those whose voting
 * had not started yet when last read; (3) rebuilds the public views; (4) advances the checkpoint.
 * Every write is idempotent and nothing stored depends on the clock, so a run killed anywhere is
 * finished by the next one with the same items as an uninterrupted run.
 */
export async function runGovernanceJob(ctx: IndexerContext, options: GovernanceJobOptions = {}): Promise<JobResult> {
  const { db, client, config } = ctx;
  if (!config.VOTING_ADDRESS || BigInt(config.VOTING_ADDRESS) === 0n) {
    return { job: GOVERNANCE_JOB, from: null, to: null, skipped: 'no voting contract configured' };
  }
  const voting = getAddress(config.VOTING_ADDRESS);

  const checkpoint = await getCheckpoint(db, GOVERNANCE_JOB);
  const head = await client.getBlockNumber();
  const target = head - BigInt(config.CONFIRMATIONS);
  const startBlock = BigInt(config.START_BLOCK);
  if (target < startBlock) return { job: GOVERNANCE_JOB, from: null, to: null, skipped: 'chain is behind the start block' };

  let previous: Checkpoint | null = checkpoint;
  let from = startBlock;
  if (checkpoint) {
    // A chain that no longer has the block we stopped at was replaced (a reorg or a new devnet):
    // what was derived from it goes, and indexing starts over.
    const known = await client.getBlock({ blockNumber: BigInt(checkpoint.block_number) }).catch(() => null);
    if (!known || known.hash !== checkpoint.block_hash) {
      ctx.log(`${GOVERNANCE_JOB}: block ${checkpoint.block_number} changed on chain; indexing again from block ${startBlock}`);
      const removed = await clearGovernanceChainItems(db);
      ctx.log(`${GOVERNANCE_JOB}: removed ${removed} items of the replaced chain`);
      previous = { ...checkpoint, totals: {} };
    } else if (BigInt(checkpoint.block_number) >= target) {
      // No new block, but operators may have edited metadata or council names since.
      await refreshViews(ctx, checkpoint.block_number);
      return { job: GOVERNANCE_JOB, from: null, to: null, skipped: 'up to date' };
    } else {
      from = BigInt(checkpoint.block_number) + 1n;
    }
  }

  const trackers = new Map<Address, number>(
    Object.entries(previous?.totals ?? {})
      .filter(([key]) => key.startsWith(TRACKER_PREFIX))
      .map(([key, block]) => [getAddress(key.slice(TRACKER_PREFIX.length)), Number(block)]),
  );
  const freshStart = from === startBlock;
  if (trackers.size === 0) {
    // The constructor emits no UpdateStakingTracker: ask which tracker it started with.
    const initial = (await readStakingTracker(client, voting, startBlock)) ?? (await readStakingTracker(client, voting, target));
    if (initial) trackers.set(initial, Number(startBlock));
  }

  const run = new RunState(from);
  run.votersChanged = freshStart;
  const range = new AdaptiveRange(options.range ?? DEFAULT_RANGE);
  const progress = new Progress(ctx, from, target, options.progressEveryMs ?? 2_000);
  let saved = previous;
  let lastSave = Date.now();
  let writes: Promise<void> = Promise.resolve();
  // Writes left running while the job reads on. The job never settles before they do, so a failed
  // run cannot keep writing behind the next one.
  const background = new Background();
  try {
    for await (const chunk of scanLogs(client, () => [voting, ...trackers.keys()], from, target, range, options.logScan)) {
      background.throwIfFailed();
      let events = decodeGovernanceLogs(chunk.logs, voting);
      // A tracker adopted inside this range: its logs from that block on were not asked for yet.
      for (const adopted of events.flatMap((e) => (e.kind === 'UpdateStakingTracker' && !trackers.has(e.new) ? [e] : []))) {
        trackers.set(adopted.new, adopted.block);
        const extra = await fetchLogs(client, [adopted.new], BigInt(adopted.block), chunk.to, range, options.logScan);
        events = decodeGovernanceLogs([...chunk.logs, ...extra], voting);
      }
      const projected = projectGovernanceEvents(events, await resolveVoteCouncils(ctx, voting, events));
      run.add(projected, chunk.logs.length);
      progress.update(chunk.to, chunk.logs.length);

      // Writing this range overlaps reading the next; the cursor moves only after its writes.
      const isLast = chunk.to >= target;
      const totals = trackerTotals(trackers);
      writes = writes.then(async () => {
        await putGovernanceEvents(db, projected);
        if (isLast || Date.now() - lastSave < (options.checkpointEveryMs ?? 5_000)) return;
        const block = await client.getBlock({ blockNumber: chunk.to });
        const next = checkpointAt(chunk.to, block.hash, block.timestamp, totals);
        await advanceCheckpoint(db, GOVERNANCE_JOB, saved, next);
        saved = next;
        lastSave = Date.now();
      });
      background.track(writes);
    }
    const scanned = Date.now();
    progress.done();

    // The last events may still be being written: projecting does not wait for them (this run's
    // events are in memory), only the checkpoint does.
    const [headBlock, stored] = await Promise.all([client.getBlock({ blockNumber: target }), loadStored(ctx)]);
    const projection = await projectProposals(ctx, voting, run, { number: target, timestamp: headBlock.timestamp }, stored);
    background.track(projection.written);
    const projected = Date.now();
    const voters = await refreshVoters(ctx, voting, run, target, stored.voters, projection.chains);
    const votersDone = Date.now();
    const views = await putProposalViews(
      db,
      buildProposalViews({ chains: projection.chains, metadata: stored.metadata, councils: stored.councils, voters, block: Number(target) }),
      stored.viewFingerprints,
    );
    const viewsDone = Date.now();
    await background.all();
    const eventsWritten = Date.now();

    await advanceCheckpoint(db, GOVERNANCE_JOB, saved, checkpointAt(target, headBlock.hash, headBlock.timestamp, trackerTotals(trackers)));
    ctx.log(
      `${GOVERNANCE_JOB}: indexed blocks ${from}-${target}: ${run.logs} logs, ${projection.read} trackers read, ${views.written} views written ` +
        `(ms: scan ${scanned - run.startedAt}, proposals ${projected - scanned}, voters ${votersDone - projected}, ` +
        `views ${viewsDone - votersDone}, rest of the event writes ${eventsWritten - viewsDone}, checkpoint ${Date.now() - eventsWritten})`,
    );
    return { job: GOVERNANCE_JOB, from: Number(from), to: Number(target) };
  } finally {
    await background.settle();
  }
}

function trackerTotals(trackers: ReadonlyMap<Address, number>): Record<string, string> {
  return Object.fromEntries([...trackers].map(([address, block]) => [`${TRACKER_PREFIX}${address}`, String(block)]));
}

/** Promises the job does not await at once; the first failure is kept to stop the job early. */
class Background {
  private readonly pending: Promise<unknown>[] = [];
  private failure: { error: unknown } | null = null;

  track(work: Promise<unknown>): void {
    this.pending.push(work);
    work.catch((error: unknown) => {
      this.failure ??= { error };
    });
  }

  throwIfFailed(): void {
    if (this.failure) throw this.failure.error;
  }

  /** Waits for all; throws the first failure. */
  async all(): Promise<void> {
    await Promise.all(this.pending);
  }

  /** Waits for all, failed or not. */
  async settle(): Promise<void> {
    await Promise.allSettled(this.pending);
  }
}

function checkpointAt(block: bigint, hash: string, timestamp: bigint, totals: Record<string, string>) {
  // The block's own time, not the clock's: a rerun writes the same checkpoint.
  return { cursor: checkpointCursor(block), block_number: Number(block), block_hash: hash, updated_at: new Date(Number(timestamp) * 1000).toISOString(), totals };
}

/** What the run learned from the logs, for the projection step. */
class RunState {
  readonly created = new Map<number, ProposalCreated>();
  readonly votes = new Map<number, VoteCast[]>();
  readonly lifecycle = new Map<number, ProposalLifecycle[]>();
  readonly touched = new Set<number>();
  readonly gcIds = new Set<number>();
  votersChanged = false;
  logs = 0;
  readonly startedAt = Date.now();

  constructor(readonly from: bigint) {}

  add(projected: ReturnType<typeof projectGovernanceEvents>, logs: number): void {
    for (const c of projected.created) this.created.set(c.proposal_id, c);
    for (const v of projected.votes) this.votes.set(v.proposal_id, [...(this.votes.get(v.proposal_id) ?? []), v]);
    for (const e of projected.lifecycle) this.lifecycle.set(e.proposal_id, [...(this.lifecycle.get(e.proposal_id) ?? []), e]);
    for (const id of projected.touched) this.touched.add(id);
    for (const id of projected.gcIds) this.gcIds.add(id);
    this.votersChanged ||= projected.votersChanged;
    this.logs += logs;
  }
}

/** Councils of votes whose reason does not carry one, asked of the contract at each vote's block. */
async function resolveVoteCouncils(ctx: IndexerContext, voting: Address, events: GovernanceEvent[]): Promise<Map<string, number>> {
  const pending = votesNeedingCouncil(events);
  const gcIds = await Promise.all(pending.map((v) => readVoterCouncil(ctx.client, voting, v.proposal_id, v.voter, BigInt(v.block))));
  return new Map(pending.map((v, i) => [voteKey(v), gcIds[i]!]));
}

type Stored = {
  ids: number[];
  chains: ProposalChain[];
  voters: CouncilVoter[];
  metadata: ProposalMetadata[];
  councils: Council[];
  viewFingerprints: Map<string, string>;
};

/** What the table already holds that the projection and the views read, in one parallel round. */
async function loadStored({ db }: IndexerContext): Promise<Stored> {
  const [ids, chains, voters, metadata, councils, viewFingerprints] = await Promise.all([
    listProposalIds(db),
    listProposalChains(db),
    listCouncilVoters(db),
    listProposalMetadata(db),
    getCouncilList(db),
    listProposalViewFingerprints(db),
  ]);
  return { ids, chains, voters, metadata, councils, viewFingerprints };
}

/**
 * Projects every proposal not yet final, or touched by this run's events, at the head, and stores
 * those that changed (`written`, left running for the caller to await). Schedule and tally come from
 * the events (this run's, and those earlier runs stored before moving the cursor); the only reads
 * are the tracked councils of proposals whose tracker was not yet frozen (voting not started when
 * last read), and the contract's two timing constants. Final proposals are left as they are: no
 * later block changes them. Returns every proposal's projection.
 */
async function projectProposals(
  ctx: IndexerContext,
  voting: Address,
  run: RunState,
  head: { number: bigint; timestamp: bigint },
  stored: Stored,
): Promise<{ chains: ProposalChain[]; read: number; written: Promise<void> }> {
  const { db, client } = ctx;
  const byId = new Map(stored.chains.map((c) => [c.proposal_id, c]));
  const ids = [...new Set([...stored.ids, ...run.created.keys()])].sort((a, b) => a - b);
  const needed = ids.filter((id) => !byId.get(id)?.final || run.touched.has(id));
  if (needed.length === 0) return { chains: stored.chains, read: 0, written: Promise.resolve() };

  const created = new Map(run.created);
  const missing = needed.filter((id) => !run.created.has(id));
  const older = await getProposalsCreated(db, missing);
  for (const c of older) created.set(c.proposal_id, c);

  const frozen = frozenTrackers(byId);
  const toRead = needed
    .filter((id) => !frozen.has(id))
    .map((id) => ({ proposalId: id, trackStart: BigInt(created.get(id)!.block), trackEnd: BigInt(created.get(id)!.vote_start) }));

  // A proposal created in this run has all its events in this run's logs; an older one has the rest
  // in the table (earlier runs wrote them before moving the cursor).
  const eventsOf = new Map<number, { votes: VoteCast[]; lifecycle: ProposalLifecycle[] }>();
  // The blocks to date come from the events too (creation, voteStart, voteEnd): fetched alongside.
  const blocks = needed.flatMap((id) => {
    const c = created.get(id)!;
    return [BigInt(c.block), BigInt(c.vote_start), BigInt(c.vote_end)].filter((b) => b <= head.number);
  });
  const [blockTimes, settings, tracked] = await Promise.all([
    readBlockTimes(client, blocks),
    readVotingSettings(client, voting, head.number),
    readTrackedCouncils(client, voting, toRead, head.number),
    ...needed.map(async (id) => {
      const fromRun = { votes: run.votes.get(id) ?? [], lifecycle: run.lifecycle.get(id) ?? [] };
      if (BigInt(created.get(id)!.block) >= run.from) return void eventsOf.set(id, fromRun);
      const [votes, lifecycle] = await Promise.all([listVotesOfProposal(db, id), listLifecycleOfProposal(db, id)]);
      const byCouncil = new Map(votes.map((v) => [v.gc_id, v]));
      for (const v of fromRun.votes) byCouncil.set(v.gc_id, v);
      const byKind = new Map(lifecycle.map((e) => [e.kind, e]));
      for (const e of fromRun.lifecycle) byKind.set(e.kind, e);
      eventsOf.set(id, { votes: [...byCouncil.values()], lifecycle: [...byKind.values()] });
    }),
  ]);

  const reads = needed.map((id) =>
    proposalFromEvents({ created: created.get(id)!, ...eventsOf.get(id)!, settings, tracked: frozen.get(id) ?? tracked.get(id)! }),
  );
  const fresh = reads.map((r) =>
    projectProposalChain({ created: created.get(r.proposalId)!, reads: r, votes: eventsOf.get(r.proposalId)!.votes, head, blockTimes }),
  );
  const written = putProposalChains(
    db,
    fresh.filter((c) => !sameJson(c, byId.get(c.proposal_id))),
  );
  written.catch(() => {}); // awaited by the caller; this only keeps an early failure from going unhandled
  for (const c of fresh) byId.set(c.proposal_id, c);
  return { chains: [...byId.values()].sort((a, b) => a.proposal_id - b.proposal_id), read: toRead.length, written };
}

/**
 * Tracker figures read after tracking ended (voting started), or of a final proposal: balances no
 * longer move (or no longer matter), no need to ask again.
 */
function frozenTrackers(chains: ReadonlyMap<number, ProposalChain>): Map<number, TrackedCouncils> {
  const frozen = new Map<number, TrackedCouncils>();
  for (const c of chains.values()) {
    if (c.state_block !== null && c.state_block <= c.tracker.track_end) continue;
    frozen.set(c.proposal_id, {
      tracker: {
        trackStart: BigInt(c.tracker.track_start),
        trackEnd: BigInt(c.tracker.track_end),
        numGCs: BigInt(c.tracker.num_gcs),
        totalVotes: BigInt(c.tracker.total_votes),
        numEligible: BigInt(c.tracker.num_eligible),
      },
      tracked: {
        gcIds: c.tracked.map((t) => BigInt(t.gc_id)),
        balances: c.tracked.map((t) => parseUnits(t.balance, KLAY_DECIMALS)),
        votes: c.tracked.map((t) => BigInt(t.votes)),
      },
    });
  }
  return frozen;
}

/** Reads each council's voter account when something may have changed it; stores and returns the mapping. */
async function refreshVoters(
  ctx: IndexerContext,
  voting: Address,
  run: RunState,
  block: bigint,
  stored: CouncilVoter[],
  chains: ProposalChain[],
): Promise<CouncilVoter[]> {
  const gcIds = new Set([...run.gcIds, ...stored.map((v) => v.gc_id), ...chains.flatMap((c) => c.tracked.map((t) => t.gc_id))]);
  const known = new Set(stored.map((v) => v.gc_id));
  if (!run.votersChanged && [...gcIds].every((id) => known.has(id))) return stored;

  const ids = [...gcIds].filter((id) => id > 0).sort((a, b) => a - b);
  const current = await readCouncilVoters(ctx.client, voting, ids, block);
  const before = new Map(stored.map((v) => [v.gc_id, v.voter]));
  const put: CouncilVoter[] = [];
  const removed: number[] = [];
  const after: CouncilVoter[] = [];
  for (const [gcId, voter] of current) {
    if (voter === zeroAddress) {
      if (before.has(gcId)) removed.push(gcId);
      continue;
    }
    after.push({ gc_id: gcId, voter });
    if (before.get(gcId) !== voter) put.push({ gc_id: gcId, voter });
  }
  await putCouncilVoters(ctx.db, put, removed);
  return after;
}

/** The public views from what the table holds: chain projections, metadata, council list, voters. */
async function refreshViews(ctx: IndexerContext, block: number): Promise<{ written: number; deleted: number }> {
  const { chains, metadata, councils, voters, viewFingerprints } = await loadStored(ctx);
  return putProposalViews(ctx.db, buildProposalViews({ chains, metadata, councils, voters, block }), viewFingerprints);
}

function sameJson(a: ProposalChain, b: ProposalChain | undefined): boolean {
  return b !== undefined && stableJson(a) === stableJson(b);
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

/** The backfill's progress line: blocks done of total, blocks a second, logs. */
class Progress {
  private readonly started = Date.now();
  private lastPrint = 0;
  private logs = 0;
  private blocksDone = 0n;

  constructor(
    private readonly ctx: IndexerContext,
    private readonly from: bigint,
    private readonly to: bigint,
    private readonly everyMs: number,
  ) {}

  update(block: bigint, logs: number): void {
    this.logs += logs;
    this.blocksDone = block - this.from + 1n;
    if (Date.now() - this.lastPrint >= this.everyMs) this.print();
  }

  done(): void {
    this.print();
  }

  private print(): void {
    this.lastPrint = Date.now();
    const total = this.to - this.from + 1n;
    const seconds = Math.max(0.001, (Date.now() - this.started) / 1000);
    const percent = total > 0n ? Number((this.blocksDone * 1000n) / total) / 10 : 100;
    this.ctx.log(
      `${GOVERNANCE_JOB}: backfill ${this.blocksDone}/${total} blocks (${percent}%), ${Math.round(Number(this.blocksDone) / seconds)} blocks/s, ${this.logs} logs`,
    );
  }
}
