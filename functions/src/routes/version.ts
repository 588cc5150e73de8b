import { Hono } from 'hono';
import { API_VERSION } from '@portal/core/constants';
import { success } from '@portal/core/envelope';
import type { AppEnv } from '../deps';

export const version = new Hono<AppEnv>().get('/', (c) => c.json(success(API_VERSION)));
