import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type ContractDay, ContractDaySchema, type ContractTransaction, ContractTransactionSchema, type TransactionPage } from '../../entities/contractTransaction';
import { batchWrite, queryPrefix, type RawItem } from '../batch';
import type { Db } from '../client';
import type { StoredItem } from '../items';
import { ENTITY, keys } from '../keys';

/**
 * Transactions of the contracts the portal follows, filed under every followed address they concern
 * (sender, recipient, or a contract that logged in them), and each address's daily totals.
 */

function txItem(address: string, tx: ContractTransaction): RawItem {
  const data = ContractTransactionSchema.parse(tx);
  return { ...keys.contractTransaction(address, data.date, data.block, data.index), entity: ENTITY.contractTransaction, v: 1, data } satisfies StoredItem<ContractTransaction>;
}

/** Writes each transaction under each of its addresses; the same transaction always lands on the same key. */
export async function putContractTransactions(db: Db, filed: { address: string; tx: ContractTransaction }[]): Promise<void> {
  await batchWrite(db, { put: filed.map(({ address, tx }) => txItem(address, tx)) });
}

const CURSOR_PATTERN = /^TX#\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z#\d{12}#\d{6}$/;

/** The opaque `next` of a page: the last item's sort key, base64url. */
export function encodeTxCursor(sk: string): string {
  return Buffer.from(sk, 'utf8').toString('base64url');
}

/** The sort key a cursor stands for, or null when it is not one of ours. */
export function decodeTxCursor(cursor: string): string | null {
  const sk = Buffer.from(cursor, 'base64url').toString('utf8');
  return CURSOR_PATTERN.test(sk) ? sk : null;
}

/** One page of an address's transactions, newest first (one Query). */
export async function listContractTransactions(db: Db, address: string, options: { limit: number; after?: string | null }): Promise<TransactionPage> {
  const { pk, skPrefix } = keys.contractTransactionPrefix(address);
  const { Items = [] } = await db.doc.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: options.after ? 'pk = :pk AND sk BETWEEN :prefix AND :before' : 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: options.after
        ? { ':pk': pk, ':prefix': skPrefix, ':before': options.after }
        : { ':pk': pk, ':prefix': skPrefix },
      ScanIndexForward: false,
      // One more than asked, to know whether a next page exists without a second request (and the
      // cursor's own item, which BETWEEN includes).
      Limit: options.limit + (options.after ? 2 : 1),
    }),
  );
  // BETWEEN is inclusive: the cursor's own item comes back first.
  const rows = options.after ? Items.filter((i) => i.sk !== options.after) : Items;
  const page = rows.slice(0, options.limit);
  const hasMore = rows.length > options.limit;
  const last = page.at(-1);
  return {
    items: page.map((i) => ContractTransactionSchema.parse(i.data)),
    next: hasMore && last ? encodeTxCursor(String(last.sk)) : null,
  };
}

/** An address's transactions whose time is in [fromIso, toIso), oldest first (what a day's totals add up). */
export async function listContractTransactionsBetween(db: Db, address: string, fromIso: string, toIso: string): Promise<ContractTransaction[]> {
  const { pk } = keys.contractTransactionPrefix(address);
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.doc.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        // Keys are TX#<iso>#<block>#<index>: from `TX#<from>#` to `TX#<to>#` is [from, to) exactly.
        ExpressionAttributeValues: { ':pk': pk, ':from': `TX#${fromIso}#`, ':to': `TX#${toIso}#` },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items.map((i) => ContractTransactionSchema.parse(i.data));
}

export async function putContractDays(db: Db, days: ContractDay[]): Promise<void> {
  await batchWrite(db, {
    put: days.map((day) => {
      const data = ContractDaySchema.parse(day);
      return { ...keys.contractDay(data.address, data.day), entity: ENTITY.contractDay, v: 1, data } satisfies StoredItem<ContractDay>;
    }),
  });
}

/** Every daily total of an address, oldest first. */
export async function listContractDays(db: Db, address: string): Promise<ContractDay[]> {
  const { pk, skPrefix } = keys.contractDayPrefix(address);
  return (await queryPrefix(db, pk, skPrefix)).map((i) => ContractDaySchema.parse(i.data));
}

/** Removes everything filed under these addresses (their chain was replaced: a new devnet, a deep reorg). */
export async function clearContractItems(db: Db, addresses: readonly string[]): Promise<number> {
  const targets: { pk: string; sk: string }[] = [];
  for (const address of addresses) {
    for (const { pk, skPrefix } of [keys.contractTransactionPrefix(address), keys.contractDayPrefix(address)]) {
      for (const i of await queryPrefix(db, pk, skPrefix, { projection: ['pk', 'sk'] })) targets.push({ pk: i.pk, sk: i.sk });
    }
  }
  await batchWrite(db, { delete: targets });
  return targets.length;
}
