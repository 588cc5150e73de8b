import { Hono } from 'hono';
import { catalogue } from '@portal/core/api/catalogue';
import { API_VERSION } from '@portal/core/constants';
import { success } from '@portal/core/envelope';
import { accessFor } from '../access';
import type { AppEnv } from '../deps';
import { noQuery } from '../validate';

/** GET /v1/version. */
export const version = new Hono<AppEnv>().get('/', accessFor(catalogue['GET /v1/version']), noQuery(), (c) => c.json(success(API_VERSION)));
