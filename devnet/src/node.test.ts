import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicClient, createWalletClient, http, parseEther, type Hash, type PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVNET_CHAIN_ID } from './chainConfig';
import { startDevnet, type RunningDevnet } from './node';

const cli = join(import.meta.dirname, 'cli.ts');
const chain = {
  id: DEVNET_CHAIN_ID,
  name: 'devnet',
  nativeCurrency: { name: 'KLAY', symbol: 'KLAY', decimals: 18 },
  rpcUrls: { default: { http: [] } },
} as const;

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Runs the CLI in its own process, so that it can be killed like a crashing node. */
function spawnDevnet(dataDir: string): { child: ChildProcess; ready: Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, '--data', dataDir, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const ready = new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /devnet ready: (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`devnet exited early (${code}): ${output}`)));
  });
  return { child, ready };
}

function killHard(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  return exited;
}

function clientOf(rpcUrl: string): PublicClient {
  return createPublicClient({ chain, transport: http(rpcUrl), cacheTime: 0 });
}

/** Everything a restart must give back: head, a spread of block hashes, balances, supply. */
async function snapshot(devnet: RunningDevnet) {
  const client = clientOf(devnet.rpcUrl);
  const head = await client.getBlock();
  const sampled = [1n, BigInt(devnet.deployment.startBlock) + 5n, head.number / 2n, head.number - 1n];
  const { deployment } = devnet;
  const holders = [
    deployment.accounts.deployer.address,
    deployment.accounts.relayer.address,
    deployment.accounts.nonVoter.address,
    deployment.contracts.kcf,
    deployment.contracts.kff,
  ];
  return {
    head: { number: head.number, hash: head.hash, timestamp: head.timestamp },
    blocks: await Promise.all(sampled.map(async (blockNumber) => (await client.getBlock({ blockNumber })).hash)),
    balances: await Promise.all(holders.map((address) => client.getBalance({ address }))),
    supply: await client.request({ method: 'kaia_getTotalSupply' as 'eth_chainId', params: ['latest'] as never }),
  };
}

// Each of the first two plays the scenario (twice); 600 s is a guard against a hang, not a speed target
// (on a busy 2-core machine they took over 240 s).
describe('startDevnet', () => {
  it('survives a crash and restarts with the same chain, including what clients did after the scenario', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'devnet-'));

    // First start: deploys and plays the scenario.
    let started = Date.now();
    const first = spawnDevnet(dataDir);
    const firstUrl = await first.ready;
    console.log(`first start (deploy + scenario, own process): ${Date.now() - started} ms`);
    const deployment = JSON.parse(readFileSync(join(dataDir, 'deployment.json'), 'utf8'));
    expect(deployment.rpcUrl).toBe(firstUrl);
    const scenarioHead = await clientOf(firstUrl).getBlock();

    // What a browser wallet and tests do afterwards: raw and node-signed transactions, time travel.
    const nonVoter = privateKeyToAccount(deployment.accounts.nonVoter.privateKey);
    const wallet = createWalletClient({ account: nonVoter, chain, transport: http(firstUrl) });
    const client = clientOf(firstUrl);
    const confirmed: Hash[] = [];
    confirmed.push(await wallet.sendTransaction({ to: deployment.accounts.relayer.address, value: parseEther('1') }));
    await client.request({ method: 'evm_increaseTime' as 'eth_chainId', params: [3600] as never });
    await client.request({ method: 'evm_mine' as 'eth_chainId' });
    await client.request({ method: 'hardhat_mine' as 'eth_chainId', params: ['0x64'] as never });
    confirmed.push(
      (await client.request({
        method: 'eth_sendTransaction' as 'eth_chainId',
        params: [{ from: deployment.accounts.relayer.address, to: nonVoter.address, value: '0x1' }] as never,
      })) as Hash,
    );
    // A stream of transactions, killed in the middle: acknowledged ones must survive, the last may not.
    const stream = (async () => {
      for (let i = 0; i < 200; i++) {
        confirmed.push(await wallet.sendTransaction({ to: deployment.accounts.deployer.address, value: BigInt(i + 1) }));
      }
    })();
    while (confirmed.length < 8) await new Promise((resolve) => setTimeout(resolve, 2));
    await killHard(first.child);
    await stream.catch(() => undefined);

    // Restart after the crash: replays the journal.
    started = Date.now();
    const second = await startDevnet({ dataDir, port: 0 });
    console.log(`restart after kill -9 (replay): ${Date.now() - started} ms`);
    const secondClient = clientOf(second.rpcUrl);
    for (const hash of confirmed) {
      expect((await secondClient.getTransactionReceipt({ hash })).status).toBe('success');
    }
    expect((await secondClient.getBlock({ blockNumber: scenarioHead.number })).hash).toBe(scenarioHead.hash);
    expect(second.deployment.contracts).toEqual(deployment.contracts);

    // A clean stop and start gives back exactly the same chain.
    await createWalletClient({ account: nonVoter, chain, transport: http(second.rpcUrl) }).sendTransaction({
      to: deployment.accounts.relayer.address,
      value: 7n,
    });
    const before = await snapshot(second);
    await second.stop();
    started = Date.now();
    const third = await startDevnet({ dataDir, port: 0 });
    console.log(`restart after stop (replay): ${Date.now() - started} ms`);
    expect(await snapshot(third)).toEqual(before);
    await third.stop();
  }, 600_000);

  it('starts the scenario over when killed before it finished, and plays it identically', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'devnet-'));
    const journal = join(dataDir, 'journal.jsonl');
    const { child, ready } = spawnDevnet(dataDir);
    ready.catch(() => undefined);
    while (!existsSync(journal) || statSync(journal).size < 20_000) await new Promise((r) => setTimeout(r, 20));
    await killHard(child);
    expect(existsSync(join(dataDir, 'deployment.json'))).toBe(false);

    const devnet = await startDevnet({ dataDir, port: 0 });
    expect(readdirSync(join(dataDir, 'stale'))).toHaveLength(1);
    // Two independent plays of the scenario give the same chain, block for block.
    const other = await startDevnet({ dataDir: mkdtempSync(join(tmpdir(), 'devnet-')), port: 0 });
    const [a, b] = await Promise.all([clientOf(devnet.rpcUrl).getBlock(), clientOf(other.rpcUrl).getBlock()]);
    expect(a.hash).toBe(b.hash);
    expect(devnet.deployment).toEqual({ ...other.deployment, rpcUrl: devnet.rpcUrl });
    await Promise.all([devnet.stop(), other.stop()]);
  }, 600_000);

  it('fails at once on a port that is taken', async () => {
    const occupant = createServer();
    await new Promise<void>((resolve) => occupant.listen(0, '127.0.0.1', resolve));
    const { port } = occupant.address() as AddressInfo;
    const dataDir = mkdtempSync(join(tmpdir(), 'devnet-'));
    await expect(startDevnet({ dataDir, port })).rejects.toThrow(/EADDRINUSE/);
    expect(existsSync(join(dataDir, 'journal.jsonl'))).toBe(false);
    occupant.close();
  });
});
