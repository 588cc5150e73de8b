import { describe, expect, it } from 'vitest';
import { serverText } from '../i18n/serverText';
import { formatKst, rewardCsvFileName, rewardCsvRows, rewardMonths, rewardYears } from './councilRewards';

describe('reward data', () => {
  it('writes timestamps in Korea time', () => {
    expect(formatKst('2026-11-23T15:30:00.000Z')).toBe('2026-11-24 00:30:00');
  });

  it('offers the years 2023 to now and the months so far of this year (Korea time)', () => {
    const now = new Date('2026-03-31T15:00:00.000Z'); // 1 April in Korea
    expect(rewardYears(now)).toEqual([2023, 2024, 2025, 2026]);
    expect(rewardMonths(2026, now)).toEqual(['01', '02', '03', '04']);
    expect(rewardMonths(2025, now)).toHaveLength(12);
    expect(rewardMonths(2027, now)).toEqual([]);
  });

  it('has one row per day, oldest first, with the day in Korea time and the rewards summed exactly', () => {
    const point = (date: string, proposer: string, staking: string) => ({
      date,
      apy: '4.5',
      total_staking: '5000000',
      proposer_reward: proposer,
      staking_reward: staking,
      estimated_reward: '0',
      ratio: '10',
    });
    const rows = rewardCsvRows([point('2026-11-02', '1.1', '2.2'), point('2026-11-01', '0.1', '0.2')], serverText('en').columns.rewards('KLAY'));
    expect(rows[0]).toEqual(['Date', 'From (KST)', 'To (KST)', 'Proposer Reward (KLAY)', 'Staking Reward (KLAY)', 'Total Reward (KLAY)', 'Total Staking (KLAY)', 'APY (%)']);
    expect(rows[1]).toEqual(['2026-11-01', '2026-11-01 01:00:00', '2026-11-02 01:00:00', '0.1', '0.2', '0.3', '5000000', '4.5']);
    expect(rows[2]![5]).toBe('3.3');
  });

  it('names the file after the council and the month', () => {
    expect(rewardCsvFileName('Alpha Node!', 2026, '03')).toBe('reward_data_Alpha_Node_2026-03.csv');
  });
});
