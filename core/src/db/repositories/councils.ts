import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { type Council, type CouncilProfile, CouncilProfileSchema, CouncilSchema } from '../../entities/council';
import type { Db } from '../client';
import { getData, putData } from '../items';
import { ENTITY, keys } from '../keys';

const CouncilListSchema = z.array(CouncilSchema);

/** The precomputed public council list (profiles joined with their staking). */
export async function getCouncilList(db: Db): Promise<Council[]> {
  return (await getData(db, keys.councilList(), CouncilListSchema)) ?? [];
}

export function putCouncilList(db: Db, councils: Council[]): Promise<void> {
  return putData(db, keys.councilList(), ENTITY.councilList, CouncilListSchema.parse(councils));
}

export function putCouncilProfile(db: Db, profile: CouncilProfile): Promise<void> {
  return putData(db, keys.councilProfile(profile.id), ENTITY.councilProfile, CouncilProfileSchema.parse(profile));
}

export async function listCouncilProfiles(db: Db): Promise<CouncilProfile[]> {
  const { pk, skPrefix } = keys.councilProfilePrefix();
  const profiles: CouncilProfile[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.doc.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) profiles.push(CouncilProfileSchema.parse(item.data));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return profiles;
}
