import { createPublicClient, http } from 'viem';

/**
 * The chain's head block, asked of the network's RPC (eth_blockNumber through viem's transport, as
 * every other chain read of the web). Loaded by a dynamic import, so viem stays out of a first load.
 */
export async function readChainHead(rpcUrl: string): Promise<number> {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) });
  return Number(await client.getBlockNumber({ cacheTime: 0 }));
}
