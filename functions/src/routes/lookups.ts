import { Hono } from 'hono';
import { councilRoutes } from '@portal/core/api/councilRoutes';
import { getCategories, getCommunityTypes } from '@portal/core/db/repositories/lookups';
import { success } from '@portal/core/envelope';
import { accessFor } from '../access';
import type { AppEnv } from '../deps';
import { noQuery } from '../validate';

/** GET /v1/categories: council categories, "etc" last. */
export const categories = new Hono<AppEnv>().get('/', accessFor(councilRoutes['GET /v1/categories']), noQuery(), async (c) => c.json(success(await getCategories(c.get('deps').db))));

/** GET /v1/communities: community types, "Other" last. */
export const communities = new Hono<AppEnv>().get('/', accessFor(councilRoutes['GET /v1/communities']), noQuery(), async (c) => c.json(success(await getCommunityTypes(c.get('deps').db))));
