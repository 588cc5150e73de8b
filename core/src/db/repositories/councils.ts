import { ConditionalCheckFailedException, TransactionCanceledException, TransactionConflictException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { type Council, type CouncilProfile, type CouncilProfileEdit, CouncilProfileEditSchema, CouncilProfileSchema, CouncilSchema } from '../../entities/council';
import { withProfiles } from '../../views/councilList';
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
 * each council takes its current profile's fields (withProfiles), read after the list's version, and
 * the write is refused if the list changed since — an operator's edit saved in between is then read
 * on the next attempt instead of being overwritten with the profile this list was built from.
 */
export async function putCouncilList(db: Db, councils: Council[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    // Order matters: the list's version first, then the profiles. An edit saved after the version
    // was read raises it, so this write fails and reads the edit on the next attempt.
    const version = (await getVersioned(db, keys.councilList(), CouncilListSchema))?.version ?? 0;
    const list = CouncilListSchema.parse(withProfiles(councils, await listCouncilProfiles(db)));
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

function profileItem(profile: CouncilProfile, version: number): Versioned<CouncilProfile> {
  return { ...keys.councilProfile(profile.id), entity: ENTITY.councilProfile, v: 1, data: profile, version };
}

/** Writes a profile as it is (seeds and tests); an operator's change goes through updateCouncilProfile. */
export async function putCouncilProfile(db: Db, profile: CouncilProfile): Promise<void> {
  await db.doc.send(new PutCommand({ TableName: db.tableName, Item: profileItem(CouncilProfileSchema.parse(profile), 0) }));
}

/** One council's profile and its edit version (what an editor must send back), or null. */
export async function getCouncilProfile(db: Db, id: number): Promise<{ profile: CouncilProfile; version: number } | null> {
  const stored = await getVersioned(db, keys.councilProfile(id), CouncilProfileSchema);
  return stored ? { profile: stored.data, version: stored.version } : null;
}

export async function listCouncilProfiles(db: Db): Promise<CouncilProfile[]> {
  const { pk, skPrefix } = keys.councilProfilePrefix();
  // The list rebuild relies on seeing every profile saved before it read the list's version.
  return (await queryPrefix(db, pk, skPrefix, { consistentRead: true })).map((i) => CouncilProfileSchema.parse(i.data));
}

/**
 * An operator's edit of a council's profile (categories, summary, description), made against the
 * `expectedVersion` the editor read. In one transaction it saves the profile and rebuilds what the
 * public answers embed of it: the council list item, from which GET /v1/councils (every order and
 * strip), /v1/councils/{cid}, /v1/councils/history, /v1/page/councils/main and /v1/page/main are
 * answered. No other item holds these fields (the proposal and activity views embed only a council's
 * id, name and thumbnail).
 *
 * Throws ConflictError when the profile changed since `expectedVersion` (nothing is written),
 * MissingItemError for an unknown council, InvalidEditError for an unknown category. Returns the
 * saved profile and its new version.
 */
export async function updateCouncilProfile(
  db: Db,
  id: number,
  edit: CouncilProfileEdit,
  expectedVersion: number,
): Promise<{ profile: CouncilProfile; version: number }> {
  const { categories: categoryIds, summary, description } = CouncilProfileEditSchema.parse(edit);
  const known = new Map((await getCategories(db)).map((category) => [category.id, category]));
  const categories = categoryIds.map((categoryId) => {
    const category = known.get(categoryId);
    if (!category) throw new InvalidEditError(`Category ${categoryId} does not exist`);
    return category;
  });

  for (let attempt = 1; ; attempt++) {
    const stored = await getCouncilProfile(db, id);
    if (!stored) throw new MissingItemError(`Council ${id} not found`);
    if (stored.version !== expectedVersion) throw conflict(id);
    const profile = CouncilProfileSchema.parse({ ...stored.profile, categories, summary, description });
    const list = await getVersioned(db, keys.councilList(), CouncilListSchema);
    const listVersion = list?.version ?? 0;
    const rebuilt = CouncilListSchema.parse(withProfiles(list?.data ?? [], [profile]));
    try {
      await db.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: db.tableName, Item: profileItem(profile, expectedVersion + 1), ...versionCondition(expectedVersion) } },
            { Put: { TableName: db.tableName, Item: listItem(rebuilt, listVersion + 1), ...versionCondition(listVersion) } },
          ],
        }),
      );
      return { profile, version: expectedVersion + 1 };
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const [profileReason, listReason] = error.CancellationReasons ?? [];
      if (profileReason?.Code === 'ConditionalCheckFailed') throw conflict(id);
      // Only the list moved (the indexer rewrote it), or another write was under way on one of the
      // two items: read again (a finished edit of the profile then shows as a conflict) and retry.
      const retry = listReason?.Code === 'ConditionalCheckFailed' || [profileReason, listReason].some((r) => r?.Code === 'TransactionConflict');
      if (!retry || attempt >= LIST_WRITE_ATTEMPTS) throw error;
    }
  }
}

function conflict(id: number): ConflictError {
  return new ConflictError(`Council ${id} was changed by someone else since you opened it. Reload it and make your edit again.`);
}
