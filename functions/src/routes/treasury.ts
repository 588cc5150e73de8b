import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { statusRoutes } from '@portal/core/api/statusRoutes';
import { listTreasuryMonths, listTreasuryTransactions, updateTreasuryTransaction } from '@portal/core/db/repositories/treasury';
import { TREASURY_HISTORY_MONTHS, treasuryCsvFileName, type TreasurySync, type TreasuryTransaction } from '@portal/core/entities/treasury';
import { success } from '@portal/core/envelope';
import { csv, csvResponse } from '../csv';
import { accessFor } from '../access';
import type { AppEnv } from '../deps';
import { versionFromIfMatch } from '../ifMatch';
import { noQuery, validate } from '../validate';
import { networkProfileOfConfig } from '@portal/core/config';
import { type Lang, serverText } from '@portal/core/i18n/serverText';

/** The payments download's header; values are in the deployment's token (networkProfile.ts). */
export const treasuryCsvColumns = (token: string, lang: Lang = 'en') => serverText(lang).columns.treasury(token);

/** The payments; a category is the label the payment's memo or its editor gave, kept as written. */
export function treasuryCsv(list: readonly TreasuryTransaction[], token: string, lang: Lang = 'en'): string {
  return csv([
    treasuryCsvColumns(token, lang),
    ...list.map((t, i) => [list.length - i, t.date.slice(0, 19).replace('T', ' '), t.label, t.kgp === null ? '' : `KGP-${t.kgp}`, t.title, t.recipient, t.value, t.tx_hash]),
  ]);
}

const payments = statusRoutes['GET /v1/treasury/transactions/{fund}'];
const download = statusRoutes['GET /v1/treasury/transactions/{fund}/download'];
const edit = statusRoutes['PUT /v1/treasury/transactions/{treasuryId}'];
const syncNow = statusRoutes['POST /v1/treasury/transactions'];
const history = statusRoutes['GET /v1/treasury/history/{fundType}'];

/**
 * GET /v1/treasury/transactions/{fund} (newest first; the page shows 20 or 10 a page; an edited
 * payment carries its edit version), its CSV download, and GET /v1/treasury/history/{fundType}: the
 * last 12 months, newest first. Site admins relabel a payment (PUT .../{treasuryId}, the version read
 * in If-Match) and run the treasury job now (POST /v1/treasury/transactions, Sync Data).
 */
export const treasury = new Hono<AppEnv>()
  .get('/transactions/:fund', accessFor(payments), validate('param', payments.params), noQuery(), async (c) => {
    const { fund } = c.req.valid('param');
    return c.json(success(await listTreasuryTransactions(c.get('deps').db, fund)));
  })
  .get('/transactions/:fund/download', accessFor(download), validate('param', download.params), validate('query', download.query), async (c) => {
    const { fund } = c.req.valid('param');
    const { lang } = c.req.valid('query');
    const list = await listTreasuryTransactions(c.get('deps').db, fund);
    const date = (list[0]?.date ?? new Date().toISOString()).slice(0, 10);
    return csvResponse(treasuryCsv(list, networkProfileOfConfig(c.get('deps').config).token, lang), treasuryCsvFileName(fund, date));
  })
  .put('/transactions/:treasuryId', accessFor(edit), validate('param', edit.params), noQuery(), validate('json', edit.body), async (c) => {
    const { treasuryId } = c.req.valid('param');
    const version = versionFromIfMatch(c, 'the payment');
    return c.json(success(await updateTreasuryTransaction(c.get('deps').db, treasuryId, c.req.valid('json'), version)));
  })
  .post('/transactions', accessFor(syncNow), noQuery(), async (c) => {
    const sync = c.get('deps').treasurySync;
    if (!sync) throw new HTTPException(503, { message: 'This deployment cannot run the treasury job on request' });
    // Answers when the run has ended: the list the editor then reads holds what it found.
    await sync();
    const answer: TreasurySync = { synced_at: new Date().toISOString() };
    return c.json(success(answer));
  })
  .get('/history/:fundType', accessFor(history), validate('param', history.params), noQuery(), async (c) => {
    const { fundType } = c.req.valid('param');
    return c.json(success(await listTreasuryMonths(c.get('deps').db, fundType, TREASURY_HISTORY_MONTHS)));
  });
