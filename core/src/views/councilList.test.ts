import { describe, expect, it } from 'vitest';
import type { Council, CouncilProfile } from '../entities/council';
import { councilStake, projectCouncilList, withEnteredNode, withProfiles } from './councilList';

const klay = (whole: number) => BigInt(whole) * 10n ** 18n;

const addr = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as `0x${string}`;
const profile = (id: number, joined: string | null): CouncilProfile => ({
  id,
  name: `Council ${id}`,
  thumbnail: '',
  summary: '',
  description: '',
  categories: [],
  websites: [],
  communities: [],
  site_conf: { status: '', isFoundation: false },
  joined_at: joined,
  resigned_at: null,
});

describe('councilStake', () => {
  const contract = (version: number, staked: number, delegated = 0) => ({
    address: addr(10 + version),
    nodeId: addr(20),
    rewardAddress: addr(30),
    councilId: 1,
    version,
    staked: klay(staked),
    delegated: klay(delegated),
  });

  it('adds CL pools to the total votes count, and decides eligibility from CnStaking alone', () => {
    expect(councilStake([contract(2, 4_000_000)], [{ councilId: 1, amount: klay(10_000_000) }], klay(5_000_000))).toEqual({
      cnStaking: '4000000',
      delegated: '0',
      cl: '10000000',
      total: '14000000',
      minimum: '5000000',
      eligible: false,
    });
    expect(councilStake([contract(3, 6_000_000, 6_000_000)], [], klay(5_000_000))).toMatchObject({ delegated: '6000000', total: '6000000', eligible: true });
  });

  it('takes the minimum the tracker answers, and leaves eligibility unknown without one', () => {
    expect(councilStake([contract(2, 4_000_000)], [], klay(3_000_000))).toMatchObject({ minimum: '3000000', eligible: true });
    expect(councilStake([contract(2, 4_000_000)], [], null)).toMatchObject({ minimum: null, eligible: null });
  });

  it("carries each V3's public delegation in KAIA, and no list for a council without one", () => {
    const publicDelegation = {
      contract: addr(40),
      holders: klay(5_900_000) + 10n ** 17n,
      withdrawing: klay(100_000),
      commissionRate: 1_000n,
      commissionDenominator: 10_000n,
      commissionTo: addr(50),
      lockupInitial: klay(2_000_000),
      lockupRemaining: klay(500_000),
    };
    expect(councilStake([contract(2, 1_000_000), { ...contract(3, 6_000_000, 6_000_000), publicDelegation }], [], null).publicDelegations).toEqual([
      {
        staking: addr(13),
        contract: addr(40),
        holders: '5900000.1',
        withdrawing: '100000',
        commission: { rate: '1000', denominator: '10000', to: addr(50) },
        lockup: { initial: '2000000', remaining: '500000' },
      },
    ]);
    expect(councilStake([contract(3, 6_000_000, 6_000_000)], [], null)).not.toHaveProperty('publicDelegations');
  });

  it('leaves a V1 out of eligibility, as the tracker does not follow it', () => {
    expect(councilStake([contract(1, 3_000_000), contract(2, 4_000_000)], [], klay(5_000_000))).toMatchObject({ cnStaking: '7000000', eligible: false });
  });
});

describe('projectCouncilList', () => {
  it('lists published councils with their contracts grouped and their stake summed', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    const councils = projectCouncilList(
      [profile(2, '2024-01-01T00:00:00.000Z'), profile(1, '2023-01-01T00:00:00.000Z'), profile(3, null)],
      {
        stakingContracts: [
          { address: addr(11), nodeId: addr(21), rewardAddress: addr(31), councilId: 1, version: 1, staked: klay(3_000_000) },
          { address: addr(12), nodeId: addr(21), rewardAddress: addr(31), councilId: 1, version: 2, staked: klay(4_000_000) },
          { address: addr(13), nodeId: addr(23), rewardAddress: addr(33), councilId: 3, version: 2, staked: klay(1) },
        ],
      },
      now,
    );
    expect(councils.map((c) => c.id)).toEqual([1, 2]);
    expect(councils[0]!.contracts).toEqual([
      { type: 'node', address: addr(21), version: 1 },
      { type: 'reward', address: addr(31), version: 1 },
      { type: 'staking', address: addr(11), version: 1 },
      { type: 'staking', address: addr(12), version: 2 },
    ]);
    expect(councils[0]!.staking).toEqual([{ total_staking: '7000000', apy: '0', date: now.toISOString() }]);
    expect(councils[1]!.contracts).toEqual([]);
    expect(councils[1]!.staking[0]!.total_staking).toBe('0');
  });

  it('takes each council’s APY from the staking statistics, 0 where they have none yet', () => {
    const councils = projectCouncilList(
      [profile(1, '2023-01-01T00:00:00.000Z'), profile(2, '2024-01-01T00:00:00.000Z')],
      { stakingContracts: [] },
      new Date('2026-11-22T00:00:00Z'),
      new Map([[1, '4.1234']]),
    );
    expect(councils.map((c) => c.staking[0]!.apy)).toEqual(['4.1234', '0']);
  });
});

describe('withProfiles', () => {
  const listed = (id: number): Council => ({
    ...profile(id, '2023-01-01T00:00:00.000Z'),
    contracts: [{ type: 'staking', address: addr(100 + id), version: 2 }],
    staking: [{ total_staking: '5', apy: '1.5', date: '2026-11-22T00:00:00.000Z' }],
  });

  it('takes every operator field from the current profile and keeps the chain part', () => {
    const edited = { ...profile(1, '2023-01-01T00:00:00.000Z'), summary: 'Edited', categories: [{ id: 2, name: 'DeFi' }] };
    const [council, other] = withProfiles([listed(1), listed(2)], [edited]);
    expect(council).toEqual({ ...edited, contracts: listed(1).contracts, staking: listed(1).staking });
    expect(other).toEqual(listed(2));
  });

  it('drops a council whose profile is no longer published', () => {
    expect(withProfiles([listed(1), listed(2)], [profile(2, null)]).map((c) => c.id)).toEqual([1]);
  });
});

describe('the entered node address', () => {
  const published = '2023-01-01T00:00:00.000Z';

  it('joins the chain’s nodes on the public list, once, and never as a field of the council', () => {
    const [council] = projectCouncilList(
      [{ ...profile(1, published), address: addr(77) }],
      { stakingContracts: [{ address: addr(11), nodeId: addr(21), rewardAddress: addr(31), councilId: 1, version: 1, staked: 0n }] },
      new Date('2026-11-22T00:00:00Z'),
    );
    expect(council!.contracts.filter((c) => c.type === 'node').map((c) => c.address)).toEqual([addr(21), addr(77)]);
    expect(council).not.toHaveProperty('address');
  });

  it('is not repeated when the chain lists it (in any case)', () => {
    const chain = [{ type: 'node' as const, address: addr(0xab), version: 1 }];
    expect(withEnteredNode(chain, addr(0xab).toUpperCase().replace('0X', '0x'))).toEqual(chain);
    expect(withEnteredNode(chain, null)).toEqual(chain);
  });

  it('shows on a council the list already holds when an operator saves it', () => {
    const listed: Council = { ...profile(1, published), contracts: [], staking: [] };
    const [council] = withProfiles([listed], [{ ...profile(1, published), address: addr(88) }]);
    expect(council!.contracts).toEqual([{ type: 'node', address: addr(88), version: 1 }]);
    expect(council).not.toHaveProperty('address');
  });
});
