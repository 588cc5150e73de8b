import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  ReleaseNoteCreateSchema,
  ReleaseNoteEditSchema,
  ReleaseNoteSchema,
  type ReleaseNote,
  type ReleaseNoteCreate,
  type ReleaseNoteEdit,
} from '../../entities/releaseNote';
import { queryPrefix } from '../batch';
import type { Db } from '../client';
import { ENTITY, keys } from '../keys';
import { versionCondition, withVersion } from '../versioned';
import { ConflictError, MissingItemError } from '../writeErrors';

const CREATE_ATTEMPTS = 5;

/** Every release note, newest (highest id) first. */
export async function listReleaseNotes(db: Db): Promise<ReleaseNote[]> {
  const { pk, skPrefix } = keys.releaseNotePrefix();
  return (await queryPrefix(db, pk, skPrefix)).map((i) => withVersion(ReleaseNoteSchema.parse(i.data), i)).reverse();
}

/** One note with its edit version (what the edit form sends back), or null. */
export async function getReleaseNote(db: Db, id: number): Promise<ReleaseNote | null> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: keys.releaseNote(id), ConsistentRead: true }));
  return Item ? withVersion(ReleaseNoteSchema.parse(Item.data), Item) : null;
}

function noteItem(note: ReleaseNote, version: number) {
  const { version: _answerOnly, ...data } = note;
  return { ...keys.releaseNote(note.id), entity: ENTITY.releaseNote, v: 1, data: ReleaseNoteSchema.parse(data), ...(version > 0 ? { version } : {}) };
}

/** Writes a note unless one with its id exists (seeds never overwrite operators' edits). */
export async function putReleaseNoteIfAbsent(db: Db, note: ReleaseNote): Promise<boolean> {
  try {
    await db.doc.send(new PutCommand({ TableName: db.tableName, Item: noteItem(note, 0), ConditionExpression: 'attribute_not_exists(pk)' }));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * POST /v1/release_note: a new note, numbered one above the highest (the list's 3-digit number), dated
 * now. Two operators publishing at once both get a note: the second's number is taken, and it retries.
 */
export async function createReleaseNote(db: Db, input: ReleaseNoteCreate, now: Date = new Date()): Promise<ReleaseNote> {
  const { title, context } = ReleaseNoteCreateSchema.parse(input);
  for (let attempt = 1; ; attempt++) {
    const { pk, skPrefix } = keys.releaseNotePrefix();
    const ids = (await queryPrefix(db, pk, skPrefix, { consistentRead: true, projection: ['data'] })).map((i) => ReleaseNoteSchema.parse(i.data).id);
    const note: ReleaseNote = { id: Math.max(0, ...ids) + 1, title, context, date: now.toISOString() };
    if (await putReleaseNoteIfAbsent(db, note)) return note;
    if (attempt >= CREATE_ATTEMPTS) throw new ConflictError('Another note was being published at the same time. Publish again.');
  }
}

/**
 * PUT /v1/release_note/{id}: new title and context at the version the editor read; the note keeps its
 * number and date. The public list reads the notes themselves, so it shows the edit at once.
 */
export async function updateReleaseNote(db: Db, edit: ReleaseNoteEdit, version: number): Promise<ReleaseNote> {
  const { id, title, context } = ReleaseNoteEditSchema.parse(edit);
  const stored = await getReleaseNote(db, id);
  if (!stored) throw new MissingItemError(`Release note ${id} not found`);
  if ((stored.version ?? 0) !== version) throw conflict(id);
  const note: ReleaseNote = { id, title, context, date: stored.date };
  try {
    await db.doc.send(new PutCommand({ TableName: db.tableName, Item: noteItem(note, version + 1), ...versionCondition(version) }));
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw conflict(id);
    throw error;
  }
  return { ...note, version: version + 1 };
}

/**
 * DELETE /v1/release_note/{id} of the note at the version the operator saw: MissingItemError when
 * there is no such note (deleted already), ConflictError when it was edited since (nothing removed).
 */
export async function deleteReleaseNote(db: Db, id: number, version: number): Promise<void> {
  try {
    const condition = versionCondition(version);
    await db.doc.send(
      new DeleteCommand({ TableName: db.tableName, Key: keys.releaseNote(id), ...condition, ConditionExpression: `attribute_exists(pk) AND (${condition.ConditionExpression})` }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    if (!(await getReleaseNote(db, id))) throw new MissingItemError(`Release note ${id} not found`);
    throw conflict(id);
  }
}

function conflict(id: number): ConflictError {
  return new ConflictError(`Release note ${id} was changed by someone else since you opened it. Reload it and make your edit again.`);
}
