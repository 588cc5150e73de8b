import { Hono } from 'hono';
import { councilRoutes } from '@portal/core/api/councilRoutes';
import { listCouncilAccounts } from '@portal/core/db/repositories/accounts';
import { success } from '@portal/core/envelope';
import { accessFor } from '../../access';
import type { AppEnv } from '../../deps';
import { noQuery, validate } from '../../validate';
import { assertReadScope } from './scope';

const members = councilRoutes['GET /v1/councils/{cid}/accounts'];

/** GET /v1/councils/{cid}/accounts: a council's admin and managers, for site operators and that council's own members. */
export const councilAccounts = new Hono<AppEnv>().get('/:cid{[0-9]+}/accounts', accessFor(members), validate('param', members.params), noQuery(), async (c) => {
  const { cid } = c.req.valid('param');
  assertReadScope(c.get('account'), cid);
  return c.json(success(await listCouncilAccounts(c.get('deps').db, cid)));
});
