import type { FundType } from '@portal/core/entities/treasury';
import { useMemo } from 'react';
import { useApi } from '../../api/useApi';
import { apiKeys } from '../../api/keys';
import { agendaIdsByKgp } from '../../shared/treasury/treasuryLabels';

const options = { keepPreviousData: true, revalidateOnFocus: false } as const;

export const useTreasuryTransactions = (fund: FundType) => useApi(apiKeys.treasuryTransactions(fund), options);

/** The last 12 months, oldest first for the chart. */
export function useTreasuryHistory(fund: FundType) {
  const result = useApi(apiKeys.treasuryHistory(fund), options);
  return { ...result, data: result.data ? [...result.data].reverse() : undefined };
}

/** The API's page-size limit: every agenda the portal has known so far fits in one page. */
const AGENDA_PAGE = 100;

/** KGP number → agenda id, for the payments' KGP links; empty until (or unless) the agendas load. */
export function useAgendaByKgp(): Map<string, number> {
  const { data } = useApi(apiKeys.proposals({ size: AGENDA_PAGE }), options);
  return useMemo(() => agendaIdsByKgp(data?.items ?? []), [data]);
}
