import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type * as z from 'zod';
import type { Db } from './client';
import type { ItemKey } from './keys';

/** Every stored item is wrapped so that its kind and schema version travel with it. */
export type StoredItem<T> = ItemKey & { entity: string; v: number; data: T };

export async function getData<S extends z.ZodType>(db: Db, key: ItemKey, schema: S): Promise<z.infer<S> | null> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key }));
  if (!Item) return null;
  return schema.parse(Item.data);
}

export async function putData<T>(db: Db, key: ItemKey, entity: string, data: T, extra: Record<string, unknown> = {}) {
  const item: StoredItem<T> = { ...key, entity, v: 1, data };
  await db.doc.send(new PutCommand({ TableName: db.tableName, Item: { ...item, ...extra } }));
}
