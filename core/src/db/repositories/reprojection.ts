import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { Db } from '../client';
import { getData, putData } from '../items';
import { ENTITY, keys } from '../keys';

/**
 * Where a re-derivation of stored proposals stopped: the indexer writes it after each batch, so a
 * run killed half-way goes on from the next proposal, and removes it once every proposal is done.
 */
export const ReprojectionSchema = z.strictObject({
  /** On-chain ids an operator asked for (both ends included); null: the items of older versions. */
  range: z.strictObject({ from: z.number().int().nonnegative(), to: z.number().int().nonnegative() }).nullable(),
  /** The first on-chain id not re-derived yet. */
  next: z.number().int().nonnegative(),
  /** The projection version being written. */
  version: z.number().int().nonnegative(),
});
export type Reprojection = z.infer<typeof ReprojectionSchema>;

export function getReprojection(db: Db): Promise<Reprojection | null> {
  return getData(db, keys.reprojection(), ReprojectionSchema);
}

export async function putReprojection(db: Db, progress: Reprojection): Promise<void> {
  await putData(db, keys.reprojection(), ENTITY.reprojection, ReprojectionSchema.parse(progress));
}

export async function deleteReprojection(db: Db): Promise<void> {
  await db.doc.send(new DeleteCommand({ TableName: db.tableName, Key: keys.reprojection() }));
}
