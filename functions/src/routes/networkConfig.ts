import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { siteRoutes } from '@portal/core/api/siteRoutes';
import { networkProfileOfConfig, type ServerConfig } from '@portal/core/config';
import { type NetworkConfig, NetworkConfigSchema } from '@portal/core/entities/networkConfig';
import { FUND_TYPES } from '@portal/core/entities/treasury';
import { networkName } from '@portal/core/networkProfile';
import { success } from '@portal/core/envelope';
import { accessFor } from '../access';
import type { AppEnv } from '../deps';
import { noQuery } from '../validate';

/** The deployment's values the browser needs for the chain and the wallets (see NetworkConfigSchema). */
export function networkConfigOf(config: ServerConfig): NetworkConfig {
  return NetworkConfigSchema.parse({
    chain_id: config.CHAIN_ID,
    chain_name: networkName(networkProfileOfConfig(config), config.CHAIN_ID),
    rpc_url: config.RPC_URL,
    voting_address: config.VOTING_ADDRESS ?? null,
    app2app_url: config.APP2APP_URL,
    walletconnect_project_id: config.WALLETCONNECT_PROJECT_ID ?? null,
    // The same two addresses the draft route accepts as a withdrawing account.
    treasury_funds: FUND_TYPES.map((fund) => ({ fund, address: config[`${fund}_ADDRESS`] })).filter((f) => f.address !== undefined),
  });
}

/** GET /v1/network-config: changes only with a deployment, so the CDN may keep it for five minutes. */
export const networkConfig = new Hono<AppEnv>().get('/', accessFor(siteRoutes['GET /v1/network-config']), noQuery(), (c) => {
  const { config } = c.get('deps');
  if (!config) throw new HTTPException(503, { message: 'The network configuration is not set' });
  return c.json(success(networkConfigOf(config)));
});
