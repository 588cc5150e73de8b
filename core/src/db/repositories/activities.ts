import { createHash } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  type Activity,
  ActivityFeedSchema,
  type ActivityPage,
  type ActivityRank,
  ActivityRankSchema,
  type ActivityRecord,
  ActivityRecordSchema,
  ActivitySchema,
  type CouncilActivitySummary,
  CouncilActivitySummarySchema,
  type RankPeriod,
} from '../../entities/activity';
import { buildActivityFeeds } from '../../feeds/activityFeeds';
import type { ActivityViews } from '../../views/activityViews';
import { batchGet, batchWrite, queryPrefix, type RawItem } from '../batch';
import type { Db } from '../client';
import { getData, putData, type StoredItem } from '../items';
import { ENTITY, type ItemKey, keys } from '../keys';
import { ConflictError, MissingItemError } from '../writeErrors';
import { putActivityAtomFeeds } from './feeds';

/**
 * Activities: the operators' records, and the public views (detail, feeds, summary, rankings) the
 * indexer precomputes from them so that each public read is one or two requests.
 */

function item<T>(key: ItemKey, entity: string, data: T, extra: Record<string, unknown> = {}): RawItem {
  return { ...key, entity, v: 1, data, ...extra } satisfies StoredItem<T>;
}

// ---------------------------------------------------------------- records (admin data)

export function putActivityRecord(db: Db, record: ActivityRecord): Promise<void> {
  return putData(db, keys.activityRecord(record.id), ENTITY.activityRecord, ActivityRecordSchema.parse(record));
}

/** Writes the record unless one with its id exists (seeding never overwrites operators' edits). */
export async function putActivityRecordIfAbsent(db: Db, record: ActivityRecord): Promise<boolean> {
  const data = ActivityRecordSchema.parse(record);
  try {
    await db.doc.send(
      new PutCommand({
        TableName: db.tableName,
        Item: item(keys.activityRecord(data.id), ENTITY.activityRecord, data),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export async function listActivityRecords(db: Db): Promise<ActivityRecord[]> {
  const { pk, skPrefix } = keys.activityRecordPrefix();
  return (await queryPrefix(db, pk, skPrefix)).map((i) => ActivityRecordSchema.parse(i.data));
}

/**
 * Operators' edits carry `rev` beside the record (seeded records have none: rev 0), so an edit
 * saved over a record someone else changed since it was read is refused instead of undoing theirs.
 */
export type RevisedActivityRecord = { record: ActivityRecord; rev: number };

export async function getActivityRecord(db: Db, id: number): Promise<RevisedActivityRecord | null> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: keys.activityRecord(id), ConsistentRead: true }));
  if (!Item) return null;
  return { record: ActivityRecordSchema.parse(Item.data), rev: typeof Item.rev === 'number' ? Item.rev : 0 };
}

/**
 * A council's records with their edit versions (`rev`), newest first (the management page lists
 * drafts' activities too, which no public view holds): an editor sends back the version it read.
 */
export async function listCouncilActivityRecords(db: Db, councilId: number): Promise<RevisedActivityRecord[]> {
  const { pk, skPrefix } = keys.activityRecordPrefix();
  return (await queryPrefix(db, pk, skPrefix, { consistentRead: true }))
    .map((i) => ({ record: ActivityRecordSchema.parse(i.data), rev: typeof i.rev === 'number' ? i.rev : 0 }))
    .filter(({ record }) => record.council_id === councilId)
    .sort(({ record: a }, { record: b }) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id));
}

/** A new record under the next free id (one above the highest, seeded ones included); retried if another write took it. */
export async function createActivityRecord(db: Db, record: Omit<ActivityRecord, 'id'>): Promise<ActivityRecord> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const id = Math.max(0, ...(await listActivityRecords(db)).map((r) => r.id)) + 1;
    const data = ActivityRecordSchema.parse({ ...record, id });
    try {
      await db.doc.send(
        new PutCommand({
          TableName: db.tableName,
          Item: { ...item(keys.activityRecord(id), ENTITY.activityRecord, data), rev: 1 },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return data;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  throw new ConflictError('Another activity was saved at the same moment; save again.');
}

export const ACTIVITY_CHANGED = 'Someone else changed or deleted this activity since you opened it; reload and edit again.';

/** Saves an edited record if it is still at the revision the editor read. */
export async function updateActivityRecord(db: Db, record: ActivityRecord, rev: number): Promise<void> {
  const data = ActivityRecordSchema.parse(record);
  try {
    await db.doc.send(
      new PutCommand({
        TableName: db.tableName,
        Item: { ...item(keys.activityRecord(data.id), ENTITY.activityRecord, data), rev: rev + 1 },
        ConditionExpression: rev === 0 ? 'attribute_exists(pk) AND (attribute_not_exists(#rev) OR #rev = :rev)' : '#rev = :rev',
        ExpressionAttributeNames: { '#rev': 'rev' },
        ExpressionAttributeValues: { ':rev': rev },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new ConflictError(ACTIVITY_CHANGED);
    throw error;
  }
}

export async function deleteActivityRecord(db: Db, id: number): Promise<void> {
  try {
    await db.doc.send(new DeleteCommand({ TableName: db.tableName, Key: keys.activityRecord(id), ConditionExpression: 'attribute_exists(pk)' }));
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new MissingItemError(`Activity ${id} not found`);
    throw error;
  }
}

// ---------------------------------------------------------------- public views (indexer → API)

export function getActivity(db: Db, id: number): Promise<Activity | null> {
  return getData(db, keys.activityView(id), ActivitySchema);
}

/**
 * One page of a feed (null: all councils), newest first: the feed's order, then the page's
 * activities in one batch — two requests whatever the page.
 */
export async function getActivityPage(db: Db, councilId: number | null, page: number, size: number): Promise<ActivityPage> {
  const feed = await getData(db, keys.activityFeed(councilId), ActivityFeedSchema);
  const ids = feed?.ids ?? [];
  const pageIds = ids.slice((page - 1) * size, page * size);
  const found = new Map(
    (await batchGet(db, pageIds.map((id) => keys.activityView(id)))).map((i) => {
      const activity = ActivitySchema.parse(i.data);
      return [activity.id, activity] as const;
    }),
  );
  const items = pageIds.flatMap((id) => found.get(id) ?? []);
  return { items, total: ids.length, page, size };
}

export async function getCouncilActivitySummary(db: Db): Promise<CouncilActivitySummary> {
  return (await getData(db, keys.councilActivitySummary(), CouncilActivitySummarySchema)) ?? {};
}

export function getActivityRank(db: Db, days: RankPeriod): Promise<ActivityRank | null> {
  return getData(db, keys.activityRank(days), ActivityRankSchema);
}

function fingerprint(data: unknown): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 22);
}

const VIEW_PREFIXES = [keys.activityViewPrefix().skPrefix, keys.activityFeedPrefix().skPrefix, keys.activityRankPrefix().skPrefix];

/**
 * Replaces the public views: writes those whose content changed (each carries a fingerprint of its
 * data) and deletes those that no longer exist (a deleted activity, a council whose feed emptied).
 */
export async function putActivityViews(db: Db, views: ActivityViews): Promise<{ written: number; deleted: number }> {
  const desired = [
    ...views.activities.map((a) => item(keys.activityView(a.id), ENTITY.activityView, ActivitySchema.parse(a))),
    ...views.feeds.map((f) => item(keys.activityFeed(f.councilId), ENTITY.activityFeed, ActivityFeedSchema.parse(f.feed))),
    item(keys.councilActivitySummary(), ENTITY.councilActivitySummary, CouncilActivitySummarySchema.parse(views.summary)),
    ...views.ranks.map((r) => item(keys.activityRank(r.days), ENTITY.activityRank, ActivityRankSchema.parse(r))),
  ].map((i) => ({ ...i, fp: fingerprint(i.data) }));

  const pk = keys.councilActivitySummary().pk;
  const existing = new Map<string, unknown>();
  for (const prefix of [keys.councilActivitySummary().sk, ...VIEW_PREFIXES]) {
    for (const i of await queryPrefix(db, pk, prefix, { projection: ['sk', 'fp'] })) existing.set(i.sk, i.fp);
  }
  const put = desired.filter((i) => existing.get(i.sk) !== i.fp);
  const keep = new Set(desired.map((i) => i.sk));
  const remove = [...existing.keys()].filter((sk) => !keep.has(sk)).map((sk) => ({ pk, sk }));
  await batchWrite(db, { put, delete: remove });
  // The Atom feeds follow the same views; dated by the views' time (the rankings carry it).
  const now = views.ranks[0] ? new Date(views.ranks[0].updated_at) : new Date();
  await putActivityAtomFeeds(db, buildActivityFeeds(views, now));
  return { written: put.length, deleted: remove.length };
}
