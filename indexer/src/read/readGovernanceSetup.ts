import { type Address, getAddress, type PublicClient, zeroAddress } from 'viem';
import { votingAbi } from '@portal/core/abi/voting';

/**
 * The staking tracker the voting contract uses at `blockNumber`, or null when the contract cannot
 * answer there (not deployed yet, or a node without that block's state).
 */
export async function readStakingTracker(client: PublicClient, voting: Address, blockNumber: bigint): Promise<Address | null> {
  try {
    const tracker = await client.readContract({ address: voting, abi: votingAbi, functionName: 'stakingTracker', blockNumber });
    return tracker === zeroAddress ? null : getAddress(tracker);
  } catch {
    return null;
  }
}

/** Each council's voter account at `blockNumber` (zero address: none). */
export async function readCouncilVoters(client: PublicClient, voting: Address, councilIds: number[], blockNumber: bigint): Promise<Map<number, Address>> {
  const voters = await Promise.all(
    councilIds.map((councilId) => client.readContract({ address: voting, abi: votingAbi, functionName: 'gcIdToVoter', args: [BigInt(councilId)], blockNumber })),
  );
  return new Map(councilIds.map((councilId, i) => [councilId, getAddress(voters[i]!)]));
}

/**
 * The council a vote was cast for, asked of the contract at the vote's block (the voter mapping
 * may have changed since). Used when the event's reason does not carry the gc id.
 */
export async function readVoterCouncil(client: PublicClient, voting: Address, proposalId: number, voter: Address, blockNumber: bigint): Promise<number> {
  const [councilId] = await client.readContract({
    address: voting,
    abi: votingAbi,
    functionName: 'getVotes',
    args: [BigInt(proposalId), voter],
    blockNumber,
  });
  return Number(councilId);
}

/** The council an account is the voter of at `blockNumber` (voterToGCId; 0: none). */
export async function readCouncilOfVoter(client: PublicClient, voting: Address, account: Address, blockNumber: bigint): Promise<number> {
  return Number(await client.readContract({ address: voting, abi: votingAbi, functionName: 'voterToGCId', args: [account], blockNumber }));
}

/** Timestamps (seconds) of the given blocks. */
export async function readBlockTimes(client: PublicClient, blocks: bigint[]): Promise<Map<bigint, bigint>> {
  const unique = [...new Set(blocks)];
  const found = await Promise.all(unique.map((blockNumber) => client.getBlock({ blockNumber })));
  return new Map(found.map((block) => [block.number, block.timestamp]));
}
