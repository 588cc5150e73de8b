import type { CouncilContract } from '@portal/core/entities/council';

export type ContractType = CouncilContract['type'];

export interface AddressRow {
  type: ContractType;
  address: string;
  version: number;
  /** "Staking 1", "Staking 2" when a council has more than one staking contract (likewise nodes); otherwise the group title. */
  label: string;
}

export interface AddressGroup {
  type: ContractType;
  title: string;
  rows: AddressRow[];
}

const TITLES: Record<ContractType, string> = { node: 'Node', reward: 'Reward', staking: 'Staking' };
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
    return [
      {
        type,
        title: TITLES[type],
        rows: own.map((c, i) => ({ type, address: c.address, version: c.version, label: numbered ? `${TITLES[type]} ${i + 1}` : TITLES[type] })),
      },
    ];
  });
}

/** V1, V2… */
export function versionLabel(version: number): string {
  return `V${version}`;
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
