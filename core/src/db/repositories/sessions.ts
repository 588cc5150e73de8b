import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchWrite, queryPrefix } from '../batch';
import * as z from 'zod';
import type { Db } from '../client';
import { ENTITY, keys } from '../keys';
import { TABLE_TTL_ATTRIBUTE } from '../table';

/**
 * Sign-in state: the nonces the server handed out (each good for one sign-in, for a few minutes) and
 * the sessions (one per sign-in, bound to one address, holding the id of the only token that is
 * valid for it). Both carry the table's TTL attribute; expiry is also checked on every read,
 * because DynamoDB deletes expired items only eventually (DynamoDB Local never does).
 */

const lowerAddress = z.string().regex(/^0x[0-9a-f]{40}$/);
const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export const SignInNonceSchema = z.strictObject({
  nonce: z.string().regex(/^[A-Za-z0-9]{16,64}$/),
  address: lowerAddress,
  expires_at: z.iso.datetime(),
});
export type SignInNonce = z.infer<typeof SignInNonceSchema>;

export const WALLETS = ['metamask', 'kaikas', 'kaikas_mobile'] as const;
export type Wallet = (typeof WALLETS)[number];

export const SessionSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  address: lowerAddress,
  wallet: z.enum(WALLETS),
  /** The id (jti) of the one token that currently opens this session; a refresh replaces it. */
  token_id: z.string().min(16),
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
});
export type Session = z.infer<typeof SessionSchema>;

export async function putSignInNonce(db: Db, nonce: SignInNonce): Promise<void> {
  const data = SignInNonceSchema.parse(nonce);
  await db.doc.send(
    new PutCommand({
      TableName: db.tableName,
      Item: { ...keys.signInNonce(data.nonce), entity: ENTITY.signInNonce, v: 1, data, [TABLE_TTL_ATTRIBUTE]: epochSeconds(new Date(data.expires_at)) },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/**
 * Takes a nonce out of the table, so no second sign-in can use it; null when it was never issued,
 * was already used or has expired. One conditional delete: two requests racing with the same
 * nonce cannot both have it.
 */
export async function consumeSignInNonce(db: Db, nonce: string, now: Date): Promise<SignInNonce | null> {
  try {
    const { Attributes } = await db.doc.send(
      new DeleteCommand({
        TableName: db.tableName,
        Key: keys.signInNonce(nonce),
        ConditionExpression: 'attribute_exists(pk) AND #expires > :now',
        ExpressionAttributeNames: { '#expires': TABLE_TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ':now': epochSeconds(now) },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes ? SignInNonceSchema.parse(Attributes.data) : null;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return null;
    throw error;
  }
}

/** Writes the session and its entry under the address together: no session the address's removal cannot find. */
export async function createSession(db: Db, session: Session): Promise<void> {
  const data = SessionSchema.parse(session);
  const ttl = { [TABLE_TTL_ATTRIBUTE]: epochSeconds(new Date(data.expires_at)) };
  await db.doc.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: db.tableName, Item: { ...keys.session(data.id), entity: ENTITY.session, v: 1, data, ...ttl }, ConditionExpression: 'attribute_not_exists(pk)' } },
        { Put: { TableName: db.tableName, Item: { ...keys.sessionOfAddress(data.address, data.id), entity: ENTITY.sessionOfAddress, v: 1, session_id: data.id, ...ttl } } },
      ],
    }),
  );
}

/** Ends every session of an address (its account was removed or moved to another address). */
export async function deleteSessionsOf(db: Db, address: string): Promise<number> {
  const { pk, skPrefix } = keys.sessionOfAddressPrefix(address.toLowerCase());
  const entries = await queryPrefix(db, pk, skPrefix, { consistentRead: true });
  const ids = entries.map((e) => z.string().parse(e.session_id));
  await batchWrite(db, { delete: [...ids.map((id) => keys.session(id)), ...entries.map((e) => ({ pk: e.pk, sk: e.sk }))] });
  return ids.length;
}

/** The session, or null when it never existed, was ended or has expired. A strongly consistent read: a logout counts at once. */
export async function getLiveSession(db: Db, id: string, now: Date): Promise<Session | null> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: keys.session(id), ConsistentRead: true }));
  if (!Item) return null;
  const session = SessionSchema.parse(Item.data);
  return new Date(session.expires_at) > now ? session : null;
}

/**
 * Moves the session to a new token, only if `fromTokenId` is still its token and it has not
 * expired: of two refreshes with the same token, one wins, and the old token opens nothing after.
 */
export async function rotateSessionToken(db: Db, id: string, fromTokenId: string, toTokenId: string, now: Date): Promise<boolean> {
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.session(id),
        UpdateExpression: 'SET #data.#token = :to',
        ConditionExpression: 'attribute_exists(pk) AND #data.#token = :from AND #expires > :now',
        ExpressionAttributeNames: { '#data': 'data', '#token': 'token_id', '#expires': TABLE_TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ':from': fromTokenId, ':to': toTokenId, ':now': epochSeconds(now) },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Ends a session (logout): its token is refused from the next request on. */
export async function deleteSession(db: Db, id: string): Promise<void> {
  const { Attributes } = await db.doc.send(new DeleteCommand({ TableName: db.tableName, Key: keys.session(id), ReturnValues: 'ALL_OLD' }));
  const address = (Attributes?.data as { address?: string } | undefined)?.address;
  if (address) await db.doc.send(new DeleteCommand({ TableName: db.tableName, Key: keys.sessionOfAddress(address, id) }));
}
