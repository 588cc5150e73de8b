import type { Council, CouncilContract, CouncilProfile, CouncilStake, PublicDelegationStake } from '../entities/council';
import { pebToKlay } from '../format';

/** What the chain says of one staking contract at one block (the address book and the contract itself). */
export type StakingContractFacts = {
  address: string;
  nodeId: string;
  rewardAddress: string;
  councilId: number;
  version: number;
  /** Balance less the amount being unstaked, in peb. */
  staked: bigint;
  /** The part of `staked` held through public delegation, in peb (none when absent). */
  delegated?: bigint;
  /** A CnStakingV3's public-delegation contract as the chain answers, in peb (none when absent). */
  publicDelegation?: PublicDelegationFacts;
};

/** What a public-delegation contract and its CnStakingV3 answer at one block (amounts in peb). */
export type PublicDelegationFacts = {
  contract: string;
  /** PublicDelegation totalAssets(). */
  holders: bigint;
  /** The CnStakingV3's unstaking(): withdrawals requested and not yet claimed. */
  withdrawing: bigint;
  commissionRate: bigint;
  commissionDenominator: bigint;
  commissionTo: string;
  lockupInitial: bigint;
  lockupRemaining: bigint;
};

/** A council's CL pool and the WKAIA it holds, in peb. */
export type CLPoolFacts = { councilId: number; amount: bigint };

/**
 * One council's stake as the staking tracker counts it: CnStaking of every contract (a V1's whole
 * balance), CL pools added for the votes; eligibility from the contracts the tracker follows (V2
 * and later) alone, as StakingTrackerV2 decides it, against the tracker's own MIN_STAKE (`minStake`,
 * read from the chain; null where no voting contract is configured: eligibility is then unknown).
 */
export function councilStake(contracts: readonly StakingContractFacts[], pools: readonly CLPoolFacts[], minStake: bigint | null): CouncilStake {
  const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);
  const cnStaking = sum(contracts.map((c) => c.staked));
  const cl = sum(pools.map((p) => p.amount));
  const tracked = sum(contracts.filter((c) => c.version >= 2).map((c) => c.staked));
  const publicDelegations = contracts.flatMap((c) => (c.publicDelegation ? [publicDelegationStake(c.address, c.publicDelegation)] : []));
  return {
    cnStaking: pebToKlay(cnStaking),
    delegated: pebToKlay(sum(contracts.map((c) => c.delegated ?? 0n))),
    cl: pebToKlay(cl),
    total: pebToKlay(cnStaking + cl),
    minimum: minStake === null ? null : pebToKlay(minStake),
    eligible: minStake === null ? null : tracked >= minStake,
    ...(publicDelegations.length > 0 ? { publicDelegations } : {}),
  };
}

function publicDelegationStake(staking: string, pd: PublicDelegationFacts): PublicDelegationStake {
  return {
    staking,
    contract: pd.contract,
    holders: pebToKlay(pd.holders),
    withdrawing: pebToKlay(pd.withdrawing),
    commission: { rate: pd.commissionRate.toString(), denominator: pd.commissionDenominator.toString(), to: pd.commissionTo },
    lockup: { initial: pebToKlay(pd.lockupInitial), remaining: pebToKlay(pd.lockupRemaining) },
  };
}

/**
 * A profile as the list is built from it, with the node address the operator entered (admin §5 "Node
 * address", stored on the record) when there is one.
 */
export type ListedProfile = CouncilProfile & { address?: string | null };

/**
 * A council's contracts with the entered node address among its nodes: the operator's word on a node
 * the chain's address book does not list (yet) — a council just added, or one whose staking is not
 * registered — so what Add GC / Edit GC Information saved shows on the public detail. A node the
 * chain already lists is not repeated.
 */
export function withEnteredNode(contracts: readonly CouncilContract[], address: string | null | undefined): CouncilContract[] {
  if (!address) return [...contracts];
  const listed = contracts.some((c) => c.type === 'node' && c.address.toLowerCase() === address.toLowerCase());
  return listed ? [...contracts] : [...contracts, { type: 'node', address, version: 1 }];
}

/** The profile's public fields: the entered address goes to the contracts, not onto the council. */
function publicPart(profile: ListedProfile): CouncilProfile {
  const { address: _address, ...rest } = profile;
  return rest;
}

/** A council is on the public list once it is published (has a join date); drafts are not. */
export function isPublished(profile: CouncilProfile): boolean {
  return profile.joined_at !== null;
}

/**
 * The public council list: published profiles (operators' data) joined with what the chain says
 * of each council — its node, reward and staking contracts and its staked total — and its APY from
 * the staking statistics' latest day (`apyOf`; '0' before the staking job has one).
 */
export function projectCouncilList(
  profiles: readonly ListedProfile[],
  addressBook: { stakingContracts: readonly StakingContractFacts[]; clPools?: readonly CLPoolFacts[]; minStake?: bigint | null },
  now: Date,
  apyOf: ReadonlyMap<number, string> = new Map(),
): Council[] {
  return profiles
    .filter(isPublished)
    .map((profile) => {
      const own = addressBook.stakingContracts.filter((contract) => contract.councilId === profile.id);
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
      const stake = councilStake(own, (addressBook.clPools ?? []).filter((pool) => pool.councilId === profile.id), addressBook.minStake ?? null);
      return {
        ...publicPart(profile),
        contracts: withEnteredNode(contracts, profile.address),
        // The list's staking is the total the tracker counts (CnStaking + CL): one definition.
        staking: [{ total_staking: stake.total, apy: apyOf.get(profile.id) ?? '0', date: now.toISOString() }],
        ...(own.length > 0 ? { stake } : {}),
      };
    })
    .sort((a, b) => a.id - b.id);
}

/**
 * Operators' fields are authoritative: each listed council takes every field of its current
 * profile and keeps only its chain part (contracts, staking). A council whose profile is no longer
 * published leaves the list; one without a profile item is kept as given. The indexer's list
 * writes and the API's profile edits both pass through this, so neither undoes the other.
 */
export function withProfiles(councils: readonly Council[], profiles: readonly ListedProfile[]): Council[] {
  const profileOf = new Map(profiles.map((profile) => [profile.id, profile]));
  return councils.flatMap((council) => {
    const profile = profileOf.get(council.id);
    if (!profile) return [council];
    if (!isPublished(profile)) return [];
    return [
      {
        ...publicPart(profile),
        contracts: withEnteredNode(council.contracts, profile.address),
        staking: council.staking,
        ...(council.stake ? { stake: council.stake } : {}),
      },
    ];
  });
}

/**
 * withProfiles, plus the published profiles the list does not hold yet (a council just published, or
 * published while the indexer built its list): they join with no chain part, which the indexer's
 * next run fills in. Sorted by id, as projectCouncilList sorts.
 */
export function withPublishedProfiles(councils: readonly Council[], profiles: readonly ListedProfile[], now: Date): Council[] {
  const kept = withProfiles(councils, profiles);
  const listed = new Set(kept.map((council) => council.id));
  const added = projectCouncilList(
    profiles.filter((profile) => !listed.has(profile.id)),
    { stakingContracts: [] },
    now,
  );
  return [...kept, ...added].sort((a, b) => a.id - b.id);
}
