import { Hono } from 'hono';
import { councilRoutes } from '@portal/core/api/councilRoutes';
import { decodeTxCursor, listContractTransactions } from '@portal/core/db/repositories/contractTransactions';
import { success } from '@portal/core/envelope';
import { accessFor } from '../access';
import type { AppEnv } from '../deps';
import { badRequest } from '../errors';
import { validate } from '../validate';

const transactionPage = councilRoutes['GET /v1/transactions/{address}'];

/**
 * GET /v1/transactions/{address}: the transactions the indexer found for a followed contract,
 * newest first, one Query per page. An address nobody follows has none.
 */
export const transactions = new Hono<AppEnv>().get(
  '/:address',
  accessFor(transactionPage),
  validate('param', transactionPage.params),
  validate('query', transactionPage.query),
  async (c) => {
    const { address } = c.req.valid('param');
    const { cursor, size } = c.req.valid('query');
    const after = cursor === undefined ? null : decodeTxCursor(cursor);
    if (cursor !== undefined && after === null) throw badRequest('Invalid query: cursor: not a cursor of this list');
    return c.json(success(await listContractTransactions(c.get('deps').db, address, { limit: size, after })));
  },
);
