import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import {
  ACCOUNT_TYPE,
  SiteAccountSchema,
  COUNCIL_SEATS,
  deriveSignedInAccount,
  type SiteAccount,
  type AccountInput,
  type Account,
} from '../../entities/account';
import { queryPrefix, transactWrite } from '../batch';
import type { Db } from '../client';
import { ENTITY, keys, type ItemKey } from '../keys';
import { deleteSessionsOf } from './sessions';
import { findCouncilByVoter } from './voters';

/** The address already belongs to another account (addresses are unique across accounts). */
export class AccountAddressTakenError extends Error {
  override name = 'AccountAddressTakenError';
}
/** The council already has its 1 admin or 2 managers. */
export class CouncilSeatsFullError extends Error {
  override name = 'CouncilSeatsFullError';
}
/** The account changed or disappeared since it was read (another operator's edit). */
export class AccountChangedError extends Error {
  override name = 'AccountChangedError';
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
/** Why each operation of a transaction exists, so a cancellation names the rule it broke. */
type Operation = { item: TransactItem; onConflict: () => Error };

const normalise = (input: AccountInput, id: number): SiteAccount => SiteAccountSchema.parse({ ...input, id, address: input.address.toLowerCase() });

/** The record and its copy under the address; both carry `rev`, bumped on every change, for optimistic checks. */
function accountItems(account: SiteAccount, rev: number) {
  const common = { entity: ENTITY.account, v: 1, rev, data: account };
  return [
    { ...keys.account(account.id), ...common },
    { ...keys.accountByAddress(account.address), ...common, entity: ENTITY.accountByAddress },
  ];
}

function takeSeat(db: Db, account: SiteAccount): Operation[] {
  if (account.type !== ACCOUNT_TYPE.council) return [];
  const limit = COUNCIL_SEATS[account.level];
  return [
    {
      item: {
        Update: {
          TableName: db.tableName,
          Key: keys.councilSeats(account.council_id, account.level),
          UpdateExpression: 'SET #entity = :entity, #v = :v ADD #taken :one',
          ConditionExpression: 'attribute_not_exists(#taken) OR #taken < :limit',
          ExpressionAttributeNames: { '#entity': 'entity', '#v': 'v', '#taken': 'taken' },
          ExpressionAttributeValues: { ':entity': ENTITY.councilSeats, ':v': 1, ':one': 1, ':limit': limit },
        },
      },
      onConflict: () =>
        new CouncilSeatsFullError(
          account.level === 0 ? `Council ${account.council_id} already has its admin` : `Council ${account.council_id} already has ${limit} managers`,
        ),
    },
  ];
}

function freeSeat(db: Db, account: SiteAccount): Operation[] {
  if (account.type !== ACCOUNT_TYPE.council) return [];
  return [
    {
      item: {
        Update: {
          TableName: db.tableName,
          Key: keys.councilSeats(account.council_id, account.level),
          UpdateExpression: 'ADD #taken :minusOne',
          ExpressionAttributeNames: { '#taken': 'taken' },
          ExpressionAttributeValues: { ':minusOne': -1 },
        },
      },
      onConflict: () => new AccountChangedError('The council seats changed meanwhile'),
    },
  ];
}

const seatOf = (a: SiteAccount) => (a.type === ACCOUNT_TYPE.council ? `${a.council_id}/${a.level}` : null);

async function runTransaction(db: Db, operations: Operation[]): Promise<void> {
  try {
    await db.doc.send(new TransactWriteCommand({ TransactItems: operations.map(({ item }) => item) }));
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const index = error.CancellationReasons?.findIndex((r) => r.Code === 'ConditionalCheckFailed') ?? -1;
      if (index >= 0) throw operations[index]!.onConflict();
    }
    throw error;
  }
}

const StoredAccountItem = z.object({ rev: z.number().int().nonnegative(), data: SiteAccountSchema });

/** The account as answers carry it: with its `rev` as the edit version. */
const versioned = (item: unknown): SiteAccount => {
  const { rev, data } = StoredAccountItem.parse(item);
  return { ...data, version: rev };
};

async function getStored(db: Db, key: ItemKey): Promise<{ account: SiteAccount; rev: number } | null> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key, ConsistentRead: true }));
  if (!Item) return null;
  const { rev, data } = StoredAccountItem.parse(Item);
  return { account: data, rev };
}

export async function getAccount(db: Db, id: number): Promise<SiteAccount | null> {
  const stored = await getStored(db, keys.account(id));
  return stored ? { ...stored.account, version: stored.rev } : null;
}

/** The stored account of an address (any spelling), one consistent read. */
export async function findAccountByAddress(db: Db, address: string): Promise<SiteAccount | null> {
  return (await getStored(db, keys.accountByAddress(address)))?.account ?? null;
}

/** Every stored account, by id. A few hundred at most: one partition. */
export async function listAccounts(db: Db): Promise<SiteAccount[]> {
  const { pk, skPrefix } = keys.accountPrefix();
  return (await queryPrefix(db, pk, skPrefix)).map(versioned);
}

/** Site admins (level 0) then site managers (level 1), each by id. */
export async function listSiteOperators(db: Db): Promise<SiteAccount[]> {
  return (await listAccounts(db)).filter((a) => a.type === ACCOUNT_TYPE.site).sort((a, b) => a.level - b.level || a.id - b.id);
}

/** One council's admin and managers. */
export async function listCouncilAccounts(db: Db, councilId: number): Promise<SiteAccount[]> {
  return (await listAccounts(db))
    .filter((a) => a.type === ACCOUNT_TYPE.council && a.council_id === councilId)
    .sort((a, b) => a.level - b.level || a.id - b.id);
}

async function nextAccountId(db: Db): Promise<number> {
  const { Attributes } = await db.doc.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.accountCounter(),
      UpdateExpression: 'SET #entity = :entity, #v = :v ADD #last :one',
      ExpressionAttributeNames: { '#entity': 'entity', '#v': 'v', '#last': 'last_id' },
      ExpressionAttributeValues: { ':entity': ENTITY.accountCounter, ':v': 1, ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return z.number().int().positive().parse(Attributes?.last_id);
}

/**
 * Adds an account: its record, its address (refused when another account has it) and, for a
 * council member, a seat (refused beyond 1 admin and 2 managers), all in one transaction so that
 * two operators adding at once cannot pass a limit.
 */
export async function createAccount(db: Db, input: AccountInput): Promise<SiteAccount> {
  const account = normalise(input, await nextAccountId(db));
  const [record, byAddress] = accountItems(account, 1);
  await runTransaction(db, [
    { item: { Put: { TableName: db.tableName, Item: record!, ConditionExpression: 'attribute_not_exists(pk)' } }, onConflict: () => new AccountChangedError('Account id in use') },
    {
      item: { Put: { TableName: db.tableName, Item: byAddress!, ConditionExpression: 'attribute_not_exists(pk)' } },
      onConflict: () => new AccountAddressTakenError(`${account.address} already has an account`),
    },
    ...takeSeat(db, account),
  ]);
  return { ...account, version: 1 };
}

/**
 * Replaces an account's address, council or level, moving its address entry and its seat in the
 * same transaction; only over `expectedVersion`, the version its editor read (absent: the one read here).
 */
export async function updateAccount(db: Db, id: number, input: AccountInput, expectedVersion?: number): Promise<SiteAccount> {
  const current = await getStored(db, keys.account(id));
  if (!current) throw new AccountChangedError(`No account ${id}`);
  if (expectedVersion !== undefined && current.rev !== expectedVersion) throw new AccountChangedError(`SiteAccount ${id} changed since it was read`);
  const before = current.account;
  const after = normalise(input, id);
  const [record, byAddress] = accountItems(after, current.rev + 1);
  const sameRev = { ConditionExpression: '#rev = :rev', ExpressionAttributeNames: { '#rev': 'rev' }, ExpressionAttributeValues: { ':rev': current.rev } };
  const changed = () => new AccountChangedError(`SiteAccount ${id} changed meanwhile`);
  const operations: Operation[] = [{ item: { Put: { TableName: db.tableName, Item: record!, ...sameRev } }, onConflict: changed }];
  if (before.address === after.address) {
    operations.push({ item: { Put: { TableName: db.tableName, Item: byAddress!, ...sameRev } }, onConflict: changed });
  } else {
    operations.push(
      { item: { Delete: { TableName: db.tableName, Key: keys.accountByAddress(before.address), ...sameRev } }, onConflict: changed },
      {
        item: { Put: { TableName: db.tableName, Item: byAddress!, ConditionExpression: 'attribute_not_exists(pk)' } },
        onConflict: () => new AccountAddressTakenError(`${after.address} already has an account`),
      },
    );
  }
  if (seatOf(before) !== seatOf(after)) operations.push(...freeSeat(db, before), ...takeSeat(db, after));
  await runTransaction(db, operations);
  // The old address holds no account any more: its sessions end with it.
  if (before.address !== after.address) await deleteSessionsOf(db, before.address);
  return { ...after, version: current.rev + 1 };
}

/**
 * Removes an account, its address entry and its seat; refused when it changed while this ran. Its
 * sessions go right after, so none is left to open the address if it is added back with another role.
 */
export async function deleteAccount(db: Db, id: number): Promise<SiteAccount> {
  const current = await getStored(db, keys.account(id));
  if (!current) throw new AccountChangedError(`No account ${id}`);
  const sameRev = { ConditionExpression: '#rev = :rev', ExpressionAttributeNames: { '#rev': 'rev' }, ExpressionAttributeValues: { ':rev': current.rev } };
  const changed = () => new AccountChangedError(`SiteAccount ${id} changed meanwhile`);
  await runTransaction(db, [
    { item: { Delete: { TableName: db.tableName, Key: keys.account(id), ...sameRev } }, onConflict: changed },
    { item: { Delete: { TableName: db.tableName, Key: keys.accountByAddress(current.account.address), ...sameRev } }, onConflict: changed },
    ...freeSeat(db, current.account),
  ]);
  await deleteSessionsOf(db, current.account.address);
  return current.account;
}

/**
 * Writes the site admin unless the address already has an account (the command line's add-admin;
 * the API never creates one). Returns the account the address has afterwards.
 */
export async function addSiteAdmin(db: Db, address: string): Promise<{ account: SiteAccount; created: boolean }> {
  const existing = await findAccountByAddress(db, address);
  if (existing) return { account: existing, created: false };
  try {
    return { account: await createAccount(db, { address, council_id: 0, level: 0, type: ACCOUNT_TYPE.site }), created: true };
  } catch (error) {
    // Another writer added it between the read and the write.
    if (!(error instanceof AccountAddressTakenError)) throw error;
    const account = await findAccountByAddress(db, address);
    if (!account) throw error;
    return { account, created: false };
  }
}

const SecretaryApproverSchema = z.strictObject({ address: z.string().regex(/^0x[0-9a-f]{40}$/) });

/** The voting contract's secretary's approvers, lower-case. */
export async function listSecretaryApprovers(db: Db): Promise<string[]> {
  const { pk, skPrefix } = keys.secretaryApproverPrefix();
  return (await queryPrefix(db, pk, skPrefix)).map((i) => SecretaryApproverSchema.parse(i.data).address);
}

export async function isSecretaryApprover(db: Db, address: string): Promise<boolean> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: keys.secretaryApprover(address) }));
  return Item !== undefined;
}

/**
 * Replaces the approver list: the governance job writes what the chain names (the secretary
 * multisig's owners, or a Klaytn secretary's keys); the local stack's seed fills an empty table
 * before the first run.
 */
export async function putSecretaryApprovers(db: Db, addresses: readonly string[]): Promise<void> {
  const next = new Set(addresses.map((a) => a.toLowerCase()));
  const previous = await listSecretaryApprovers(db);
  // One transaction: the set changes all at once (and DynamoDB Local commits it once, not item by item).
  await transactWrite(db, {
    put: [...next].map((address) => ({ ...keys.secretaryApprover(address), entity: ENTITY.secretaryApprover, v: 1, data: SecretaryApproverSchema.parse({ address }) })),
    delete: previous.filter((a) => !next.has(a)).map(keys.secretaryApprover),
  });
}

/**
 * What an address may do, read fresh on every sign-in and every signed-in request (so a removed
 * account loses its rights at once): its stored account, whether it approves for the secretary and
 * which council it votes for. null: it may not sign in.
 */
export async function findSignInAccount(db: Db, address: string): Promise<Account | null> {
  const [stored, secretary, voterCouncilId] = await Promise.all([
    findAccountByAddress(db, address),
    isSecretaryApprover(db, address),
    findCouncilByVoter(db, address),
  ]);
  return deriveSignedInAccount(address, { stored, secretary, voterCouncilId });
}
