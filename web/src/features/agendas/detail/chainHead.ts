import { useEffect, useState } from 'react';
import { useApi } from '../../../api/useApi';
import { apiKeys } from '../../../api/keys';

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
    import('../../../shared/wallet/chainHead')
      .then(({ readChainHead }) => readChainHead(rpcUrl))
      .then(
        (block) => current && setHead(block),
        () => current && setHead(null),
      );
    return () => {
      current = false;
    };
  }, [rpcUrl]);
  return head;
}

/** "12 blocks behind the chain head (block 262)." or "Block 250 is the chain head." */
export function lagText(block: number, head: number, format: (n: number) => string): string {
  const behind = Math.max(0, head - block);
  if (behind === 0) return `Block ${format(block)} is the chain head.`;
  return `${format(behind)} ${behind === 1 ? 'block' : 'blocks'} behind the chain head (block ${format(head)}).`;
}
