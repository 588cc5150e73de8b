import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '@portal/core/db/client';
import { ENTITY, keys } from '@portal/core/db/keys';
import { CouncilProfileSchema, type CouncilProfile } from '@portal/core/entities/council';
import { councilProfiles } from '@portal/devnet/scenario/councils';

/**
 * Writes the demo councils' profiles (what operators would have entered) once. A profile that
 * exists is left alone, so edits made in the portal survive restarts.
 */
export async function seedCouncilProfiles(db: Db, profiles: CouncilProfile[] = councilProfiles()): Promise<number> {
  let written = 0;
  for (const profile of profiles) {
    try {
      await db.doc.send(
        new PutCommand({
          TableName: db.tableName,
          Item: { ...keys.councilProfile(profile.id), entity: ENTITY.councilProfile, v: 1, data: CouncilProfileSchema.parse(profile) },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      written++;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  return written;
}
