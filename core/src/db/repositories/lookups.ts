import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Category } from '../../entities/council';
import { CategoryListSchema, type CommunityType, CommunityTypeListSchema } from '../../entities/lookups';
import { sortCategories, sortCommunityTypes } from '../../rules/councils';
import type { Db } from '../client';
import { getData, putData } from '../items';
import { ENTITY, type ItemKey, keys } from '../keys';

/** Council categories, "etc" last. */
export async function getCategories(db: Db): Promise<Category[]> {
  return sortCategories((await getData(db, keys.categories(), CategoryListSchema)) ?? []);
}

export function putCategories(db: Db, categories: Category[]): Promise<void> {
  return putData(db, keys.categories(), ENTITY.categories, CategoryListSchema.parse(categories));
}

/** Community types, "Other" last. */
export async function getCommunityTypes(db: Db): Promise<CommunityType[]> {
  return sortCommunityTypes((await getData(db, keys.communityTypes(), CommunityTypeListSchema)) ?? []);
}

async function putIfAbsent(db: Db, key: ItemKey, entity: string, data: unknown): Promise<boolean> {
  try {
    await db.doc.send(
      new PutCommand({ TableName: db.tableName, Item: { ...key, entity, v: 1, data }, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Seeds the lookup lists unless operators already have them; true for each list written. */
export async function seedLookups(db: Db, lookups: { categories: Category[]; communityTypes: CommunityType[] }) {
  return {
    categories: await putIfAbsent(db, keys.categories(), ENTITY.categories, CategoryListSchema.parse(lookups.categories)),
    communityTypes: await putIfAbsent(db, keys.communityTypes(), ENTITY.communityTypes, CommunityTypeListSchema.parse(lookups.communityTypes)),
  };
}
