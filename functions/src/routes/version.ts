import { Hono } from 'hono';
import { API_VERSION } from '@portal/core/constants';
import { success } from '@portal/core/envelope';
import type { AppEnv } from '../deps';
import { noQuery } from '../validate';

export const version = new Hono<AppEnv>().get('/', noQuery(), (c) => c.json(success(API_VERSION)));
