import type { FundType } from '@portal/core/entities/treasury';
import { useApi } from '../../api/useApi';
import { apiKeys } from '../../api/keys';

const options = { keepPreviousData: true, revalidateOnFocus: false } as const;

export const useTreasuryTransactions = (fund: FundType) => useApi(apiKeys.treasuryTransactions(fund), options);

/** The last 12 months, oldest first for the chart. */
export function useTreasuryHistory(fund: FundType) {
  const result = useApi(apiKeys.treasuryHistory(fund), options);
  return { ...result, data: result.data ? [...result.data].reverse() : undefined };
}
