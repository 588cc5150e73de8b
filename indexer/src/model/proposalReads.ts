/**
 * A proposal's figures as the voting contract's getters answer them: what the chain readers fetch
 * and the projections take (shared by read/ and project/, so neither imports the other).
 */

/** A proposal's figures as the voting contract's getters answer them at one block. */
export type ProposalReads = {
  proposalId: number;
  schedule: {
    voteStart: bigint;
    voteEnd: bigint;
    queueDeadline: bigint;
    eta: bigint;
    execDeadline: bigint;
    canceled: boolean;
    queued: boolean;
    executed: boolean;
  };
  tally: { yes: bigint; no: bigint; abstain: bigint; quorumCount: bigint; quorumPower: bigint; voters: readonly bigint[] };
  tracker: { trackStart: bigint; trackEnd: bigint; numGCs: bigint; totalVotes: bigint; numEligible: bigint };
  tracked: { councilIds: readonly bigint[]; balances: readonly bigint[]; votes: readonly bigint[] };
};

/** A proposal's tracker summary and tracked councils (getTrackerSummary, getAllTrackedGCs). */
export type TrackedCouncils = Pick<ProposalReads, 'tracker' | 'tracked'>;

/** The voting contract's timing constants that the schedule adds (queueTimeout, execTimeout), read once a run. */
export type VotingSettings = { queueTimeout: bigint; execTimeout: bigint };
