import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { StoredSecretaryActionSchema, type SecretaryAction, type StoredSecretaryAction } from '../../entities/secretaryAction';
import type { Db } from '../client';
import { ENTITY, keys } from '../keys';
import { backfillApprovalAttributes } from './approvalRecords';

export async function getSecretaryAction(db: Db, proposalId: number, action: SecretaryAction): Promise<StoredSecretaryAction | null> {
  const key = keys.secretaryAction(proposalId, action);
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key, ConsistentRead: true }));
  if (!Item) return null;
  const record = StoredSecretaryActionSchema.parse(Item.data);
  await backfillApprovalAttributes(db, key, Item, record);
  return record;
}

/**
 * The action's record, written empty if it does not exist yet: approvals are then added to the
 * stored item by conditional updates (repositories/approvalRecords.ts). A record that exists already
 * is left as it is.
 */
export async function ensureSecretaryAction(db: Db, proposalId: number, action: SecretaryAction, now = new Date()): Promise<void> {
  const empty: StoredSecretaryAction = { proposal_id: proposalId, action, transaction: null, approvals: [], confirm_tx_hash: null, updated_at: now.toISOString() };
  try {
    await db.doc.send(
      new PutCommand({
        TableName: db.tableName,
        Item: { ...keys.secretaryAction(proposalId, action), entity: ENTITY.secretaryAction, v: 1, data: StoredSecretaryActionSchema.parse(empty) },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
