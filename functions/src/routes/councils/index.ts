import { Hono } from 'hono';
import type { AppEnv } from '../../deps';
import { councilAccounts } from './accounts';
import { councilActivity } from './activity';
import { councilAdmin } from './admin';
import { councilList } from './list';
import { councilRewards } from './rewards';

/**
 * Everything under /v1/councils, mounted once: the public list and each council (list.ts), the admin
 * area's councils (admin.ts), their reward data and balances (rewards.ts), members (accounts.ts) and
 * activities as their authors write them (activity.ts). Their paths do not overlap, so the order
 * below is only the reading order.
 */
export const councils = new Hono<AppEnv>()
  .route('/', councilList)
  .route('/', councilAdmin)
  .route('/', councilRewards)
  .route('/', councilAccounts)
  .route('/', councilActivity);
