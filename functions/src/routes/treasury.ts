import { Hono } from 'hono';
import { z } from 'zod';
import { listTreasuryMonths, listTreasuryTransactions } from '@portal/core/db/repositories/treasury';
import { FundType, TREASURY_HISTORY_MONTHS, treasuryCsvFileName, type TreasuryTransaction } from '@portal/core/entities/treasury';
import { success } from '@portal/core/envelope';
import type { AppEnv } from '../deps';
import { noQuery, validate } from '../validate';

/** KCF or kcf: the fund of the path. */
const Fund = z.string().transform((v) => v.toUpperCase()).pipe(FundType);

/** One CSV field, quoted when it must be (RFC 4180). */
export function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csv(rows: readonly (readonly (string | number | null)[])[]): string {
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export const TREASURY_CSV_COLUMNS = ['No.', 'Date (UTC)', 'Category', 'KGP', 'Project', 'Recipient', 'Value (KLAY)', 'Transaction Hash'] as const;

export function treasuryCsv(list: readonly TreasuryTransaction[]): string {
  return csv([
    TREASURY_CSV_COLUMNS,
    ...list.map((t, i) => [list.length - i, t.date.slice(0, 19).replace('T', ' '), t.label, t.kgp === null ? '' : `KGP-${t.kgp}`, t.title, t.recipient, t.value, t.tx_hash]),
  ]);
}

/** A CSV answer whose file name the page reads from Content-Disposition (spec §7 downloads). */
export function csvResponse(body: string, fileName: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Access-Control-Expose-Headers': 'Content-Disposition',
    },
  });
}

/**
 * GET /v1/treasury/transactions/{fund} (newest first; the page shows 20 or 10 a page), its CSV
 * download, and GET /v1/treasury/history/{fundType}: the last 12 months, newest first.
 */
export const treasury = new Hono<AppEnv>()
  .get('/transactions/:fund', validate('param', z.strictObject({ fund: Fund })), noQuery(), async (c) => {
    const { fund } = c.req.valid('param');
    return c.json(success(await listTreasuryTransactions(c.get('deps').db, fund)));
  })
  .get('/transactions/:fund/download', validate('param', z.strictObject({ fund: Fund })), noQuery(), async (c) => {
    const { fund } = c.req.valid('param');
    const list = await listTreasuryTransactions(c.get('deps').db, fund);
    const date = (list[0]?.date ?? new Date().toISOString()).slice(0, 10);
    return csvResponse(treasuryCsv(list), treasuryCsvFileName(fund, date));
  })
  .get('/history/:fundType', validate('param', z.strictObject({ fundType: Fund })), noQuery(), async (c) => {
    const { fundType } = c.req.valid('param');
    return c.json(success(await listTreasuryMonths(c.get('deps').db, fundType, TREASURY_HISTORY_MONTHS)));
  });
