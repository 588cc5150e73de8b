import { type Address, getAddress } from 'viem';
import { listSecretaryApprovers, putSecretaryApprovers } from '@portal/core/db/repositories/accounts';
import { clearGovernanceChainItems, putGovernanceEvents, putProposalViews } from '@portal/core/db/repositories/proposals';
import { absenceRuleOf } from '@portal/core/config';
import { withConfirmedDrafts } from '@portal/core/views/confirmedDrafts';
import { buildProposalViews } from '@portal/core/views/proposalViews';
import type { IndexerContext } from '../context';
import { decodeGovernanceLogs, type GovernanceEvent, projectGovernanceEvents, voteKey, votesNeedingCouncil } from '../project/governanceEvents';
import { AdaptiveRange, type AdaptiveRangeOptions } from '../read/adaptiveRange';
import { fetchLogs, type LogScanOptions, scanLogs } from '../read/governanceLogs';
import { readStakingTracker, readVoterCouncil } from '../read/readGovernanceSetup';
import { readSecretaryApprovers } from '../read/readSecretary';
import { BackfillProgress } from './backfillProgress';
import { Background } from './background';
import { isBlockWindow, openBlockWindow, readBlock, saveCheckpoint } from './blockWindow';
import { loadStoredGovernance, projectProposals } from './governance/projectProposals';
import { knownContractsOf } from '../model/knownContracts';
import { refreshVoters } from './governance/refreshVoters';
import { PendingEvents } from './governance/pendingEvents';
import { RunState } from './governance/runState';
import { refreshViews } from './governance/refreshViews';
import { reprojectProposals } from './governance/reproject';
import { trackersOfTotals, trackerTotals } from './governance/trackers';
import { type JobResult, skipped } from './jobResult';

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
/** Items a transaction carries (DynamoDB's limit). */
const EVENTS_PER_TRANSACTION = 100;

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
  if (!config.VOTING_ADDRESS || BigInt(config.VOTING_ADDRESS) === 0n) return skipped(GOVERNANCE_JOB, 'no voting contract configured');
  const voting = getAddress(config.VOTING_ADDRESS);

  const window = await openBlockWindow(ctx, GOVERNANCE_JOB);
  if (!isBlockWindow(window)) return window;
  const { from, target, startBlock } = window;
  if (window.replaced) {
    // What was derived from the replaced chain goes, and indexing starts over.
    const removed = await clearGovernanceChainItems(db);
    ctx.log(`${GOVERNANCE_JOB}: removed ${removed} items of the replaced chain`);
  } else if (window.previous) {
    // Items an older projection derived are derived again first, at the block they were indexed at.
    await reprojectProposals(ctx, voting, window.previous);
  }
  if (!window.replaced && window.upToDate) {
    // No new block, but operators may have edited metadata or council names since.
    await refreshViews(ctx, window.previous!.block_number, new Date(window.previous!.updated_at));
    return skipped(GOVERNANCE_JOB, 'up to date');
  }

  // The trackers followed so far (none on a replaced chain).
  const trackers = trackersOfTotals((!window.replaced && window.previous?.totals) || {});
  const freshStart = from === startBlock;
  if (trackers.size === 0) {
    // The constructor emits no UpdateStakingTracker: ask which tracker it started with.
    const initial = (await readStakingTracker(client, voting, startBlock)) ?? (await readStakingTracker(client, voting, target));
    if (initial) trackers.set(initial, Number(startBlock));
  }

  const run = new RunState(from);
  run.votersChanged = freshStart;
  const range = new AdaptiveRange(options.range ?? DEFAULT_RANGE);
  const progress = new BackfillProgress(ctx, GOVERNANCE_JOB, from, target, options.progressEveryMs ?? 2_000);
  let saved = window.previous;
  let lastSave = Date.now();
  let writes: Promise<void> = Promise.resolve();
  const pending = new PendingEvents();
  // Writes left running while the job reads on. The job never settles before they do, so a failed
  // run cannot keep writing behind the next one.
  const background = new Background();
  // Nothing the scan writes (events) is read from these, so they load while it runs: the table
  // answers in the time the chain's logs take, not after them. The secretary's approvers depend on
  // the target block alone.
  const storedLoad = loadStoredGovernance(ctx);
  background.track(storedLoad);
  background.track(syncSecretaryApprovers(ctx, voting, target));
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

      // Writing overlaps reading the next ranges; events wait until they fill whole transactions,
      // unless the cursor moves now (only after the writes of every event before it) or the scan ends.
      pending.add(projected);
      const isLast = chunk.to >= target;
      const saveNow = !isLast && Date.now() - lastSave >= (options.checkpointEveryMs ?? 5_000);
      if (!isLast && !saveNow && pending.size < EVENTS_PER_TRANSACTION) continue;
      const batch = pending.take(isLast || saveNow ? undefined : EVENTS_PER_TRANSACTION);
      const totals = trackerTotals(trackers);
      writes = writes.then(async () => {
        // The proposals whose creation the table held before this run: only their events can be there already.
        await putGovernanceEvents(db, batch, { storedProposalIds: new Set((await storedLoad).ids) });
        if (!saveNow) return;
        saved = await saveCheckpoint(ctx, GOVERNANCE_JOB, saved, await readBlock(ctx, chunk.to), totals);
        lastSave = Date.now();
      });
      background.track(writes);
    }
    const scanned = Date.now();
    progress.done();

    // The last events may still be being written: projecting does not wait for them (this run's
    // events are in memory; the stored ones it loaded are those of earlier runs), only the checkpoint does.
    const [headBlock, stored] = await Promise.all([readBlock(ctx, target), storedLoad]);
    const contracts = knownContractsOf(config, trackers.keys(), stored.councils);
    const projection = await projectProposals(ctx, voting, run, { number: target, timestamp: headBlock.timestamp }, stored, contracts);
    background.track(projection.written);
    const projected = Date.now();
    const voters = await refreshVoters(ctx, voting, run, target, stored.voters, projection.chains);
    const votersDone = Date.now();
    const views = await putProposalViews(
      db,
      buildProposalViews({
        chains: projection.chains,
        metadata: withConfirmedDrafts(projection.chains, stored.metadata, stored.drafts),
        councils: stored.councils,
        voters,
        block: Number(target),
        absenceRule: absenceRuleOf(ctx.config),
      }),
      stored.viewFingerprints,
      new Date(Number(headBlock.timestamp) * 1000),
      stored.agendaFeed,
    );
    const viewsDone = Date.now();
    await background.all();
    const eventsWritten = Date.now();

    await saveCheckpoint(ctx, GOVERNANCE_JOB, saved, headBlock, trackerTotals(trackers));
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

/** Councils of votes whose reason does not carry one, asked of the contract at each vote's block. */
async function resolveVoteCouncils(ctx: IndexerContext, voting: Address, events: GovernanceEvent[]): Promise<Map<string, number>> {
  const pending = votesNeedingCouncil(events);
  const councilIds = await Promise.all(pending.map((v) => readVoterCouncil(ctx.client, voting, v.proposal_id, v.voter, BigInt(v.block))));
  return new Map(pending.map((v, i) => [voteKey(v), councilIds[i]!]));
}

/**
 * Who holds the secretary role at sign-in: the approvers the chain names (multisig owners, or a
 * Klaytn account's multisig keys), written only when they changed. Never configured twice.
 */
async function syncSecretaryApprovers(ctx: IndexerContext, voting: Address, block: bigint): Promise<void> {
  const onChain = await readSecretaryApprovers(ctx.client, voting, block);
  if (onChain === null) return;
  const stored = await listSecretaryApprovers(ctx.db);
  const same = stored.length === onChain.length && onChain.every((a) => stored.includes(a));
  if (!same) await putSecretaryApprovers(ctx.db, onChain);
}
