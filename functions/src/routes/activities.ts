import { Hono } from 'hono';
import * as z from 'zod';
import { getActivity, getActivityPage, getActivityRank } from '@portal/core/db/repositories/activities';
import { RankPeriod } from '@portal/core/entities/activity';
import { success } from '@portal/core/envelope';
import { publicRead } from '../access';
import type { AppEnv } from '../deps';
import { notFound } from '../errors';
import { PageQuery } from '../queries';
import { noQuery, validate } from '../validate';

const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** days: 7, 30, 90 or all (spec §7); anything else, or nothing, is refused. */
const RankQuery = z.strictObject({ days: RankPeriod });

export const activities = new Hono<AppEnv>()
  .get('/', publicRead(), validate('query', PageQuery), async (c) => {
    const { page, size } = c.req.valid('query');
    return c.json(success(await getActivityPage(c.get('deps').db, null, page, size)));
  })
  .get('/tx_count', publicRead(), validate('query', RankQuery), async (c) => {
    const rank = await getActivityRank(c.get('deps').db, c.req.valid('query').days);
    return c.json(success(rank?.tx_count ?? []));
  })
  .get('/tx_fee', publicRead(), validate('query', RankQuery), async (c) => {
    const rank = await getActivityRank(c.get('deps').db, c.req.valid('query').days);
    return c.json(success(rank?.tx_fee ?? []));
  })
  .get('/:id{[0-9]+}', publicRead(), validate('param', z.strictObject({ id: Id })), noQuery(), async (c) => {
    const { id } = c.req.valid('param');
    const activity = await getActivity(c.get('deps').db, id);
    if (!activity) throw notFound(`Activity ${id} not found`);
    return c.json(success(activity));
  });
