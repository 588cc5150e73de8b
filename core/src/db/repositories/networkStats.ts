import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type NetworkStats, NetworkStatsSchema } from '../../entities/networkStats';
import type { Db } from '../client';
import { getData, putData } from '../items';
import { ENTITY, keys } from '../keys';

export function getNetworkStats(db: Db): Promise<NetworkStats | null> {
  return getData(db, keys.networkStats(), NetworkStatsSchema);
}

/** Writes the current figures and the day's snapshot (the last write of a day wins). */
export async function putNetworkStats(db: Db, stats: NetworkStats): Promise<void> {
  const day = stats.updated_at.slice(0, 10);
  await putData(db, keys.networkStats(), ENTITY.networkStats, NetworkStatsSchema.parse(stats));
  await putData(db, keys.networkDaily(day), ENTITY.networkStats, stats);
}

/** The latest `count` daily snapshots, newest first. */
export async function listNetworkDaily(db: Db, count: number): Promise<NetworkStats[]> {
  const { pk, skPrefix } = keys.networkDailyPrefix();
  const { Items = [] } = await db.doc.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
      ScanIndexForward: false,
      Limit: count,
    }),
  );
  return Items.map((item) => NetworkStatsSchema.parse(item.data));
}
