import { createPublicClient, http, type PublicClient } from 'viem';
import { losslessFetch } from './losslessJson';

/**
 * A JSON-RPC client that batches concurrent reads into one request and retries failed ones with
 * backoff, so a flaky node slows the indexer down instead of stopping it. Big JSON integers (the
 * network's reward amounts) arrive as exact strings.
 */
export function createChainClient(rpcUrl: string): PublicClient {
  return createPublicClient({
    transport: http(rpcUrl, { batch: { batchSize: 100, wait: 0 }, retryCount: 5, retryDelay: 250, timeout: 30_000, fetchFn: losslessFetch }),
    cacheTime: 0,
  });
}
