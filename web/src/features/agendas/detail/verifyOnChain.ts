/**
 * "Verify on chain", the reading half (the comparison is chainCheck.ts): the browser asks the network's RPC itself (not our API) for
 * the voting contract's answers at the block the page's figures were indexed at. Reached only
 * through a dynamic import when the viewer clicks Verify, so viem never enters a first load.
 */
import { type Address, createPublicClient, http } from 'viem';
import { votingAbi } from '@portal/core/abi/voting';
import { loadNetworkConfig } from '../../../shared/network/loadNetworkConfig';
import type { ProposalDetailAnswer } from '@portal/core/entities/proposal';
import { type ChainFigures, compareWithChain, type Difference } from './chainCheck';

export type ChainReadRequest = { proposalId: number; block: number; councilId: number | null };

/** The getters at `block`, and the chain's head (how far behind it the figures are). */
export async function readChainFigures({ proposalId, block, councilId }: ChainReadRequest): Promise<ChainFigures & { head: number }> {
  const network = await loadNetworkConfig();
  if (!network.voting_address) throw new Error('This network has no voting contract configured.');
  const client = createPublicClient({ transport: http(network.rpc_url), batch: { multicall: false } });
  const at = { address: network.voting_address as Address, abi: votingAbi, blockNumber: BigInt(block) } as const;
  const id = BigInt(proposalId);
  const [head, state, tally, summary, receipt] = await Promise.all([
    client.getBlockNumber({ cacheTime: 0 }),
    client.readContract({ ...at, functionName: 'state', args: [id] }),
    client.readContract({ ...at, functionName: 'getProposalTally', args: [id] }),
    client.readContract({ ...at, functionName: 'getTrackerSummary', args: [id] }),
    councilId === null ? null : client.readContract({ ...at, functionName: 'getReceipt', args: [id, BigInt(councilId)] }),
  ]);
  const [yes, no, abstain, quorumCount, quorumPower, voters] = tally;
  const [, , , totalVotes, numEligible] = summary;
  return {
    block,
    head: Number(head),
    state: Number(state),
    tally: { yes, no, abstain, quorumCount, quorumPower, voters },
    tracker: { totalVotes, numEligible },
    receipt: receipt && councilId !== null ? { councilId, hasVoted: receipt[0], choice: Number(receipt[1]), votes: receipt[2] } : null,
  };
}

export type VerifyOutcome = { block: number; head: number; differences: Difference[] };

/** Reads the chain at the agenda's indexed block and lists what differs from the page's figures. */
export async function verifyAgenda(agenda: ProposalDetailAnswer & { block: number }, councilId: number | null): Promise<VerifyOutcome> {
  const chain = await readChainFigures({ proposalId: agenda.proposal_id, block: agenda.block, councilId });
  return { block: agenda.block, head: chain.head, differences: compareWithChain(agenda, chain) };
}
