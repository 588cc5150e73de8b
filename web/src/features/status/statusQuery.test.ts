import { describe, expect, it } from 'vitest';
import { statusTabFrom } from './statusQuery';
import { governancePolicy } from './governancePolicy';

describe('statusTabFrom', () => {
  it('reads the tab query, Tokenomics by default', () => {
    expect(statusTabFrom('')).toBe('tokenomics');
    expect(statusTabFrom('?tab=onchain')).toBe('onchain');
    expect(statusTabFrom('?tab=Ranking')).toBe('ranking');
    expect(statusTabFrom('?tab=nope')).toBe('tokenomics');
  });
});

describe('governancePolicy', () => {
  it('reads the ratio as GC / foundation / community and the minting amount in the token a block', () => {
    const policy = governancePolicy({ 'reward.ratio': '50/20/30', 'reward.mintingamount': '6400000000000000000', 'reward.minimumstake': '5000000', 'reward.stakingupdateinterval': 86400 });
    expect(policy).toEqual({
      minimumStake: '5,000,000 KLAY',
      mintingAmount: '6.4',
      stakingUpdateInterval: '86,400',
      gcReward: '50%',
      communityFund: '30%',
      foundationFund: '20%',
    });
  });
});
