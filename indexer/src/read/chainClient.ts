import { createPublicClient, http, type PublicClient, type Transport } from 'viem';
import { losslessFetch } from './losslessJson';

/**
 * The indexer's JSON-RPC transport: concurrent reads batched into one request, failed ones retried
 * with backoff, so a flaky node slows the indexer down instead of stopping it. Big JSON integers
 * (the network's reward amounts) arrive as exact strings.
 */
export function chainTransport(rpcUrl: string): Transport {
  return http(rpcUrl, { batch: { batchSize: 100, wait: 0 }, retryCount: 5, retryDelay: 250, timeout: 30_000, fetchFn: losslessFetch });
}

/** A client on the indexer's transport (`wrap`: e.g. a bench's recorder around it). */
export function createChainClient(rpcUrl: string, wrap: (transport: Transport) => Transport = (t) => t): PublicClient {
  return createPublicClient({ transport: wrap(chainTransport(rpcUrl)), cacheTime: 0 });
}
