import { z } from 'zod';
import { TreasuryHistoryEntrySchema, TreasuryTransactionSchema, type FundType, type TreasuryHistoryEntry, type TreasuryTransaction } from '../../entities/treasury';
import { batchWrite, queryPrefix } from '../batch';
import type { Db } from '../client';
import { ENTITY, keys } from '../keys';
import { queryLatest } from './stats';

export async function putTreasuryTransactions(db: Db, transactions: readonly (TreasuryTransaction & { logIndex: number })[]): Promise<void> {
  await batchWrite(db, {
    put: transactions.map(({ logIndex, ...tx }) => ({
      ...keys.treasuryTransaction(tx.fund, tx.block, logIndex),
      entity: ENTITY.treasuryTransaction,
      v: 1,
      data: TreasuryTransactionSchema.parse(tx),
    })),
  });
}

/** A fund's payments, newest first. */
export async function listTreasuryTransactions(db: Db, fund: FundType): Promise<TreasuryTransaction[]> {
  const { pk, skPrefix } = keys.treasuryTransactionPrefix(fund);
  return (await queryPrefix(db, pk, skPrefix)).map((i) => TreasuryTransactionSchema.parse(i.data)).reverse();
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
