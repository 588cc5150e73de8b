import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { ContractMetaSchema, ContractRankingSchema, type ContractMeta, type ContractRanking, type RankType } from '../../entities/stats';
import { batchGet, batchWrite } from '../batch';
import type { Db } from '../client';
import { getData, putData } from '../items';
import { ENTITY, keys } from '../keys';

export async function putContractRankings(db: Db, rankings: readonly ContractRanking[], syncedAt: string): Promise<void> {
  await batchWrite(db, {
    put: rankings.map((r) => ({ ...keys.contractRanking(r.type, r.days, r.council_only), entity: ENTITY.contractRanking, v: 1, data: ContractRankingSchema.parse(r) })),
  });
  await putData(db, keys.contractRankingSync(), ENTITY.contractRankingSync, { synced_at: syncedAt });
}

export function getContractRanking(db: Db, type: RankType, days: number, councilOnly: boolean): Promise<ContractRanking | null> {
  return getData(db, keys.contractRanking(type, days, councilOnly), ContractRankingSchema);
}

export async function getContractSync(db: Db): Promise<string | null> {
  return (await getData(db, keys.contractRankingSync(), z.object({ synced_at: z.string() })))?.synced_at ?? null;
}

export async function getContractMetas(db: Db, addresses: readonly string[]): Promise<Map<string, ContractMeta>> {
  const found = await batchGet(db, addresses.map((a) => keys.contractMeta(a)));
  return new Map(found.map((i) => [i.sk, ContractMetaSchema.parse(i.data)]));
}

/** The next contract id (an atomic counter). */
async function nextContractId(db: Db): Promise<number> {
  const answer = await db.doc.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.contractMetaCounter(),
      UpdateExpression: 'ADD #n :one SET entity = :entity, v = :v',
      ExpressionAttributeNames: { '#n': 'n' },
      ExpressionAttributeValues: { ':one': 1, ':entity': 'ContractMetaCounter', ':v': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(answer.Attributes?.n);
}

/**
 * A contract's description, created blank (council -1, nothing named) the first time it is ranked, or
 * as `fill` says (seeds). An existing one is never overwritten: operators' edits win.
 */
export async function ensureContractMeta(db: Db, address: string, fill: Partial<Omit<ContractMeta, 'id' | 'address'>> = {}): Promise<boolean> {
  const id = await nextContractId(db);
  const meta: ContractMeta = {
    id,
    address,
    sq_logo: null,
    sq_company: null,
    sq_service: null,
    sq_category: null,
    council_id: -1,
    sq_filename: null,
    ...fill,
  };
  try {
    await db.doc.send(
      new PutCommand({
        TableName: db.tableName,
        Item: { ...keys.contractMeta(address), entity: ENTITY.contractMeta, v: 1, data: ContractMetaSchema.parse(meta) },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
