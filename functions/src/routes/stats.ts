import { Hono } from 'hono';
import * as z from 'zod';
import { getStatInfo, getSupplySeries } from '@portal/core/db/repositories/stats';
import type { SupplyRange } from '@portal/core/entities/stats';
import { success } from '@portal/core/envelope';
import { publicRead } from '../access';
import type { AppEnv } from '../deps';
import { badRequest, notFound } from '../errors';
import { noQuery, validate } from '../validate';

/** GET /v1/stat/info: the governance, istanbul and reward parameters (governance_getParams keys). */
export const stat = new Hono<AppEnv>().get('/info', publicRead(), noQuery(), async (c) => {
  const info = await getStatInfo(c.get('deps').db);
  if (!info) throw notFound('The parameters are not indexed yet');
  return c.json(success(info));
});

const DAYS_RANGE: Record<string, SupplyRange> = { '1': '1d', '7': '7d', '30': '30d', '365': '365d' };

const SupplyQuery = z.strictObject({
  /** 1, 7, 30 or 365; or `from` instead. */
  days: z.enum(['1', '7', '30', '365']).optional().describe('The last 1, 7, 30 or 365 days; or from instead'),
  /** From the first burn or from genesis (the initial reserve allocation). */
  from: z.enum(['burn', 'genesis']).optional().describe('From the first burn or from genesis; or days instead'),
  /** Points wanted: 84 for a day, 600 otherwise (at most what the range holds). */
  size: z.coerce.number().int().min(2).max(600).optional().describe('How many points, evenly thinned'),
});

/**
 * GET /v1/klay/supply?days|from&size: the Circulation Supply chart of one range, with its change
 * and the current supply. Precomputed by the indexer for each range; `size` thins the points.
 */
export const supply = new Hono<AppEnv>().get('/supply', publicRead(), validate('query', SupplyQuery), async (c) => {
  const { days, from, size } = c.req.valid('query');
  if ((days === undefined) === (from === undefined)) throw badRequest('Invalid query: give either days or from');
  const range = from ?? DAYS_RANGE[days!]!;
  const series = await getSupplySeries(c.get('deps').db, range);
  if (!series) throw notFound('The supply is not indexed yet');
  if (size !== undefined && series.klay_supply.length > size) {
    const points = series.klay_supply;
    series.klay_supply = Array.from({ length: size }, (_, i) => points[Math.round((i * (points.length - 1)) / (size - 1))]!);
  }
  return c.json(success(series));
});
