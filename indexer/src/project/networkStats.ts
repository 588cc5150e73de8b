import { multiplyDecimalsTruncated } from '@portal/core/decimal';
import type { NetworkStats } from '@portal/core/entities/networkStats';
import { pebToKlay } from '@portal/core/format';
import type { AddressBookState } from '../model/addressBook';

export type NetworkFigures = {
  addressBook: AddressBookState;
  totalSupplyWei: bigint;
  /** Balances of the treasury funds: held back from circulation. */
  uncirculatedWei: bigint;
  priceUsd: string;
  blockNumber: bigint;
  now: Date;
};

/** Home's figures from what the chain holds at one block. */
export function projectNetworkStats(figures: NetworkFigures): NetworkStats {
  const { stakingContracts, clPools } = figures.addressBook;
  const councilIds = new Set(stakingContracts.map((contract) => contract.councilId));
  // The councils' totals as the list shows them (CnStaking + CL pools): one definition.
  const staked =
    stakingContracts.reduce((sum, contract) => sum + contract.staked, 0n) + clPools.reduce((sum, pool) => sum + pool.amount, 0n);
  const circulatingWei =
    figures.totalSupplyWei > figures.uncirculatedWei ? figures.totalSupplyWei - figures.uncirculatedWei : 0n;
  const circulating = pebToKlay(circulatingWei);
  return {
    gc_size: councilIds.size,
    total_staking: pebToKlay(staked),
    total_supply: pebToKlay(figures.totalSupplyWei),
    circulating_supply: circulating,
    total_value: multiplyDecimalsTruncated(circulating, figures.priceUsd, 2),
    price_usd: figures.priceUsd,
    block_number: Number(figures.blockNumber),
    updated_at: figures.now.toISOString(),
  };
}
