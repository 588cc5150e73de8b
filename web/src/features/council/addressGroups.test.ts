import { describe, expect, it } from 'vitest';
import type { CouncilContract } from '@portal/core/entities/council';
import { addressGroups, initialContract } from './addressGroups';

const a = (n: number) => `0x${String(n).padStart(40, '0')}`;
const contracts: CouncilContract[] = [
  { type: 'staking', address: a(5), version: 1 },
  { type: 'node', address: a(1), version: 1 },
  { type: 'node', address: a(2), version: 1 },
  { type: 'reward', address: a(3), version: 1 },
  { type: 'staking', address: a(6), version: 2 },
];

describe('addressGroups', () => {
  it('groups Node, Reward, Staking in that order and numbers a group’s rows when it has more than one', () => {
    const groups = addressGroups(contracts);
    expect(groups.map((g) => g.type)).toEqual(['node', 'reward', 'staking']);
    expect(groups[0]!.rows.map((r) => r.number)).toEqual([1, 2]);
    expect(groups[1]!.rows.map((r) => r.number)).toEqual([null]);
    expect(groups[2]!.rows.map((r) => [r.number, r.version])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('does not number a single staking contract and leaves out empty groups', () => {
    expect(addressGroups([{ type: 'staking', address: a(9), version: 2 }])).toEqual([
      { type: 'staking', rows: [{ type: 'staking', address: a(9), version: 2, number: null }] },
    ]);
    expect(addressGroups([])).toEqual([]);
  });
});

describe('initialContract', () => {
  it('prefers the address asked for (any case), then the first staking contract', () => {
    expect(initialContract(contracts, a(3).toUpperCase().replace('0X', '0x'))).toBe(a(3));
    expect(initialContract(contracts, null)).toBe(a(5));
    expect(initialContract(contracts.filter((c) => c.type !== 'staking'), a(99))).toBe(a(1));
    expect(initialContract([], null)).toBeNull();
  });
});
