/**
 * The one approvals → confirm path of the secretary, for a draft's propose and for an agenda's
 * queue, execute and cancel: who may approve, what counts, when confirm may send.
 */
import type { DraftTransaction } from '@portal/core/entities/proposalDraft';
import type { SecretarySignature, VotingCall } from '@portal/core/secretary/secretaryCalls';
import { signedWeight } from '@portal/core/secretary/secretaryCalls';
import { badRequest, conflict, forbidden } from '../errors';
import type { Secretary, SecretaryApprovers } from './secretary';

export const APPROVAL_REFUSALS = {
  confirmed: 'This is already confirmed on chain',
  notApprover: 'Your address is not one of the secretary\'s approvers',
  notYourSignature: 'The signature is not your address\'s signature of this transaction',
  alreadyApproved: 'You have already approved this transaction',
  thresholdMet: 'The approvals already reach the threshold',
  belowThreshold: 'The approvals do not reach the threshold yet',
  spent: 'The secretary made another transaction since these approvals; they were reset, approve again',
} as const;

/** What the approvals are stored on: a draft, or an agenda's secretary action. */
export interface Approvable {
  transaction: DraftTransaction | null;
  approvals: { signer: string; signature: SecretarySignature; approved_at: string }[];
  confirm_tx_hash: string | null;
}

/** The approvals that count: those of current approvers (the chain's list), with the chain's weights. */
export function countedApprovals(record: Approvable, secretary: SecretaryApprovers) {
  const weights = new Map(secretary.approvers.map((a) => [a.address.toLowerCase(), a.weight]));
  return record.approvals.filter((a) => weights.has(a.signer.toLowerCase())).map((a) => ({ ...a, weight: weights.get(a.signer.toLowerCase())! }));
}

/** Approvers with their signed state and weight, the threshold and the signed weight (capped at it). */
export function approvalView(record: Approvable, secretary: SecretaryApprovers) {
  const signed = new Set(record.approvals.map((a) => a.signer.toLowerCase()));
  return {
    draft_approval_threshold: secretary.threshold,
    approvers: secretary.approvers.map((a) => ({ address: a.address, signed: signed.has(a.address.toLowerCase()), weight: a.weight })),
    signed_weight: signedWeight(countedApprovals(record, secretary).map((a) => a.weight), secretary.threshold),
  };
}

/** The transaction the approvers sign: fixed at the first approval, fresh until then. */
export async function transactionOf(secretary: Secretary, record: Approvable, call: VotingCall): Promise<DraftTransaction> {
  if (record.transaction) return record.transaction;
  try {
    return await secretary.prepare(call);
  } catch (error) {
    // The voting contract refuses the call now (state, access): say why rather than fail.
    throw conflict(`The voting contract refuses this now: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}

/**
 * Checks an approval and answers the approval to store with the transaction it is for: the
 * signed-in approver's own signature of exactly that transaction, once, while under the threshold.
 */
export async function checkApproval(secretary: Secretary, approvers: SecretaryApprovers, record: Approvable, me: string, signature: SecretarySignature, call: VotingCall) {
  if (!approvers.approvers.some((a) => a.address.toLowerCase() === me)) throw forbidden(APPROVAL_REFUSALS.notApprover);
  if (record.confirm_tx_hash) throw conflict(APPROVAL_REFUSALS.confirmed);
  if (record.approvals.some((a) => a.signer.toLowerCase() === me)) throw conflict(APPROVAL_REFUSALS.alreadyApproved);
  if (countedApprovals(record, approvers).reduce((sum, a) => sum + a.weight, 0) >= approvers.threshold) throw conflict(APPROVAL_REFUSALS.thresholdMet);
  const transaction = await transactionOf(secretary, record, call);
  if ((await secretary.recoverSigner(transaction, signature)) !== me) throw badRequest(APPROVAL_REFUSALS.notYourSignature);
  return { transaction, approval: { signer: me, signature, approved_at: new Date().toISOString() } };
}

/**
 * Sends the transaction at the threshold; answers its hash, or 'spent' when the secretary's nonce
 * moved on since (the caller resets the approvals).
 */
export async function confirmApproved(secretary: Secretary, approvers: SecretaryApprovers, record: Approvable): Promise<`0x${string}` | 'spent'> {
  if (record.confirm_tx_hash) throw conflict(APPROVAL_REFUSALS.confirmed);
  const counted = countedApprovals(record, approvers);
  if (!record.transaction || counted.reduce((sum, a) => sum + a.weight, 0) < approvers.threshold) throw conflict(APPROVAL_REFUSALS.belowThreshold);
  if (!(await secretary.isCurrent(record.transaction))) return 'spent';
  return secretary.send(record.transaction, counted);
}
