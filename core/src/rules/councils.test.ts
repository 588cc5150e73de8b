import { describe, expect, it } from 'vitest';
import type { Council } from '../entities/council';
import {
  activityStrip,
  COUNCIL_SECTION_LIMIT,
  councilHistory,
  filterCouncils,
  findCouncilByAddress,
  historyDates,
  isResigned,
  newlyJoinedCouncils,
  onboardingCouncils,
  sortCategories,
  sortCommunityTypes,
  sortCouncils,
} from './councils';

function council(id: number, name: string, staked: string, extra: Partial<Council> = {}): Council {
  return {
    id,
    name,
    thumbnail: `t${id}`,
    summary: '',
    description: '',
    categories: [],
    websites: [],
    communities: [],
    contracts: [],
    staking: [{ total_staking: staked, apy: '0', date: '2026-11-01T00:00:00.000Z' }],
    site_conf: { status: '', isFoundation: false },
    joined_at: '2026-01-01T00:00:00.000Z',
    resigned_at: null,
    ...extra,
  };
}

const categories = [
  { id: 1, name: 'Infra' },
  { id: 2, name: 'Exchange' },
];

describe('sortCouncils', () => {
  it('orders by total staking, highest first, exactly (no float rounding)', () => {
    const list = sortCouncils([
      council(1, 'A', '100'),
      council(2, 'B', '100000000000000000000.000000000000000002'),
      council(3, 'C', '100000000000000000000.000000000000000001'),
      council(4, 'D', '5.5'),
    ]);
    expect(list.map((c) => c.id)).toEqual([2, 3, 1, 4]);
  });

  it('puts resigned councils after the others, by name, whatever their stake', () => {
    const list = sortCouncils([
      council(1, 'Zulu', '9', { resigned_at: '2026-02-01T00:00:00.000Z' }),
      council(2, 'Alpha', '1'),
      council(3, 'Bravo', '999', { resigned_at: '2026-03-01T00:00:00.000Z' }),
      council(4, 'Charlie', '2'),
    ]);
    expect(list.map((c) => c.name)).toEqual(['Charlie', 'Alpha', 'Bravo', 'Zulu']);
  });

  it('treats the "none" sentinel as not resigned and ties by name', () => {
    const list = sortCouncils([council(1, 'Beta', '1', { resigned_at: '9999-12-31T00:00:00Z' }), council(2, 'Alpha', '1')]);
    expect(list.map((c) => c.name)).toEqual(['Alpha', 'Beta']);
    expect(isResigned(list[1]!)).toBe(false);
  });

  it('reads a council without staking as zero', () => {
    expect(sortCouncils([council(1, 'A', '0', { staking: [] }), council(2, 'B', '1')]).map((c) => c.id)).toEqual([2, 1]);
  });
});

describe('Newly Joined and Onboarding sections', () => {
  const many = Array.from({ length: 12 }, (_, i) =>
    council(i + 1, `C${i}`, '1', { site_conf: { status: i % 2 ? 'New' : 'OnBoarding', isFoundation: false } }),
  );

  it('keep at most 9 each, sitting councils only, in list order', () => {
    const news = Array.from({ length: 11 }, (_, i) => council(i + 1, `N${i}`, '1', { site_conf: { status: 'New', isFoundation: false } }));
    expect(newlyJoinedCouncils(news)).toHaveLength(COUNCIL_SECTION_LIMIT);
    expect(newlyJoinedCouncils(news)[0]!.id).toBe(1);
    expect(newlyJoinedCouncils(many).every((c) => c.site_conf.status === 'New')).toBe(true);
    expect(onboardingCouncils(many).map((c) => c.id)).toEqual([1, 3, 5, 7, 9, 11]);
    const resigned = council(99, 'Gone', '1', { site_conf: { status: 'New', isFoundation: false }, resigned_at: '2026-05-01T00:00:00.000Z' });
    expect(newlyJoinedCouncils([resigned])).toEqual([]);
  });
});

describe('filterCouncils', () => {
  const list = [
    council(1, 'Northwind Exchange', '1', { categories: [{ id: 2, name: 'Exchange' }] }),
    council(2, 'Blockforge Labs', '1', { categories: [{ id: 1, name: 'Infra' }] }),
    council(3, 'Harbor Exchange', '1', { categories: [{ id: 1, name: 'Infra' }, { id: 2, name: 'Exchange' }] }),
  ];

  it('matches the name case-insensitively, without trimming the search', () => {
    expect(filterCouncils(list, { category: 0, input: 'EXCHANGE' }, categories).map((c) => c.id)).toEqual([1, 3]);
    expect(filterCouncils(list, { category: 0, input: ' exchange' }, categories).map((c) => c.id)).toEqual([1, 3]);
    expect(filterCouncils(list, { category: 0, input: 'exchange ' }, categories)).toEqual([]);
    expect(filterCouncils(list, { category: 0, input: ' blockforge' }, categories)).toEqual([]);
    expect(filterCouncils(list, { category: 0, input: '' }, categories)).toHaveLength(3);
  });

  it('filters by category; 0 or an unknown category means all', () => {
    expect(filterCouncils(list, { category: 1, input: '' }, categories).map((c) => c.id)).toEqual([2, 3]);
    expect(filterCouncils(list, { category: 2, input: 'harbor' }, categories).map((c) => c.id)).toEqual([3]);
    expect(filterCouncils(list, { category: 77, input: '' }, categories)).toHaveLength(3);
  });
});

describe('lookups order', () => {
  it('puts "etc" and "Other" last', () => {
    expect(sortCategories([{ id: 6, name: 'etc' }, { id: 2, name: 'B' }, { id: 1, name: 'A' }]).map((c) => c.name)).toEqual(['A', 'B', 'etc']);
    expect(
      sortCommunityTypes([
        { id: 5, name: 'Other', thumbnail: '' },
        { id: 9, name: 'X', thumbnail: '' },
        { id: 1, name: 'Telegram', thumbnail: '' },
      ]).map((c) => c.name),
    ).toEqual(['Telegram', 'X', 'Other']);
  });
});

describe('findCouncilByAddress', () => {
  it('finds a council by any of its contracts, in any case', () => {
    const address = '0xAbCdEf0000000000000000000000000000000001';
    const list = [council(1, 'A', '1'), council(2, 'B', '1', { contracts: [{ type: 'reward', address, version: 1 }] })];
    expect(findCouncilByAddress(list, address.toLowerCase())?.id).toBe(2);
    expect(findCouncilByAddress(list, '0x0000000000000000000000000000000000000009')).toBeUndefined();
  });
});

describe('councilHistory', () => {
  it('groups joins and resignations by UTC day, newest day first, leaving out drafts and sentinels', () => {
    const history = councilHistory([
      council(1, 'Beta', '1', { joined_at: '2026-03-02T00:00:00.000Z' }),
      council(2, 'Alpha', '1', { joined_at: '2026-03-02T00:00:00.000Z', resigned_at: '2026-05-01T00:00:00.000Z' }),
      council(3, 'Gamma', '1', { joined_at: null }),
      council(4, 'Delta', '1', { joined_at: '2026-05-01T00:00:00.000Z', resigned_at: '9999-12-31T00:00:00Z' }),
    ]);
    expect(historyDates(history)).toEqual(['2026-05-01', '2026-03-02']);
    expect(history['2026-03-02']!.joined.map((c) => c.name)).toEqual(['Alpha', 'Beta']);
    expect(history['2026-05-01']).toEqual({ joined: [{ id: 4, name: 'Delta', thumbnail: 't4' }], resigned: [{ id: 2, name: 'Alpha', thumbnail: 't2' }] });
  });
});

describe('activityStrip', () => {
  it('ranks by activity count, then name; keeps resigned councils only when they posted', () => {
    const strip = activityStrip(
      [
        council(1, 'Zed', '1'),
        council(2, 'Amy', '1'),
        council(3, 'Bob', '1'),
        council(4, 'Old', '1', { resigned_at: '2026-01-02T00:00:00.000Z' }),
        council(5, 'Older', '1', { resigned_at: '2026-01-02T00:00:00.000Z' }),
      ],
      new Map([
        [1, 3],
        [4, 1],
      ]),
    );
    expect(strip.map((c) => c.name)).toEqual(['Zed', 'Old', 'Amy', 'Bob']);
  });
});
