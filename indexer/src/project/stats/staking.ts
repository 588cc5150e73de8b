import type { StakingPoint } from '@portal/core/entities/stats';
import { klayToPeb, pebToKlay } from '@portal/core/format';
import type { AccumulatedRewards, StakingInfo } from '../../model/networkData';
import { percent } from './amounts';

/** A stretch of one day inside one staking period: the stakes in effect and what it paid. */
export type RewardStretch = { info: StakingInfo; rewards: AccumulatedRewards };

export type CouncilOf = (stakingAddress: string) => number | undefined;

/**
 * One Singapore day of staking and rewards, per council and for all councils (-1).
 *
 * - total_staking: the stakes in effect at the day's end (kaia_getStakingInfo), by council;
 * - rewards: what governance_getRewardsAccumulated paid each council's reward address that day;
 *   the stakers' part of it is its share of the day's staking rewards by stake above the minimum
 *   (the network's rule), the rest is what it earned as proposer;
 * - estimated_reward: the day's reward × 365, apy: that over the stake, ratio: its share of all stakes.
 */
export function projectStakingDay(date: string, stretches: readonly RewardStretch[], end: StakingInfo, minimumStakeKlay: bigint, councilOf: CouncilOf): { councilId: number; point: StakingPoint }[] {
  const staked = new Map<number, bigint>();
  for (const [i, address] of end.councilStakingAddrs.entries()) {
    const councilId = councilOf(address);
    if (councilId === undefined) continue;
    staked.set(councilId, (staked.get(councilId) ?? 0n) + klayToPeb(end.councilStakingAmounts[i]!));
  }
  const rewardOf = new Map<number, bigint>();
  const stakingOf = new Map<number, bigint>();
  for (const { info, rewards } of stretches) {
    // Stakes by reward address (the network counts a council's nodes as one staker).
    const byReward = new Map<string, { councilId: number | undefined; amount: bigint }>();
    for (const [i, reward] of info.councilRewardAddrs.entries()) {
      const key = reward.toLowerCase();
      const entry = byReward.get(key) ?? { councilId: councilOf(info.councilStakingAddrs[i]!), amount: 0n };
      entry.amount += klayToPeb(info.councilStakingAmounts[i]!);
      byReward.set(key, entry);
    }
    const minimum = klayToPeb(minimumStakeKlay);
    const weights = [...byReward.entries()].filter(([, e]) => e.amount > minimum);
    const weightSum = weights.reduce((sum, [, e]) => sum + (e.amount - minimum), 0n);
    for (const [address, entry] of byReward) {
      if (entry.councilId === undefined) continue;
      rewardOf.set(entry.councilId, (rewardOf.get(entry.councilId) ?? 0n) + (rewards.rewards.get(address) ?? 0n));
      if (weightSum > 0n && entry.amount > minimum) {
        stakingOf.set(entry.councilId, (stakingOf.get(entry.councilId) ?? 0n) + (rewards.totalStakingRewards * (entry.amount - minimum)) / weightSum);
      }
    }
  }
  const totalStaked = [...staked.values()].reduce((sum, v) => sum + v, 0n);
  const point = (stake: bigint, reward: bigint, staking: bigint): StakingPoint => {
    const stakingReward = staking < reward ? staking : reward;
    const estimated = reward * 365n;
    return {
      date,
      apy: percent(estimated, stake),
      total_staking: pebToKlay(stake),
      proposer_reward: pebToKlay(reward - stakingReward),
      staking_reward: pebToKlay(stakingReward),
      estimated_reward: pebToKlay(estimated),
      ratio: percent(stake, totalStaked),
    };
  };
  const councils = new Set([...staked.keys(), ...rewardOf.keys()]);
  const points = [...councils].sort((a, b) => a - b).map((councilId) => ({ councilId, point: point(staked.get(councilId) ?? 0n, rewardOf.get(councilId) ?? 0n, stakingOf.get(councilId) ?? 0n) }));
  const sum = (map: Map<number, bigint>) => [...map.values()].reduce((s, v) => s + v, 0n);
  points.push({ councilId: -1, point: point(totalStaked, sum(rewardOf), sum(stakingOf)) });
  return points;
}
