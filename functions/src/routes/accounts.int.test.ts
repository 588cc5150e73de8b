import { beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { Db } from '@portal/core/db/client';
import { addSiteAdmin, createAccount, getAccount, listCouncilAccounts } from '@portal/core/db/repositories/accounts';
import { putCouncilProfile } from '@portal/core/db/repositories/councils';
import type { SiteAccount } from '@portal/core/entities/account';
import { freshTestDb } from '../../../test/setup/services';
import { json, signIn, signInTestConfig } from '../../../test/setup/signIn';
import { createApp } from '../app';
import { councilProfile } from '../../../test/fixtures/councilProfiles';

const key = () => privateKeyToAccount(generatePrivateKey());
const newAddress = () => key().address;

const profile = (id: number) => councilProfile(id);
/** The councils these tests add members to; any other id is a council that does not exist. */
const COUNCILS = [5, 6, 8, 9, 11];

describe('managing accounts', () => {
  let db: Db;
  let app: ReturnType<typeof createApp>;
  const who: Record<'admin' | 'otherAdmin' | 'siteManager' | 'gcAdmin5' | 'gcManager5', PrivateKeyAccount> = {
    admin: key(),
    otherAdmin: key(),
    siteManager: key(),
    gcAdmin5: key(),
    gcManager5: key(),
  };
  const token: Partial<Record<keyof typeof who, string>> = {};
  let otherAdminId: number;
  let adminId: number;

  beforeAll(async () => {
    db = await freshTestDb();
    app = createApp({ db, config: signInTestConfig() });
    for (const id of COUNCILS) await putCouncilProfile(db, profile(id));
    adminId = (await addSiteAdmin(db, who.admin.address)).account.id;
    otherAdminId = (await addSiteAdmin(db, who.otherAdmin.address)).account.id;
    await createAccount(db, { address: who.siteManager.address, council_id: 0, level: 1, type: 0 });
    await createAccount(db, { address: who.gcAdmin5.address, council_id: 5, level: 0, type: 1 });
    await createAccount(db, { address: who.gcManager5.address, council_id: 5, level: 1, type: 1 });
    for (const name of Object.keys(who) as (keyof typeof who)[]) token[name] = (await signIn(app, who[name])).token;
  });

  const as = (name: keyof typeof who) => ({
    post: (body: unknown) => app.request('/v1/accounts', json('POST', body, token[name])),
    // An edit sends the version it read, as the forms do: here the stored one.
    put: async (id: number, body: unknown) => {
      const request = json('PUT', body, token[name]);
      return app.request(`/v1/accounts/${id}`, { ...request, headers: { ...(request.headers as Record<string, string>), 'If-Match': `"${(await getAccount(db, id))?.version ?? 0}"` } });
    },
    putAt: (id: number, version: string | null, body: unknown) => {
      const request = json('PUT', body, token[name]);
      return app.request(`/v1/accounts/${id}`, { ...request, headers: { ...(request.headers as Record<string, string>), ...(version === null ? {} : { 'If-Match': version }) } });
    },
    // A removal may name the fields it showed; the version it read travels in If-Match, never in the body.
    delete: (id: number, body?: object | null) => {
      if (body === undefined) return app.request(`/v1/accounts/${id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token[name]}` } });
      const { version, ...fields } = (body ?? {}) as Record<string, unknown>;
      const request = json('DELETE', fields, token[name]);
      return app.request(`/v1/accounts/${id}`, { ...request, headers: { ...(request.headers as Record<string, string>), ...(version === undefined ? {} : { 'If-Match': `"${String(version)}"` }) } });
    },
    get: (path: string) => app.request(path, { headers: { Authorization: `Bearer ${token[name]}` } }),
  });
  const read = async <T>(response: Response) => (await response.json()) as { code: number; result: T; err_msg: string };

  describe('site managers (Site Manager tab)', () => {
    it('a site admin adds, edits and deletes a site manager; the list shows admins then managers', async () => {
      const address = newAddress();
      const added = await as('admin').post({ address, council_id: 0, level: 1, type: 0 });
      expect(added.status).toBe(200);
      expect(added.headers.get('Cache-Control')).toBe('private, no-store');
      const account = (await read<SiteAccount>(added)).result;
      expect(account).toMatchObject({ address: address.toLowerCase(), council_id: 0, level: 1, type: 0 });

      const list = (await read<SiteAccount[]>(await as('siteManager').get('/v1/admin/accounts'))).result;
      expect(list.map((a) => a.level)).toEqual([...list.map((a) => a.level)].sort());
      expect(list.map((a) => a.address)).toEqual(expect.arrayContaining([who.admin.address.toLowerCase(), address.toLowerCase()]));

      const moved = newAddress();
      expect((await as('admin').put(account.id, { address: moved, council_id: 0, level: 1, type: 0 })).status).toBe(200);
      const afterEdit = (await read<SiteAccount[]>(await as('admin').get('/v1/admin/accounts'))).result;
      expect(afterEdit.map((a) => a.address)).toContain(moved.toLowerCase());
      expect(afterEdit.map((a) => a.address)).not.toContain(address.toLowerCase());
      // The old address no longer signs in; the new one may.
      expect((await app.request(`/v1/accounts/${address}`)).status).toBe(403);
      expect((await app.request(`/v1/accounts/${moved}`)).status).toBe(200);

      expect((await as('admin').delete(account.id)).status).toBe(200);
      expect((await read<SiteAccount[]>(await as('admin').get('/v1/admin/accounts'))).result.map((a) => a.id)).not.toContain(account.id);
    });

    it('a site manager cannot manage site accounts', async () => {
      const refused = await as('siteManager').post({ address: newAddress(), council_id: 0, level: 1, type: 0 });
      expect(refused.status).toBe(403);
      expect((await read(refused)).err_msg).toBe('Only a site admin may manage site managers');
      expect((await as('siteManager').delete(otherAdminId)).status).toBe(403);
    });

    it('nobody creates a site admin through the API, nor turns an account into one', async () => {
      const refused = await as('admin').post({ address: newAddress(), council_id: 0, level: 0, type: 0 });
      expect(refused.status).toBe(403);
      expect((await read(refused)).err_msg).toBe('A site admin is added only from the command line (npm run accounts -- add-admin)');
      const manager = (await read<SiteAccount>(await as('admin').post({ address: newAddress(), council_id: 0, level: 1, type: 0 }))).result;
      expect((await as('admin').put(manager.id, { address: manager.address, council_id: 0, level: 0, type: 0 })).status).toBe(403);
      expect((await as('admin').put(otherAdminId, { address: newAddress(), council_id: 0, level: 0, type: 0 })).status).toBe(403);
    });

    it('a site admin cannot remove itself, but may remove another site admin', async () => {
      expect((await as('admin').delete(adminId)).status).toBe(403);
      expect((await as('admin').delete(otherAdminId)).status).toBe(200);
      expect((await app.request(`/v1/accounts/${who.otherAdmin.address}`)).status).toBe(403);
    });

    it('refuses an invalid address, unknown fields, a taken address and a site account with a council', async () => {
      const invalid = await as('admin').post({ address: '0x1234', council_id: 0, level: 1, type: 0 });
      expect(invalid.status).toBe(400);
      expect((await read(invalid)).err_msg).toContain('Invalid address');
      expect((await as('admin').post({ address: newAddress(), council_id: 0, level: 1, type: 0, role: 'admin' })).status).toBe(400);
      expect((await as('admin').post({ address: newAddress(), council_id: 4, level: 1, type: 0 })).status).toBe(400);
      const taken = await as('admin').post({ address: who.gcAdmin5.address, council_id: 0, level: 1, type: 0 });
      expect(taken.status).toBe(409);
      expect((await read(taken)).err_msg).toBe('This address already has an account');
    });
  });

  describe('council members', () => {
    it('keeps 1 admin and 2 managers per council, and frees a seat on delete', async () => {
      expect((await as('siteManager').post({ address: newAddress(), council_id: 8, level: 0, type: 1 })).status).toBe(200);
      const secondAdmin = await as('admin').post({ address: newAddress(), council_id: 8, level: 0, type: 1 });
      expect(secondAdmin.status).toBe(409);
      expect((await read(secondAdmin)).err_msg).toBe('Council 8 already has its admin');
      const first = (await read<SiteAccount>(await as('admin').post({ address: newAddress(), council_id: 8, level: 1, type: 1 }))).result;
      expect((await as('admin').post({ address: newAddress(), council_id: 8, level: 1, type: 1 })).status).toBe(200);
      const third = await as('admin').post({ address: newAddress(), council_id: 8, level: 1, type: 1 });
      expect(third.status).toBe(409);
      expect((await read(third)).err_msg).toBe('Council 8 already has 2 managers');
      expect((await as('admin').delete(first.id, { address: first.address, council_id: 8, level: 1, type: 1 })).status).toBe(200);
      expect((await as('admin').post({ address: newAddress(), council_id: 8, level: 1, type: 1 })).status).toBe(200);
      // Moving a manager into a full council is refused too.
      const elsewhere = (await read<SiteAccount>(await as('admin').post({ address: newAddress(), council_id: 9, level: 1, type: 1 }))).result;
      expect((await as('admin').put(elsewhere.id, { address: elsewhere.address, council_id: 8, level: 1, type: 1 })).status).toBe(409);
    });

    it('adds or moves a member only into a council that exists, whoever asks, and writes nothing otherwise', async () => {
      for (const name of ['admin', 'siteManager'] as const) {
        const refused = await as(name).post({ address: newAddress(), council_id: 77, level: 0, type: 1 });
        expect(refused.status).toBe(400);
        expect(await read(refused)).toEqual({ code: 400, err_msg: 'council_id: there is no council 77', err_code: 'invalid_request' });
      }
      expect(await listCouncilAccounts(db, 77)).toEqual([]);
      const member = (await read<SiteAccount>(await as('siteManager').post({ address: newAddress(), council_id: 6, level: 1, type: 1 }))).result;
      const moved = await as('siteManager').put(member.id, { address: member.address, council_id: 78, level: 1, type: 1 });
      expect(moved.status).toBe(400);
      expect((await read(moved)).err_msg).toBe('council_id: there is no council 78');
      expect((await listCouncilAccounts(db, 6)).map((a) => a.id)).toContain(member.id);
    });

    it('saves an edit only over the version its editor read: 428 without one, 409 when someone saved first, one of two racing edits', async () => {
      const member = (await read<SiteAccount>(await as('admin').post({ address: newAddress(), council_id: 9, level: 1, type: 1 }))).result;
      expect(member.version).toBe(1);
      const listed = (await read<SiteAccount[]>(await as('admin').get('/v1/councils/9/accounts'))).result.find((a) => a.id === member.id);
      expect(listed?.version).toBe(1);
      const body = (address: string) => ({ address, council_id: 9, level: 1, type: 1 });
      const missing = await as('admin').putAt(member.id, null, body(newAddress()));
      expect(missing.status).toBe(428);
      expect((await read(missing)).err_msg).toBe('Send the version you edited (If-Match); reload the account and make your change again');
      const saved = await as('admin').putAt(member.id, '"1"', body(member.address));
      expect(saved.status).toBe(200);
      expect((await read<SiteAccount>(saved)).result.version).toBe(2);
      const stale = await as('gcAdmin5').putAt(member.id, '"1"', body(newAddress()));
      expect(stale.status).toBe(403); // another council's admin: refused before any version matters
      const staleOperator = await as('siteManager').putAt(member.id, '"1"', body(newAddress()));
      expect(staleOperator.status).toBe(409);
      expect((await read(staleOperator)).err_msg).toBe('The account was changed by someone else; reload and try again');
      const [a, b] = [newAddress(), newAddress()];
      const raced = await Promise.all([as('admin').putAt(member.id, '"2"', body(a)), as('siteManager').putAt(member.id, '"2"', body(b))]);
      expect(raced.map((r) => r.status).sort()).toEqual([200, 409]);
      const stored = await getAccount(db, member.id);
      expect(stored?.version).toBe(3);
      expect(stored?.address).toBe((raced[0]!.status === 200 ? a : b).toLowerCase());
      // A removal naming the version it read is refused once someone saved since.
      expect((await as('admin').delete(member.id, { ...stored, version: 2 })).status).toBe(409);
      expect((await as('admin').delete(member.id, stored)).status).toBe(200);
    });

    it('holds the limits when operators add at the same moment', async () => {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => as('admin').post({ address: newAddress(), council_id: 11, level: 1, type: 1 })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409, 409, 409]);
      expect(await listCouncilAccounts(db, 11)).toHaveLength(2);
    });

    it("a council's admin manages only its own council's managers", async () => {
      const mine = await as('gcAdmin5').post({ address: newAddress(), council_id: 5, level: 1, type: 1 });
      expect(mine.status).toBe(200);
      const manager = (await read<SiteAccount>(mine)).result;
      expect((await as('gcAdmin5').post({ address: newAddress(), council_id: 6, level: 1, type: 1 })).status).toBe(403);
      expect((await as('gcAdmin5').post({ address: newAddress(), council_id: 5, level: 0, type: 1 })).status).toBe(403);
      expect((await as('gcAdmin5').put(manager.id, { address: manager.address, council_id: 6, level: 1, type: 1 })).status).toBe(403);
      const other = (await read<SiteAccount>(await as('admin').post({ address: newAddress(), council_id: 6, level: 1, type: 1 }))).result;
      expect((await as('gcAdmin5').put(other.id, { address: other.address, council_id: 6, level: 1, type: 1 })).status).toBe(403);
      expect((await as('gcAdmin5').delete(other.id)).status).toBe(403);
      const newKey = newAddress();
      expect((await as('gcAdmin5').put(manager.id, { address: newKey, council_id: 5, level: 1, type: 1 })).status).toBe(200);
      expect((await as('gcAdmin5').delete(manager.id, { council_id: 6 })).status).toBe(409);
      const notJson = await app.request(`/v1/accounts/${manager.id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token.gcAdmin5}` }, body: '{' });
      expect(notJson.status).toBe(400);
      expect((await as('gcAdmin5').delete(manager.id, { council_id: 5, note: 'x' })).status).toBe(400);
      expect((await as('gcAdmin5').delete(manager.id, { address: newKey, council_id: 5 })).status).toBe(200);
    });

    it("lists a council's members to its own members and to site operators only", async () => {
      const own = await read<SiteAccount[]>(await as('gcManager5').get('/v1/councils/5/accounts'));
      expect(own.code).toBe(200);
      expect(own.result.map((a) => a.address)).toEqual([who.gcAdmin5.address.toLowerCase(), who.gcManager5.address.toLowerCase()]);
      expect((await as('gcManager5').get('/v1/councils/6/accounts')).status).toBe(403);
      expect((await as('siteManager').get('/v1/councils/6/accounts')).status).toBe(200);
    });
  });
});
