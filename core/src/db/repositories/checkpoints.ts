import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { Db } from '../client';
import { getData } from '../items';
import { ENTITY, keys } from '../keys';

export const CheckpointSchema = z.strictObject({
  /** Zero-padded block number, so that string order is chain order. */
  cursor: z.string(),
  block_number: z.number().int().nonnegative(),
  block_hash: z.string(),
  updated_at: z.iso.datetime(),
  /** Running totals that must move together with the cursor (e.g. burnt fees), as decimal strings. */
  totals: z.record(z.string(), z.string()).default({}),
});
export type Checkpoint = z.infer<typeof CheckpointSchema>;

export function checkpointCursor(blockNumber: number | bigint): string {
  return blockNumber.toString().padStart(16, '0');
}

export function getCheckpoint(db: Db, job: string): Promise<Checkpoint | null> {
  return getData(db, keys.checkpoint(job), CheckpointSchema);
}

export class CheckpointMovedError extends Error {
  override name = 'CheckpointMovedError';
}

/**
 * Advances a job's checkpoint only from the cursor the job started at, so two runs that overlap
 * cannot both advance it: the later one fails and its work is redone by the next run.
 */
export async function advanceCheckpoint(db: Db, job: string, from: Checkpoint | null, to: z.input<typeof CheckpointSchema>): Promise<void> {
  const item = { ...keys.checkpoint(job), entity: ENTITY.checkpoint, v: 1, data: CheckpointSchema.parse(to), cursor: to.cursor };
  try {
    await db.doc.send(
      new PutCommand({
        TableName: db.tableName,
        Item: item,
        ...(from
          ? {
              // `cursor` is a DynamoDB reserved word: it must go through an attribute name.
              ConditionExpression: '#cursor = :from',
              ExpressionAttributeNames: { '#cursor': 'cursor' },
              ExpressionAttributeValues: { ':from': from.cursor },
            }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) {
      throw new CheckpointMovedError(`checkpoint ${job} moved since ${from?.cursor ?? 'start'}`, { cause: error });
    }
    throw error;
  }
}
