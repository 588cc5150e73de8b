/**
 * The voting contract's `checkQuorum()` and its quorum and majority arithmetic as pure functions
 * (shared/contracts/IVoting-signatures.md, "Rules"), which deriveState applies after voteEnd.
 */
import { countThresholdMet, powerThresholdMet } from './proposals';

/** Vote power cast per choice and how many councils voted. */
export type CastFigures = { yes: bigint; no: bigint; abstain: bigint; votersCount: number };

/** What the staking tracker says of the proposal's electorate. */
export type TrackerFigures = { totalVotes: bigint; numEligible: bigint };

export type Quorum = { quorumCount: bigint; quorumPower: bigint };

function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}

/** quorumCount = ceil(numEligible / 3), quorumPower = ceil(totalVotes / 3). */
export function quorumOf(tracker: TrackerFigures): Quorum {
  return { quorumCount: ceilDiv(tracker.numEligible, 3n), quorumPower: ceilDiv(tracker.totalVotes, 3n) };
}

/** Met when enough councils voted OR enough power was cast (abstain counts): the two thresholds the pages show. */
export function quorumMet(cast: CastFigures, quorum: Quorum): boolean {
  const figures = { ...cast, votersCount: BigInt(cast.votersCount), ...quorum };
  return countThresholdMet(figures) || powerThresholdMet(figures);
}

/** Yes must beat No and Abstain together by at least one vote. */
export function majorityMet(cast: CastFigures): boolean {
  return cast.yes >= cast.no + cast.abstain + 1n;
}
