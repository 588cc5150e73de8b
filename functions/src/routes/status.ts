import { Hono, type Context } from 'hono';
import { statusRoutes } from '@portal/core/api/statusRoutes';
import { getContractRanking } from '@portal/core/db/repositories/contractRankings';
import { getNetworkStatus, listAccountMonths, listLatestChainDays, listStakingPoints } from '@portal/core/db/repositories/stats';
import type { RankType } from '@portal/core/entities/stats';
import { success } from '@portal/core/envelope';
import { projectAddressCounts } from '@portal/core/rules/addressCounts';
import { accessFor } from '../access';
import type { AppEnv } from '../deps';
import { notFound } from '../errors';
import { noQuery, validate } from '../validate';

const txInfo = statusRoutes['GET /v1/status/tx_info'];
const gasUsage = statusRoutes['GET /v1/status/gas_usage'];
const account = statusRoutes['GET /v1/status/account'];
const staking = statusRoutes['GET /v1/status/staking'];
const txCountRank = statusRoutes['GET /v1/status/txcount_rank'];
const txFeeRank = statusRoutes['GET /v1/status/txfee_rank'];
const product = statusRoutes['GET /v1/status/{product}'];

/** The two rankings take the same query; only the figure they rank by differs. */
const rankedBy = (type: RankType) => async (c: Context<AppEnv, string, { out: { query: { council: boolean; days: number; limit: number } } }>) => {
  const { council, days, limit } = c.req.valid('query');
  const ranking = await getContractRanking(c.get('deps').db, type, days, council);
  return c.json(success((ranking?.items ?? []).slice(0, limit)));
};

/**
 * The Status page's reads under /v1/status (spec §7: network statistics, not the maintenance switch
 * of status/), each a precomputed item or a short Query, newest first (the page reverses them to draw).
 * The contract ranking's editor and its sync time are under /v1/status/contract (statusContracts.ts).
 */
export const status = new Hono<AppEnv>()
  .get('/tx_info', accessFor(txInfo), validate('query', txInfo.query), async (c) => {
    const { days } = c.req.valid('query');
    const list = await listLatestChainDays(c.get('deps').db, days);
    return c.json(success(list.map((d) => ({ date: d.date, tx_count: d.tx_count, tx_fee: d.tx_fee }))));
  })
  .get('/gas_usage', accessFor(gasUsage), validate('query', gasUsage.query), async (c) => {
    const { days } = c.req.valid('query');
    const list = await listLatestChainDays(c.get('deps').db, days);
    return c.json(success(list.map((d) => ({ date: d.date, gas_used: d.gas_used, tx_count: d.tx_count }))));
  })
  .get('/account', accessFor(account), validate('query', account.query), async (c) => {
    const { months } = c.req.valid('query');
    const counts = projectAddressCounts(await listAccountMonths(c.get('deps').db));
    return c.json(success(counts.slice(0, months)));
  })
  .get('/staking', accessFor(staking), validate('query', staking.query), async (c) => {
    const { cid, days } = c.req.valid('query');
    return c.json(success(await listStakingPoints(c.get('deps').db, cid, days)));
  })
  .get('/txcount_rank', accessFor(txCountRank), validate('query', txCountRank.query), rankedBy('txcount'))
  .get('/txfee_rank', accessFor(txFeeRank), validate('query', txFeeRank.query), rankedBy('txfee'))
  .get('/:product', accessFor(product), validate('param', product.params), noQuery(), async (c) => {
    const figures = await getNetworkStatus(c.get('deps').db);
    if (!figures) throw notFound('The network status is not indexed yet', 'not_indexed_yet');
    return c.json(success(figures));
  });
