import type { FundType, TreasuryHistoryEntry, TreasuryTransaction } from '@portal/core/entities/treasury';
import useSWR from 'swr';
import { swrFetcher } from '../../api/client';
import { apiKeys } from '../../api/keys';

const options = { keepPreviousData: true, revalidateOnFocus: false } as const;

export const useTreasuryTransactions = (fund: FundType) => useSWR<TreasuryTransaction[]>(apiKeys.treasuryTransactions(fund), swrFetcher, options);

/** The last 12 months, oldest first for the chart. */
export function useTreasuryHistory(fund: FundType) {
  const result = useSWR<TreasuryHistoryEntry[]>(apiKeys.treasuryHistory(fund), swrFetcher, options);
  return { ...result, data: result.data ? [...result.data].reverse() : undefined };
}
