import { useEffect, useState } from 'react';
import { useApi } from '../../../api/useApi';
import { apiKeys } from '../../../api/keys';

/**
 * The chain's head block, asked of the network's RPC with one plain eth_blockNumber (no chain
 * library: this runs on the page's first load), so the page can say how far behind the head its
 * figures are. Null until known, or when the RPC does not answer.
 */
export async function readChainHead(rpcUrl: string, signal?: AbortSignal): Promise<number | null> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
    signal,
  });
  const body = (await response.json()) as { result?: unknown };
  return typeof body.result === 'string' && /^0x[0-9a-fA-F]+$/.test(body.result) ? Number(BigInt(body.result)) : null;
}

export function useChainHead(enabled: boolean): number | null {
  const { data: network } = useApi(enabled ? apiKeys.networkConfig() : null, { revalidateOnFocus: false, shouldRetryOnError: false });
  const rpcUrl = network?.rpc_url ?? null;
  const [head, setHead] = useState<number | null>(null);
  useEffect(() => {
    if (!rpcUrl) return;
    const abort = new AbortController();
    readChainHead(rpcUrl, abort.signal).then(setHead, () => setHead(null));
    return () => abort.abort();
  }, [rpcUrl]);
  return head;
}

/** "12 blocks behind the chain head (block 262)." or "Block 250 is the chain head." */
export function lagText(block: number, head: number, format: (n: number) => string): string {
  const behind = Math.max(0, head - block);
  if (behind === 0) return `Block ${format(block)} is the chain head.`;
  return `${format(behind)} ${behind === 1 ? 'block' : 'blocks'} behind the chain head (block ${format(head)}).`;
}
