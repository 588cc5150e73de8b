import { type NetworkConfig, NetworkConfigSchema } from '@portal/core/entities/networkConfig';
import { apiKeys } from '../../api/keys';
import { fetchAnswer } from '../../api/useApi';

/**
 * GET /v1/network-config for the lazy chain modules (the wallet, an agenda's Verify and Simulate):
 * parsed, since they hand its chain id, RPC and contract address to viem. Pages read it with
 * `useApi(apiKeys.networkConfig())`.
 */
export async function loadNetworkConfig(): Promise<NetworkConfig> {
  return NetworkConfigSchema.parse(await fetchAnswer(apiKeys.networkConfig()));
}
