import { Hono } from 'hono';
import { z } from 'zod';
import { listTreasuryMonths, listTreasuryTransactions } from '@portal/core/db/repositories/treasury';
import { FundType, TREASURY_HISTORY_MONTHS, treasuryCsvFileName, type TreasuryTransaction } from '@portal/core/entities/treasury';
import { success } from '@portal/core/envelope';
import { csv, csvResponse } from '../csv';
import { publicRead } from '../access';
import type { AppEnv } from '../deps';
import { noQuery, validate } from '../validate';

/** KCF or kcf: the fund of the path. */
const Fund = z.string().transform((v) => v.toUpperCase()).pipe(FundType);

export const TREASURY_CSV_COLUMNS = ['No.', 'Date (UTC)', 'Category', 'KGP', 'Project', 'Recipient', 'Value (KLAY)', 'Transaction Hash'] as const;

export function treasuryCsv(list: readonly TreasuryTransaction[]): string {
  return csv([
    TREASURY_CSV_COLUMNS,
    ...list.map((t, i) => [list.length - i, t.date.slice(0, 19).replace('T', ' '), t.label, t.kgp === null ? '' : `KGP-${t.kgp}`, t.title, t.recipient, t.value, t.tx_hash]),
  ]);
}

/**
 * GET /v1/treasury/transactions/{fund} (newest first; the page shows 20 or 10 a page), its CSV
 * download, and GET /v1/treasury/history/{fundType}: the last 12 months, newest first.
 */
export const treasury = new Hono<AppEnv>()
  .get('/transactions/:fund', publicRead(), validate('param', z.strictObject({ fund: Fund })), noQuery(), async (c) => {
    const { fund } = c.req.valid('param');
    return c.json(success(await listTreasuryTransactions(c.get('deps').db, fund)));
  })
  .get('/transactions/:fund/download', publicRead(), validate('param', z.strictObject({ fund: Fund })), noQuery(), async (c) => {
    const { fund } = c.req.valid('param');
    const list = await listTreasuryTransactions(c.get('deps').db, fund);
    const date = (list[0]?.date ?? new Date().toISOString()).slice(0, 10);
    return csvResponse(treasuryCsv(list), treasuryCsvFileName(fund, date));
  })
  .get('/history/:fundType', publicRead(), validate('param', z.strictObject({ fundType: Fund })), noQuery(), async (c) => {
    const { fundType } = c.req.valid('param');
    return c.json(success(await listTreasuryMonths(c.get('deps').db, fundType, TREASURY_HISTORY_MONTHS)));
  });
