import { Hono } from 'hono';
import { siteRoutes } from '@portal/core/api/siteRoutes';
import { API_VERSION } from '@portal/core/constants';
import { success } from '@portal/core/envelope';
import { accessFor } from '../access';
import type { AppEnv } from '../deps';
import { noQuery } from '../validate';

/** GET /v1/version. */
export const version = new Hono<AppEnv>().get('/', accessFor(siteRoutes['GET /v1/version']), noQuery(), (c) => c.json(success(API_VERSION)));
