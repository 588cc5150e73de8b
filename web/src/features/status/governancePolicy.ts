import type { StatInfo } from '@portal/core/entities/stats';
import { formatNumber, pebToKlay } from '@portal/core/format';
import { formatToken, TOKEN } from '../../shared/tokenAmount';

/** The Governance Policy (spec §2): ratio "gc/foundation/community", shown as GC, Community, Foundation. */
export function governancePolicy(info: StatInfo) {
  const [gc = '-', foundation = '-', community = '-'] = String(info['reward.ratio'] ?? '').split('/');
  const minting = info['reward.mintingamount'];
  return {
    minimumStake: formatToken(String(info['reward.minimumstake'] ?? '0'), { decimals: 0 }),
    mintingAmount: minting === undefined ? '-' : `${pebToKlay(String(minting))} ${TOKEN}/Block`,
    stakingUpdateInterval: `${formatNumber(Number(info['reward.stakingupdateinterval'] ?? 0))} Blocks`,
    gcReward: `${gc}%`,
    communityFund: `${community}%`,
    foundationFund: `${foundation}%`,
  };
}

