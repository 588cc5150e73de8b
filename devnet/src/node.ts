import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import type { EIP1193RequestFn } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { deployerKey, devnetPrivateKey, nonVoterKey, relayerKey, SECRETARY_APPROVERS, SECRETARY_THRESHOLD, voterKey } from './accounts';
import type { Eip1193Provider } from './chain';
import { DEVNET_CHAIN_ID, genesisSupply } from './chainConfig';
import { contractsFingerprint } from './compile';
import { DeploymentSchema, type Deployment } from './deployment';
import { createHardhatProvider } from './hardhatProvider';
import { DevnetProvider } from './devnetProvider';
import { Journal } from './journal';
import { councilPlans, hasVoter } from './scenario/councilPlan';
import { playScenario, type PlayedScenario } from './scenario/play';

const require = createRequire(import.meta.url);
interface RpcHandler {
  handleHttp(req: IncomingMessage, res: ServerResponse): Promise<void>;
}
/** Hardhat's own JSON-RPC handler, the one `hardhat node` serves with. */
const { JsonRpcHandler } = require('hardhat/internal/hardhat-network/jsonrpc/handler') as {
  JsonRpcHandler: new (provider: Eip1193Provider) => RpcHandler;
};

export interface StartDevnetOptions {
  /** Holds the journal that makes the chain durable, and deployment.json. */
  dataDir: string;
  /** 0 picks a free port. */
  port: number;
  log?: (line: string) => void;
}

export interface RunningDevnet {
  rpcUrl: string;
  chainId: number;
  deployment: Deployment;
  stop(): Promise<void>;
}

/**
 * Serves a hardhat network over JSON-RPC on 127.0.0.1:port. The first start in an empty `dataDir`
 * deploys the contracts and plays the scenario; later starts replay the journal, so blocks, hashes,
 * state and whatever clients did after the scenario come back exactly as they were.
 */
export async function startDevnet({ dataDir, port, log = () => {} }: StartDevnetOptions): Promise<RunningDevnet> {
  mkdirSync(dataDir, { recursive: true });
  const deploymentPath = join(dataDir, 'deployment.json');

  // The port is taken first, so that a conflict fails at once rather than after the scenario.
  let serve!: (handler: RpcHandler) => void;
  const handlerReady = new Promise<RpcHandler>((resolve) => (serve = resolve));
  const server = createServer((req, res) => void handlerReady.then((handler) => handler.handleHttp(req, res)));
  const rpcUrl = `http://127.0.0.1:${await listen(server, port)}`;

  const chain = await openChain(dataDir, log).catch(async (error: unknown) => {
    await closeServer(server);
    throw error;
  });
  const { journal, provider, played } = chain;
  // Written before serving: from now on a restart resumes this chain instead of replaying the scenario.
  const deployment = describeDeployment(played, rpcUrl);
  writeFileAtomic(deploymentPath, `${JSON.stringify(deployment, null, 2)}\n`);
  serve(new JsonRpcHandler(provider));
  log(`devnet: serving chain ${DEVNET_CHAIN_ID} at ${rpcUrl}`);

  return {
    rpcUrl,
    chainId: DEVNET_CHAIN_ID,
    deployment,
    async stop() {
      await closeServer(server);
      // Writes already accepted finish, and are journaled, before the journal closes.
      await provider.idle();
      journal.close();
    },
  };
}

/** Restores the chain from `dataDir`, or deploys and plays the scenario when there is none to restore. */
async function openChain(
  dataDir: string,
  log: (line: string) => void,
): Promise<{ journal: Journal; provider: DevnetProvider; played: PlayedScenario }> {
  const journalPath = join(dataDir, 'journal.jsonl');
  const deploymentPath = join(dataDir, 'deployment.json');
  const started = Date.now();
  const fingerprint = devnetFingerprint();
  // Without deployment.json the scenario never finished, so its journal is not worth resuming.
  const existing = existsSync(deploymentPath) ? Journal.open(journalPath, fingerprint) : undefined;
  if (existing) {
    try {
      const provider = await DevnetProvider.open(await createHardhatProvider(), existing);
      const saved = DeploymentSchema.parse(JSON.parse(readFileSync(deploymentPath, 'utf8')));
      log(`devnet: replayed ${existing.entries.length} journaled requests in ${Date.now() - started} ms`);
      return { journal: existing, provider, played: { contracts: saved.contracts, startBlock: saved.startBlock } };
    } catch (error) {
      existing.close();
      throw error;
    }
  }
  archiveStaleState(dataDir, [journalPath, deploymentPath], log);
  const journal = Journal.open(journalPath, fingerprint)!;
  try {
    const provider = await DevnetProvider.open(await createHardhatProvider(), journal);
    const played = await playScenario(provider, log);
    log(`devnet: deployed and played the scenario in ${Date.now() - started} ms`);
    return { journal, provider, played };
  } catch (error) {
    journal.close();
    throw error;
  }
}

export interface InProcessDevnet {
  /** Hardhat's in-process chain behind the devnet's RPC front, typed for viem's `custom()`. */
  provider: { request: EIP1193RequestFn };
  deployment: Deployment;
}

/**
 * A fresh chain in this process with the scenario played: for tests, no server. Under `npm test` the
 * scenario was played once already (PORTAL_PLAYED_STACK, scripts/localStack/playedStack.ts): its
 * journal is replayed instead, the same blocks and hashes for about half the CPU of playing.
 */
export async function createInProcessDevnet(): Promise<InProcessDevnet> {
  const replayed = await replayPlayedChain(process.env.PORTAL_PLAYED_STACK);
  if (replayed) return replayed;
  const devnet = await DevnetProvider.open(await createHardhatProvider());
  const played = await playScenario(devnet);
  return {
    provider: { request: ((args) => devnet.request(args)) as EIP1193RequestFn },
    deployment: describeDeployment(played, 'in-process'),
  };
}

/** The played stack's chain replayed in this process, or null when there is none made by this devnet code. */
async function replayPlayedChain(playedStack: string | undefined): Promise<InProcessDevnet | null> {
  const dir = playedStack ? join(playedStack, 'devnet') : null;
  if (!dir || !existsSync(join(dir, 'deployment.json'))) return null;
  // A private copy, so this chain's own writes never reach the shared journal; the open descriptor
  // keeps it after its folder is gone.
  const copyDir = mkdtempSync(join(tmpdir(), 'devnet-replay-'));
  copyFileSync(join(dir, 'journal.jsonl'), join(copyDir, 'journal.jsonl'));
  const journal = Journal.open(join(copyDir, 'journal.jsonl'), devnetFingerprint());
  rmSync(copyDir, { recursive: true, force: true });
  if (!journal) return null;
  const devnet = await DevnetProvider.open(await createHardhatProvider(), journal);
  const saved = DeploymentSchema.parse(JSON.parse(readFileSync(join(dir, 'deployment.json'), 'utf8')));
  return {
    provider: { request: ((args) => devnet.request(args)) as EIP1193RequestFn },
    deployment: describeDeployment({ contracts: saved.contracts, startBlock: saved.startBlock }, 'in-process'),
  };
}

function describeDeployment(played: PlayedScenario, rpcUrl: string): Deployment {
  const keyed = (privateKey: `0x${string}`) => ({ address: privateKeyToAddress(privateKey), privateKey });
  return DeploymentSchema.parse({
    chainId: DEVNET_CHAIN_ID,
    rpcUrl,
    startBlock: played.startBlock,
    genesisSupply: genesisSupply.toString(),
    contracts: played.contracts,
    secretaryThreshold: Number(SECRETARY_THRESHOLD),
    accounts: {
      deployer: keyed(deployerKey),
      relayer: keyed(relayerKey),
      approvers: SECRETARY_APPROVERS.map((approver) => ({ ...keyed(devnetPrivateKey(approver.label)), weight: Number(approver.weight) })),
      // Councils that resigned gave up their voter; the ones still sitting may have no votes (too little stake).
      voters: councilPlans
        .filter((plan) => hasVoter(plan) && plan.resignDay === undefined)
        .map((plan) => ({ councilId: plan.councilId, ...keyed(voterKey(plan.councilId)) })),
      nonVoter: keyed(nonVoterKey),
    },
  } satisfies Deployment);
}

const devnetDir = join(import.meta.dirname, '..');

/**
 * Identifies everything that shapes the chain: contracts, scenario, fixtures and devnet code.
 * A journal recorded under another fingerprint is set aside rather than replayed into a chain
 * whose code no longer matches it.
 */
export function devnetFingerprint(): string {
  const hash = createHash('sha256').update(contractsFingerprint());
  for (const file of [...listSources(join(devnetDir, 'src')), ...listSources(join(devnetDir, 'scenario'))]) {
    hash.update(relative(devnetDir, file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function archiveStaleState(dataDir: string, files: string[], log: (line: string) => void): void {
  const present = files.filter((file) => existsSync(file));
  if (present.length === 0) return;
  const archive = join(dataDir, 'stale', new Date().toISOString().replaceAll(':', '-'));
  mkdirSync(archive, { recursive: true });
  for (const file of present) renameSync(file, join(archive, relative(dataDir, file)));
  log(`devnet: the previous chain does not match the current devnet code; moved it to ${archive}`);
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

function writeFileAtomic(path: string, content: string): void {
  writeFileSync(`${path}.tmp`, content);
  renameSync(`${path}.tmp`, path);
}
