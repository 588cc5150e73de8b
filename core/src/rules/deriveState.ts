import { ProposalState } from './proposals';

/**
 * The voting contract's `state()`, `checkQuorum()` and quorum arithmetic as pure functions
 * (shared/contracts/IVoting-signatures.md, "Rules"). The indexer evaluates them at the block it
 * indexed, so the portal shows what the contract would answer at that block; a differential test
 * against the devnet's contract keeps the two equal.
 */

export type ScheduleFigures = {
  voteStart: bigint;
  voteEnd: bigint;
  queueDeadline: bigint;
  execDeadline: bigint;
  canceled: boolean;
  queued: boolean;
  executed: boolean;
};

/** Vote power cast per choice and how many councils voted. */
export type CastFigures = { yes: bigint; no: bigint; abstain: bigint; votersCount: number };

/** What the staking tracker says of the proposal's electorate. */
export type TrackerFigures = { totalVotes: bigint; numEligible: bigint };

export type Quorum = { quorumCount: bigint; quorumPower: bigint };

export type StateInput = {
  schedule: ScheduleFigures;
  cast: CastFigures;
  tracker: TrackerFigures;
  /** A proposal without actions (a text agenda) can never be queued, so it never expires. */
  hasActions: boolean;
  /** The block the state is evaluated at (the contract's `block.number`). */
  block: bigint;
};

function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}

/** quorumCount = ceil(numEligible / 3), quorumPower = ceil(totalVotes / 3). */
export function quorumOf(tracker: TrackerFigures): Quorum {
  return { quorumCount: ceilDiv(tracker.numEligible, 3n), quorumPower: ceilDiv(tracker.totalVotes, 3n) };
}

/** Met when enough councils voted OR enough power was cast (abstain counts). */
export function quorumMet(cast: CastFigures, quorum: Quorum): boolean {
  return BigInt(cast.votersCount) >= quorum.quorumCount || cast.yes + cast.no + cast.abstain >= quorum.quorumPower;
}

/** Yes must beat No and Abstain together by at least one vote. */
export function majorityMet(cast: CastFigures): boolean {
  return cast.yes >= cast.no + cast.abstain + 1n;
}

export function deriveState({ schedule, cast, tracker, hasActions, block }: StateInput): ProposalState {
  if (schedule.executed) return ProposalState.Executed;
  if (schedule.canceled) return ProposalState.Canceled;
  if (block < schedule.voteStart) return ProposalState.Pending;
  if (block <= schedule.voteEnd) return ProposalState.Active;
  if (!quorumMet(cast, quorumOf(tracker)) || !majorityMet(cast)) return ProposalState.Failed;
  if (!schedule.queued) {
    return block <= schedule.queueDeadline || !hasActions ? ProposalState.Passed : ProposalState.Expired;
  }
  return block <= schedule.execDeadline ? ProposalState.Queued : ProposalState.Expired;
}

/**
 * A state no later block can change: nothing moves an executed, canceled, failed or expired
 * proposal, and a passed text agenda can never be queued. The indexer stops re-reading these.
 */
export function isFinalState(state: ProposalState, hasActions: boolean): boolean {
  switch (state) {
    case ProposalState.Executed:
    case ProposalState.Canceled:
    case ProposalState.Failed:
    case ProposalState.Expired:
      return true;
    case ProposalState.Passed:
      return !hasActions;
    default:
      return false;
  }
}
