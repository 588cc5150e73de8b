import { Hono } from 'hono';
import { API_VERSION } from '@portal/core/constants';
import { success } from '@portal/core/envelope';
import { publicRead } from '../access';
import type { AppEnv } from '../deps';
import { noQuery } from '../validate';

export const version = new Hono<AppEnv>().get('/', publicRead(), noQuery(), (c) => c.json(success(API_VERSION)));
