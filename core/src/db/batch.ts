import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, BatchWriteCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { chunk, forEachConcurrently } from '../concurrency';
import type { Db } from './client';
import type { ItemKey } from './keys';

/**
 * Bulk reads and writes for the indexer: fewer round trips than one call per item, with the
 * leftovers DynamoDB hands back (unprocessed items) retried until none remain.
 */

export type RawItem = Record<string, unknown> & ItemKey;

const BATCH_WRITE_LIMIT = 25;
const BATCH_GET_LIMIT = 100;
const TRANSACT_LIMIT = 100;
/** Parallel requests per bulk call: enough to hide latency, few enough not to be throttled. */
const CONCURRENCY = 4;
/** Transactions carry 100 items a request, four times a batch: fewer round trips for bulk writes. */
const TRANSACT_CONCURRENCY = 8;
/** Under the 4 MB a transaction may carry, counting generously. */
const TRANSACT_BYTES = 3_000_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Puts and deletes in batches of 25; unconditional, so only for items recomputed from scratch. */
export async function batchWrite(db: Db, writes: { put?: RawItem[]; delete?: ItemKey[] }): Promise<void> {
  const requests = [
    ...(writes.put ?? []).map((Item) => ({ PutRequest: { Item } })),
    ...(writes.delete ?? []).map((Key) => ({ DeleteRequest: { Key: { pk: Key.pk, sk: Key.sk } } })),
  ];
  await forEachConcurrently(chunk(requests, BATCH_WRITE_LIMIT), CONCURRENCY, async (batch) => {
    let pending: typeof batch = batch;
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 0) await pause(Math.min(1000, 25 * 2 ** attempt));
      const answer = await db.doc.send(new BatchWriteCommand({ RequestItems: { [db.tableName]: pending } }));
      pending = (answer.UnprocessedItems?.[db.tableName] ?? []) as typeof batch;
    }
  });
}

/** Chunks of at most 100 items and about 3 MB, for transactions. */
function transactChunks<T>(items: readonly T[]): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = JSON.stringify(item).length * 2;
    if (current.length > 0 && (current.length === TRANSACT_LIMIT || bytes + size > TRANSACT_BYTES)) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/**
 * Puts and deletes in transactions of up to 100 items, all-or-nothing each; unconditional, so only
 * for items recomputed from scratch. A hundred items a request makes bulk writes several times
 * faster than batches of 25 (DynamoDB Local answers in time per request, not per item).
 */
export async function transactWrite(db: Db, writes: { put?: RawItem[]; delete?: ItemKey[] }): Promise<void> {
  const operations = [
    ...(writes.put ?? []).map((Item) => ({ Put: { TableName: db.tableName, Item } })),
    ...(writes.delete ?? []).map((Key) => ({ Delete: { TableName: db.tableName, Key: { pk: Key.pk, sk: Key.sk } } })),
  ];
  await forEachConcurrently(transactChunks(operations), TRANSACT_CONCURRENCY, async (TransactItems) => {
    await db.doc.send(new TransactWriteCommand({ TransactItems }));
  });
}

export class ConflictingItemError extends Error {
  override name = 'ConflictingItemError';
}

/** An item recording one chain event: `src` names the log it came from. */
export type SourcedItem = RawItem & { src: string };

export type PutFromSourceOptions = {
  /**
   * Items the caller knows have no stored item yet (nothing at their key when it loaded the table,
   * and nothing else writes those keys): written without a condition and without being read first.
   */
  isNew?: (item: SourcedItem) => boolean;
};

/**
 * Writes items that record one chain event each, all-or-nothing per 100, in order (the first
 * transaction is written before the next starts): an item whose key already holds the same source
 * (the same log, replayed after a crash) is not written again; a key claimed by another source
 * means the chain under the table changed, and fails loudly. Keys not known to be new are read
 * first (reads cost far less than conditional writes) and written under the condition that they
 * are still new or of the same source. Returns how many items were written.
 */
export async function putFromSource(db: Db, items: SourcedItem[], { isNew = () => false }: PutFromSourceOptions = {}): Promise<number> {
  const unknown = items.filter((item) => !isNew(item));
  const stored = new Map((await batchGet(db, unknown, ['pk', 'sk', 'src'])).map((i) => [`${i.pk}|${i.sk}`, i.src]));
  type Put = { TableName: string; Item: SourcedItem; ConditionExpression?: string; ExpressionAttributeNames?: Record<string, string>; ExpressionAttributeValues?: Record<string, unknown> };
  const writes: { Put: Put }[] = [];
  for (const item of items) {
    if (isNew(item)) {
      writes.push({ Put: { TableName: db.tableName, Item: item } });
      continue;
    }
    const src = stored.get(`${item.pk}|${item.sk}`);
    if (src === item.src) continue;
    if (src !== undefined) throw new ConflictingItemError(`${item.pk} ${item.sk} already holds another source than ${item.src}`);
    writes.push({
      Put: {
        TableName: db.tableName,
        Item: item,
        ConditionExpression: 'attribute_not_exists(pk) OR #src = :src',
        ExpressionAttributeNames: { '#src': 'src' },
        ExpressionAttributeValues: { ':src': item.src },
      },
    });
  }
  for (const batch of transactChunks(writes)) {
    try {
      await db.doc.send(new TransactWriteCommand({ TransactItems: batch }));
    } catch (error) {
      if (error instanceof TransactionCanceledException && error.CancellationReasons?.some((r) => r.Code === 'ConditionalCheckFailed')) {
        const index = error.CancellationReasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
        const item = batch[index]!.Put.Item;
        throw new ConflictingItemError(`${item.pk} ${item.sk} already holds another source than ${item.src}`, { cause: error });
      }
      throw error;
    }
  }
  return writes.length;
}

/** Reads items by key, 100 per request (only the `projection` attributes when named); missing keys are simply absent from the answer. */
export async function batchGet(db: Db, keys: readonly ItemKey[], projection?: string[]): Promise<RawItem[]> {
  const found: RawItem[] = [];
  const only = projection
    ? {
        ProjectionExpression: projection.map((_, i) => `#p${i}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(projection.map((name, i) => [`#p${i}`, name])),
      }
    : {};
  await forEachConcurrently(chunk(keys, BATCH_GET_LIMIT), CONCURRENCY, async (batch) => {
    let pending: Record<string, unknown>[] = batch.map(({ pk, sk }) => ({ pk, sk }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 0) await pause(Math.min(1000, 25 * 2 ** attempt));
      const answer = await db.doc.send(new BatchGetCommand({ RequestItems: { [db.tableName]: { Keys: pending, ...only } } }));
      found.push(...((answer.Responses?.[db.tableName] ?? []) as RawItem[]));
      pending = answer.UnprocessedKeys?.[db.tableName]?.Keys ?? [];
    }
  });
  return found;
}

/**
 * Every item of a partition whose sort key starts with `skPrefix`, in sort-key order; only the
 * `projection` attributes when named, and strongly consistent when a write path must see every
 * item saved before it.
 */
export async function queryPrefix(db: Db, pk: string, skPrefix: string, options: { projection?: string[]; consistentRead?: boolean } = {}): Promise<RawItem[]> {
  const { projection, consistentRead } = options;
  const items: RawItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.doc.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
        ExclusiveStartKey: startKey,
        ...(consistentRead ? { ConsistentRead: true } : {}),
        ...(projection
          ? {
              ProjectionExpression: projection.map((_, i) => `#p${i}`).join(', '),
              ExpressionAttributeNames: Object.fromEntries(projection.map((name, i) => [`#p${i}`, name])),
            }
          : {}),
      }),
    );
    items.push(...((page.Items ?? []) as RawItem[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
