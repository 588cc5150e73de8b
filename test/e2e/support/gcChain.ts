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
  'function VERSION() view returns (uint256)',
  'function getActiveAddr(string name) view returns (address)',
  'function getAllCLs() view returns (address[] nodeIds, uint256[] gcIds, address[] pools)',
  'function balanceOf(address account) view returns (uint256)',
]);

/** KIP-149's registry, at the same address on every network. */
const REGISTRY = '0x0000000000000000000000000000000000000401';

export type CouncilStake = {
  contracts: Address[];
  nodes: Address[];
  /** Each contract's version, as it answers VERSION(). */
  versions: number[];
  /** CnStaking: what the contracts hold less what is being withdrawn (a V1 has no unstaking()). */
  cnStaking: bigint;
  /** WKAIA in the council's CL pools (the CL registry the KIP-149 registry names). */
  cl: bigint;
  /** CnStaking + CL: what the list, Home and the tracker count. */
  staked: bigint;
};

/**
 * Each sitting council's staking contracts (address book order) and its stake. A V1 names no council
 * (no gcId()): it belongs to the council whose V2 or V3 shares its reward address.
 */
export async function councilStakesFromChain(): Promise<Map<number, CouncilStake>> {
  const { deployment, client } = chain();
  const [nodes, stakings, rewards] = await client.readContract({ address: deployment.contracts.addressBook, abi, functionName: 'getAllAddressInfo' });
  const read = await Promise.all(
    stakings.map(async (address, i) => {
      const version = Number(await client.readContract({ address, abi, functionName: 'VERSION' }));
      const balance = await client.getBalance({ address });
      if (version === 1) return { address, node: nodes[i]!, reward: rewards[i]!, version, councilId: undefined, staked: balance };
      const [councilId, unstaking] = await Promise.all([
        client.readContract({ address, abi, functionName: 'gcId' }),
        client.readContract({ address, abi, functionName: 'unstaking' }),
      ]);
      return { address, node: nodes[i]!, reward: rewards[i]!, version, councilId: Number(councilId), staked: balance > unstaking ? balance - unstaking : 0n };
    }),
  );
  const byReward = new Map(read.filter((c) => c.councilId !== undefined).map((c) => [c.reward.toLowerCase(), c.councilId!]));
  const councils = new Map<number, CouncilStake>();
  for (const contract of read) {
    const councilId = contract.councilId ?? byReward.get(contract.reward.toLowerCase());
    if (councilId === undefined) throw new Error(`no council for the V1 at ${contract.address}`);
    const entry = councils.get(councilId) ?? { contracts: [], nodes: [], versions: [], cnStaking: 0n, cl: 0n, staked: 0n };
    entry.contracts.push(contract.address);
    entry.nodes.push(contract.node);
    entry.versions.push(contract.version);
    entry.cnStaking += contract.staked;
    entry.staked += contract.staked;
    councils.set(councilId, entry);
  }
  for (const [councilId, amount] of await clPoolsFromChain()) {
    const entry = councils.get(councilId);
    if (!entry) continue; // the tracker counts no pool of a council without CnStaking
    entry.cl += amount;
    entry.staked += amount;
  }
  return councils;
}

/** WKAIA held by each council's CL pools, found as the tracker finds them (through the KIP-149 registry). */
export async function clPoolsFromChain(): Promise<Map<number, bigint>> {
  const { client } = chain();
  const pools = new Map<number, bigint>();
  if (!(await client.getCode({ address: REGISTRY }))) return pools;
  const [clRegistry, wkaia] = await Promise.all(
    ['CLRegistry', 'WrappedKaia'].map((name) => client.readContract({ address: REGISTRY, abi, functionName: 'getActiveAddr', args: [name] })),
  );
  if (!clRegistry || /^0x0+$/.test(clRegistry) || !wkaia || /^0x0+$/.test(wkaia)) return pools;
  const [, gcIds, addresses] = await client.readContract({ address: clRegistry, abi, functionName: 'getAllCLs' });
  for (const [i, pool] of addresses.entries()) {
    const held = await client.readContract({ address: wkaia, abi, functionName: 'balanceOf', args: [pool] });
    pools.set(Number(gcIds[i]), (pools.get(Number(gcIds[i])) ?? 0n) + held);
  }
  return pools;
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
