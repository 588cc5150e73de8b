import { inject } from 'vitest';
import { createPublicClient, formatEther, http, parseAbi, type Address } from 'viem';
import { councilStakesFromChain } from './gcChain';

/** What the devnet itself says about the councils, read directly (not through our indexer): CnStaking + CL. */
export async function councilFiguresFromChain(): Promise<{ gcCount: number; stakedKlay: string }> {
  const councils = await councilStakesFromChain();
  const staked = [...councils.values()].reduce((sum, council) => sum + council.staked, 0n);
  return { gcCount: councils.size, stakedKlay: formatEther(staked) };
}

/** The proposals the voting contract itself says are Active, then Pending, newest first in each. */
export async function openAgendasOnChain(): Promise<{ active: number[]; pending: number[] }> {
  const deployment = JSON.parse(inject('deploymentJson')) as { contracts: { voting: Address } };
  const client = createPublicClient({ transport: http(inject('rpcUrl')), cacheTime: 0 });
  const abi = parseAbi(['function lastProposalId() view returns (uint256)', 'function state(uint256 proposalId) view returns (uint8)']);
  const last = Number(await client.readContract({ address: deployment.contracts.voting, abi, functionName: 'lastProposalId' }));
  const active: number[] = [];
  const pending: number[] = [];
  for (let id = last; id >= 1; id--) {
    const state = await client.readContract({ address: deployment.contracts.voting, abi, functionName: 'state', args: [BigInt(id)] });
    if (state === 1) active.push(id);
    if (state === 0) pending.push(id);
  }
  return { active, pending };
}
