import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { StoredDraftSchema, type DraftContent, type StoredDraft } from '../../entities/proposalDraft';
import { queryPrefix } from '../batch';
import type { Db } from '../client';
import { ENTITY, keys } from '../keys';
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

/**
 * Writes a draft if nobody saved it since `expectedUpdatedAt` (an approval and an edit at once must
 * not both win: the approval would count for bytes the edit changed).
 */
async function putDraft(db: Db, draft: StoredDraft, expectedUpdatedAt: string | null): Promise<StoredDraft> {
  try {
    await db.doc.send(
      new PutCommand({
        TableName: db.tableName,
        Item: { ...keys.proposalDraft(draft.id), entity: ENTITY.proposalDraft, v: 1, data: StoredDraftSchema.parse(draft) },
        ...(expectedUpdatedAt === null
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : { ConditionExpression: '#data.#updated = :expected', ExpressionAttributeNames: { '#data': 'data', '#updated': 'updated_at' }, ExpressionAttributeValues: { ':expected': expectedUpdatedAt } }),
      }),
    );
    return draft;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new ConflictError('The draft was changed by someone else; reload and try again');
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
  return Item ? StoredDraftSchema.parse(Item.data) : null;
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

export async function deleteDraft(db: Db, id: number): Promise<void> {
  try {
    await db.doc.send(new DeleteCommand({ TableName: db.tableName, Key: keys.proposalDraft(id), ConditionExpression: 'attribute_exists(pk)' }));
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new MissingItemError(`No draft ${id}`);
    throw error;
  }
}
