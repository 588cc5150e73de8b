import type { AddressCount, NetworkStatus, RankedContract, StakingPoint, StatInfo, SupplySummary, TxInfo } from '@portal/core/entities/stats';
import useSWR from 'swr';
import { swrFetcher } from '../../api/client';
import { apiKeys } from '../../api/keys';

/** The Status page's reads; lists arrive newest first and are turned oldest first for the charts. */
const options = { keepPreviousData: true, revalidateOnFocus: false } as const;

export type SupplyRangeChoice = '1' | '7' | '30' | '365' | 'burn' | 'genesis';

export function useSupply(range: SupplyRangeChoice) {
  const key = range === 'burn' || range === 'genesis' ? apiKeys.supply({ from: range }, 600) : apiKeys.supply({ days: Number(range) }, range === '1' ? 84 : 600);
  return useSWR<SupplySummary>(key, swrFetcher, options);
}

export const useNetworkStatus = () => useSWR<NetworkStatus>(apiKeys.networkStatus(), swrFetcher, options);
export const useStatInfo = () => useSWR<StatInfo>(apiKeys.statInfo(), swrFetcher, options);

export function useTxInfo(days: number) {
  const result = useSWR<TxInfo[]>(apiKeys.txInfo(days), swrFetcher, options);
  return { ...result, data: result.data ? [...result.data].reverse() : undefined };
}

export function useAccountCounts(months: number) {
  const result = useSWR<AddressCount[]>(apiKeys.accountCounts(months), swrFetcher, options);
  return { ...result, data: result.data ? [...result.data].reverse() : undefined };
}

export function useStaking(cid: number, days: number) {
  const result = useSWR<StakingPoint[]>(apiKeys.staking(cid, days), swrFetcher, options);
  return { ...result, data: result.data ? [...result.data].reverse() : undefined };
}

export function useContractRank(type: 'txcount' | 'txfee', councilOnly: boolean, days: number) {
  return useSWR<RankedContract[]>(apiKeys.contractRank(type, councilOnly, days, 30), swrFetcher, options);
}

export const useContractSync = () => useSWR<{ synced_at: string | null }>(apiKeys.contractSync(), swrFetcher, options);
