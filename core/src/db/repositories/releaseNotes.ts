import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ReleaseNoteSchema, type ReleaseNote } from '../../entities/releaseNote';
import { queryPrefix } from '../batch';
import type { Db } from '../client';
import { ENTITY, keys } from '../keys';

/** Every release note, newest (highest id) first. */
export async function listReleaseNotes(db: Db): Promise<ReleaseNote[]> {
  const { pk, skPrefix } = keys.releaseNotePrefix();
  return (await queryPrefix(db, pk, skPrefix)).map((i) => ReleaseNoteSchema.parse(i.data)).reverse();
}

/** Writes a note unless one with its id exists (seeds never overwrite operators' edits). */
export async function putReleaseNoteIfAbsent(db: Db, note: ReleaseNote): Promise<boolean> {
  try {
    await db.doc.send(
      new PutCommand({
        TableName: db.tableName,
        Item: { ...keys.releaseNote(note.id), entity: ENTITY.releaseNote, v: 1, data: ReleaseNoteSchema.parse(note) },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
