/**
 * The one approvals → confirm path of the secretary, for a draft's propose and for an agenda's
 * queue, execute and cancel: who may approve, what counts, when confirm may send.
 */
import type { Db } from '@portal/core/db/client';
import type { ItemKey } from '@portal/core/db/keys';
import {
  addApproval,
  claimConfirm,
  noteSendingHash,
  releaseConfirm,
  resetSpentApprovals,
  sendingHashes,
  storeConfirmHash,
  type ApprovalRefusal,
} from '@portal/core/db/repositories/approvalRecords';
import type { DraftTransaction } from '@portal/core/entities/proposalDraft';
import type { SecretarySignature, VotingCall } from '@portal/core/secretary/secretaryCalls';
import { signedWeight } from '@portal/core/secretary/secretaryCalls';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import type { Secretary, SecretaryApprovers } from '../chain/secretary';

export const APPROVAL_REFUSALS = {
  confirmed: 'This is already confirmed on chain',
  notApprover: 'Your address is not one of the secretary\'s approvers',
  notYourSignature: 'The signature is not your address\'s signature of this transaction',
  alreadyApproved: 'You have already approved this transaction',
  thresholdMet: 'The approvals already reach the threshold',
  belowThreshold: 'The approvals do not reach the threshold yet',
  spent: 'The secretary made another transaction since these approvals; they were reset, approve again',
  confirming: 'A confirmation is already under way; reload in a minute',
  edited: 'The draft was edited meanwhile; reload and approve again',
  changed: 'The approvals changed meanwhile; reload and try again',
} as const;

/** Where the record lives, and how it is named when missing. */
export interface ApprovableItem {
  db: Db;
  key: ItemKey;
  missing: string;
}

function refused(refusal: ApprovalRefusal, item: ApprovableItem) {
  return refusal === 'missing' ? notFound(item.missing) : conflict(APPROVAL_REFUSALS[refusal]);
}

/** A save's timestamp: now, or just after the one read, so saves stay strictly ordered. */
export const later = (previous: string) => new Date(Math.max(Date.now(), Date.parse(previous) + 1)).toISOString();

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
    throw conflict(`The voting contract refuses this now: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`, 'contract_refuses');
  }
}

/**
 * Checks an approval and stores it: the signed-in approver's own signature of exactly the
 * transaction they read, once, while under the threshold. The stored item decides "once" (a
 * conditional write), so concurrent approvals by one approver count one.
 */
export async function approve(
  secretary: Secretary,
  approvers: SecretaryApprovers,
  record: Approvable & { updated_at: string },
  item: ApprovableItem & { revision?: number; ensure?: () => Promise<unknown> },
  me: string,
  signature: SecretarySignature,
  call: VotingCall,
): Promise<void> {
  if (!approvers.approvers.some((a) => a.address.toLowerCase() === me)) throw forbidden(APPROVAL_REFUSALS.notApprover);
  if (record.confirm_tx_hash) throw conflict(APPROVAL_REFUSALS.confirmed);
  if (record.approvals.some((a) => a.signer.toLowerCase() === me)) throw conflict(APPROVAL_REFUSALS.alreadyApproved);
  if (countedApprovals(record, approvers).reduce((sum, a) => sum + a.weight, 0) >= approvers.threshold) throw conflict(APPROVAL_REFUSALS.thresholdMet);
  const transaction = await transactionOf(secretary, record, call);
  if ((await secretary.recoverSigner(transaction, signature)) !== me) throw badRequest(APPROVAL_REFUSALS.notYourSignature);
  await item.ensure?.();
  const refusal = await addApproval(item.db, item.key, {
    approval: { signer: me, signature, approved_at: new Date().toISOString() },
    transaction,
    readTransaction: record.transaction,
    ...(item.revision !== undefined ? { revision: item.revision } : {}),
    updatedAt: later(record.updated_at),
  });
  if (refusal) throw refused(refusal, item);
}

/**
 * Sends the transaction at the threshold and stores its hash. One confirm at a time: it first claims
 * the record's lease (a conditional write), so a concurrent confirm answers 409 instead of sending
 * twice. A failed send gives the lease back. The hash of what is sent is noted before the send, so
 * when the secretary's nonce has moved on since the approvals, the chain is asked first: a confirm
 * that crashed after sending (its lease expired) is finished with the transaction the chain mined,
 * never sent again. Only a nonce moved by another transaction spends the approvals: they are reset
 * and the approvers sign again.
 */
export async function confirmApproved(secretary: Secretary, approvers: SecretaryApprovers, record: Approvable & { updated_at: string }, item: ApprovableItem): Promise<`0x${string}`> {
  if (record.confirm_tx_hash) throw conflict(APPROVAL_REFUSALS.confirmed);
  const counted = countedApprovals(record, approvers);
  if (!record.transaction || counted.reduce((sum, a) => sum + a.weight, 0) < approvers.threshold) throw conflict(APPROVAL_REFUSALS.belowThreshold);
  const claim = await claimConfirm(item.db, item.key, record.transaction);
  if ('refusal' in claim) throw refused(claim.refusal, item);
  let hash: `0x${string}`;
  try {
    if (!(await secretary.isCurrent(record.transaction))) {
      const mined = await sentEarlier(secretary, item);
      if (mined) {
        await storeConfirmHash(item.db, item.key, mined, later(record.updated_at));
        return mined;
      }
      await resetSpentApprovals(item.db, item.key, claim.lease, later(record.updated_at));
      throw conflict(APPROVAL_REFUSALS.spent);
    }
    const signed = await secretary.sign(record.transaction, counted);
    await noteSendingHash(item.db, item.key, claim.lease, signed.hash);
    hash = await secretary.sendSigned(signed);
  } catch (error) {
    // No-op after the reset above (it ended the lease); otherwise another confirm may try at once.
    await releaseConfirm(item.db, item.key, claim.lease);
    throw error;
  }
  await storeConfirmHash(item.db, item.key, hash, later(record.updated_at));
  return hash;
}

/**
 * The transaction an earlier confirm of this item sent and the chain mined successfully, if any.
 * One still waiting to be mined keeps the approvals: resetting them now could propose twice.
 */
async function sentEarlier(secretary: Secretary, item: ApprovableItem): Promise<`0x${string}` | null> {
  for (const hash of (await sendingHashes(item.db, item.key)) as `0x${string}`[]) {
    const outcome = await secretary.outcome(hash);
    if (outcome === 'success') return hash;
    if (outcome === 'pending') throw conflict(APPROVAL_REFUSALS.confirming);
  }
  return null;
}
