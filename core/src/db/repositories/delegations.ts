import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type DelegationHolding, DelegationHoldingSchema, type DelegationPool, DelegationPoolSchema } from '../../entities/delegation';
import { batchWrite, queryPrefix } from '../batch';
import type { Db } from '../client';
import { ENTITY, keys } from '../keys';

/** Every council's PublicDelegation contract the indexer follows. */
export async function listDelegationPools(db: Db): Promise<DelegationPool[]> {
  const { pk, skPrefix } = keys.delegationPoolPrefix();
  return (await queryPrefix(db, pk, skPrefix)).map((i) => DelegationPoolSchema.parse(i.data));
}

/** The holders of one PublicDelegation contract. */
export async function listPoolHoldings(db: Db, pool: string): Promise<DelegationHolding[]> {
  const { pk, skPrefix } = keys.delegationHoldingPrefix(pool);
  return (await queryPrefix(db, pk, skPrefix)).map((i) => DelegationHoldingSchema.parse(i.data));
}

/** What one address holds in every council's PublicDelegation (one Query on the holder index). */
export async function listHoldingsOfDelegator(db: Db, holder: string): Promise<DelegationHolding[]> {
  const { gsi1pk } = keys.delegationHoldingByHolder(holder, '');
  const found: DelegationHolding[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const answer = await db.doc.send(
      new QueryCommand({
        TableName: db.tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': gsi1pk },
        ExclusiveStartKey: startKey,
      }),
    );
    found.push(...(answer.Items ?? []).map((i) => DelegationHoldingSchema.parse(i.data)));
    startKey = answer.LastEvaluatedKey;
  } while (startKey);
  return found;
}

/** Writes pools and holdings (recomputed from the chain) and removes holdings whose shares are gone. */
export async function putDelegations(db: Db, writes: { pools: DelegationPool[]; holdings: DelegationHolding[]; emptied: { pool: string; holder: string }[] }): Promise<void> {
  await batchWrite(db, {
    put: [
      ...writes.pools.map((p) => {
        const data = DelegationPoolSchema.parse(p);
        return { ...keys.delegationPool(data.pool), entity: ENTITY.delegationPool, v: 1, data };
      }),
      ...writes.holdings.map((h) => {
        const data = DelegationHoldingSchema.parse(h);
        return { ...keys.delegationHolding(data.pool, data.holder), ...keys.delegationHoldingByHolder(data.holder, data.pool), entity: ENTITY.delegationHolding, v: 1, data };
      }),
    ],
    delete: writes.emptied.map((e) => keys.delegationHolding(e.pool, e.holder)),
  });
}
