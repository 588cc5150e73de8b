import { useEffect, useState } from 'react';
import { chainRpc } from '../../../api/client';
import { apiKeys } from '../../../api/keys';
import { useApi } from '../../../api/useApi';

/** The chain's head block: one plain eth_blockNumber (no chain library on a first load); null when unreadable. */
export async function readChainHead(rpcUrl: string): Promise<number | null> {
  const result = await chainRpc(rpcUrl, 'eth_blockNumber');
  return typeof result === 'string' && /^0x[0-9a-fA-F]+$/.test(result) ? Number(BigInt(result)) : null;
}

/**
 * The chain's head block, so the page can say how far behind the head its figures are. Null until
 * known, or when the RPC does not answer.
 */
export function useChainHead(enabled: boolean): number | null {
  const { data: network } = useApi(enabled ? apiKeys.networkConfig() : null, { revalidateOnFocus: false, shouldRetryOnError: false });
  const rpcUrl = network?.rpc_url ?? null;
  const [head, setHead] = useState<number | null>(null);
  useEffect(() => {
    if (!rpcUrl) return;
    let current = true;
    readChainHead(rpcUrl).then(
        (block) => current && setHead(block),
        () => current && setHead(null),
      );
    return () => {
      current = false;
    };
  }, [rpcUrl]);
  return head;
}
