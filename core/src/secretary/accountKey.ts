import * as z from 'zod';
import { addressOfPublicKey } from './secretaryCalls';

const PublicKey = z.object({ x: z.string(), y: z.string() });
const WeightedMultiSig = z.object({
  keyType: z.literal(4),
  key: z.object({ threshold: z.number().int().positive(), keys: z.array(z.object({ weight: z.number().int().positive(), key: PublicKey })).min(1) }),
});
/** AccountKeyRoleBased: [transaction, account update, fee payer]; the transaction role signs the secretary's transactions. */
const RoleBased = z.object({ keyType: z.literal(5), key: z.array(z.unknown()).min(1) });

/**
 * A Klaytn secretary account's approvers, weights and threshold from its klay_getAccountKey answer;
 * only a weighted multisig key (alone or as the transaction role) qualifies.
 */
export function approversOfAccountKey(accountKey: unknown): { threshold: number; approvers: { address: string; weight: number }[] } {
  const role = RoleBased.safeParse(accountKey);
  const multisig = WeightedMultiSig.parse(role.success ? role.data.key[0] : accountKey);
  return {
    threshold: multisig.key.threshold,
    approvers: multisig.key.keys.map((k) => ({ address: addressOfPublicKey(k.key.x, k.key.y), weight: k.weight })),
  };
}
