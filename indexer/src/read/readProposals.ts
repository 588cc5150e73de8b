import type { Address, PublicClient } from 'viem';
import { votingAbi } from '@portal/core/abi/voting';

/** What the voting contract answers about one proposal at one block. */
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
  tracked: { gcIds: readonly bigint[]; balances: readonly bigint[]; votes: readonly bigint[] };
};

/** A proposal's tracker figures, known not to change any more (read after its tracking ended). */
export type FrozenTracker = Pick<ProposalReads, 'tracker' | 'tracked'>;

/**
 * Schedule, tally, tracker summary and tracked councils of each proposal at `blockNumber`. The
 * reads are issued together, so the HTTP transport sends them as a few JSON-RPC batches. Tracker
 * figures already `frozen` (voting started: balances no longer move) are not asked again.
 */
export async function readProposals(
  client: PublicClient,
  voting: Address,
  proposalIds: number[],
  blockNumber: bigint,
  frozen: ReadonlyMap<number, FrozenTracker> = new Map(),
): Promise<ProposalReads[]> {
  const at = { address: voting, abi: votingAbi, blockNumber } as const;
  const readTracker = async (args: readonly [bigint]): Promise<FrozenTracker> => {
    const [summary, tracked] = await Promise.all([
      client.readContract({ ...at, functionName: 'getTrackerSummary', args }),
      client.readContract({ ...at, functionName: 'getAllTrackedGCs', args }),
    ]);
    const [trackStart, trackEnd, numGCs, totalVotes, numEligible] = summary;
    const [gcIds, balances, votes] = tracked;
    return { tracker: { trackStart, trackEnd, numGCs, totalVotes, numEligible }, tracked: { gcIds, balances, votes } };
  };
  return Promise.all(
    proposalIds.map(async (proposalId) => {
      const args = [BigInt(proposalId)] as const;
      const [schedule, tally, tracker] = await Promise.all([
        client.readContract({ ...at, functionName: 'getProposalSchedule', args }),
        client.readContract({ ...at, functionName: 'getProposalTally', args }),
        frozen.get(proposalId) ?? readTracker(args),
      ]);
      const [voteStart, voteEnd, queueDeadline, eta, execDeadline, canceled, queued, executed] = schedule;
      const [yes, no, abstain, quorumCount, quorumPower, voters] = tally;
      return {
        proposalId,
        schedule: { voteStart, voteEnd, queueDeadline, eta, execDeadline, canceled, queued, executed },
        tally: { yes, no, abstain, quorumCount, quorumPower, voters },
        ...tracker,
      };
    }),
  );
}
