import { beforeAll, describe, expect, it } from 'vitest';
import { freshTestDb } from '../../../../test/setup/services';
import type { Activity, ActivityRank, ActivityRecord } from '../../entities/activity';
import type { ContractTransaction } from '../../entities/contractTransaction';
import type { Db } from '../client';
import { keys } from '../keys';
import { getData } from '../items';
import {
  getActivity,
  getActivityPage,
  getActivityRank,
  getCouncilActivitySummary,
  listActivityRecords,
  putActivityRecord,
  putActivityRecordIfAbsent,
  putActivityViews,
} from './activities';
import {
  clearContractItems,
  decodeTxCursor,
  listContractDays,
  listContractTransactions,
  listContractTransactionsBetween,
  putContractDays,
  putContractTransactions,
} from './contractTransactions';
import { getCategories, getCommunityTypes, putCategories, seedLookups } from './lookups';
import * as z from 'zod';

const record = (id: number, title = `Activity ${id}`): ActivityRecord => ({
  id,
  council_id: 2,
  title,
  content: 'Hello',
  featured_image: '',
  created_at: `2026-11-${String(id).padStart(2, '0')}T00:00:00.000Z`,
  attachments: [{ type: 'url', url: 'https://example.com', title: '' }],
  contracts: [],
  csv_filename: null,
});

const activity = (id: number): Activity => {
  const { council_id: _c, ...rest } = record(id);
  return { ...rest, council: { id: 2, name: 'Alpha', thumbnail: '' }, monthly_tx_count: 0, eoa: 0 };
};

const rank = (days: ActivityRank['days']): ActivityRank => ({ days, tx_count: [], tx_fee: [], from_day: null, updated_at: '2026-11-15T00:00:00.000Z' });

const A = '0xAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAa';
const tx = (n: number, date: string): ContractTransaction => ({
  hash: `0x${n.toString(16).padStart(64, '0')}`,
  block: n,
  index: 0,
  from: A,
  to: A,
  status: 'success',
  value: '0',
  tx_fee: '0.01',
  tx_type: 'TxTypeEthereumDynamicFee',
  date,
});

describe('activity and contract repositories (DynamoDB Local)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshTestDb();
  });

  it('seeds records without overwriting an edit', async () => {
    expect(await putActivityRecordIfAbsent(db, record(1))).toBe(true);
    await putActivityRecord(db, record(1, 'Edited by an operator'));
    expect(await putActivityRecordIfAbsent(db, record(1))).toBe(false);
    expect(await putActivityRecordIfAbsent(db, record(2))).toBe(true);
    expect((await listActivityRecords(db)).map((r) => r.title)).toEqual(['Edited by an operator', 'Activity 2']);
    await expect(putActivityRecordIfAbsent(db, { ...record(3), contracts: ['0x12'] })).rejects.toThrow(/Invalid address/);
  });

  it('writes views only when they change, removes stale ones, and pages a feed in two requests', async () => {
    const views = {
      activities: [activity(3), activity(2), activity(1)],
      feeds: [
        { councilId: null, feed: { ids: [3, 2, 1] } },
        { councilId: 2, feed: { ids: [3, 2, 1] } },
      ],
      summary: { '2': { count: 3, latest: { id: 3, title: 'Activity 3', created_at: '2026-11-03T00:00:00.000Z' } } },
      ranks: [rank('7'), rank('30'), rank('90'), rank('all')],
    };
    expect(await putActivityViews(db, views)).toEqual({ written: 10, deleted: 0 });
    expect(await putActivityViews(db, views)).toEqual({ written: 0, deleted: 0 });

    expect(await getActivityPage(db, null, 1, 2)).toMatchObject({ total: 3, page: 1, size: 2, items: [{ id: 3 }, { id: 2 }] });
    expect((await getActivityPage(db, 2, 2, 2)).items.map((a) => a.id)).toEqual([1]);
    expect(await getActivityPage(db, 9, 1, 5)).toEqual({ items: [], total: 0, page: 1, size: 5 });
    expect((await getActivity(db, 2))?.title).toBe('Activity 2');
    expect((await getCouncilActivitySummary(db))['2']?.count).toBe(3);
    expect((await getActivityRank(db, 'all'))?.days).toBe('all');

    const fewer = { ...views, activities: [activity(3)], feeds: [{ councilId: null, feed: { ids: [3] } }] };
    expect(await putActivityViews(db, fewer)).toEqual({ written: 1, deleted: 3 });
    expect(await getActivity(db, 2)).toBeNull();
    expect(await getActivityPage(db, 2, 1, 5)).toMatchObject({ total: 0 });
  });

  it('pages an address’s transactions newest first with a cursor, whatever the address’s case', async () => {
    const txs = Array.from({ length: 12 }, (_, i) => tx(i + 1, `2026-11-${String(i + 1).padStart(2, '0')}T12:00:00.000Z`));
    await putContractTransactions(db, txs.map((t) => ({ address: A.toLowerCase(), tx: t })));
    await putContractDays(db, [{ address: A, day: '2026-11-01', tx_count: 1, tx_fee: '0.01', senders: [A.toLowerCase()] }]);

    const first = await listContractTransactions(db, A, { limit: 5 });
    expect(first.items.map((t) => t.block)).toEqual([12, 11, 10, 9, 8]);
    expect(first.next).not.toBeNull();
    expect(decodeTxCursor(first.next!)).toMatch(/^TX#2026-11-08T12:00:00.000Z#000000000008#000000$/);
    const second = await listContractTransactions(db, A.toLowerCase(), { limit: 5, after: decodeTxCursor(first.next!) });
    expect(second.items.map((t) => t.block)).toEqual([7, 6, 5, 4, 3]);
    const third = await listContractTransactions(db, A, { limit: 5, after: decodeTxCursor(second.next!) });
    expect(third).toMatchObject({ next: null });
    expect(third.items.map((t) => t.block)).toEqual([2, 1]);
    expect(decodeTxCursor('bm90IGEgY3Vyc29y')).toBeNull();

    const between = await listContractTransactionsBetween(db, A, '2026-11-03T12:00:00.000Z', '2026-11-05T12:00:00.000Z');
    expect(between.map((t) => t.block)).toEqual([3, 4]);
    expect((await listContractDays(db, A)).map((d) => d.day)).toEqual(['2026-11-01']);

    expect(await clearContractItems(db, [A])).toBe(13);
    expect((await listContractTransactions(db, A, { limit: 5 })).items).toEqual([]);
  });

  it('keeps lookups in spec order and seeds them once', async () => {
    expect(await getCategories(db)).toEqual([]);
    expect(await seedLookups(db, { categories: [{ id: 6, name: 'etc' }, { id: 1, name: 'Infra' }], communityTypes: [{ id: 5, name: 'Other', thumbnail: '' }, { id: 1, name: 'X', thumbnail: '' }] })).toEqual({
      categories: true,
      communityTypes: true,
    });
    await putCategories(db, [{ id: 6, name: 'etc' }, { id: 2, name: 'Exchange' }]);
    expect((await seedLookups(db, { categories: [], communityTypes: [] })).categories).toBe(false);
    expect((await getCategories(db)).map((c) => c.name)).toEqual(['Exchange', 'etc']);
    expect((await getCommunityTypes(db)).map((c) => c.name)).toEqual(['X', 'Other']);
    expect(await getData(db, keys.categories(), z.unknown())).toHaveLength(2);
  });
});
