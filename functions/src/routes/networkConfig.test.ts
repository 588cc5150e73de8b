import { describe, expect, it } from 'vitest';
import { parseServerConfig } from '@portal/core/config';
import type { Db } from '@portal/core/db/client';
import { NetworkConfigSchema } from '@portal/core/entities/networkConfig';
import { createApp } from '../app';

/** The route reads no table: a stand-in db is enough. */
const db = {} as Db;

describe('GET /v1/network-config', () => {
  it('gives the browser the chain, its RPC, the voting contract and the wallet services, cached by the CDN', async () => {
    const config = parseServerConfig({
      CHAIN_ID: '31337',
      RPC_URL: 'http://127.0.0.1:8545',
      VOTING_ADDRESS: '0xbf4bBb29b64BdCD59596b87c40D1D539070CB9C6',
      APP2APP_URL: 'http://127.0.0.1:4603/api/v1/k',
      KCF_ADDRESS: '0x00000000000000000000000000000000000000c1',
      KFF_ADDRESS: '0x00000000000000000000000000000000000000f1',
    });
    const response = await createApp({ db, config }).request('/v1/network-config');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('s-maxage=300');
    const body = (await response.json()) as { code: number; result: unknown };
    expect(body).toEqual({
      code: 200,
      result: {
        chain_id: 31337,
        chain_name: 'Devnet 31337',
        rpc_url: 'http://127.0.0.1:8545',
        voting_address: '0xbf4bBb29b64BdCD59596b87c40D1D539070CB9C6',
        app2app_url: 'http://127.0.0.1:4603/api/v1/k',
        walletconnect_project_id: null,
        treasury_funds: [
          { fund: 'KCF', address: '0x00000000000000000000000000000000000000c1' },
          { fund: 'KFF', address: '0x00000000000000000000000000000000000000f1' },
        ],
      },
    });
    expect(NetworkConfigSchema.safeParse(body.result).success).toBe(true);
  });

  it('defaults to the main network and the real app2app API, by the product names', async () => {
    const response = await createApp({ db, config: parseServerConfig({ WALLETCONNECT_PROJECT_ID: 'abc123' }) }).request('/v1/network-config');
    const { result } = (await response.json()) as { result: { chain_id: number; chain_name: string; app2app_url: string; voting_address: null; walletconnect_project_id: string } };
    expect(result).toMatchObject({ chain_id: 8217, chain_name: 'Cypress', app2app_url: 'https://api.kaiawallet.io/api/v1/k', voting_address: null, walletconnect_project_id: 'abc123', treasury_funds: [] });
    const test = await createApp({ db, config: parseServerConfig({ CHAIN_ID: '1001' }) }).request('/v1/network-config');
    expect(((await test.json()) as { result: { chain_name: string } }).result.chain_name).toBe('Baobab');
  });

  it("names the networks by the deployment's profile", async () => {
    const nameUnder = async (env: Record<string, string>) =>
      ((await (await createApp({ db, config: parseServerConfig({ NETWORK_PROFILE: 'kaia', ...env }) }).request('/v1/network-config')).json()) as { result: { chain_name: string } }).result.chain_name;
    expect(await nameUnder({})).toBe('Mainnet');
    expect(await nameUnder({ CHAIN_ID: '1001' })).toBe('Kairos');
  });

  it('is a 503, never cached, when the server was started without its configuration', async () => {
    const response = await createApp({ db }).request('/v1/network-config');
    expect(response.status).toBe(503);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ code: 503, err_msg: 'The network configuration is not set', err_code: 'not_configured' });
  });

  it('refuses a query', async () => {
    const response = await createApp({ db }).request('/v1/network-config?x=1');
    expect(response.status).toBe(400);
  });
});
