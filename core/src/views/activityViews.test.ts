import { describe, expect, it } from 'vitest';
import type { ActivityRecord } from '../entities/activity';
import type { ContractDay } from '../entities/contractTransaction';
import { council } from '../../../test/fixtures/governance';
import { buildActivityViews } from './activityViews';

const X = '0x1111111111111111111111111111111111111111';
const Y = '0x2222222222222222222222222222222222222222';
const Z = '0x3333333333333333333333333333333333333333';

const record = (id: number, councilId: number, createdAt: string, contracts: string[] = []): ActivityRecord => ({
  id,
  council_id: councilId,
  title: `Activity ${id}`,
  content: 'text',
  featured_image: '',
  created_at: createdAt,
  attachments: [],
  contracts,
  csv_filename: null,
});

const day = (address: string, d: string, count: number, fee: string, senders: string[] = ['0xa']): ContractDay => ({
  address,
  day: d,
  tx_count: count,
  tx_fee: fee,
  senders,
});

// Head block at 2026-11-15 10:00 Singapore time.
const now = new Date('2026-11-15T02:00:00.000Z');
const councils = [council(2, 'Alpha'), council(3, 'Beta'), council(4, 'A very long council name that goes on and on')];

describe('buildActivityViews', () => {
  const records = [
    record(1, 2, '2026-10-01T00:00:00.000Z', [X]),
    record(2, 3, '2026-11-10T00:00:00.000Z', [Y, X]),
    record(3, 2, '2026-11-12T00:00:00.000Z', [X, Z]),
    record(4, 99, '2026-11-13T00:00:00.000Z', [Z]),
  ];
  const days = new Map([
    [X.toLowerCase(), [day(X, '2026-07-01', 50, '5'), day(X, '2026-11-01', 4, '0.4', ['0xa', '0xb']), day(X, '2026-11-15', 1, '0.01', ['0xc'])]],
    [Y.toLowerCase(), [day(Y, '2026-11-09', 7, '0.7', ['0xb'])]],
  ]);
  const views = buildActivityViews({ records, councils, days, now });

  it('joins each activity with its council and leaves out councils not in the public list', () => {
    expect(views.activities.map((a) => a.id)).toEqual([3, 2, 1]);
    expect(views.activities[0]!.council).toEqual({ id: 2, name: 'Alpha', thumbnail: 'https://img.example/2.png' });
    expect(views.activities[0]).not.toHaveProperty('council_id');
  });

  it('counts the last 30 Singapore days of the registered contracts', () => {
    const byId = new Map(views.activities.map((a) => [a.id, a]));
    expect(byId.get(1)).toMatchObject({ monthly_tx_count: 5, eoa: 3 });
    expect(byId.get(2)).toMatchObject({ monthly_tx_count: 12, eoa: 3 });
  });

  it('writes the feeds newest first, all and per council, and the summary', () => {
    expect(views.feeds).toEqual([
      { councilId: null, feed: { ids: [3, 2, 1] } },
      { councilId: 2, feed: { ids: [3, 1] } },
      { councilId: 3, feed: { ids: [2] } },
    ]);
    expect(views.summary['2']).toEqual({ count: 2, latest: { id: 3, title: 'Activity 3', created_at: '2026-11-12T00:00:00.000Z' } });
  });

  it('ranks councils by count and contracts by fee, per period', () => {
    const rank = (period: string) => views.ranks.find((r) => r.days === period)!;
    expect(rank('7').tx_count).toEqual([{ council: expect.objectContaining({ id: 3 }), tx_count: 8 }, { council: expect.objectContaining({ id: 2 }), tx_count: 1 }]);
    expect(rank('7').from_day).toBe('2026-11-09');
    expect(rank('30').tx_count.map((i) => [i.council.id, i.tx_count])).toEqual([
      [3, 12],
      [2, 5],
    ]);
    expect(rank('all').tx_count.map((i) => [i.council.id, i.tx_count])).toEqual([
      [3, 62],
      [2, 55],
    ]);
    expect(rank('all').from_day).toBeNull();
    expect(rank('30').tx_fee).toEqual([
      { address: Y, council: expect.objectContaining({ id: 3 }), tx_fee: '0.7' },
      { address: X, council: expect.objectContaining({ id: 2 }), tx_fee: '0.41' },
    ]);
    expect(rank('30').updated_at).toBe(now.toISOString());
  });

  it('gives empty rankings when nothing was registered', () => {
    const empty = buildActivityViews({ records: [record(1, 2, '2026-11-01T00:00:00.000Z')], councils, days: new Map(), now });
    expect(empty.ranks.map((r) => [r.days, r.tx_count.length, r.tx_fee.length])).toEqual([
      ['7', 0, 0],
      ['30', 0, 0],
      ['90', 0, 0],
      ['all', 0, 0],
    ]);
  });
});
