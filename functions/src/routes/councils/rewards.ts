import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { councilRoutes } from '@portal/core/api/councilRoutes';
import { getCouncilRecord } from '@portal/core/db/repositories/councils';
import { listStakingPointsOfMonth } from '@portal/core/db/repositories/stats';
import { success } from '@portal/core/envelope';
import { rewardCsvFileName, rewardCsvRows, rewardMonths } from '@portal/core/rules/councilRewards';
import { accessFor } from '../../access';
import { BalanceLookupError, lookupBalance } from '../../chain/councilBalance';
import { RpcError } from '../../chain/jsonRpc';
import { csv, csvResponse } from '../../csv';
import type { AppEnv } from '../../deps';
import { badRequest, notFound } from '../../errors';
import { noQuery, validate } from '../../validate';
import { assertReadScope } from './scope';
import { networkProfileOfConfig } from '@portal/core/config';
import { serverText } from '@portal/core/i18n/serverText';

const rewards = councilRoutes['GET /v1/councils/{cid}/rewards'];
const balance = councilRoutes['POST /v1/councils/{cid}/balance'];

/** A council's Reward & Balance card (admin-area §2.6): a month's reward data as CSV, and the balance checker. */
export const councilRewards = new Hono<AppEnv>()
  .get('/:cid{[0-9]+}/rewards', accessFor(rewards), validate('param', rewards.params), validate('query', rewards.query), async (c) => {
    const { cid } = c.req.valid('param');
    const { year, month, lang } = c.req.valid('query');
    assertReadScope(c.get('account'), cid);
    if (!rewardMonths(year, new Date()).includes(month)) throw badRequest(`There is no reward data for ${year}-${month} yet`);
    const { db, config } = c.get('deps');
    const stored = await getCouncilRecord(db, cid);
    if (!stored) throw notFound(`Council ${cid} not found`);
    const points = await listStakingPointsOfMonth(db, cid, `${year}-${month}`);
    return csvResponse(csv(rewardCsvRows(points, serverText(lang).columns.rewards(networkProfileOfConfig(config).token))), rewardCsvFileName(stored.record.name, year, month));
  })
  .post('/:cid{[0-9]+}/balance', accessFor(balance), validate('param', balance.params), noQuery(), validate('json', balance.body), async (c) => {
    const { cid } = c.req.valid('param');
    assertReadScope(c.get('account'), cid);
    const { config } = c.get('deps');
    if (!config) throw new HTTPException(503, { message: 'The network is not configured on this server' });
    try {
      return c.json(success(await lookupBalance(config.RPC_URL, c.req.valid('json'))));
    } catch (error) {
      if (error instanceof BalanceLookupError) throw badRequest(error.message);
      if (error instanceof RpcError) throw new HTTPException(502, { message: error.message });
      throw error;
    }
  });
