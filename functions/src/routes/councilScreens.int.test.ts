import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@portal/core/db/client';
import { putActivityViews } from '@portal/core/db/repositories/activities';
import { encodeTxCursor, putContractTransactions } from '@portal/core/db/repositories/contractTransactions';
import { putCouncilList } from '@portal/core/db/repositories/councils';
import { seedLookups } from '@portal/core/db/repositories/lookups';
import { buildActivityViews } from '@portal/core/views/activityViews';
import type { ContractTransaction } from '@portal/core/entities/contractTransaction';
import type { Council } from '@portal/core/entities/council';
import { activityRecord, contractTx, NODE, REGISTERED, STAKING, stakedCouncils } from '../../../test/fixtures/apiSeeds';
import { freshTestDb } from '../../../test/setup/services';
import { createApp } from '../app';

// Beta's CnStaking is under the tracker's minimum (its CL pool brings it over): it cannot vote.
const councils = stakedCouncils({ apy: '0', date: '2026-11-15T00:00:00.000Z' }).map((c) =>
  c.id === 3 ? { ...c, stake: { cnStaking: '4000000', delegated: '0', cl: '86000000', total: '90000000', minimum: '5000000', eligible: false } } : c,
);
const record = (id: number, councilId: number, day: number, contracts: string[] = []) => activityRecord(id, councilId, day, { contracts, content: 'Hello\u200Bworld' });
const tx = contractTx;

describe('council screens API (DynamoDB Local)', () => {
  let db: Db;
  let app: ReturnType<typeof createApp>;
  const get = async (path: string) => {
    const response = await app.request(path);
    return { status: response.status, headers: response.headers, body: await response.json() };
  };

  beforeAll(async () => {
    db = await freshTestDb();
    app = createApp({ db });
  });

  it('answers empty data before anything was indexed or seeded', async () => {
    expect((await get('/v1/page/councils/main')).body).toEqual({ code: 200, result: { councils: [], categories: [] } });
    expect((await get('/v1/councils/history')).body.result).toEqual({});
    expect((await get('/v1/activities')).body.result).toEqual({ items: [], total: 0, page: 1, size: 5 });
    expect((await get('/v1/activities/tx_count?days=30')).body.result).toEqual([]);
    expect((await get('/v1/activities/tx_fee?days=all')).body.result).toEqual([]);
    expect((await get(`/v1/transactions/${STAKING}`)).body.result).toEqual({ items: [], next: null });
    expect((await get('/v1/categories')).body.result).toEqual([]);
    expect((await get('/v1/councils/2')).body).toEqual({ code: 404, err_msg: 'Council 2 not found', err_code: 'not_found' });
    expect((await get('/v1/activities/1')).body).toEqual({ code: 404, err_msg: 'Activity 1 not found', err_code: 'not_found' });
  });

  describe('with councils, lookups, activities and transactions', () => {
    beforeAll(async () => {
      await putCouncilList(db, councils);
      await seedLookups(db, {
        categories: [
          { id: 6, name: 'etc' },
          { id: 1, name: 'Infra' },
        ],
        communityTypes: [
          { id: 5, name: 'Other', thumbnail: '' },
          { id: 1, name: 'Telegram', thumbnail: '' },
        ],
      });
      const records = [record(1, 2, 1, [REGISTERED]), ...Array.from({ length: 6 }, (_, i) => record(i + 2, 3, i + 2)), record(9, 4, 9)];
      const days = new Map([[REGISTERED.toLowerCase(), [{ address: REGISTERED, day: '2026-11-10', tx_count: 4, tx_fee: '0.125', senders: ['0xa'] }]]]);
      await putActivityViews(db, buildActivityViews({ records, councils, days, now: new Date('2026-11-15T00:00:00.000Z') }));
      await putContractTransactions(db, Array.from({ length: 12 }, (_, i) => ({ address: STAKING.toLowerCase(), tx: tx(i + 1) })));
    });

    it('serves the GC list in list order with categories ("etc" last) and each council’s latest activity', async () => {
      const { body, headers } = await get('/v1/page/councils/main');
      expect(body.result.councils.map((c: Council) => c.name)).toEqual(['Beta', 'Alpha', 'Foundation', 'Gamma']);
      expect(body.result.categories.map((c: { name: string }) => c.name)).toEqual(['Infra', 'etc']);
      expect(body.result.councils[0].activity).toEqual({ id: 7, title: 'Post 7' });
      expect(body.result.councils[2].activity).toBeNull();
      expect(headers.get('Cache-Control')).toMatch(/s-maxage=/);
      expect((await get('/v1/communities')).body.result.map((c: { name: string }) => c.name)).toEqual(['Telegram', 'Other']);
    });

    it('orders councils for the activity strip, by staking, and keeps order=vote', async () => {
      expect((await get('/v1/councils?order=act')).body.result.map((c: { id: number }) => c.id)).toEqual([3, 2, 4, 1]);
      expect((await get('/v1/councils?order=act')).body.result[0]).toEqual({ id: 3, name: 'Beta', thumbnail: 'https://img.example/3.png' });
      expect((await get('/v1/councils?order=staking')).body.result.map((c: Council) => c.id)).toEqual([3, 2, 1, 4]);
      // The admin area calls it with no query (admin-area spec §7.2): the full list, in the same order.
      const bare = await get('/v1/councils');
      expect(bare.status).toBe(200);
      expect(bare.body).toEqual((await get('/v1/councils?order=staking')).body);
      // The voting selector offers only councils the tracker lets vote: not Beta.
      expect((await get('/v1/councils?order=vote')).body.result.map((c: { id: number }) => c.id)).toEqual([2]);
    });

    it('gives the history by date, a council by id or by any contract address', async () => {
      const history = (await get('/v1/councils/history')).body.result;
      expect(history['2026-10-01']).toEqual({ joined: [{ id: 3, name: 'Beta', thumbnail: 'https://img.example/3.png' }], resigned: [] });
      expect(history['2026-11-01'].resigned.map((c: { id: number }) => c.id)).toEqual([4]);
      expect((await get('/v1/councils/2')).body.result.name).toBe('Alpha');
      expect((await get(`/v1/councils/addr/${STAKING.toLowerCase()}`)).body.result.id).toBe(2);
      expect((await get(`/v1/councils/addr/${NODE}`)).body.result.id).toBe(2);
      expect((await get(`/v1/councils/addr/${REGISTERED}`)).body).toEqual({ code: 404, err_msg: `No council has the contract ${REGISTERED}`, err_code: 'not_found' });
    });

    it('pages the feeds, 5 by default, newest first', async () => {
      const all = (await get('/v1/activities')).body.result;
      expect(all.total).toBe(8);
      expect(all.items.map((a: { id: number }) => a.id)).toEqual([9, 7, 6, 5, 4]);
      expect(all.items[0].content).toBe('Hello\u200Bworld');
      expect((await get('/v1/activities?page=2')).body.result.items.map((a: { id: number }) => a.id)).toEqual([3, 2, 1]);
      const beta = (await get('/v1/councils/3/activities?page=2')).body.result;
      expect(beta).toMatchObject({ total: 6, page: 2, size: 5 });
      expect(beta.items.map((a: { id: number }) => a.id)).toEqual([2]);
      expect((await get('/v1/councils/1/activities')).body.result).toEqual({ items: [], total: 0, page: 1, size: 5 });
      expect((await get('/v1/councils/77/activities')).body).toEqual({ code: 404, err_msg: 'Council 77 not found', err_code: 'not_found' });
      expect((await get('/v1/activities/1')).body.result).toMatchObject({ id: 1, council: { id: 2, name: 'Alpha' }, monthly_tx_count: 4, eoa: 1 });
    });

    it('ranks per period', async () => {
      expect((await get('/v1/activities/tx_count?days=7')).body.result).toEqual([{ council: { id: 2, name: 'Alpha', thumbnail: 'https://img.example/2.png' }, tx_count: 4 }]);
      expect((await get('/v1/activities/tx_fee?days=all')).body.result).toEqual([
        { address: REGISTERED, council: { id: 2, name: 'Alpha', thumbnail: 'https://img.example/2.png' }, tx_fee: '0.125' },
      ]);
      expect((await get('/v1/activities/tx_count?days=90')).body.result).toHaveLength(1);
    });

    it('pages a contract’s transactions newest first with Load more', async () => {
      const first = (await get(`/v1/transactions/${STAKING}`)).body.result;
      expect(first.items).toHaveLength(10);
      expect(first.items[0]).toMatchObject({ block: 112, status: 'success', value: '1.5', tx_fee: '0.0021' });
      const second = (await get(`/v1/transactions/${STAKING.toLowerCase()}?cursor=${first.next}`)).body.result;
      expect(second.items.map((t: ContractTransaction) => [t.block, t.status])).toEqual([
        [102, 'success'],
        [101, 'success'],
      ]);
      expect(second.next).toBeNull();
      expect((await get(`/v1/transactions/${STAKING}?size=3`)).body.result.items).toHaveLength(3);
      expect((await get(`/v1/transactions/${STAKING}?cursor=${encodeTxCursor('TX#2026-11-04T08:00:00.000Z#000000000104#000000')}`)).body.result.items.map((t: ContractTransaction) => t.status)).toEqual([
        'failed',
        'success',
        'success',
      ]);
    });
  });

  it.each([
    ['/v1/page/councils/main?x=1', /^Invalid query: Unrecognized key: "x"/],
    ['/v1/councils?order=activity', /^Invalid query: order: /],
    ['/v1/councils/history?date=1', /^Invalid query: Unrecognized key: "date"/],
    ['/v1/councils/1?x=1', /^Invalid query: Unrecognized key: "x"/],
    ['/v1/councils/addr/0x123', /^Invalid param: addr: Invalid address/],
    ['/v1/councils/2/activities?page=0', /^Invalid query: page: Too small/],
    ['/v1/activities?size=51', /^Invalid query: size: Too big/],
    ['/v1/activities?council=2', /^Invalid query: Unrecognized key: "council"/],
    ['/v1/activities/0', /^Invalid param: id: Too small/],
    ['/v1/activities/tx_count', /^Invalid query: days: /],
    ['/v1/activities/tx_count?days=14', /^Invalid query: days: /],
    ['/v1/activities/tx_fee?days=', /^Invalid query: days: /],
    ['/v1/activities/tx_fee?days=30&limit=3', /^Invalid query: Unrecognized key: "limit"/],
    ['/v1/transactions/nope', /^Invalid param: address: Invalid address/],
    ['/v1/transactions/0x00000000000000000000000000000000000000A1?cursor=abc', /^Invalid query: cursor: not a cursor/],
    ['/v1/transactions/0x00000000000000000000000000000000000000A1?size=0', /^Invalid query: size: Too small/],
    ['/v1/categories?all=1', /^Invalid query: Unrecognized key: "all"/],
    ['/v1/communities?all=1', /^Invalid query: Unrecognized key: "all"/],
  ])('refuses %s with a 400 envelope', async (path, message) => {
    const { status, body, headers } = await get(path);
    expect(status).toBe(400);
    expect(body.code).toBe(400);
    expect(body.err_msg).toMatch(message);
    expect(headers.get('Cache-Control')).toBe('private, no-store');
  });

  // Ids are bound by pattern (digits only): anything else is no route at all, never the id route's validator.
  it.each(['/v1/councils/abc', '/v1/councils/-1', '/v1/councils/-1/activities', '/v1/activities/x'])('has no route for %s', async (path) => {
    const { status, body, headers } = await get(path);
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, err_msg: `No route for GET ${path}`, err_code: 'not_found' });
    expect(headers.get('Cache-Control')).toBe('private, no-store');
  });
});
