import { inject } from 'vitest';
import { type Address, createPublicClient, formatEther, type Hex, http, parseAbi } from 'viem';
import { councilTrafficPlan } from '@portal/devnet/src/scenario/councilTraffic';
import { dayBlock } from '@portal/devnet/src/scenario/timeline';

/** What the devnet itself holds about the councils and their contracts, read directly (not through our indexer). */

type DeploymentJson = { startBlock: number; contracts: { addressBook: Address } };

function chain() {
  const deployment = JSON.parse(inject('deploymentJson')) as DeploymentJson;
  const client = createPublicClient({ transport: http(inject('rpcUrl')), cacheTime: 0 });
  return { deployment, client };
}

const abi = parseAbi([
  'function getAllAddressInfo() view returns (address[], address[], address[], address, address)',
  'function gcId() view returns (uint256)',
  'function unstaking() view returns (uint256)',
]);

/** Each sitting council's staking contracts (address book order) and its staked KLAY. */
export async function councilStakesFromChain(): Promise<Map<number, { contracts: Address[]; nodes: Address[]; staked: bigint }>> {
  const { deployment, client } = chain();
  const [nodes, stakings] = await client.readContract({ address: deployment.contracts.addressBook, abi, functionName: 'getAllAddressInfo' });
  const councils = new Map<number, { contracts: Address[]; nodes: Address[]; staked: bigint }>();
  for (const [i, address] of stakings.entries()) {
    const councilId = Number(await client.readContract({ address, abi, functionName: 'gcId' }));
    const [balance, unstaking] = await Promise.all([client.getBalance({ address }), client.readContract({ address, abi, functionName: 'unstaking' })]);
    const entry = councils.get(councilId) ?? { contracts: [], nodes: [], staked: 0n };
    entry.contracts.push(address);
    entry.nodes.push(nodes[i]!);
    entry.staked += balance > unstaking ? balance - unstaking : 0n;
    councils.set(councilId, entry);
  }
  return councils;
}

export type ChainTransaction = { hash: Hex; value: string; status: 'success' | 'reverted' };

/**
 * The transactions of a contract, newest first: those its logs reveal, and those sent to it that
 * logged nothing (the council traffic's reverted calls), read from the blocks the traffic's steps
 * landed in (a step takes its planned block or one of the next few).
 */
export async function contractTransactionsFromChain(address: Address): Promise<ChainTransaction[]> {
  const { deployment, client } = chain();
  const logs = await client.getLogs({ address, fromBlock: BigInt(deployment.startBlock), toBlock: 'latest' });
  const hashes = [...new Set(logs.map((log) => log.transactionHash!))];
  for (const { day } of councilTrafficPlan) {
    for (let blockNumber = dayBlock(day); blockNumber < dayBlock(day) + 5n; blockNumber++) {
      const block = await client.getBlock({ blockNumber, includeTransactions: true });
      for (const tx of block.transactions) if (tx.to?.toLowerCase() === address.toLowerCase() && !hashes.includes(tx.hash)) hashes.push(tx.hash);
    }
  }
  const txs = await Promise.all(
    hashes.map(async (hash) => {
      const [tx, receipt] = await Promise.all([client.getTransaction({ hash }), client.getTransactionReceipt({ hash })]);
      return { hash, block: tx.blockNumber!, index: tx.transactionIndex!, value: formatEther(tx.value), status: receipt.status };
    }),
  );
  return txs
    .sort((a, b) => Number(b.block - a.block) || b.index - a.index)
    .map(({ hash, value, status }) => ({ hash, value, status }));
}
