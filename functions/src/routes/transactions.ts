import { Hono } from 'hono';
import * as z from 'zod';
import { decodeTxCursor, listContractTransactions } from '@portal/core/db/repositories/contractTransactions';
import { Address } from '@portal/core/entities/primitives';
import { success } from '@portal/core/envelope';
import { publicRead } from '../access';
import type { AppEnv } from '../deps';
import { badRequest } from '../errors';
import { validate } from '../validate';

/** Load more adds 10 (spec §2). */
export const TRANSACTION_PAGE_SIZE = 10;

const TransactionsQuery = z.strictObject({
  /** The `next` of the previous page. */
  cursor: z.string().min(1).max(200).optional().describe('The next of the previous page'),
  size: z.coerce.number().int().min(1).max(50).default(TRANSACTION_PAGE_SIZE),
});

/**
 * GET /v1/transactions/{address}: the transactions the indexer found for a followed contract,
 * newest first, one Query per page. An address nobody follows has none.
 */
export const transactions = new Hono<AppEnv>().get(
  '/:address',
  publicRead(), validate('param', z.strictObject({ address: Address })),
  validate('query', TransactionsQuery),
  async (c) => {
    const { address } = c.req.valid('param');
    const { cursor, size } = c.req.valid('query');
    const after = cursor === undefined ? null : decodeTxCursor(cursor);
    if (cursor !== undefined && after === null) throw badRequest('Invalid query: cursor: not a cursor of this list');
    return c.json(success(await listContractTransactions(c.get('deps').db, address, { limit: size, after })));
  },
);
