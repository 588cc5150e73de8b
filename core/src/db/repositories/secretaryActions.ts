import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { StoredSecretaryActionSchema, type SecretaryAction, type StoredSecretaryAction } from '../../entities/secretaryAction';
import type { Db } from '../client';
import { ENTITY, keys } from '../keys';
import { ConflictError } from '../writeErrors';

export async function getSecretaryAction(db: Db, proposalId: number, action: SecretaryAction): Promise<StoredSecretaryAction | null> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: keys.secretaryAction(proposalId, action), ConsistentRead: true }));
  return Item ? StoredSecretaryActionSchema.parse(Item.data) : null;
}

/** Writes the action unless someone saved it since `expectedUpdatedAt` (null: it must not exist yet). */
export async function putSecretaryAction(db: Db, record: StoredSecretaryAction, expectedUpdatedAt: string | null): Promise<StoredSecretaryAction> {
  try {
    await db.doc.send(
      new PutCommand({
        TableName: db.tableName,
        Item: { ...keys.secretaryAction(record.proposal_id, record.action), entity: ENTITY.secretaryAction, v: 1, data: StoredSecretaryActionSchema.parse(record) },
        ...(expectedUpdatedAt === null
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : { ConditionExpression: '#data.#updated = :expected', ExpressionAttributeNames: { '#data': 'data', '#updated': 'updated_at' }, ExpressionAttributeValues: { ':expected': expectedUpdatedAt } }),
      }),
    );
    return record;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new ConflictError('Someone else approved or confirmed meanwhile; reload and try again');
    throw error;
  }
}
