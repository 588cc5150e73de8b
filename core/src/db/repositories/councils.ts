import { ConditionalCheckFailedException, TransactionCanceledException, TransactionConflictException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import {
  type Category,
  type Council,
  type CouncilProfile,
  type CouncilProfileEdit,
  type CouncilRecord,
  CouncilProfileEditSchema,
  CouncilProfileSchema,
  CouncilRecordSchema,
  CouncilSchema,
} from '../../entities/council';
import { withPublishedProfiles } from '../../views/councilList';
import type { Db } from '../client';
import { queryPrefix } from '../batch';
import { getData, type StoredItem } from '../items';
import { ENTITY, type ItemKey, keys } from '../keys';
import { ConflictError, InvalidEditError, MissingItemError } from '../writeErrors';
import { getCategories } from './lookups';

const CouncilListSchema = z.array(CouncilSchema);

/**
 * Edited items carry `version` (beside `v`, the schema version): each write states the version it
 * read and raises it by one, and DynamoDB refuses the write when someone else raised it first.
 * Items written before edits existed have none: version 0.
 */
type Versioned<T> = StoredItem<T> & { version?: number };

const VERSION_NAMES = { '#version': 'version' };

/** The write goes through only if the item is still at `version` (0 also matches an item without one, or no item). */
function versionCondition(version: number) {
  return {
    ConditionExpression: version === 0 ? 'attribute_not_exists(#version) OR #version = :version' : '#version = :version',
    ExpressionAttributeNames: VERSION_NAMES,
    ExpressionAttributeValues: { ':version': version },
  };
}

/** A list rebuild lost a race with another writer of the list: read again and rebuild (a few times at most). */
const LIST_WRITE_ATTEMPTS = 5;

async function getVersioned<S extends z.ZodType>(db: Db, key: ItemKey, schema: S): Promise<{ data: z.infer<S>; version: number } | null> {
  // Strongly consistent: a version read a moment late would turn every edit after a fresh write into a conflict.
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key, ConsistentRead: true }));
  if (!Item) return null;
  const item = Item as Versioned<unknown>;
  return { data: schema.parse(item.data), version: item.version ?? 0 };
}

/** The precomputed public council list (published profiles joined with their staking). */
export async function getCouncilList(db: Db): Promise<Council[]> {
  return (await getData(db, keys.councilList(), CouncilListSchema)) ?? [];
}

/**
 * Stores the council list (the indexer's chain-side rebuild). Operators' fields stay authoritative:
 * each council takes its current profile's fields (withPublishedProfiles), read after the list's version, and
 * the write is refused if the list changed since — an operator's edit saved in between is then read
 * on the next attempt instead of being overwritten with the profile this list was built from.
 */
export async function putCouncilList(db: Db, councils: Council[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    // Order matters: the list's version first, then the profiles. An edit saved after the version
    // was read raises it, so this write fails and reads the edit on the next attempt.
    const version = (await getVersioned(db, keys.councilList(), CouncilListSchema))?.version ?? 0;
    const records = (await listCouncilRecords(db)).map(({ record }) => record);
    const list = CouncilListSchema.parse(withPublishedProfiles(councils, records, new Date()));
    try {
      await db.doc.send(
        new PutCommand({ TableName: db.tableName, Item: listItem(list, version + 1), ...versionCondition(version) }),
      );
      return;
    } catch (error) {
      const lost = error instanceof ConditionalCheckFailedException || error instanceof TransactionConflictException;
      if (!lost || attempt >= LIST_WRITE_ATTEMPTS) throw error;
    }
  }
}

function listItem(councils: Council[], version: number): Versioned<Council[]> {
  return { ...keys.councilList(), entity: ENTITY.councilList, v: 1, data: councils, version };
}

function recordItem(record: CouncilRecord, version: number): Versioned<CouncilRecord> {
  return { ...keys.councilProfile(record.id), entity: ENTITY.councilProfile, v: 1, data: record, version };
}

/** A record's profile fields (its node address joins the public list as a node contract: views/councilList). */
function profileOf(record: CouncilRecord): CouncilProfile {
  const { address: _address, ...profile } = record;
  return CouncilProfileSchema.parse(profile);
}

/** Writes a profile as it is (seeds and tests); an operator's change goes through the edit functions below. */
export async function putCouncilProfile(db: Db, profile: CouncilProfile): Promise<void> {
  await db.doc.send(new PutCommand({ TableName: db.tableName, Item: recordItem(CouncilRecordSchema.parse(profile), 0) }));
}

/** One council's record (profile and entered node address) and its edit version, or null. */
export async function getCouncilRecord(db: Db, id: number): Promise<{ record: CouncilRecord; version: number } | null> {
  const stored = await getVersioned(db, keys.councilProfile(id), CouncilRecordSchema);
  return stored ? { record: stored.data, version: stored.version } : null;
}

/** One council's profile and its edit version (what an editor must send back), or null. */
export async function getCouncilProfile(db: Db, id: number): Promise<{ profile: CouncilProfile; version: number } | null> {
  const stored = await getCouncilRecord(db, id);
  return stored ? { profile: profileOf(stored.record), version: stored.version } : null;
}

/** Every council's record and version, drafts included, by id (the admin area's GC List). */
export async function listCouncilRecords(db: Db): Promise<{ record: CouncilRecord; version: number }[]> {
  const { pk, skPrefix } = keys.councilProfilePrefix();
  // Consistent: the list rebuild relies on seeing every profile saved before it read the list's version.
  return (await queryPrefix(db, pk, skPrefix, { consistentRead: true })).map((i) => ({
    record: CouncilRecordSchema.parse(i.data),
    version: (i as Versioned<unknown>).version ?? 0,
  }));
}

export async function listCouncilProfiles(db: Db): Promise<CouncilProfile[]> {
  return (await listCouncilRecords(db)).map(({ record }) => profileOf(record));
}

/**
 * An operator's edit of a council's profile (categories, summary, description), made against the
 * `expectedVersion` the editor read: shape (a) of PUT /v1/councils/{cid}. See editCouncilRecord.
 * Throws InvalidEditError for an unknown category.
 */
export async function updateCouncilProfile(
  db: Db,
  id: number,
  edit: CouncilProfileEdit,
  expectedVersion: number,
): Promise<{ profile: CouncilProfile; version: number }> {
  const { categories: categoryIds, summary, description } = CouncilProfileEditSchema.parse(edit);
  const categories = await resolveCategories(db, categoryIds);
  const saved = await editCouncilRecord(db, id, expectedVersion, (record) => ({ ...record, categories, summary, description }));
  return { profile: profileOf(saved.record), version: saved.version };
}

/** Category ids → the categories, in the given order; InvalidEditError for an unknown id. */
export async function resolveCategories(db: Db, ids: readonly number[]): Promise<Category[]> {
  const known = new Map((await getCategories(db)).map((category) => [category.id, category]));
  return ids.map((categoryId) => {
    const category = known.get(categoryId);
    if (!category) throw new InvalidEditError(`Category ${categoryId} does not exist`);
    return category;
  });
}

/**
 * The one way an operator's change reaches a council: `change` applied to the record as it is at
 * `expectedVersion`, saved in one transaction with the rebuilt council list item — from which GET
 * /v1/councils (every order and strip), /v1/councils/{cid}, /v1/councils/history,
 * /v1/page/councils/main and /v1/page/main are answered — so the public answers show it at once. A
 * published council takes its new profile; one just published joins the list; one turned back into
 * a draft leaves it.
 *
 * Throws ConflictError when the record changed since `expectedVersion` (nothing is written),
 * MissingItemError for an unknown council. Returns the record as it was and as saved, with the new version.
 */
export async function editCouncilRecord(
  db: Db,
  id: number,
  expectedVersion: number,
  change: (record: CouncilRecord) => CouncilRecord,
  now: Date = new Date(),
): Promise<{ before: CouncilRecord; record: CouncilRecord; version: number }> {
  for (let attempt = 1; ; attempt++) {
    const stored = await getCouncilRecord(db, id);
    if (!stored) throw new MissingItemError(`Council ${id} not found`);
    if (stored.version !== expectedVersion) throw conflict(id);
    const record = CouncilRecordSchema.parse({ ...change(stored.record), id });
    const list = await getVersioned(db, keys.councilList(), CouncilListSchema);
    const listVersion = list?.version ?? 0;
    // A changed node address replaces the one entered before; a chain-listed node of that address
    // comes back with the indexer's next list.
    const replaced = stored.record.address && stored.record.address.toLowerCase() !== record.address?.toLowerCase() ? stored.record.address.toLowerCase() : null;
    const current = (list?.data ?? []).map((c) =>
      c.id === id && replaced ? { ...c, contracts: c.contracts.filter((k) => !(k.type === 'node' && k.address.toLowerCase() === replaced)) } : c,
    );
    const rebuilt = CouncilListSchema.parse(withPublishedProfiles(current, [record], now));
    try {
      await db.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: db.tableName, Item: recordItem(record, expectedVersion + 1), ...versionCondition(expectedVersion) } },
            { Put: { TableName: db.tableName, Item: listItem(rebuilt, listVersion + 1), ...versionCondition(listVersion) } },
          ],
        }),
      );
      return { before: stored.record, record, version: expectedVersion + 1 };
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const [recordReason, listReason] = error.CancellationReasons ?? [];
      if (recordReason?.Code === 'ConditionalCheckFailed') throw conflict(id);
      // Only the list moved (the indexer rewrote it), or another write was under way on one of the
      // two items: read again (a finished edit of the record then shows as a conflict) and retry.
      const retry = listReason?.Code === 'ConditionalCheckFailed' || [recordReason, listReason].some((r) => r?.Code === 'TransactionConflict');
      if (!retry || attempt >= LIST_WRITE_ATTEMPTS) throw error;
    }
  }
}

/**
 * Adds a council as a draft (no joined date, so on no public list) under the next free id, and
 * returns it. Ids follow the highest one in use; two creations at once take different ids.
 */
export async function createCouncilDraft(db: Db, draft: Omit<CouncilRecord, 'id' | 'joined_at' | 'resigned_at'>): Promise<CouncilRecord> {
  for (let attempt = 1; ; attempt++) {
    const ids = (await listCouncilRecords(db)).map(({ record }) => record.id);
    const id = Math.max(0, ...ids) + 1;
    const record = CouncilRecordSchema.parse({ ...draft, id, joined_at: null, resigned_at: null });
    try {
      await db.doc.send(new PutCommand({ TableName: db.tableName, Item: recordItem(record, 1), ConditionExpression: 'attribute_not_exists(pk)' }));
      return record;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException) || attempt >= LIST_WRITE_ATTEMPTS) throw error;
    }
  }
}

/**
 * Removes a draft (admin-area §4.3: only drafts, only by a site admin — the route checks who). Refused
 * with InvalidEditError for a published council and ConflictError when it changed since `expectedVersion`.
 */
export async function deleteCouncilDraft(db: Db, id: number, expectedVersion: number): Promise<CouncilRecord> {
  const stored = await getCouncilRecord(db, id);
  if (!stored) throw new MissingItemError(`Council ${id} not found`);
  if (stored.version !== expectedVersion) throw conflict(id);
  if (stored.record.joined_at !== null) throw new InvalidEditError('Only a draft can be removed; this council is published');
  try {
    await db.doc.send(new DeleteCommand({ TableName: db.tableName, Key: keys.councilProfile(id), ...versionCondition(expectedVersion) }));
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw conflict(id);
    throw error;
  }
  return stored.record;
}

function conflict(id: number): ConflictError {
  return new ConflictError(`Council ${id} was changed by someone else since you opened it. Reload it and make your edit again.`);
}
