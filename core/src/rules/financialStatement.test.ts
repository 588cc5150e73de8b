import { describe, expect, it } from 'vitest';
import type { TreasuryHistoryEntry, TreasuryTransaction } from '../entities/treasury';
import { financialStatementRows } from './financialStatement';

const month = (date: string, balance: string, inflow: string): TreasuryHistoryEntry => ({ date, balance, executor_balance: '0', usage: [], inflow });
const payment = (id: number, date: string, value: string): TreasuryTransaction => ({
  id,
  fund: 'KCF',
  label: 'Ecosystem',
  kgp: null,
  title: '',
  recipient: '0x1111111111111111111111111111111111111111',
  value,
  date,
  tx_hash: `0x${String(id).padStart(64, '0')}`,
  block: id,
});

describe('financialStatementRows', () => {
  it('opens each month at its closing balance less what came in plus what was paid, exactly', () => {
    const months = [month('2026-11', '1000.5', '300'), month('2026-10', '800', '0.000000000000000001')];
    const payments = [
      payment(3, '2026-11-20T00:00:00.000Z', '50.25'),
      payment(2, '2026-11-02T00:00:00.000Z', '49.75'),
      payment(1, '2026-10-31T23:59:59.000Z', '0.000000000000000002'),
    ];
    expect(financialStatementRows('KCF', months, payments)).toEqual([
      { month: '2026-11', fund: 'KCF', opening_balance: '800.5', inflow: '300', outflow: '100', closing_balance: '1000.5' },
      { month: '2026-10', fund: 'KCF', opening_balance: '800.000000000000000001', inflow: '0.000000000000000001', outflow: '0.000000000000000002', closing_balance: '800' },
    ]);
  });

  it('has a row per month even without payments, and none without months', () => {
    expect(financialStatementRows('KFF', [month('2026-11', '5', '5')], [])).toEqual([
      { month: '2026-11', fund: 'KFF', opening_balance: '0', inflow: '5', outflow: '0', closing_balance: '5' },
    ]);
    expect(financialStatementRows('KFF', [], [payment(1, '2026-11-02T00:00:00.000Z', '1')])).toEqual([]);
  });
});
