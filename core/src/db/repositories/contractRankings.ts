import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import {
  ContractCategoryChangeSchema,
  ContractEditSchema,
  ContractMetaSchema,
  ContractRankingSchema,
  NOT_A_COUNCIL,
  RANK_DAYS,
  RANK_TYPES,
  type ContractCategoryChange,
  type ContractEdit,
  type ContractMeta,
  type ContractRanking,
  type RankType,
} from '../../entities/stats';
import { projectRanking } from '../../views/contractRankings';
import { batchGet, batchWrite, queryPrefix, type RawItem } from '../batch';
import type { Db } from '../client';
import { getData, putData } from '../items';
import { ENTITY, keys } from '../keys';
import { versionCondition, versionOf, withVersion } from '../versioned';
import { ConflictError, InvalidEditError, MissingItemError } from '../writeErrors';
import { listLatestChainDays } from './stats';

const WRITE_ATTEMPTS = 5;

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
  return new Map(found.map((i) => [i.sk, withVersion(ContractMetaSchema.parse(i.data), i)]));
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

/** Every operator description (metas), by lowercase address, each with its edit version. */
async function listContractMetas(db: Db): Promise<{ meta: ContractMeta; item: RawItem }[]> {
  const { pk, skPrefix } = keys.contractMetaPrefix();
  return (await queryPrefix(db, pk, skPrefix, { consistentRead: true })).map((item) => ({ meta: withVersion(ContractMetaSchema.parse(item.data), item), item }));
}

/** One contract's description by its id (GET /v1/status/contract/{id}), with its edit version; null if unknown. */
export async function getContractMetaById(db: Db, id: number): Promise<ContractMeta | null> {
  return (await listContractMetas(db)).find(({ meta }) => meta.id === id)?.meta ?? null;
}

function metaItem(meta: ContractMeta, version: number): RawItem {
  const { version: _answerOnly, ...data } = meta;
  return { ...keys.contractMeta(meta.address), entity: ENTITY.contractMeta, v: 1, data: ContractMetaSchema.parse(data), version };
}

/**
 * Every stored ranking rebuilt from the days it counted and the descriptions as they will be after
 * `changed`: what the public Status → Ranking and the admin list show of a contract lives in these
 * items, and a council-only ranking's members follow council_id.
 */
async function rebuiltRankings(db: Db, changed: readonly ContractMeta[]): Promise<RawItem[]> {
  const stored = await Promise.all(
    RANK_TYPES.flatMap((type) => RANK_DAYS.flatMap((days) => [false, true].map((councilOnly) => getContractRanking(db, type, days, councilOnly)))),
  );
  const rankings = stored.filter((r): r is ContractRanking => r !== null);
  if (rankings.length === 0) return [];
  const recent = await listLatestChainDays(db, 120);
  const byDate = new Map(recent.map((d) => [d.date, d]));
  const addresses = [...new Set(recent.flatMap((d) => Object.keys(d.contracts)))];
  const metas = await getContractMetas(db, addresses);
  for (const meta of changed) metas.set(meta.address.toLowerCase(), meta);
  return rankings.map((r) => ({
    ...keys.contractRanking(r.type, r.days, r.council_only),
    entity: ENTITY.contractRanking,
    v: 1,
    data: ContractRankingSchema.parse(projectRanking(byDate, r.through, r.days, r.type, r.council_only, metas)),
  }));
}

/** Saves descriptions (each at the version its editor read) and the rankings rebuilt from them, in one transaction. */
async function saveContractMetas(db: Db, edits: readonly { meta: ContractMeta; version: number }[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const rankings = await rebuiltRankings(db, edits.map((e) => ({ ...e.meta, version: e.version + 1 })));
    try {
      await db.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            ...edits.map(({ meta, version }) => ({ Put: { TableName: db.tableName, Item: metaItem(meta, version + 1), ...versionCondition(version) } })),
            ...rankings.map((Item) => ({ Put: { TableName: db.tableName, Item } })),
          ],
        }),
      );
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const conflicted = reasons.slice(0, edits.length).findIndex((r) => r?.Code === 'ConditionalCheckFailed');
      if (conflicted >= 0) throw contractConflict(edits[conflicted]!.meta.id);
      if (!reasons.some((r) => r?.Code === 'TransactionConflict') || attempt >= WRITE_ATTEMPTS) throw error;
    }
  }
}

function contractConflict(id: number): ConflictError {
  return new ConflictError(`Contract ${id} was changed by someone else since you opened it. Reload it and make your edit again.`);
}

/**
 * PUT /v1/status/contract/{id}: an operator's description of one contract. A council member's
 * project name and logo are its council's (an unknown council is refused); a non-member's are the
 * edit's, with `logo` (a stored upload's URL and file name) replacing the logo, and sq_logo "none"
 * removing it, at the `version` the editor read. The warehouse fields (bq_*) are not the operator's and are never written.
 */
export async function updateContractMeta(
  db: Db,
  id: number,
  edit: ContractEdit,
  version: number,
  council: { name: string; thumbnail: string } | null,
  logo: { url: string; filename: string } | null,
): Promise<ContractMeta> {
  const parsed = ContractEditSchema.parse(edit);
  const current = (await listContractMetas(db)).find(({ meta }) => meta.id === id);
  if (!current) throw new MissingItemError(`Contract ${id} not found`);
  if (versionOf(current.item) !== version) throw contractConflict(id);
  const isMember = parsed.council_id !== NOT_A_COUNCIL;
  if (isMember && !council) throw new InvalidEditError(`Council ${parsed.council_id} does not exist`);
  const kept = { sq_logo: current.meta.sq_logo, sq_filename: current.meta.sq_filename };
  const ownLogo = logo
    ? { sq_logo: logo.url, sq_filename: logo.filename }
    : parsed.sq_logo === 'none'
      ? { sq_logo: null, sq_filename: null }
      : parsed.sq_logo !== undefined
        ? { sq_logo: parsed.sq_logo, sq_filename: parsed.sq_logo === kept.sq_logo ? kept.sq_filename : null }
        : kept;
  const meta: ContractMeta = ContractMetaSchema.parse({
    id,
    address: current.meta.address,
    council_id: parsed.council_id,
    sq_company: isMember ? council!.name : parsed.sq_company!,
    ...(isMember ? { sq_logo: council!.thumbnail || null, sq_filename: null } : ownLogo),
    sq_service: parsed.sq_service,
    sq_category: parsed.sq_category,
  });
  await saveContractMetas(db, [{ meta, version }]);
  return { ...meta, version: version + 1 };
}

/** PUT /v1/status/contract/category: the selected contracts' category, all or none (a conflict on one saves none). */
export async function updateContractCategories(db: Db, changes: ContractCategoryChange): Promise<void> {
  const parsed = ContractCategoryChangeSchema.parse(changes);
  const byId = new Map((await listContractMetas(db)).map((entry) => [entry.meta.id, entry]));
  const edits = parsed.map((change) => {
    const current = byId.get(change.id);
    if (!current) throw new MissingItemError(`Contract ${change.id} not found`);
    if (versionOf(current.item) !== change.version) throw contractConflict(change.id);
    return { meta: { ...current.meta, sq_category: change.sq_category }, version: change.version };
  });
  if (new Set(parsed.map((c) => c.id)).size !== parsed.length) throw new InvalidEditError('A contract is listed twice');
  await saveContractMetas(db, edits);
}
