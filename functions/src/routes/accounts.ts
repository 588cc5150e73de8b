import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { councilRoutes } from '@portal/core/api/councilRoutes';
import { success } from '@portal/core/envelope';
import {
  AccountAddressTakenError,
  AccountChangedError,
  CouncilSeatsFullError,
  createAccount,
  deleteAccount,
  findSignInAccount,
  getAccount,
  listSiteOperators,
  updateAccount,
} from '@portal/core/db/repositories/accounts';
import { getCouncilList, getCouncilProfile, getCouncilRecord } from '@portal/core/db/repositories/councils';
import type { Db } from '@portal/core/db/client';
import { ACCOUNT_TYPE, NOT_AUTHORIZED, type AccountInput } from '@portal/core/entities/account';
import { accessFor } from '../access';
import type { AppEnv } from '../deps';
import { assertMayManageAccount } from '../auth/accountRules';
import { rateLimit } from '../auth/rateLimit';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { versionFromIfMatch } from '../ifMatch';
import { noQuery, validate } from '../validate';

const signInCheck = councilRoutes['GET /v1/accounts/{addr}'];
const create = councilRoutes['POST /v1/accounts'];
const edit = councilRoutes['PUT /v1/accounts/{id}'];
const remove = councilRoutes['DELETE /v1/accounts/{id}'];
const siteOperators = councilRoutes['GET /v1/admin/accounts'];

/** The repository's refusals as answers the Site Manager tab shows after "Save error". */
async function saving<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof AccountAddressTakenError) throw conflict('This address already has an account', 'already_exists');
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
 * A removal's body is optional, so it is read as JSON whatever its Content-Type: a body that is
 * not JSON is refused, as a JSON one that is not the catalogue's is.
 */
const optionalJson = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const type = c.req.header('Content-Type') ?? '';
    if (!/^application\/([\w.-]+\+)?json\b/i.test(type) && (await c.req.text()).trim()) throw badRequest('Invalid json: not JSON');
    await next();
  });

/** The version a removal names in If-Match, if it names one (a screen without it removes what it shows). */
const optionalVersion = (c: Context<AppEnv>): number | undefined => (c.req.header('If-Match') === undefined ? undefined : versionFromIfMatch(c, 'the account'));

export const accounts = new Hono<AppEnv>()
  // The address check of the sign-in flow (step 3): success means the address may sign in.
  .get('/:addr', accessFor(signInCheck), rateLimit('auth'), validate('param', signInCheck.params), noQuery(), async (c) => {
    const { addr } = c.req.valid('param');
    if (!(await findSignInAccount(c.get('deps').db, addr))) throw forbidden(NOT_AUTHORIZED);
    return c.json(success({ address: addr.toLowerCase(), allowed: true }));
  })
  .post('/', accessFor(create), noQuery(), validate('json', create.body), async (c) => {
    const input = c.req.valid('json');
    assertMayManageAccount(c.get('account'), input, 'create');
    await assertCouncilExists(c.get('deps').db, input);
    return c.json(success(await saving(() => createAccount(c.get('deps').db, input))));
  })
  .put('/:id{[0-9]+}', accessFor(edit), validate('param', edit.params), noQuery(), validate('json', edit.body), async (c) => {
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
  .delete('/:id{[0-9]+}', accessFor(remove), validate('param', remove.params), noQuery(), optionalJson(), validate('json', remove.body), async (c) => {
    const { id } = c.req.valid('param');
    const { db } = c.get('deps');
    const version = optionalVersion(c);
    const expected: Record<string, unknown> = { ...c.req.valid('json'), ...(version === undefined ? {} : { version }) };
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
  .get('/', accessFor(siteOperators), noQuery(), async (c) => c.json(success(await listSiteOperators(c.get('deps').db))));
