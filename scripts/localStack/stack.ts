import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { parseServerConfig, type ServerConfig } from '@portal/core/config';
import { createDb } from '@portal/core/db/client';
import { ensureTable } from '@portal/core/db/ensureTable';
import { seedProposalMetadata } from '@portal/core/db/seedProposalMetadata';
import { createS3 } from '@portal/core/storage/s3';
import { startDevnet } from '@portal/devnet/src/node';
import { agendaMetadata } from '@portal/devnet/scenario/agendas';
import type { Deployment } from '@portal/devnet/src/deployment';
import { startLocalServer } from '@portal/functions/src/entry/node';
import { clearOnTableWrites, ReadCache } from '@portal/functions/src/middleware/readCache';
import { startIndexerTimer } from '@portal/indexer/src/entry/timer';
import { runTreasuryJobNow } from '@portal/indexer/src/jobs/treasuryJob';
import { singleRun } from '@portal/functions/src/treasurySync';
import { createIndexerContext } from '@portal/indexer/src/createContext';
import { runIndexer } from '@portal/indexer/src/runIndexer';
import { DEFAULT_STATUS } from '@portal/status/schema';
import { readMaintenanceSwitch, writeMaintenanceSwitch } from '@portal/status/store';
import { startFakeApp2App } from './fakes/app2app';
import { startFakeForum } from './fakes/forum';
import { freePort } from './listen';
import { copyPlayedStack, playedStackAt } from './playedStack';
import { startFakePriceSource } from './fakes/price';
import { startDynamo } from './dynamo';
import { startS3 } from './s3';
import { seedCouncilProfiles, seedCouncilScreens, seedDemoOperators, uploadsImageStore } from './seed';
import { seedStatistics } from './seedStatistics';
import { startLocalSnapshots } from '../../snapshots/start';

const AddressText = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid address');

export type Ports = { web: number; rpc: number; dynamo: number; s3: number; forum: number; price: number; app2app: number };

export const DEFAULT_PORTS: Ports = { web: 8787, rpc: 8545, dynamo: 8000, s3: 4569, forum: 4601, price: 4602, app2app: 4603 };

/**
 * An existing network to serve instead of the devnet (the test network, or any node speaking the
 * same contracts): the local table, buckets and fakes stay, nothing is deployed or played on it.
 */
export const ExternalChainSchema = z.strictObject({
  rpcUrl: z.url({ protocol: /^https?$/ }),
  chainId: z.number().int().positive(),
  /** The first block worth reading: the voting contract's deployment, or later to index less. */
  startBlock: z.number().int().nonnegative(),
  contracts: z.strictObject({
    voting: AddressText,
    addressBook: AddressText.optional(),
    kcf: AddressText.optional(),
    kff: AddressText.optional(),
    govParam: AddressText.optional(),
  }),
});
export type ExternalChain = z.infer<typeof ExternalChainSchema>;

export type LocalStackOptions = {
  dataDir: string;
  /** Fixed ports for `npm start`; tests pass `'free'` to let the system choose. */
  ports: Ports | 'free';
  /** The web build to serve, or null for the API alone (`npm run dev` serves the web with Vite). */
  webDir: string | null;
  indexerIntervalMs: number;
  log: (line: string) => void;
  /** The origin the browser opens, which sign-in messages are bound to; default the stack's own URL (`npm run dev`: Vite's). */
  siteUrl?: string;
  /** Serve this network instead of starting the devnet. */
  chain?: ExternalChain;
  /** Auth calls a client may make a minute (default the server's, 30); the browser tests are one client. */
  authRateLimitPerMinute?: number;
  /** The names the API and indexer show (NETWORK_PROFILE: klaytn by default, kaia); the web build takes its own. */
  networkProfile?: string;
  /** A played stack's folder (scripts/localStack/playedStack.ts): an empty `dataDir` starts as its copy. */
  playedStack?: string;
};

export type LocalStack = {
  url: string;
  config: ServerConfig;
  /** The devnet's deployment; null when serving an external chain. */
  deployment: Deployment | null;
  /** The fake Kaia Wallet app2app service; tests play the phone's wallet app through its /_wallet routes. */
  app2appUrl: string;
  ports: Ports;
  /** One indexer pass now, e.g. after a test changed the chain: through the timer, so never beside one of its runs. */
  runIndexer(): Promise<void>;
  /** Resolves when the pages' snapshots show every table write made so far that a page follows (at once without snapshots). */
  snapshotsSettled(): Promise<void>;
  stop(): Promise<void>;
};

/** What the maintenance and accounts commands and tests read to find a running local stack. */
export type StackFile = { url: string; s3Endpoint: string; statusBucket: string; region: string; dynamoEndpoint: string; tableName: string };

/** The session tokens' signing key: made once, kept beside the data, so sessions survive a restart. */
function localTokenSigningKey(dataDir: string): string {
  const file = join(dataDir, 'token-signing-key');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

async function resolvePorts(ports: Ports | 'free'): Promise<Ports> {
  if (ports !== 'free') return ports;
  const [web, rpc, dynamo, s3, forum, price, app2app] = await Promise.all(Array.from({ length: 7 }, freePort));
  return { web: web!, rpc: rpc!, dynamo: dynamo!, s3: s3!, forum: forum!, price: price!, app2app: app2app! };
}

/**
 * The whole portal on this machine, on 127.0.0.1 only: DynamoDB Local, s3rver, the devnet, local
 * fakes of the forum and the price source, the indexer on a timer and the API with the web on one
 * origin. Everything it keeps lives under `dataDir`, so a restart resumes where it stopped.
 */
export async function startLocalStack(options: LocalStackOptions & { chain?: undefined }): Promise<LocalStack & { deployment: Deployment }>;
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack>;
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const { dataDir, log } = options;
  const played = options.chain ? null : playedStackAt(options.playedStack);
  if (played && copyPlayedStack(played, dataDir)) log(`starting from the played stack in ${played}`);
  mkdirSync(dataDir, { recursive: true });
  const ports = await resolvePorts(options.ports);
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => log(`stop failed: ${(error as Error).message}`));
  };

  try {
    const config0 = parseServerConfig({});
    const external = options.chain ? ExternalChainSchema.parse(options.chain) : null;
    const [dynamo, s3, devnet, forum, price, app2app] = await Promise.all([
      startDynamo(join(dataDir, 'dynamodb'), ports.dynamo, log),
      startS3(join(dataDir, 's3'), ports.s3, [config0.UPLOADS_BUCKET, config0.STATUS_BUCKET], {
        bucket: config0.UPLOADS_BUCKET,
        origins: [options.siteUrl ?? `http://127.0.0.1:${ports.web}`],
      }),
      external ? null : startDevnet({ dataDir: join(dataDir, 'devnet'), port: ports.rpc, log }),
      startFakeForum(ports.forum),
      startFakePriceSource(ports.price),
      startFakeApp2App(ports.app2app),
    ]);
    stops.push(dynamo.stop, s3.stop, ...(devnet ? [devnet.stop] : []), forum.close, price.close, app2app.close);

    const deployment = devnet?.deployment ?? null;
    const chain: ExternalChain = external ?? {
      rpcUrl: devnet!.rpcUrl,
      chainId: devnet!.chainId,
      startBlock: deployment!.startBlock,
      contracts: deployment!.contracts,
    };
    if (external) log(`serving chain ${chain.chainId} at ${chain.rpcUrl} (voting contract ${chain.contracts.voting}, from block ${chain.startBlock})`);
    const config = parseServerConfig({
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      S3_ENDPOINT: s3.endpoint,
      CHAIN_ID: String(chain.chainId),
      RPC_URL: chain.rpcUrl,
      ADDRESS_BOOK_ADDRESS: chain.contracts.addressBook,
      VOTING_ADDRESS: chain.contracts.voting,
      KCF_ADDRESS: chain.contracts.kcf,
      KFF_ADDRESS: chain.contracts.kff,
      GOV_PARAM_ADDRESS: chain.contracts.govParam,
      START_BLOCK: String(chain.startBlock),
      FORUM_URL: forum.url,
      PRICE_URL: price.url,
      APP2APP_URL: app2app.baseUrl,
      SITE_URL: options.siteUrl ?? `http://127.0.0.1:${ports.web}`,
      TOKEN_SIGNING_KEY: localTokenSigningKey(dataDir),
      // The devnet's funded relayer sends the secretary's approved calls (a public test key); another
      // chain's secretary is its own affair, so nothing is relayed there.
      SECRETARY_KIND: 'contract',
      ...(deployment ? { SECRETARY_RELAYER_KEY: deployment.accounts.relayer.privateKey } : {}),
      ...(options.networkProfile ? { NETWORK_PROFILE: options.networkProfile } : {}),
      ...(options.authRateLimitPerMinute ? { AUTH_RATE_LIMIT_PER_MINUTE: String(options.authRateLimitPerMinute) } : {}),
    });

    const db = createDb({ tableName: config.PORTAL_TABLE, endpoint: config.DYNAMODB_ENDPOINT, region: config.AWS_REGION });
    await ensureTable(db);
    const s3Client = createS3({ region: config.AWS_REGION, endpoint: config.S3_ENDPOINT });
    // The demo content describes the devnet's scenario: another chain gets only what it says itself.
    if (deployment) {
      const storeImage = uploadsImageStore(s3Client, config.UPLOADS_BUCKET);
      await seedCouncilProfiles(db, storeImage);
      await seedCouncilScreens(db, storeImage, { rpcUrl: chain.rpcUrl, deployment });
      await seedProposalMetadata(db, agendaMetadata());
      await seedStatistics(db, storeImage);
      await seedDemoOperators(db);
    }

    const hasStatus = await s3Client
      .send(new HeadObjectCommand({ Bucket: config.STATUS_BUCKET, Key: 'status.json' }))
      .then(() => true)
      .catch(() => false);
    if (!hasStatus) await writeMaintenanceSwitch(s3Client, config.STATUS_BUCKET, DEFAULT_STATUS);

    const indexerContext = createIndexerContext(config, (line) => log(`indexer: ${line}`));
    const first = await runIndexer(indexerContext);
    for (const failed of first.failed) log(`indexer: ${failed.job} failed on the first run: ${failed.error}`);
    const timer = startIndexerTimer(indexerContext, options.indexerIntervalMs);
    stops.push(timer.stop);

    // The API keeps public reads as ready answers; the indexer runs in this process, so its writes clear them at once.
    const readCache = new ReadCache();
    clearOnTableWrites(indexerContext.db, readCache);
    // Pages rendered with their data, again whenever the indexer or an operator writes the table.
    // Under the stack's data folder, not the build's: the browser and integration lanes run stacks of one build side by side.
    const snapshotsDir = join(dataDir, 'pages');
    const snapshots = options.webDir ? await startLocalSnapshots({ dist: options.webDir, dir: snapshotsDir, dbs: [indexerContext.db, db], siteUrl: config.SITE_URL!, log }) : null;
    if (snapshots) stops.push(snapshots.stop);
    const server = await startLocalServer({
      port: ports.web,
      deps: { db, config, s3: s3Client, readCache, treasurySync: singleRun(() => runTreasuryJobNow(indexerContext)) },
      webDir: options.webDir ?? undefined,
      readStatusFile: async () => JSON.stringify(await readMaintenanceSwitch(s3Client, config.STATUS_BUCKET)),
      ...(snapshots ? { snapshots: { dir: snapshotsDir, fresh: snapshots.fresh } } : {}),
    });
    stops.push(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const url = `http://127.0.0.1:${ports.web}`;
    const stackFile: StackFile = {
      url,
      s3Endpoint: s3.endpoint,
      statusBucket: config.STATUS_BUCKET,
      region: config.AWS_REGION,
      dynamoEndpoint: dynamo.endpoint,
      tableName: config.PORTAL_TABLE,
    };
    writeFileSync(join(dataDir, 'stack.json'), JSON.stringify(stackFile, null, 2));

    return { url, config, deployment, app2appUrl: app2app.url, ports, runIndexer: () => timer.trigger(), snapshotsSettled: () => snapshots?.settled() ?? Promise.resolve(), stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
