import { Hono } from 'hono';
import { statusRoutes } from '@portal/core/api/statusRoutes';
import { listTreasuryMonths, listTreasuryTransactions } from '@portal/core/db/repositories/treasury';
import type { Db } from '@portal/core/db/client';
import { FINANCIAL_CSV_FILE_NAME, FUND_TYPES, type FundType, TREASURY_HISTORY_MONTHS, type FinancialRow } from '@portal/core/entities/treasury';
import { success } from '@portal/core/envelope';
import { financialStatementRows } from '@portal/core/rules/financialStatement';
import { csv, csvResponse } from '../csv';
import { accessFor } from '../access';
import type { AppEnv } from '../deps';
import { validate } from '../validate';
import { networkProfileOfConfig } from '@portal/core/config';
import { type Lang, serverText } from '@portal/core/i18n/serverText';

const statement = statusRoutes['GET /v1/financial'];
const download = statusRoutes['GET /v1/financial/download'];

/** Each fund's months: opening balance, what came in (minting, deposits), what was paid, closing balance. */
async function financialRows(db: Db, funds: readonly FundType[]): Promise<FinancialRow[]> {
  const rows: FinancialRow[] = [];
  for (const fund of funds) {
    const [months, payments] = await Promise.all([listTreasuryMonths(db, fund, TREASURY_HISTORY_MONTHS), listTreasuryTransactions(db, fund)]);
    rows.push(...financialStatementRows(fund, months, payments));
  }
  return rows;
}

/** The statement download's header; amounts are in the deployment's token (networkProfile.ts). */
export const financialCsvColumns = (token: string, lang: Lang = 'en') => serverText(lang).columns.financial(token);

/** GET /v1/financial (both funds, or ?fund=) and its CSV download. */
export const financial = new Hono<AppEnv>()
  .get('/', accessFor(statement), validate('query', statement.query), async (c) => {
    const { fund } = c.req.valid('query');
    return c.json(success(await financialRows(c.get('deps').db, fund ? [fund] : FUND_TYPES)));
  })
  .get('/download', accessFor(download), validate('query', download.query), async (c) => {
    const { fund, lang } = c.req.valid('query');
    const { db, config } = c.get('deps');
    const rows = await financialRows(db, fund ? [fund] : FUND_TYPES);
    // The Fund column keeps the stored key (KCF, KFF), as the ?fund= parameter that selects it does.
    const body = csv([financialCsvColumns(networkProfileOfConfig(config).token, lang), ...rows.map((r) => [r.month, r.fund, r.opening_balance, r.inflow, r.outflow, r.closing_balance])]);
    return csvResponse(body, FINANCIAL_CSV_FILE_NAME);
  });
