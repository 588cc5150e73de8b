import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { forEachConcurrently } from '../../concurrency';
import {
  FUND_TYPES,
  SPENDING_CATEGORIES,
  TreasuryHistoryEntrySchema,
  TreasuryTransactionEditSchema,
  TreasuryTransactionSchema,
  type FundType,
  type TreasuryHistoryEntry,
  type TreasuryTransaction,
  type TreasuryTransactionEdit,
} from '../../entities/treasury';
import { treasuryUsage } from '../../views/treasuryViews';
import { batchGet, batchWrite, queryPrefix, type RawItem } from '../batch';
import type { Db } from '../client';
import { ENTITY, keys, type ItemKey } from '../keys';
import { PROJECTION_VERSION, projectionVersionOf } from '../projectionVersions';
import { versionCondition, versionOf, withVersion } from '../versioned';
import { ConflictError, InvalidEditError, MissingItemError } from '../writeErrors';
import { queryLatest } from './stats';

/** What an operator sets of a payment; kept on the item (`operator`) so no indexer run overwrites it. */
const OperatorFieldsSchema = z.strictObject({
  label: z.string(),
  kgp: z.string().nullable(),
  title: z.string(),
  recipient: TreasuryTransactionSchema.shape.recipient,
});
type OperatorFields = z.infer<typeof OperatorFieldsSchema>;

const WRITE_ATTEMPTS = 5;

/** `pv`: the projection version of the chain's fields (an operator's edit keeps the one it found). */
function transactionItem(key: ItemKey, data: TreasuryTransaction, operator: OperatorFields | undefined, version: number, pv: number = PROJECTION_VERSION.treasuryPayment): RawItem {
  const { version: _answerOnly, ...stored } = data;
  return {
    ...key,
    entity: ENTITY.treasuryTransaction,
    v: 1,
    pv,
    data: TreasuryTransactionSchema.parse(stored),
    ...(operator ? { operator, version } : {}),
  };
}

/**
 * The indexer's write of payments read from the chain. A payment an operator has labelled keeps the
 * operator's label, KGP, project and recipient over every later run (the chain's memo never
 * overwrites them); its other fields follow the chain. Unlabelled payments are written as read.
 */
export async function putTreasuryTransactions(db: Db, transactions: readonly (TreasuryTransaction & { logIndex: number })[]): Promise<void> {
  await forEachConcurrently(transactions, 4, async ({ logIndex, ...tx }) => {
    const key = keys.treasuryTransaction(tx.fund, tx.block, logIndex);
    try {
      await db.doc.send(
        new PutCommand({
          TableName: db.tableName,
          Item: transactionItem(key, tx, undefined, 0),
          ConditionExpression: 'attribute_not_exists(#operator)',
          ExpressionAttributeNames: { '#operator': 'operator' },
        }),
      );
      return;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
    // Labelled by an operator: the chain's fields under the operator's, at the version read.
    for (let attempt = 1; ; attempt++) {
      const { Item } = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key, ConsistentRead: true }));
      const operator = OperatorFieldsSchema.parse(Item?.operator);
      const version = versionOf(Item ?? {});
      try {
        await db.doc.send(
          new PutCommand({ TableName: db.tableName, Item: transactionItem(key, { ...tx, ...operator }, operator, version), ...versionCondition(version) }),
        );
        return;
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException) || attempt >= WRITE_ATTEMPTS) throw error;
      }
    }
  });
}

/**
 * Each UTC day's projection version over both funds' payments of that day (the oldest of them), by
 * day (yyyy-MM-dd): the days the indexer derives again.
 */
export async function listTreasuryPaymentDayVersions(db: Db): Promise<Map<string, number>> {
  const days = new Map<string, number>();
  for (const fund of FUND_TYPES) {
    const { pk, skPrefix } = keys.treasuryTransactionPrefix(fund);
    for (const i of await queryPrefix(db, pk, skPrefix, { projection: ['sk', 'pv', 'data'] })) {
      const day = TreasuryTransactionSchema.parse(i.data).date.slice(0, 10);
      const pv = projectionVersionOf(i);
      days.set(day, Math.min(pv, days.get(day) ?? pv));
    }
  }
  return days;
}

/** The stored payments at these keys (fund, block, log index), as stored (an operator's fields over the chain's), with their projection version. */
export async function getTreasuryPayments(db: Db, wanted: readonly { fund: FundType; block: number; logIndex: number }[]): Promise<Map<string, { tx: TreasuryTransaction; pv: number; labelled: boolean }>> {
  const found = await batchGet(db, wanted.map((w) => keys.treasuryTransaction(w.fund, w.block, w.logIndex)));
  return new Map(found.map((i) => [`${i.pk}|${i.sk}`, { tx: TreasuryTransactionSchema.parse(i.data), pv: projectionVersionOf(i), labelled: i.operator !== undefined }]));
}

/** The key getTreasuryPayments answers a payment under. */
export function treasuryPaymentKey(fund: FundType, block: number, logIndex: number): string {
  const { pk, sk } = keys.treasuryTransaction(fund, block, logIndex);
  return `${pk}|${sk}`;
}

/** A fund's payments, newest first, each with its edit version once edited. */
export async function listTreasuryTransactions(db: Db, fund: FundType, options: { consistentRead?: boolean } = {}): Promise<TreasuryTransaction[]> {
  const { pk, skPrefix } = keys.treasuryTransactionPrefix(fund);
  return (await queryPrefix(db, pk, skPrefix, options)).map((i) => withVersion(TreasuryTransactionSchema.parse(i.data), i)).reverse();
}

/** The payment with this id (block × 10,000 + log index) in either fund, with its item. */
async function findTreasuryTransaction(db: Db, id: number): Promise<{ key: ItemKey; item: Record<string, unknown>; tx: TreasuryTransaction } | null> {
  const block = Math.floor(id / 10_000);
  const logIndex = id % 10_000;
  for (const fund of FUND_TYPES) {
    const key = keys.treasuryTransaction(fund, block, logIndex);
    const { Item } = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key, ConsistentRead: true }));
    if (Item) return { key, item: Item, tx: TreasuryTransactionSchema.parse(Item.data) };
  }
  return null;
}

/**
 * An operator's relabelling of one payment (PUT /v1/treasury/transactions/{id}): its label (one of
 * its fund's spending categories), KGP, project and recipient, at the version the editor read. In one
 * transaction it saves the payment and rebuilds the chart's usage of the payment's month, so the
 * public Treasury list, its CSV and its chart show the edit at once. (An indexer run that read the
 * month before this edit may write the old usage once; its next run recomputes it from the labels.)
 *
 * Throws ConflictError (changed since `version`), MissingItemError, InvalidEditError (a label that
 * is not one of the fund's categories). Returns the saved payment with its new version.
 */
export async function updateTreasuryTransaction(db: Db, id: number, edit: TreasuryTransactionEdit, version: number): Promise<TreasuryTransaction> {
  const fields = TreasuryTransactionEditSchema.parse(edit);
  const operator: OperatorFields = { label: fields.label, kgp: fields.kgp ? fields.kgp : null, title: fields.title, recipient: fields.recipient };
  for (let attempt = 1; ; attempt++) {
    const found = await findTreasuryTransaction(db, id);
    if (!found) throw new MissingItemError(`Treasury transaction ${id} not found`);
    if (versionOf(found.item) !== version) throw conflict(id);
    const { fund } = found.tx;
    if (!SPENDING_CATEGORIES[fund].includes(operator.label)) throw new InvalidEditError(`"${operator.label}" is not a spending category of ${fund}`);
    const saved: TreasuryTransaction = { ...found.tx, ...operator };

    const month = saved.date.slice(0, 7);
    const monthKey = keys.treasuryMonth(fund, month);
    const { Item: monthItem } = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: monthKey, ConsistentRead: true }));
    const writes: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']> = [
      { Put: { TableName: db.tableName, Item: transactionItem(found.key, saved, operator, version + 1, projectionVersionOf(found.item)), ...versionCondition(version) } },
    ];
    if (monthItem) {
      const payments = (await listTreasuryTransactions(db, fund, { consistentRead: true })).filter((t) => t.date.slice(0, 7) === month).map((t) => (t.id === id ? saved : t));
      const entry = TreasuryHistoryEntrySchema.parse({ ...TreasuryHistoryEntrySchema.parse(monthItem.data), usage: treasuryUsage(payments) });
      writes.push({ Put: { TableName: db.tableName, Item: { ...monthItem, data: entry } } });
    }
    try {
      await db.doc.send(new TransactWriteCommand({ TransactItems: writes }));
      return { ...saved, version: version + 1 };
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const [txReason, monthReason] = error.CancellationReasons ?? [];
      if (txReason?.Code === 'ConditionalCheckFailed') throw conflict(id);
      const retry = [txReason, monthReason].some((r) => r?.Code === 'TransactionConflict');
      if (!retry || attempt >= WRITE_ATTEMPTS) throw error;
    }
  }
}

function conflict(id: number): ConflictError {
  return new ConflictError(`Treasury transaction ${id} was changed by someone else since you opened it. Reload it and make your edit again.`);
}

export async function putTreasuryMonths(db: Db, fund: FundType, months: readonly TreasuryHistoryEntry[]): Promise<void> {
  await batchWrite(db, {
    put: months.map((m) => ({ ...keys.treasuryMonth(fund, m.date), entity: ENTITY.treasuryMonth, v: 1, data: TreasuryHistoryEntrySchema.parse(m) })),
  });
}

/** A fund's latest `count` months, newest first. */
export async function listTreasuryMonths(db: Db, fund: FundType, count: number): Promise<TreasuryHistoryEntry[]> {
  const { pk, skPrefix } = keys.treasuryMonthPrefix(fund);
  return (await queryLatest(db, pk, skPrefix, count)).map((i) => z.parse(TreasuryHistoryEntrySchema, i.data));
}
