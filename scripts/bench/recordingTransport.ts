import type { EIP1193RequestFn, Transport } from 'viem';

export type RecordedRequest = { method: string; params?: unknown };

/** A transport that passes every request on to `base`, noting it in `recorded` first (null: notes nothing). */
export function recordingTransport(base: Transport, recorded: RecordedRequest[] | null): Transport {
  return (options) => {
    const transport = base(options);
    return {
      ...transport,
      request: (async (request: RecordedRequest) => {
        recorded?.push(request);
        return transport.request(request as never);
      }) as EIP1193RequestFn,
    };
  };
}

/** "3 eth_call, 1 eth_blockNumber" — the recorded requests by method, most first. */
export function requestsByMethod(requests: readonly RecordedRequest[]): string {
  const counts = new Map<string, number>();
  for (const r of requests) counts.set(r.method, (counts.get(r.method) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([method, n]) => `${n} ${method}`).join(', ') || 'none';
}
