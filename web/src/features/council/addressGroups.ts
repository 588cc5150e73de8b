import type { CouncilContract } from '@portal/core/entities/council';

export type ContractType = CouncilContract['type'];

export interface AddressRow {
  type: ContractType;
  address: string;
  version: number;
  /** 1, 2… ("Staking 1", "Staking 2") when a council has more than one staking contract (likewise nodes); null: the row is named by its group alone. */
  number: number | null;
}

export interface AddressGroup {
  type: ContractType;
  rows: AddressRow[];
}

const ORDER: ContractType[] = ['node', 'reward', 'staking'];

/**
 * A council's addresses grouped as Node, Reward, Staking (spec §2 "GC detail"): staking contracts
 * numbered when there is more than one — and, so that two rows never read alike, nodes and reward
 * addresses too. Empty groups are left out.
 */
export function addressGroups(contracts: readonly CouncilContract[]): AddressGroup[] {
  return ORDER.flatMap((type) => {
    const own = contracts.filter((c) => c.type === type);
    if (own.length === 0) return [];
    const numbered = own.length > 1;
    return [{ type, rows: own.map((c, i) => ({ type, address: c.address, version: c.version, number: numbered ? i + 1 : null })) }];
  });
}

/**
 * The contract whose transactions are shown first: the one asked for (a detail opened by address),
 * else the first staking contract, else the first address.
 */
export function initialContract(contracts: readonly CouncilContract[], requested: string | null): string | null {
  const wanted = requested?.toLowerCase();
  const asked = wanted ? contracts.find((c) => c.address.toLowerCase() === wanted) : undefined;
  return (asked ?? contracts.find((c) => c.type === 'staking') ?? contracts[0])?.address ?? null;
}
