/**
 * A step in an agenda's life that only the secretary may take — queue or execute a passed agenda,
 * cancel a pending one — approved by weight and confirmed exactly as a draft's propose is.
 */
import * as z from 'zod';
import { Address, TxHash } from './primitives';
import { DraftApprovalSchema, DraftTransactionSchema, SigningTransactionSchema } from './proposalDraft';

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

/** An action's approvals as approve and confirm answer them: who signed, the threshold, the signed weight. */
export const SecretaryActionStateSchema = z.strictObject({
  proposal_id: z.number().int().nonnegative(),
  action: z.enum(SECRETARY_ACTIONS),
  draft_approval_threshold: z.number().int().positive(),
  approvers: z.array(z.strictObject({ address: Address, signed: z.boolean(), weight: z.number().int().positive() })),
  /** Signed weight, capped at the threshold. */
  signed_weight: z.number().int().nonnegative(),
  confirm_tx_hash: TxHash.nullable(),
});
export type SecretaryActionState = z.infer<typeof SecretaryActionStateSchema>;

/** GET /v1/proposals/{proposalId}/secretary/{action}: its approvals and the transaction to sign (null once confirmed without one kept). */
export const SecretaryActionAnswerSchema = SecretaryActionStateSchema.extend({ transaction: SigningTransactionSchema.nullable() });
export type SecretaryActionAnswer = z.infer<typeof SecretaryActionAnswerSchema>;
