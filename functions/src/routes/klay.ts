import { Hono } from 'hono';
import { statusRoutes } from '@portal/core/api/statusRoutes';
import { getSupplySeries } from '@portal/core/db/repositories/stats';
import type { SupplyRange } from '@portal/core/entities/stats';
import { success } from '@portal/core/envelope';
import { accessFor } from '../access';
import type { AppEnv } from '../deps';
import { badRequest, notFound } from '../errors';
import { validate } from '../validate';

const DAYS_RANGE: Record<string, SupplyRange> = { '1': '1d', '7': '7d', '30': '30d', '365': '365d' };

const supplyRoute = statusRoutes['GET /v1/klay/supply'];

/**
 * GET /v1/klay/supply?days|from&size: the Circulation Supply chart of one range, with its change
 * and the current supply. Precomputed by the indexer for each range; `size` thins the points.
 */
export const supply = new Hono<AppEnv>().get('/supply', accessFor(supplyRoute), validate('query', supplyRoute.query), async (c) => {
  const { days, from, size } = c.req.valid('query');
  if ((days === undefined) === (from === undefined)) throw badRequest('Invalid query: give either days or from');
  const range = from ?? DAYS_RANGE[days!]!;
  const series = await getSupplySeries(c.get('deps').db, range);
  if (!series) throw notFound('The supply is not indexed yet', 'not_indexed_yet');
  if (size !== undefined && series.klay_supply.length > size) {
    const points = series.klay_supply;
    series.klay_supply = Array.from({ length: size }, (_, i) => points[Math.round((i * (points.length - 1)) / (size - 1))]!);
  }
  return c.json(success(series));
});
