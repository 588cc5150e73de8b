import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import {
  AccountMonthSchema,
  ChainConfigSchema,
  ChainDaySchema,
  NetworkStatusSchema,
  StakingPointSchema,
  StatInfoSchema,
  SupplySampleSchema,
  SupplySummarySchema,
  type AccountMonth,
  type ChainConfig,
  type ChainDay,
  type NetworkStatus,
  type StakingPoint,
  type StatInfo,
  type SupplyRange,
  type SupplySample,
  type SupplySummary,
} from '../../entities/stats';
import { batchGet, batchWrite, queryPrefix, type RawItem } from '../batch';
import type { Db } from '../client';
import { getData, putData } from '../items';
import { PROJECTION_VERSION, projectionVersionOf } from '../projectionVersions';
import { ENTITY, keys, type ItemKey } from '../keys';

/** Network statistics the indexer writes and the API reads (all of them whole items, recomputed). */

const item = <T>(key: ItemKey, entity: string, data: T, extra: Record<string, unknown> = {}): RawItem => ({ ...key, entity, v: 1, data, ...extra });

/** Each stored item's projection version (`pv`), by the date its key ends with. */
async function versionsOf(db: Db, pk: string, skPrefix: string): Promise<Map<string, number>> {
  const items = await queryPrefix(db, pk, skPrefix, { projection: ['sk', 'pv'] });
  return new Map(items.map((i) => [i.sk.slice(skPrefix.length), projectionVersionOf(i)]));
}

/** The newest `limit` items of a partition whose sort keys start with `skPrefix`, newest first. */
export async function queryLatest(db: Db, pk: string, skPrefix: string, limit: number): Promise<RawItem[]> {
  const items: RawItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.doc.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: skPrefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
        ExpressionAttributeValues: skPrefix ? { ':pk': pk, ':prefix': skPrefix } : { ':pk': pk },
        ScanIndexForward: false,
        Limit: limit - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...((page.Items ?? []) as RawItem[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey && items.length < limit);
  return items;
}

// Supply -------------------------------------------------------------------------------------

const SampleBucket = z.array(SupplySampleSchema);

/** The samples of each UTC day given, written whole (the day's bucket is rebuilt, so a rerun writes the same), with the current projection version. */
export async function putSupplySamples(db: Db, byDay: Map<string, SupplySample[]>): Promise<void> {
  await batchWrite(db, { put: [...byDay].map(([day, samples]) => item(keys.supplySamples(day), ENTITY.supplySamples, samples, { pv: PROJECTION_VERSION.supplySamples })) });
}

/** Each stored bucket's projection version, by UTC day. */
export function listSupplySampleVersions(db: Db): Promise<Map<string, number>> {
  const { pk, skPrefix } = keys.supplySamplesPrefix();
  return versionsOf(db, pk, skPrefix);
}

export async function getSupplySamples(db: Db, day: string): Promise<SupplySample[]> {
  return (await getData(db, keys.supplySamples(day), SampleBucket)) ?? [];
}

/** Every sample from day `fromDay` (UTC, yyyy-MM-dd) on, in time order. */
export async function listSupplySamplesSince(db: Db, fromDay: string): Promise<SupplySample[]> {
  const { pk, skPrefix } = keys.supplySamplesPrefix();
  const items = await queryPrefix(db, pk, skPrefix);
  return items.filter((i) => i.sk >= `${skPrefix}${fromDay}`).flatMap((i) => SampleBucket.parse(i.data));
}

export async function putSupplySeries(db: Db, series: SupplySummary[]): Promise<void> {
  await batchWrite(db, { put: series.map((s) => item(keys.supplySeries(s.range), ENTITY.supplySeries, SupplySummarySchema.parse(s))) });
}

export function getSupplySeries(db: Db, range: SupplyRange): Promise<SupplySummary | null> {
  return getData(db, keys.supplySeries(range), SupplySummarySchema);
}

export async function putNetworkStatus(db: Db, status: NetworkStatus): Promise<void> {
  await putData(db, keys.networkStatus(), ENTITY.networkStatus, NetworkStatusSchema.parse(status));
}

export function getNetworkStatus(db: Db): Promise<NetworkStatus | null> {
  return getData(db, keys.networkStatus(), NetworkStatusSchema);
}

// The chain's days and months -------------------------------------------------------------------

export async function getChainDays(db: Db, days: readonly string[]): Promise<Map<string, ChainDay>> {
  const found = await batchGet(db, days.map((day) => keys.chainDay(day)));
  return new Map(found.map((i) => ChainDaySchema.parse(i.data)).map((day) => [day.date, day]));
}

/** Writes days derived by this code: each carries the current projection version. */
export async function putChainDays(db: Db, days: readonly ChainDay[]): Promise<void> {
  await batchWrite(db, { put: days.map((day) => item(keys.chainDay(day.date), ENTITY.chainDay, ChainDaySchema.parse(day), { pv: PROJECTION_VERSION.chainDay })) });
}

/** Each stored day's projection version, by day: what the indexer compares with its own. */
export function listChainDayVersions(db: Db): Promise<Map<string, number>> {
  const { pk, skPrefix } = keys.chainDayPrefix();
  return versionsOf(db, pk, skPrefix);
}

/** The latest `count` days, newest first. */
export async function listLatestChainDays(db: Db, count: number): Promise<ChainDay[]> {
  const { pk, skPrefix } = keys.chainDayPrefix();
  return (await queryLatest(db, pk, skPrefix, count)).map((i) => ChainDaySchema.parse(i.data));
}

export async function getAccountMonths(db: Db, months: readonly string[]): Promise<Map<string, AccountMonth>> {
  const found = await batchGet(db, months.map((month) => keys.accountMonth(month)));
  return new Map(found.map((i) => AccountMonthSchema.parse(i.data)).map((month) => [month.date, month]));
}

/** Writes months derived by this code: each carries the current projection version. */
export async function putAccountMonths(db: Db, months: readonly AccountMonth[]): Promise<void> {
  await batchWrite(db, { put: months.map((m) => item(keys.accountMonth(m.date), ENTITY.accountMonth, AccountMonthSchema.parse(m), { pv: PROJECTION_VERSION.accountMonth })) });
}

/** Each stored month's projection version, by month. */
export function listAccountMonthVersions(db: Db): Promise<Map<string, number>> {
  const { pk, skPrefix } = keys.accountMonthPrefix();
  return versionsOf(db, pk, skPrefix);
}

/** Every month, oldest first (the totals add up the months before). */
export async function listAccountMonths(db: Db): Promise<AccountMonth[]> {
  const { pk, skPrefix } = keys.accountMonthPrefix();
  return (await queryPrefix(db, pk, skPrefix)).map((i) => AccountMonthSchema.parse(i.data));
}

const AccountSeenSchema = z.strictObject({ first_block: z.number().int().nonnegative(), contract: z.boolean() });
export type AccountSeen = z.infer<typeof AccountSeenSchema>;

/** When each address was first seen, for those already seen. */
export async function getAccountsSeen(db: Db, addresses: readonly string[]): Promise<Map<string, AccountSeen>> {
  const found = await batchGet(db, addresses.map((a) => keys.accountSeen(a)));
  return new Map(found.map((i) => [i.pk.slice('ACCOUNT#'.length), AccountSeenSchema.parse(i.data)]));
}

export async function putAccountsSeen(db: Db, seen: Map<string, AccountSeen>): Promise<void> {
  await batchWrite(db, { put: [...seen].map(([address, data]) => item(keys.accountSeen(address), ENTITY.accountSeen, data)) });
}

// Staking -------------------------------------------------------------------------------------

/** Writes points derived by this code: each carries the current projection version. */
export async function putStakingPoints(db: Db, points: readonly { councilId: number; point: StakingPoint }[]): Promise<void> {
  await batchWrite(db, {
    put: points.map(({ councilId, point }) => ({
      ...item(keys.stakingPoint(councilId, point.date), ENTITY.stakingPoint, StakingPointSchema.parse(point), { pv: PROJECTION_VERSION.stakingPoint }),
      gc_id: councilId,
    })),
  });
}

/**
 * Each stored day's projection version over these councils' points and all councils' (-1): the
 * oldest of the day's points, so a day is derived again while any of its points is older.
 */
export async function listStakingDayVersions(db: Db, councilIds: readonly number[]): Promise<Map<string, number>> {
  const days = new Map<string, number>();
  for (const councilId of [-1, ...councilIds]) {
    const { pk, skPrefix } = keys.stakingPointPrefix(councilId);
    for (const [day, pv] of await versionsOf(db, pk, skPrefix)) days.set(day, Math.min(pv, days.get(day) ?? pv));
  }
  return days;
}

/** The stored points (with their projection version) of these councils (-1: all councils) and days, by `councilId|day`. */
export async function getStakingPoints(db: Db, councilIds: readonly number[], days: readonly string[]): Promise<Map<string, { point: StakingPoint; pv: number }>> {
  const found = await batchGet(db, councilIds.flatMap((id) => days.map((day) => keys.stakingPoint(id, day))));
  return new Map(found.map((i) => [`${i.gc_id as number}|${i.sk.slice('DAY#'.length)}`, { point: StakingPointSchema.parse(i.data), pv: projectionVersionOf(i) }]));
}

/** A council's (-1: all councils') latest `days` points, newest first. */
export async function listStakingPoints(db: Db, councilId: number, days: number): Promise<StakingPoint[]> {
  const { pk, skPrefix } = keys.stakingPointPrefix(councilId);
  return (await queryLatest(db, pk, skPrefix, days)).map((i) => StakingPointSchema.parse(i.data));
}

/** A council's points of the Singapore days of one month (yyyy-MM), oldest first: the reward data download. */
export async function listStakingPointsOfMonth(db: Db, councilId: number, month: string): Promise<StakingPoint[]> {
  const { pk, skPrefix } = keys.stakingPointPrefix(councilId);
  return (await queryPrefix(db, pk, `${skPrefix}${month}-`)).map((i) => StakingPointSchema.parse(i.data));
}

// Parameters ----------------------------------------------------------------------------------

export async function putStatInfo(db: Db, info: StatInfo, config: ChainConfig): Promise<void> {
  await putData(db, keys.statInfo(), ENTITY.statInfo, StatInfoSchema.parse(info));
  await putData(db, keys.chainConfig(), ENTITY.chainConfig, ChainConfigSchema.parse(config));
}

/** The chain config as the staking job last wrote it (its block_number is the block its parameters were read at). */
export function getChainConfig(db: Db): Promise<ChainConfig | null> {
  return getData(db, keys.chainConfig(), ChainConfigSchema);
}

export function getStatInfo(db: Db): Promise<StatInfo | null> {
  return getData(db, keys.statInfo(), StatInfoSchema);
}

