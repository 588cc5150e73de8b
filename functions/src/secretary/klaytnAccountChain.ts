/**
 * The Klaytn account kind's chain side, by plain JSON-RPC: who the secretary is (the voting
 * contract's secretary()), and its approvers, weights and threshold from klay_getAccountKey.
 */
import { z } from 'zod';
import { addressFromWord, addressOfPublicKey, secretaryGetterData } from '@portal/core/secretary/secretaryCalls';
import type { SecretaryApprovers } from './secretary';

export type KlaytnRpc = <T>(method: string, params: unknown[]) => Promise<T>;

export function klaytnRpc(url: string): KlaytnRpc {
  let id = 0;
  return async <T>(method: string, params: unknown[]) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    });
    const body = (await response.json()) as { result?: T; error?: { message: string } };
    if (body.error || body.result === undefined) throw new Error(`${method}: ${body.error?.message ?? `HTTP ${response.status}`}`);
    return body.result;
  };
}

const PublicKey = z.object({ x: z.string(), y: z.string() });
const WeightedMultiSig = z.object({
  keyType: z.literal(4),
  key: z.object({ threshold: z.number().int().positive(), keys: z.array(z.object({ weight: z.number().int().positive(), key: PublicKey })).min(1) }),
});
/** AccountKeyRoleBased: [transaction, account update, fee payer]; the transaction role signs our transaction. */
const RoleBased = z.object({ keyType: z.literal(5), key: z.array(z.unknown()).min(1) });

/** Approvers, weights and threshold of a klay_getAccountKey answer; only a weighted multisig (alone or as the transaction role) qualifies. */
export function approversOfAccountKey(accountKey: unknown): Omit<SecretaryApprovers, 'address'> {
  const role = RoleBased.safeParse(accountKey);
  const multisig = WeightedMultiSig.parse(role.success ? role.data.key[0] : accountKey);
  return {
    threshold: multisig.key.threshold,
    approvers: multisig.key.keys.map((k) => ({ address: addressOfPublicKey(k.key.x, k.key.y), weight: k.weight })),
  };
}

export async function readKlaytnSecretary(rpc: KlaytnRpc, voting: string): Promise<SecretaryApprovers> {
  const word = await rpc<`0x${string}`>('klay_call', [{ to: voting, data: secretaryGetterData() }, 'latest']);
  const address = addressFromWord(word);
  return { address, ...approversOfAccountKey(await rpc('klay_getAccountKey', [address, 'latest'])) };
}
