import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { StakingInfoSchema } from './networkSource';

const base = {
  blockNum: 86400,
  councilNodeAddrs: ['0x99fb17d324fa0e07f23b49d09028ac0919414db6'],
  councilStakingAddrs: ['0x7b065fbb3c9b6f4b8b0e2b1e5bc0d4c0e0a1f2d3'],
  councilRewardAddrs: ['0xb2bd3178affccd9f9f5189457f1cad7d17a01c9d'],
  kcfAddr: '0x0000000000000000000000000000000000000001',
  kffAddr: '0x0000000000000000000000000000000000000002',
  councilStakingAmounts: [6000000],
};

describe('kaia_getStakingInfo', () => {
  it("keeps the CL pools the node reports (kaiax/staking's clStakingInfos)", () => {
    const info = StakingInfoSchema.parse({
      ...base,
      clStakingInfos: [
        { clNodeId: '0x99fb17d324fa0e07f23b49d09028ac0919414db6', clPoolAddr: '0x4c1f3e8e4f3f7a8a2b8d3a1e6f5c7b9d0e1f2a3b', clStakingAmount: 5000000 },
      ],
    });
    expect(info.clStakingInfos).toEqual([
      {
        clNodeId: getAddress('0x99fb17d324fa0e07f23b49d09028ac0919414db6'),
        clPoolAddr: getAddress('0x4c1f3e8e4f3f7a8a2b8d3a1e6f5c7b9d0e1f2a3b'),
        clStakingAmount: 5000000n,
      },
    ]);
  });

  it('reads no CL pools where the node answers none (before KIP-226)', () => {
    expect(StakingInfoSchema.parse(base).clStakingInfos).toEqual([]);
    expect(StakingInfoSchema.parse({ ...base, clStakingInfos: null }).clStakingInfos).toEqual([]);
  });
});
