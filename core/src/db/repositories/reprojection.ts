import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { Db } from '../client';
import { getData, putData } from '../items';
import { ENTITY, keys } from '../keys';

/**
 * Where a re-derivation of one kind of stored items stopped: the indexer writes it after each
 * batch, so a run killed half-way goes on from the next item, and removes it once every item is
 * done. Items are named by a cursor in their key's order: an on-chain id for proposals, a date
 * (yyyy-MM-dd, yyyy-MM) for the statistics' periods.
 */
function reprojectionSchema<C extends z.ZodType>(cursor: C) {
  return z.strictObject({
    /** The items an operator asked for (both ends included); null: the items of older versions. */
    range: z.strictObject({ from: cursor, to: cursor }).nullable(),
    /** The first item not re-derived yet. */
    next: cursor,
    /** The projection version being written. */
    version: z.number().int().nonnegative(),
  });
}

export const ReprojectionSchema = reprojectionSchema(z.number().int().nonnegative());
export type Reprojection = z.infer<typeof ReprojectionSchema>;

export const PeriodReprojectionSchema = reprojectionSchema(z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/));
export type PeriodReprojection = z.infer<typeof PeriodReprojectionSchema>;

/** The record's key: proposals keep the one they had before other kinds had records. */
const keyOf = (kind: string) => keys.reprojection(kind === 'proposalChain' ? 'PROPOSALS' : kind.toUpperCase());

export function getReprojection(db: Db): Promise<Reprojection | null> {
  return getData(db, keyOf('proposalChain'), ReprojectionSchema);
}

export async function putReprojection(db: Db, progress: Reprojection): Promise<void> {
  await putData(db, keyOf('proposalChain'), ENTITY.reprojection, ReprojectionSchema.parse(progress));
}

/** Removes the record of a kind (by default the proposals'), once its re-derivation is done. */
export async function deleteReprojection(db: Db, kind = 'proposalChain'): Promise<void> {
  await db.doc.send(new DeleteCommand({ TableName: db.tableName, Key: keyOf(kind) }));
}

export function getPeriodReprojection(db: Db, kind: string): Promise<PeriodReprojection | null> {
  return getData(db, keyOf(kind), PeriodReprojectionSchema);
}

export async function putPeriodReprojection(db: Db, kind: string, progress: PeriodReprojection): Promise<void> {
  await putData(db, keyOf(kind), ENTITY.reprojection, PeriodReprojectionSchema.parse(progress));
}
