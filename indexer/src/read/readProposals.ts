import type { Address, PublicClient } from 'viem';
import { votingAbi } from '@portal/core/abi/voting';
import { klayToPeb } from '@portal/core/format';
import type { TrackedCouncils, VotingSettings } from '../model/proposalReads';

/** A council is eligible with at least this stake (the tracker's MIN_STAKE, IVoting rules). */
const MIN_STAKE = klayToPeb('5000000');

/**
 * Each proposal's tracked councils at `blockNumber`, with one eth_call each (getAllTrackedGCs):
 * the summary follows from them as the tracker computes it (calcAllVotes): numGCs is their count,
 * totalVotes the sum of their votes, numEligible those with at least MIN_STAKE; the tracker runs
 * from the propose block to voteStart. Read at or after voteStart, the figures are frozen for good.
 */
export async function readTrackedCouncils(
  client: PublicClient,
  voting: Address,
  proposals: { proposalId: number; trackStart: bigint; trackEnd: bigint }[],
  blockNumber: bigint,
): Promise<Map<number, TrackedCouncils>> {
  const found = await Promise.all(
    proposals.map(async ({ proposalId, trackStart, trackEnd }): Promise<[number, TrackedCouncils]> => {
      const [gcIds, balances, votes] = await client.readContract({
        address: voting,
        abi: votingAbi,
        functionName: 'getAllTrackedGCs',
        args: [BigInt(proposalId)],
        blockNumber,
      });
      const tracker = {
        trackStart,
        trackEnd,
        numGCs: BigInt(gcIds.length),
        totalVotes: votes.reduce((total, v) => total + v, 0n),
        numEligible: BigInt(balances.filter((b) => b >= MIN_STAKE).length),
      };
      return [proposalId, { tracker, tracked: { gcIds, balances, votes } }];
    }),
  );
  return new Map(found);
}

/** The timing constants the schedule adds to voteEnd and eta, at `blockNumber`. */
export async function readVotingSettings(client: PublicClient, voting: Address, blockNumber: bigint): Promise<VotingSettings> {
  const at = { address: voting, abi: votingAbi, blockNumber } as const;
  const [queueTimeout, execTimeout] = await Promise.all([
    client.readContract({ ...at, functionName: 'queueTimeout' }),
    client.readContract({ ...at, functionName: 'execTimeout' }),
  ]);
  return { queueTimeout, execTimeout };
}
