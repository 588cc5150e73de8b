import type { Address, PublicClient } from 'viem';
import { votingAbi } from '@portal/core/abi/voting';
import type { TrackedCouncils, VotingSettings } from '../model/proposalReads';

/**
 * Each proposal's tracker summary and tracked councils at `blockNumber` (getTrackerSummary and
 * getAllTrackedGCs, two eth_calls each). The summary is the tracker's own: its count of eligible
 * councils follows whatever minimum stake that tracker applies, so nothing here assumes one.
 * Read at or after the tracker's end (voteStart), the figures are frozen for good.
 */
export async function readTrackedCouncils(
  client: PublicClient,
  voting: Address,
  proposalIds: number[],
  blockNumber: bigint,
): Promise<Map<number, TrackedCouncils>> {
  const found = await Promise.all(
    proposalIds.map(async (proposalId): Promise<[number, TrackedCouncils]> => {
      const at = { address: voting, abi: votingAbi, args: [BigInt(proposalId)], blockNumber } as const;
      const [[trackStart, trackEnd, numGCs, totalVotes, numEligible], [councilIds, balances, votes]] = await Promise.all([
        client.readContract({ ...at, functionName: 'getTrackerSummary' }),
        client.readContract({ ...at, functionName: 'getAllTrackedGCs' }),
      ]);
      return [proposalId, { tracker: { trackStart, trackEnd, numGCs, totalVotes, numEligible }, tracked: { councilIds, balances, votes } }];
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
