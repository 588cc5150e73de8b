/**
 * A step in an agenda's life that only the secretary may take — queue or execute a passed agenda,
 * cancel a pending one — approved by weight and confirmed exactly as a draft's propose is.
 */
import * as z from 'zod';
import { TxHash } from './primitives';
import { DraftApprovalSchema, DraftTransactionSchema } from './proposalDraft';

export const SECRETARY_ACTIONS = ['queue', 'execute', 'cancel'] as const;
export type SecretaryAction = (typeof SECRETARY_ACTIONS)[number];

export const StoredSecretaryActionSchema = z.strictObject({
  /** The on-chain proposal id. */
  proposal_id: z.number().int().nonnegative(),
  action: z.enum(SECRETARY_ACTIONS),
  transaction: DraftTransactionSchema.nullable(),
  approvals: z.array(DraftApprovalSchema),
  confirm_tx_hash: TxHash.nullable(),
  updated_at: z.iso.datetime(),
});
export type StoredSecretaryAction = z.infer<typeof StoredSecretaryActionSchema>;
