import { type Abi, type Address, getAddress } from 'viem';
import { addressBookAbi } from '@portal/core/abi/addressBook';
import { cnStakingAbi } from '@portal/core/abi/cnStaking';
import { govParamAbi } from '@portal/core/abi/govParam';
import { treasuryFundAbi } from '@portal/core/abi/treasuryFund';
import { stakingTrackerAbi, votingAbi } from '@portal/core/abi/voting';
import { networkProfileOfConfig, type ServerConfig } from '@portal/core/config';
import { fundContractName } from '@portal/core/networkProfile';
import type { Council } from '@portal/core/entities/council';

/**
 * A contract of the network the portal knows by name and interface (the voting contract, GovParam,
 * the treasury funds, the address book, the staking tracker): the indexer decodes an agenda's
 * action whose target is one of them. Addresses come from the configuration or the chain.
 */
export type KnownContract = { address: Address; name: string; abi: Abi };

/**
 * The contracts an agenda's actions are decoded against: those the deployment names in its
 * configuration, the staking trackers the voting contract has used (read from the chain) and the
 * councils' staking contracts (the address book's, as the council list keeps them).
 */
export function knownContractsOf(config: ServerConfig, trackers: Iterable<Address>, councils: readonly Council[]): KnownContract[] {
  const { KCF, KFF } = networkProfileOfConfig(config).funds;
  const configured: [string | undefined, string, Abi][] = [
    [config.VOTING_ADDRESS, 'Voting contract', votingAbi],
    [config.GOV_PARAM_ADDRESS, 'GovParam', govParamAbi],
    [config.KCF_ADDRESS, fundContractName(KCF), treasuryFundAbi],
    [config.KFF_ADDRESS, fundContractName(KFF), treasuryFundAbi],
    [config.ADDRESS_BOOK_ADDRESS, 'Address book', addressBookAbi],
  ];
  return [
    ...configured.flatMap(([address, name, abi]) => (address && BigInt(address) !== 0n ? [{ address: getAddress(address), name, abi }] : [])),
    ...[...trackers].map((address) => ({ address, name: 'Staking tracker', abi: stakingTrackerAbi as Abi })),
    ...councils.flatMap((council) =>
      council.contracts
        .filter((contract) => contract.type === 'staking')
        .map((contract) => ({ address: getAddress(contract.address), name: `${council.name} staking contract`, abi: cnStakingAbi as Abi })),
    ),
  ];
}
