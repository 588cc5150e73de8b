import { useApi } from '../../api/useApi';
import { apiKeys } from '../../api/keys';

/** The Status page's reads; lists arrive newest first and are turned oldest first for the charts. */
const options = { keepPreviousData: true, revalidateOnFocus: false } as const;

export type SupplyRangeChoice = '1' | '7' | '30' | '365' | 'burn' | 'genesis';

export function useSupply(range: SupplyRangeChoice) {
  const key = range === 'burn' || range === 'genesis' ? apiKeys.supply({ from: range }, 600) : apiKeys.supply({ days: Number(range) }, range === '1' ? 84 : 600);
  return useApi(key, options);
}

export const useNetworkStatus = () => useApi(apiKeys.networkStatus(), options);
export const useStatInfo = () => useApi(apiKeys.statInfo(), options);

export function useTxInfo(days: number) {
  const result = useApi(apiKeys.txInfo(days), options);
  return { ...result, data: result.data ? [...result.data].reverse() : undefined };
}

export function useAccountCounts(months: number) {
  const result = useApi(apiKeys.accountCounts(months), options);
  return { ...result, data: result.data ? [...result.data].reverse() : undefined };
}

export function useStaking(councilId: number, days: number) {
  const result = useApi(apiKeys.staking(councilId, days), options);
  return { ...result, data: result.data ? [...result.data].reverse() : undefined };
}

export function useContractRank(type: 'txcount' | 'txfee', councilOnly: boolean, days: number) {
  return useApi(apiKeys.contractRank(type, councilOnly, days, 30), options);
}

export const useContractSync = () => useApi(apiKeys.contractSync(), options);
