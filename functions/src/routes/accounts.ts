import { Hono } from 'hono';
import * as z from 'zod';
import { success } from '@portal/core/envelope';
import {
  AccountAddressTakenError,
  AccountChangedError,
  CouncilSeatsFullError,
  createAccount,
  deleteAccount,
  findSignInAccount,
  getAccount,
  listCouncilAccounts,
  listSiteOperators,
  updateAccount,
} from '@portal/core/db/repositories/accounts';
import { getCouncilList, getCouncilProfile, getCouncilRecord } from '@portal/core/db/repositories/councils';
import type { Db } from '@portal/core/db/client';
import { ACCOUNT_TYPE, AccountInputSchema, NOT_AUTHORIZED, type AccountInput } from '@portal/core/entities/account';
import { Address } from '@portal/core/entities/primitives';
import { anonymous, signedInRead, write } from '../access';
import type { AppEnv } from '../deps';
import { assertCouncilScope } from '../auth/authorize';
import { assertMayManageAccount } from '../auth/accountRules';
import { rateLimit } from '../auth/rateLimit';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { versionFromIfMatch } from '../ifMatch';
import { noQuery, validate } from '../validate';

const AccountId = z.strictObject({ id: z.coerce.number().int().positive() });

/** The repository's refusals as answers the Site Manager tab shows after "Save error". */
async function saving<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof AccountAddressTakenError) throw conflict('This address already has an account');
    if (error instanceof CouncilSeatsFullError) throw conflict(error.message);
    if (error instanceof AccountChangedError) throw conflict('The account was changed by someone else; reload and try again');
    throw error;
  }
}

/** A council member's council must exist (a draft, or one the chain or the list knows). */
async function assertCouncilExists(db: Db, input: AccountInput): Promise<void> {
  if (input.type !== ACCOUNT_TYPE.council) return;
  const id = input.council_id;
  if ((await getCouncilRecord(db, id)) || (await getCouncilProfile(db, id)) || (await getCouncilList(db)).some((c) => c.id === id)) return;
  throw badRequest(`council_id: there is no council ${id}`);
}

/**
 * DELETE may carry the account's fields (admin spec §7.2: "account fields and council_id"); when it
 * does they must be the stored ones, so a stale screen cannot remove the wrong member.
 */
const DeleteBody = z.strictObject({
  address: Address.optional(),
  council_id: z.number().int().nonnegative().optional(),
  level: z.number().int().optional(),
  type: z.number().int().optional(),
  id: z.number().int().optional(),
  /** The edit version the screen read: a save since refuses the removal. */
  version: z.number().int().optional(),
});

export const accounts = new Hono<AppEnv>()
  // The address check of the sign-in flow (step 3): success means the address may sign in.
  .get('/:addr', anonymous(), rateLimit('auth'), validate('param', z.strictObject({ addr: Address })), noQuery(), async (c) => {
    const { addr } = c.req.valid('param');
    if (!(await findSignInAccount(c.get('deps').db, addr))) throw forbidden(NOT_AUTHORIZED);
    return c.json(success({ address: addr.toLowerCase(), allowed: true }));
  })
  .post('/', write('siteAdmin', 'siteManager', 'gcAdmin'), noQuery(), validate('json', AccountInputSchema), async (c) => {
    const input = c.req.valid('json');
    assertMayManageAccount(c.get('account'), input, 'create');
    await assertCouncilExists(c.get('deps').db, input);
    return c.json(success(await saving(() => createAccount(c.get('deps').db, input))));
  })
  .put('/:id{[0-9]+}', write('siteAdmin', 'siteManager', 'gcAdmin'), validate('param', AccountId), noQuery(), validate('json', AccountInputSchema), async (c) => {
    const { id } = c.req.valid('param');
    const input: AccountInput = c.req.valid('json');
    const { db } = c.get('deps');
    const version = versionFromIfMatch(c, 'the account');
    const before = await getAccount(db, id);
    if (!before) throw notFound(`No account ${id}`);
    if (before.type !== input.type) throw badRequest("An account's type cannot change; remove it and add another");
    const actor = c.get('account');
    assertMayManageAccount(actor, before, 'update');
    assertMayManageAccount(actor, input, 'update');
    if (input.council_id !== before.council_id) await assertCouncilExists(db, input);
    return c.json(success(await saving(() => updateAccount(db, id, input, version))));
  })
  .delete('/:id{[0-9]+}', write('siteAdmin', 'siteManager', 'gcAdmin'), validate('param', AccountId), noQuery(), async (c) => {
    const { id } = c.req.valid('param');
    const { db } = c.get('deps');
    const text = await c.req.text();
    let expected: z.infer<typeof DeleteBody> = {};
    if (text.trim()) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw badRequest('Invalid json: not JSON');
      }
      expected = DeleteBody.parse(parsed);
    }
    const before = await getAccount(db, id);
    if (!before) throw notFound(`No account ${id}`);
    const mismatch = Object.entries(expected).find(([field, value]) => {
      const stored = (before as Record<string, unknown>)[field];
      return typeof value === 'string' && typeof stored === 'string' ? value.toLowerCase() !== stored : value !== stored;
    });
    if (mismatch) throw conflict('The account was changed by someone else; reload and try again');
    assertMayManageAccount(c.get('account'), before, 'delete');
    return c.json(success(await saving(() => deleteAccount(db, id))));
  });

/** GET /v1/admin/accounts: the Site Manager tab's lists (site admins, then site managers). */
export const adminAccounts = new Hono<AppEnv>()
  .get('/', signedInRead('siteAdmin', 'siteManager', 'secretary'), noQuery(), async (c) => c.json(success(await listSiteOperators(c.get('deps').db))));

/** GET /v1/councils/{cid}/accounts: a council's admin and managers, for site operators and that council's own members. */
export const councilAccounts = new Hono<AppEnv>()
  .get('/:cid{[0-9]+}/accounts', signedInRead('siteAdmin', 'siteManager', 'secretary', 'gcAdmin', 'gcManager'), validate('param', z.strictObject({ cid: z.coerce.number().int().positive() })), noQuery(), async (c) => {
    const { cid } = c.req.valid('param');
    const account = c.get('account');
    if (!account.roles.includes('secretary')) assertCouncilScope(account, cid);
    return c.json(success(await listCouncilAccounts(c.get('deps').db, cid)));
  });
