import { useApi } from '../../api/useApi';
import { apiKeys } from '../../api/keys';
import { networkOf, SERVICE_NETWORK, type ServiceNetwork } from '../../config';

/**
 * The service network (main or test) the explorer links follow. The deployment says it at run time
 * (GET /v1/network-config, the same build serves every network); until that answers, or if it
 * cannot, the build's own chain id decides. One request for every chip of a page (SWR dedupes it).
 */
export function useServiceNetwork(): ServiceNetwork {
  const { data } = useApi(apiKeys.networkConfig(), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  return data ? networkOf(data.chain_id) : SERVICE_NETWORK;
}
