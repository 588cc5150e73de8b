import { describe, expect, it } from 'vitest';
import type { ChainDay, ContractMeta } from '../entities/stats';
import { PUBLIC_RANK_LIMIT, RANK_LIMIT } from '../entities/stats';
import { projectRanking, rankContracts } from './contractRankings';

const a = '0x00000000000000000000000000000000000000aa';
const b = '0x00000000000000000000000000000000000000bb';
const c = '0x00000000000000000000000000000000000000cc';
const d = '0x00000000000000000000000000000000000000dd';

describe('rankContracts', () => {
  it('orders by the ranked figure, shares ranks on ties, and breaks them by the other figure then the address', () => {
    const totals = [
      { address: c, tx_count: 5, fee: 10n },
      { address: a, tx_count: 9, fee: 1n },
      { address: d, tx_count: 5, fee: 10n },
      { address: b, tx_count: 5, fee: 30n },
    ];
    const byCount = rankContracts(totals, 'txcount');
    expect(byCount.map((t) => [t.address, t.rank])).toEqual([
      [a, 1],
      [b, 2],
      [c, 2],
      [d, 2],
    ]);
    const byFee = rankContracts(totals, 'txfee');
    expect(byFee.map((t) => [t.address, t.rank])).toEqual([
      [b, 1],
      [c, 2],
      [d, 2],
      [a, 4],
    ]);
  });
});

describe('projectRanking', () => {
  const day = (date: string, contracts: ChainDay['contracts']): ChainDay => ({ date, tx_count: 0, tx_fee: '0', gas_used: '0', contracts, through_block: 1 });
  const days = new Map([
    ['2026-11-14', day('2026-11-14', { [a]: { tx_count: 2, tx_fee: '0.5' }, [b]: { tx_count: 1, tx_fee: '2' } })],
    ['2026-11-15', day('2026-11-15', { [a]: { tx_count: 1, tx_fee: '0.25' }, [c]: { tx_count: 4, tx_fee: '0.1' } })],
    ['2026-10-01', day('2026-10-01', { [b]: { tx_count: 50, tx_fee: '50' } })],
  ]);
  const meta = (address: string, id: number, councilId: number): ContractMeta => ({ id, address, sq_logo: null, sq_company: `Co ${id}`, sq_service: null, sq_category: 'GAME', council_id: councilId, sq_filename: null });
  const metas = new Map([
    [a, meta(a, 1, 3)],
    [b, meta(b, 2, -1)],
    [c, meta(c, 3, -1)],
  ]);

  it('adds up the days of the window only, and keeps the operators\' description', () => {
    const ranking = projectRanking(days, '2026-11-15', 7, 'txcount', false, metas);
    expect(ranking.items.map((i) => [i.sq_company, i.tx_count, i.tx_fee, i.rank])).toEqual([
      ['Co 3', 4, '0.1', 1],
      ['Co 1', 3, '0.75', 2],
      ['Co 2', 1, '2', 3],
    ]);
    expect(projectRanking(days, '2026-11-15', 1, 'txfee', false, metas).items.map((i) => i.sq_company)).toEqual(['Co 1', 'Co 3']);
  });

  it('keeps the top RANK_LIMIT (the API serves the public top 30 of them), ties at the cut sharing their rank', () => {
    const many = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`0x${String(i).padStart(40, '0')}`, { tx_count: i < RANK_LIMIT - 2 ? 100 - i : 5, tx_fee: '1' }]));
    const ranking = projectRanking(new Map([['2026-11-15', day('2026-11-15', many)]]), '2026-11-15', 1, 'txcount', false, new Map());
    expect(ranking.items).toHaveLength(RANK_LIMIT);
    expect(RANK_LIMIT).toBeGreaterThanOrEqual(PUBLIC_RANK_LIMIT);
    expect(ranking.items.slice(0, RANK_LIMIT - 2).map((i) => i.rank)).toEqual(Array.from({ length: RANK_LIMIT - 2 }, (_, i) => i + 1));
    expect(ranking.items.slice(RANK_LIMIT - 2).map((i) => [i.tx_count, i.rank, i.council_id])).toEqual([
      [5, RANK_LIMIT - 1, -1],
      [5, RANK_LIMIT - 1, -1],
    ]);
  });

  it('keeps council projects only when asked', () => {
    const ranking = projectRanking(days, '2026-11-15', 90, 'txfee', true, metas);
    expect(ranking.items.map((i) => [i.sq_company, i.council_id])).toEqual([['Co 1', 3]]);
  });
});
