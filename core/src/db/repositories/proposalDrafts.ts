import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { StoredDraftSchema, type DraftContent, type StoredDraft } from '../../entities/proposalDraft';
import { queryPrefix } from '../batch';
import type { Db } from '../client';
import { ENTITY, keys } from '../keys';
import { approvalAttributes, backfillApprovalAttributes, leaseNames, NO_LIVE_LEASE } from './approvalRecords';
import { ConflictError, MissingItemError } from '../writeErrors';

async function nextDraftId(db: Db): Promise<number> {
  const { Attributes } = await db.doc.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.proposalDraftCounter(),
      UpdateExpression: 'SET #entity = :entity, #v = :v ADD #last :one',
      ExpressionAttributeNames: { '#entity': 'entity', '#v': 'v', '#last': 'last_id' },
      ExpressionAttributeValues: { ':entity': ENTITY.proposalDraftCounter, ':v': 1, ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return z.number().int().positive().parse(Attributes?.last_id);
}

export const DRAFT_CONFIRMING = 'A confirmation of this draft is under way; reload in a minute';

/** The draft was saved by someone else meanwhile, or a confirm holds it: says which. */
async function refusalOf(db: Db, id: number, now: number): Promise<Error> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: keys.proposalDraft(id), ConsistentRead: true }));
  if (!Item) return new MissingItemError(`No draft ${id}`);
  if (typeof Item.confirming_until === 'number' && Item.confirming_until >= now) return new ConflictError(DRAFT_CONFIRMING);
  return new ConflictError('The draft was changed by someone else; reload and try again');
}

/**
 * Writes a draft if nobody saved it since `expectedUpdatedAt` (an approval and an edit at once must
 * not both win: the approval would count for bytes the edit changed) and no confirm is under way.
 */
async function putDraft(db: Db, draft: StoredDraft, expectedUpdatedAt: string | null, now = Date.now()): Promise<StoredDraft> {
  try {
    await db.doc.send(
      new PutCommand({
        TableName: db.tableName,
        Item: { ...keys.proposalDraft(draft.id), entity: ENTITY.proposalDraft, v: 1, data: StoredDraftSchema.parse(draft), ...approvalAttributes(draft) },
        ...(expectedUpdatedAt === null
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : {
              ConditionExpression: `#data.#updated = :expected AND ${NO_LIVE_LEASE}`,
              ExpressionAttributeNames: { '#data': 'data', '#updated': 'updated_at', ...leaseNames },
              ExpressionAttributeValues: { ':expected': expectedUpdatedAt, ':now': now },
            }),
      }),
    );
    return draft;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw await refusalOf(db, draft.id, now);
    throw error;
  }
}

/** Timestamps strictly increase per draft, so the conditional write above tells every save apart. */
function nextTimestamp(previous: string | null, now: Date): string {
  const candidate = now.toISOString();
  if (previous === null || candidate > previous) return candidate;
  return new Date(Date.parse(previous) + 1).toISOString();
}

export async function createDraft(db: Db, content: DraftContent, now = new Date()): Promise<StoredDraft> {
  const at = nextTimestamp(null, now);
  const draft: StoredDraft = {
    id: await nextDraftId(db),
    content,
    revision: 0,
    transaction: null,
    approvals: [],
    confirm_tx_hash: null,
    created_at: at,
    updated_at: at,
  };
  return putDraft(db, draft, null);
}

export async function getDraft(db: Db, id: number): Promise<StoredDraft | null> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: keys.proposalDraft(id), ConsistentRead: true }));
  if (!Item) return null;
  const draft = StoredDraftSchema.parse(Item.data);
  await backfillApprovalAttributes(db, keys.proposalDraft(id), Item, draft);
  return draft;
}

/** Every draft, newest first. */
export async function listDrafts(db: Db): Promise<StoredDraft[]> {
  const { pk, skPrefix } = keys.proposalDraftPrefix();
  return (await queryPrefix(db, pk, skPrefix, { consistentRead: true })).map((i) => StoredDraftSchema.parse(i.data)).reverse();
}

/** Applies `change` to the stored draft as read, unless someone saved it in between. */
export async function updateDraft(db: Db, id: number, change: (draft: StoredDraft) => Omit<StoredDraft, 'updated_at'>, now = new Date()): Promise<StoredDraft> {
  const before = await getDraft(db, id);
  if (!before) throw new MissingItemError(`No draft ${id}`);
  const after = { ...change(before), updated_at: nextTimestamp(before.updated_at, now) };
  return putDraft(db, after, before.updated_at);
}

/** Deletes an unconfirmed draft, unless a confirm is sending it right now. */
export async function deleteDraft(db: Db, id: number, now = Date.now()): Promise<void> {
  try {
    await db.doc.send(
      new DeleteCommand({
        TableName: db.tableName,
        Key: keys.proposalDraft(id),
        ConditionExpression: `attribute_exists(pk) AND attribute_type(#data.#confirm, :null) AND ${NO_LIVE_LEASE}`,
        ExpressionAttributeNames: { '#data': 'data', '#confirm': 'confirm_tx_hash', ...leaseNames },
        ExpressionAttributeValues: { ':null': 'NULL', ':now': now },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw await refusalOf(db, id, now);
    throw error;
  }
}
