import { ProposalState } from './proposals';
import { type CastFigures, majorityMet, quorumMet, quorumOf, type TrackerFigures } from './quorum';

/**
 * The voting contract's `state()` as a pure function (shared/contracts/IVoting-signatures.md,
 * "Rules"; the quorum and majority it checks are in quorum.ts). The indexer evaluates it at the
 * block it indexed, so the portal shows what the contract would answer at that block; a
 * differential test against the devnet's contract keeps the two equal.
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

export type StateInput = {
  schedule: ScheduleFigures;
  cast: CastFigures;
  tracker: TrackerFigures;
  /** A proposal without actions (a text agenda) can never be queued, so it never expires. */
  hasActions: boolean;
  /** The block the state is evaluated at (the contract's `block.number`). */
  block: bigint;
};

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
