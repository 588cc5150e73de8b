import { Hono } from 'hono';
import * as z from 'zod';
import { getContractRanking, getContractSync } from '@portal/core/db/repositories/contractRankings';
import { getNetworkStatus, listAccountMonths, listLatestChainDays, listStakingPoints } from '@portal/core/db/repositories/stats';
import { RANK_LIMIT } from '@portal/core/entities/stats';
import { success } from '@portal/core/envelope';
import { projectAddressCounts } from '@portal/core/rules/addressCounts';
import { publicRead } from '../access';
import type { AppEnv } from '../deps';
import { notFound } from '../errors';
import { noQuery, validate } from '../validate';

/** The networks' token: the Status page asks for its figures by name. */
const PRODUCTS = ['klay', 'kaia'] as const;

const DaysQuery = (allowed: readonly [string, ...string[]], fallback: string) => z.strictObject({ days: z.enum(allowed).default(fallback).transform(Number) });

const RankQuery = z.strictObject({
  council: z.enum(['true', 'false']).default('false').describe("true: only the councils' contracts").transform((v) => v === 'true'),
  days: z.enum(['1', '7', '30', '90']).default('30').transform(Number),
  limit: z.coerce.number().int().min(1).max(RANK_LIMIT).default(30),
});

/**
 * The Status page's reads under /v1/status (spec §7: network statistics, not the maintenance switch
 * of status/), each a precomputed item or a short Query, newest first (the page reverses them to draw).
 */
export const statusPage = new Hono<AppEnv>()
  .get('/tx_info', publicRead(), validate('query', DaysQuery(['30', '90', '365'], '30')), async (c) => {
    const { days } = c.req.valid('query');
    const list = await listLatestChainDays(c.get('deps').db, days);
    return c.json(success(list.map((d) => ({ date: d.date, tx_count: d.tx_count, tx_fee: d.tx_fee }))));
  })
  .get('/gas_usage', publicRead(), validate('query', DaysQuery(['30', '90', '365'], '30')), async (c) => {
    const { days } = c.req.valid('query');
    const list = await listLatestChainDays(c.get('deps').db, days);
    return c.json(success(list.map((d) => ({ date: d.date, gas_used: d.gas_used, tx_count: d.tx_count }))));
  })
  .get('/account', publicRead(), validate('query', z.strictObject({ months: z.enum(['12', '36']).default('12').transform(Number) })), async (c) => {
    const { months } = c.req.valid('query');
    const counts = projectAddressCounts(await listAccountMonths(c.get('deps').db));
    return c.json(success(counts.slice(0, months)));
  })
  .get(
    '/staking',
    publicRead(), validate('query', z.strictObject({ cid: z.coerce.number().int().min(-1).default(-1).describe('A council id; -1 all councils'), days: z.enum(['30', '90', '365', '2000']).default('30').transform(Number) })),
    async (c) => {
      const { cid, days } = c.req.valid('query');
      return c.json(success(await listStakingPoints(c.get('deps').db, cid, days)));
    },
  )
  .get('/contract/sync', publicRead(), noQuery(), async (c) => c.json(success({ synced_at: await getContractSync(c.get('deps').db) })))
  .get('/:rank{(txcount|txfee)_rank}', publicRead(), validate('query', RankQuery), async (c) => {
    const type = c.req.param('rank').replace('_rank', '') as 'txcount' | 'txfee';
    const { council, days, limit } = c.req.valid('query');
    const ranking = await getContractRanking(c.get('deps').db, type, days, council);
    return c.json(success((ranking?.items ?? []).slice(0, limit)));
  })
  .get('/:product', publicRead(), validate('param', z.strictObject({ product: z.enum(PRODUCTS) })), noQuery(), async (c) => {
    const figures = await getNetworkStatus(c.get('deps').db);
    if (!figures) throw notFound('The network status is not indexed yet');
    return c.json(success(figures));
  });
