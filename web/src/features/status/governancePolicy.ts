import type { StatInfo } from '@portal/core/entities/stats';
import { formatNumber, pebToKlay } from '@portal/core/format';
import { formatToken } from '../../shared/tokenAmount';

/**
 * The Governance Policy (spec §2): ratio "gc/foundation/community", shown as GC, Community, Foundation.
 * The minting amount (a block's, in the token) and the update interval (in blocks) are the bare numbers:
 * their units are words of the page's language (statusMessages policy.perBlock, policy.blocks).
 */
export function governancePolicy(info: StatInfo) {
  const [gc = '-', foundation = '-', community = '-'] = String(info['reward.ratio'] ?? '').split('/');
  const minting = info['reward.mintingamount'];
  return {
    minimumStake: formatToken(String(info['reward.minimumstake'] ?? '0'), { decimals: 0 }),
    mintingAmount: minting === undefined ? undefined : pebToKlay(String(minting)),
    stakingUpdateInterval: formatNumber(Number(info['reward.stakingupdateinterval'] ?? 0)),
    gcReward: `${gc}%`,
    communityFund: `${community}%`,
    foundationFund: `${foundation}%`,
  };
}

