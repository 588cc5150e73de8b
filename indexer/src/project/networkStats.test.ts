import { describe, expect, it } from 'vitest';
import { parseEther } from 'viem';
import type { AddressBookState, StakingContractState } from '../model/addressBook';
import { projectNetworkStats } from './networkStats';

const addr = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as const;
const staking = (councilId: number, staked: string, n: number): StakingContractState => ({
  address: addr(100 + n),
  nodeId: addr(200 + councilId),
  rewardAddress: addr(300 + councilId),
  councilId,
  version: 2,
  staked: parseEther(staked),
  delegated: 0n,
});

const book = (contracts: StakingContractState[], clPools: AddressBookState['clPools'] = []): AddressBookState => ({
  stakingContracts: contracts,
  clPools,
  kcf: addr(1),
  kff: addr(2),
});

describe('projectNetworkStats', () => {
  it('counts councils once however many staking contracts they have, and sums their stakes exactly', () => {
    const stats = projectNetworkStats({
      addressBook: book([staking(1, '5000000', 1), staking(1, '0.000000000000000001', 2), staking(2, '12345678.9', 3)]),
      totalSupplyWei: parseEther('6000000000'),
      uncirculatedWei: parseEther('200000000.5'),
      priceUsd: '0.1234',
      blockNumber: 42n,
      now: new Date('2026-11-22T00:00:00Z'),
    });
    expect(stats).toEqual({
      gc_size: 2,
      total_staking: '17345678.900000000000000001',
      total_supply: '6000000000',
      circulating_supply: '5799999999.5',
      total_value: '715719999.93',
      price_usd: '0.1234',
      block_number: 42,
      updated_at: '2026-11-22T00:00:00.000Z',
    });
  });

  it("adds the CL pools' WKAIA to the total staked, as the council list totals count it", () => {
    const stats = projectNetworkStats({
      addressBook: book([staking(13, '6000000', 1)], [{ councilId: 13, nodeId: addr(213), pool: addr(400), amount: parseEther('5000000') }]),
      totalSupplyWei: parseEther('6000000000'),
      uncirculatedWei: 0n,
      priceUsd: '0',
      blockNumber: 1n,
      now: new Date('2026-11-22T00:00:00Z'),
    });
    expect(stats.total_staking).toBe('11000000');
  });

  it('never shows a negative circulating supply', () => {
    const stats = projectNetworkStats({
      addressBook: book([]),
      totalSupplyWei: 10n,
      uncirculatedWei: 20n,
      priceUsd: '1',
      blockNumber: 1n,
      now: new Date(0),
    });
    expect(stats.circulating_supply).toBe('0');
    expect(stats.gc_size).toBe(0);
  });
});
