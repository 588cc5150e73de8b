import { formatUnits } from 'viem';
import { KLAY_DECIMALS } from '@portal/core/constants';
import type { Council, CouncilContract, CouncilProfile } from '@portal/core/entities/council';
import type { AddressBookState } from '../read/councilStakes';

/**
 * The public council list: published profiles (operators' data) joined with what the chain says
 * of each council — its node, reward and staking contracts and its staked total — and its APY from
 * the staking statistics' latest day (`apyOf`; '0' before the staking job has one).
 */
export function projectCouncilList(profiles: CouncilProfile[], addressBook: AddressBookState, now: Date, apyOf: ReadonlyMap<number, string> = new Map()): Council[] {
  return profiles
    .filter((profile) => profile.joined_at !== null)
    .map((profile) => {
      const own = addressBook.stakingContracts.filter((contract) => contract.gcId === profile.id);
      const contracts: CouncilContract[] = [];
      const seen = new Set<string>();
      const add = (contract: CouncilContract) => {
        const key = `${contract.type}:${contract.address.toLowerCase()}`;
        if (!seen.has(key)) {
          seen.add(key);
          contracts.push(contract);
        }
      };
      for (const c of own) add({ type: 'node', address: c.nodeId, version: 1 });
      for (const c of own) add({ type: 'reward', address: c.rewardAddress, version: 1 });
      for (const c of own) add({ type: 'staking', address: c.address, version: c.version });
      const staked = own.reduce((sum, c) => sum + c.staked, 0n);
      return {
        ...profile,
        contracts,
        staking: [{ total_staking: formatUnits(staked, KLAY_DECIMALS), apy: apyOf.get(profile.id) ?? '0', date: now.toISOString() }],
      };
    })
    .sort((a, b) => a.id - b.id);
}
