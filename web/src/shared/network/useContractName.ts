import { fundContractName } from '@portal/core/networkProfile';
import { apiKeys } from '../../api/keys';
import { useApi } from '../../api/useApi';
import { NETWORK_PROFILE } from '../../config';

/**
 * The name of a contract an agenda's action calls, as this build's profile says it: a treasury fund
 * (known by its address from GET /v1/network-config) by the profile's name, whatever name the indexer
 * stored with the action; any other contract by its stored name.
 */
export function useContractName(target: string, stored: string | null): string | null {
  const { data } = useApi(apiKeys.networkConfig(), { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false, shouldRetryOnError: false });
  const fund = data?.treasury_funds.find((f) => f.address.toLowerCase() === target.toLowerCase());
  return fund ? fundContractName(NETWORK_PROFILE.funds[fund.fund]) : stored;
}
