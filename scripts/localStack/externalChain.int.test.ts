import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { votingAbi } from '@portal/core/abi/voting';
import { deployerKey, relayerKey } from '@portal/devnet/src/accounts';
import { type Eip1193Provider, ScenarioChain } from '@portal/devnet/src/chain';
import { compileContracts } from '@portal/devnet/src/compile';
import { deployContracts, type DevnetContracts } from '@portal/devnet/src/deploy';
import { createHardhatProvider } from '@portal/devnet/src/hardhatProvider';
import { type LocalStack, startLocalStack } from './stack';

const { JsonRpcHandler } = createRequire(import.meta.url)('hardhat/internal/hardhat-network/jsonrpc/handler') as {
  JsonRpcHandler: new (provider: Eip1193Provider) => { handleHttp(req: IncomingMessage, res: ServerResponse): Promise<void> };
};

/**
 * `npm start` against another chain: a second, bare devnet (the contracts deployed, no scenario, one
 * agenda) served over HTTP, and the local stack pointed at it by configuration alone.
 */
let rpc: Server;
let rpcUrl: string;
let contracts: DevnetContracts;
let startBlock: number;
let stack: LocalStack;

beforeAll(async () => {
  const provider = await createHardhatProvider();
  const chain = new ScenarioChain(provider);
  const deployer = chain.account(deployerKey);
  // A bare chain whose secretary is a plain account: the portal only reads it.
  const secretary = chain.account(relayerKey);
  await chain.mineUntil(100n);
  startBlock = Number(await chain.blockNumber()) + 1;
  contracts = await deployContracts(chain, compileContracts(), deployer, secretary.address);
  await chain.write(secretary, {
    address: contracts.voting,
    abi: votingAbi,
    functionName: 'propose',
    args: ['A bare chain agenda\nIts only one', [], [], [], 86_400n, 86_400n],
  });
  const handler = new JsonRpcHandler(provider);
  rpc = createServer((req, res) => void handler.handleHttp(req, res));
  await new Promise<void>((resolve) => rpc.listen(0, '127.0.0.1', resolve));
  rpcUrl = `http://127.0.0.1:${(rpc.address() as AddressInfo).port}`;

  stack = await startLocalStack({
    dataDir: mkdtempSync(join(tmpdir(), 'portal-external-')),
    ports: 'free',
    webDir: null,
    indexerIntervalMs: 60_000,
    log: () => {},
    chain: { rpcUrl, chainId: 31337, startBlock, contracts: { voting: contracts.voting, addressBook: contracts.addressBook, kcf: contracts.kcf, kff: contracts.kff } },
  });
}, 300_000);

afterAll(async () => {
  await stack?.stop();
  await new Promise((resolve) => rpc?.close(resolve));
});

async function api<T>(path: string): Promise<T> {
  const body = (await (await fetch(`${stack.url}${path}`)).json()) as { code: number; result: T };
  expect(body.code, path).toBe(200);
  return body.result;
}

describe('the local stack pointed at another chain', () => {
  it('serves that chain: its RPC and voting contract to the browser, its one agenda and nothing of the demo scenario', async () => {
    expect(stack.deployment).toBeNull();
    expect(stack.config).toMatchObject({ RPC_URL: rpcUrl, VOTING_ADDRESS: contracts.voting, START_BLOCK: startBlock, CHAIN_ID: 31337 });
    expect(await api('/v1/network-config')).toMatchObject({ chain_id: 31337, rpc_url: rpcUrl, voting_address: contracts.voting });

    await stack.runIndexer();
    const page = await api<{ total: number; items: { proposal_id: number; title: string; state: number }[] }>('/v1/proposals?size=100');
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ proposal_id: 1, title: 'A bare chain agenda', state: 0 });
    // The CSP lets the browser read that RPC (one-click verification, the wallet runtime).
    const csp = (await fetch(`${stack.url}/v1/network-config`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${rpcUrl.replace(/[.]/g, '\\.')}`));
  });
});
