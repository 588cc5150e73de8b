import * as z from 'zod';

/** The node refused the call, answered something unexpected, or could not be reached. */
export class RpcError extends Error {
  override name = 'RpcError';
}

const RpcAnswer = z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: z.number(), result: z.unknown() }),
  z.object({ jsonrpc: z.literal('2.0'), id: z.number(), error: z.object({ code: z.number(), message: z.string() }) }),
]);

let nextId = 1;

/**
 * One JSON-RPC call to the network's node, over plain fetch, for the balance checker's signed-in
 * request. The API touches the chain only in this folder (test/architecture/layers.ts).
 */
export async function rpcCall<S extends z.ZodType>(url: string, method: string, params: unknown[], schema: S, timeoutMs = 10_000): Promise<z.infer<S>> {
  const id = nextId++;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new RpcError(`${method}: the node could not be reached`, { cause: error });
  }
  if (!response.ok) throw new RpcError(`${method}: the node answered HTTP ${response.status}`);
  const answer = RpcAnswer.safeParse(await response.json().catch(() => null));
  if (!answer.success) throw new RpcError(`${method}: not a JSON-RPC answer`);
  if ('error' in answer.data) throw new RpcError(`${method}: ${answer.data.error.message}`);
  const result = schema.safeParse(answer.data.result);
  if (!result.success) throw new RpcError(`${method}: unexpected result`);
  return result.data;
}

export const Quantity = z
  .string()
  .regex(/^0x[0-9a-fA-F]+$/)
  .transform((hex) => BigInt(hex));

export const toQuantity = (n: number | bigint) => `0x${n.toString(16)}`;
