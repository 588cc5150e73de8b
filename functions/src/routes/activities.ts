import { Hono } from 'hono';
import { councilRoutes } from '@portal/core/api/councilRoutes';
import { getActivity, getActivityPage, getActivityRank } from '@portal/core/db/repositories/activities';
import { success } from '@portal/core/envelope';
import { accessFor } from '../access';
import type { AppEnv } from '../deps';
import { notFound } from '../errors';
import { noQuery, validate } from '../validate';

const feed = councilRoutes['GET /v1/activities'];
const txCount = councilRoutes['GET /v1/activities/tx_count'];
const txFee = councilRoutes['GET /v1/activities/tx_fee'];
const one = councilRoutes['GET /v1/activities/{id}'];

/** Every council's activities, one activity, and the rankings of the activities' contracts. */
export const activities = new Hono<AppEnv>()
  .get('/', accessFor(feed), validate('query', feed.query), async (c) => {
    const { page, size } = c.req.valid('query');
    return c.json(success(await getActivityPage(c.get('deps').db, null, page, size)));
  })
  .get('/tx_count', accessFor(txCount), validate('query', txCount.query), async (c) => {
    const rank = await getActivityRank(c.get('deps').db, c.req.valid('query').days);
    return c.json(success(rank?.tx_count ?? []));
  })
  .get('/tx_fee', accessFor(txFee), validate('query', txFee.query), async (c) => {
    const rank = await getActivityRank(c.get('deps').db, c.req.valid('query').days);
    return c.json(success(rank?.tx_fee ?? []));
  })
  .get('/:id{[0-9]+}', accessFor(one), validate('param', one.params), noQuery(), async (c) => {
    const { id } = c.req.valid('param');
    const activity = await getActivity(c.get('deps').db, id);
    if (!activity) throw notFound(`Activity ${id} not found`);
    return c.json(success(activity));
  });
