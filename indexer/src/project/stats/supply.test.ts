import { describe, expect, it } from 'vitest';
import type { SupplySample } from '@portal/core/entities/stats';
import { downsample, gridBlocks, projectSupplySummary } from './supply';

const sample = (block: number, hours: number, circulating: string, extra: Partial<SupplySample> = {}): SupplySample => ({
  block,
  time: new Date(Date.UTC(2026, 8, 1) + hours * 3_600_000).toISOString(),
  total_minted: String(1000 + hours),
  total_burnt: '0',
  burnt_by_tx_fee: '0',
  burnt_by_burning: '0',
  burnt_by_kip103: '0',
  total_supply: String(1000 + hours),
  uncirculated: '100',
  circulating_supply: circulating,
  ...extra,
});

describe('gridBlocks', () => {
  it('samples every hour, and every quarter hour over the last eight days', () => {
    const head = 30n * 86_400n;
    const blocks = gridBlocks(1n, head, head);
    expect(blocks.filter((b) => b < head - 8n * 86_400n).every((b) => b % 3_600n === 0n)).toBe(true);
    expect(blocks.filter((b) => b >= head - 8n * 86_400n).length).toBe(8 * 96 + 1);
  });
});

describe('downsample', () => {
  it('keeps the first and the last and spreads the rest', () => {
    expect(downsample([1, 2, 3, 4, 5, 6, 7, 8, 9], 3)).toEqual([1, 5, 9]);
    expect(downsample([1, 2], 5)).toEqual([1, 2]);
  });
});

describe('projectSupplySummary', () => {
  const samples = Array.from({ length: 72 }, (_, h) => sample(h * 3600, h, String(900 + h)));
  const latest = sample(72 * 3600, 72, '980', { burnt_by_burning: '5', total_burnt: '5', total_supply: '1067', uncirculated: '87' });

  it('ends with the latest point and sums the change of its range', () => {
    const day = projectSupplySummary('1d', samples, latest);
    expect(day.from).toBe(samples[48]!.time);
    expect(day.klay_supply.at(-1)!.circulating_supply).toBe('980');
    expect(day.supply_change).toEqual({ issued: '24', burned: '5', increment: '32', inflation: '3.3755', uncirculated: '-13' });
  });

  it('starts from genesis at the first sample and from burn at the first sample with KLAY burnt', () => {
    expect(projectSupplySummary('genesis', samples, latest).from).toBe(samples[0]!.time);
    expect(projectSupplySummary('burn', samples, latest).from).toBe(latest.time);
  });

  it('starts every range at the initial reserve allocation: samples before the funds hold anything count the reserve as circulating', () => {
    // Block 1 of the devnet: the funds are not deployed yet, so the whole supply reads as circulating.
    const beforeFunding = sample(1, 0, '1100', { uncirculated: '0' });
    const chain = [beforeFunding, ...samples.slice(1)];
    for (const range of ['genesis', '365d'] as const) {
      const summary = projectSupplySummary(range, chain, latest);
      expect(summary.from).toBe(samples[1]!.time);
      expect(summary.klay_supply[0]!.circulating_supply).toBe('901');
      expect(summary.klay_supply.some((p) => p.circulating_supply === '1100')).toBe(false);
    }
    // A network whose funds are never seen keeps every sample.
    const unfunded = chain.map((s) => ({ ...s, uncirculated: '0' }));
    expect(projectSupplySummary('genesis', unfunded, latest).from).toBe(beforeFunding.time);
  });
});
