/**
 * The approvals → confirm writes shared by a draft's propose and an agenda's secretary actions.
 * The table, not a copy read before the write, decides what counts: one approver's approval is a
 * conditional write that fails when that approver is already in the stored item, and a confirm first
 * claims a lease that only one request can hold.
 *
 * Beside `data` (the entity), each item keeps attributes derived from it for these conditions:
 * `signers` (string set of the approvers' lower-case addresses) and `tx_key` (the transaction they
 * signed), written by every put of the item, and the confirm lease `confirming_by`/`confirming_until`.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import type { DraftTransaction } from '../../entities/proposalDraft';
import type { Db } from '../client';
import type { ItemKey } from '../keys';

/** Longer than any API request may run (the function's timeout is seconds), so a live lease means a send under way. */
export const CONFIRM_LEASE_MS = 60_000;

/** The transaction as one comparable string: approvals only count for the bytes they signed. */
export function transactionKey(tx: DraftTransaction): string {
  return [tx.from.toLowerCase(), tx.to.toLowerCase(), tx.nonce, tx.gas, tx.gasPrice, tx.input.toLowerCase()].join('|');
}

/** The derived attributes a put of the item writes with its data (absent when empty: a set cannot be). */
export function approvalAttributes(record: { transaction: DraftTransaction | null; approvals: readonly { signer: string }[] }) {
  const signers = [...new Set(record.approvals.map((a) => a.signer.toLowerCase()))];
  return {
    ...(signers.length > 0 ? { signers: new Set(signers) } : {}),
    ...(record.transaction ? { tx_key: transactionKey(record.transaction) } : {}),
  };
}

/**
 * Items written before these attributes existed: derives them once from the data, so the conditions
 * below hold for them too (only if nobody saved the item meanwhile; a failure leaves it as read).
 */
export async function backfillApprovalAttributes(db: Db, key: ItemKey, item: Record<string, unknown>, record: { transaction: DraftTransaction | null; approvals: readonly { signer: string }[]; updated_at: string }): Promise<void> {
  const derived = approvalAttributes(record);
  if ((derived.tx_key === undefined || item.tx_key !== undefined) && (derived.signers === undefined || item.signers !== undefined)) return;
  await conditional(
    db,
    key,
    {
      UpdateExpression: `SET ${[derived.tx_key !== undefined ? '#txKey = :txKey' : '', derived.signers ? '#signers = :signers' : ''].filter(Boolean).join(', ')}`,
      ConditionExpression: '#data.#updated = :updated AND attribute_not_exists(#txKey) AND attribute_not_exists(#signers)',
      ExpressionAttributeNames: { '#data': 'data', '#updated': 'updated_at', '#txKey': 'tx_key', '#signers': 'signers' },
      ExpressionAttributeValues: {
        ':updated': record.updated_at,
        ...(derived.tx_key !== undefined ? { ':txKey': derived.tx_key } : {}),
        ...(derived.signers ? { ':signers': derived.signers } : {}),
      },
    },
    () => Promise.resolve('changed'),
  );
}

/** Condition fragment for a put that replaces the item: no confirm may be under way. */
export const NO_LIVE_LEASE = '(attribute_not_exists(#until) OR #until < :now)';
export const leaseNames = { '#until': 'confirming_until' } as const;
/** The item's attribute holding the hashes of the transactions its confirms signed for sending. */
const SENDING_HASHES = 'sending_tx_hashes';

/** Why a write was refused, as the stored item shows it after the failed condition. */
export type ApprovalRefusal = 'missing' | 'confirmed' | 'alreadyApproved' | 'edited' | 'confirming' | 'changed';

interface StoredShape {
  data?: { confirm_tx_hash?: string | null; revision?: number };
  signers?: Set<string>;
  tx_key?: string;
  confirming_until?: number;
}

async function refusalOf(db: Db, key: ItemKey, me: string | null, revision: number | undefined, now: number): Promise<ApprovalRefusal> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key, ConsistentRead: true }));
  const item = Item as StoredShape | undefined;
  if (!item) return 'missing';
  if (item.data?.confirm_tx_hash) return 'confirmed';
  if (me !== null && item.signers?.has(me)) return 'alreadyApproved';
  if (revision !== undefined && item.data?.revision !== revision) return 'edited';
  if (item.confirming_until !== undefined && item.confirming_until >= now) return 'confirming';
  return 'changed';
}

/** Runs a conditional update; on a failed condition, answers why from the item as it now is. */
async function conditional(db: Db, key: ItemKey, update: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName' | 'Key'>, why: () => Promise<ApprovalRefusal>): Promise<ApprovalRefusal | null> {
  try {
    await db.doc.send(new UpdateCommand({ TableName: db.tableName, Key: key, ...update }));
    return null;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return why();
    throw error;
  }
}

export interface ApprovalWrite {
  approval: { signer: string; signature: { V: string; R: string; S: string }; approved_at: string };
  /** The transaction the approval signed. */
  transaction: DraftTransaction;
  /** The transaction stored when the approver read the item (null: this approval is the first, fixing it). */
  readTransaction: DraftTransaction | null;
  /** For a draft: the revision the approver read (an edit in between changed the bytes). */
  revision?: number;
  updatedAt: string;
}

/**
 * Adds one approval, unless the approver is already in the stored item, the transaction is no longer
 * the one they read, the item was confirmed or is being confirmed, or (draft) it was edited.
 */
export function addApproval(db: Db, key: ItemKey, write: ApprovalWrite, now = Date.now()): Promise<ApprovalRefusal | null> {
  const me = write.approval.signer.toLowerCase();
  const conditions = [
    'attribute_exists(pk)',
    'NOT contains(#signers, :me)',
    'attribute_type(#data.#confirm, :null)',
    NO_LIVE_LEASE,
    write.readTransaction ? '#txKey = :txKey' : 'attribute_not_exists(#txKey)',
    ...(write.revision !== undefined ? ['#data.#revision = :revision'] : []),
  ];
  return conditional(
    db,
    key,
    {
      UpdateExpression: 'SET #data.#tx = :tx, #data.#approvals = list_append(#data.#approvals, :approval), #data.#updated = :updated, #txKey = :txKey ADD #signers :meSet',
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeNames: {
        '#data': 'data',
        '#tx': 'transaction',
        '#approvals': 'approvals',
        '#updated': 'updated_at',
        '#confirm': 'confirm_tx_hash',
        '#txKey': 'tx_key',
        '#signers': 'signers',
        ...leaseNames,
        ...(write.revision !== undefined ? { '#revision': 'revision' } : {}),
      },
      ExpressionAttributeValues: {
        ':tx': write.transaction,
        ':approval': [write.approval],
        ':updated': write.updatedAt,
        ':txKey': transactionKey(write.readTransaction ?? write.transaction),
        ':meSet': new Set([me]),
        ':me': me,
        ':null': 'NULL',
        ':now': now,
        ...(write.revision !== undefined ? { ':revision': write.revision } : {}),
      },
    },
    () => refusalOf(db, key, me, write.revision, now),
  );
}

/**
 * Claims the confirm of `transaction`: only when nothing is confirmed, no other confirm holds a live
 * lease, and the approvals stored are still those for this transaction. Answers the lease's id, or why not.
 */
export async function claimConfirm(db: Db, key: ItemKey, transaction: DraftTransaction, now = Date.now()): Promise<{ lease: string } | { refusal: ApprovalRefusal }> {
  const lease = randomUUID();
  const refusal = await conditional(
    db,
    key,
    {
      UpdateExpression: 'SET #by = :lease, #until = :until',
      ConditionExpression: `attribute_exists(pk) AND attribute_type(#data.#confirm, :null) AND ${NO_LIVE_LEASE} AND #txKey = :txKey`,
      ExpressionAttributeNames: { '#data': 'data', '#confirm': 'confirm_tx_hash', '#txKey': 'tx_key', '#by': 'confirming_by', ...leaseNames },
      ExpressionAttributeValues: { ':lease': lease, ':until': now + CONFIRM_LEASE_MS, ':null': 'NULL', ':now': now, ':txKey': transactionKey(transaction) },
    },
    () => refusalOf(db, key, null, undefined, now),
  );
  return refusal ? { refusal } : { lease };
}

const holding = { ConditionExpression: '#by = :lease', names: { '#by': 'confirming_by', ...leaseNames } } as const;

/** Gives the lease back (the send failed): another confirm may try at once. A lease lost meanwhile is left alone. */
export async function releaseConfirm(db: Db, key: ItemKey, lease: string): Promise<void> {
  await conditional(
    db,
    key,
    { UpdateExpression: 'REMOVE #by, #until', ConditionExpression: holding.ConditionExpression, ExpressionAttributeNames: holding.names, ExpressionAttributeValues: { ':lease': lease } },
    () => Promise.resolve('changed'),
  );
}

/**
 * Notes the hash of the transaction about to be sent, while holding the lease: a confirm that dies
 * after sending leaves the hash behind, and the next confirm asks the chain what became of it
 * instead of taking the moved nonce for another transaction's. Every hash signed is kept (a set):
 * a retry signs a new relay transaction, and either may be the one the chain mined.
 */
export async function noteSendingHash(db: Db, key: ItemKey, lease: string, hash: string): Promise<void> {
  const refusal = await conditional(
    db,
    key,
    {
      UpdateExpression: 'ADD #sending :hash',
      ConditionExpression: holding.ConditionExpression,
      ExpressionAttributeNames: { '#by': holding.names['#by'], '#sending': SENDING_HASHES },
      ExpressionAttributeValues: { ':lease': lease, ':hash': new Set([hash]) },
    },
    () => Promise.resolve('confirming'),
  );
  // The lease ran out before the send began: another confirm may hold it now, so this one must not send.
  if (refusal) throw new Error('The confirm lease ended before the transaction was sent');
}

/** The hashes of every transaction a confirm of this item signed for sending (see noteSendingHash). */
export async function sendingHashes(db: Db, key: ItemKey): Promise<string[]> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key, ProjectionExpression: '#sending', ExpressionAttributeNames: { '#sending': SENDING_HASHES }, ConsistentRead: true }));
  const hashes = Item?.[SENDING_HASHES] as Set<string> | undefined;
  return hashes ? [...hashes].sort() : [];
}

/** The secretary's nonce moved on: the approvals were for a spent transaction; they go, with the lease. */
export async function resetSpentApprovals(db: Db, key: ItemKey, lease: string, updatedAt: string): Promise<void> {
  await conditional(
    db,
    key,
    {
      UpdateExpression: 'SET #data.#tx = :null, #data.#approvals = :none, #data.#updated = :updated REMOVE #by, #until, #signers, #txKey, #sending',
      ConditionExpression: holding.ConditionExpression,
      ExpressionAttributeNames: { ...holding.names, '#data': 'data', '#tx': 'transaction', '#approvals': 'approvals', '#updated': 'updated_at', '#signers': 'signers', '#txKey': 'tx_key', '#sending': SENDING_HASHES },
      ExpressionAttributeValues: { ':lease': lease, ':null': null, ':none': [], ':updated': updatedAt },
    },
    () => Promise.resolve('changed'),
  );
}

/**
 * Stores the hash of the sent transaction and ends the lease. The chain has it whatever happened to
 * the lease meanwhile, so only the item's existence is required.
 */
export async function storeConfirmHash(db: Db, key: ItemKey, hash: string, updatedAt: string): Promise<void> {
  await db.doc.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: key,
      UpdateExpression: 'SET #data.#confirm = :hash, #data.#updated = :updated REMOVE #by, #until',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#data': 'data', '#confirm': 'confirm_tx_hash', '#updated': 'updated_at', '#by': 'confirming_by', ...leaseNames },
      ExpressionAttributeValues: { ':hash': hash, ':updated': updatedAt },
    }),
  );
}
