import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
import { startIndexerTimer } from '@portal/indexer/src/entry/timer';
import { createIndexerContext } from '@portal/indexer/src/createContext';
import { runIndexer, type RunSummary } from '@portal/indexer/src/runIndexer';
import { DEFAULT_STATUS } from '@portal/status/schema';
import { readMaintenanceSwitch, writeMaintenanceSwitch } from '@portal/status/store';
import { startFakeApp2App } from './fakes/app2app';
import { startFakeForum } from './fakes/forum';
import { freePort } from './listen';
import { startFakePriceSource } from './fakes/price';
import { startDynamo } from './dynamo';
import { startS3 } from './s3';
import { seedCouncilProfiles, seedCouncilScreens, seedDemoOperators } from './seed';
import { seedStatistics } from './seedStatistics';

export type Ports = { web: number; rpc: number; dynamo: number; s3: number; forum: number; price: number; app2app: number };

export const DEFAULT_PORTS: Ports = { web: 8787, rpc: 8545, dynamo: 8000, s3: 4569, forum: 4601, price: 4602, app2app: 4603 };

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
};

export type LocalStack = {
  url: string;
  config: ServerConfig;
  deployment: Deployment;
  /** The fake Kaia Wallet app2app service; tests play the phone's wallet app through its /_wallet routes. */
  app2appUrl: string;
  ports: Ports;
  /** One indexer pass now, e.g. after a test changed the chain. */
  runIndexer(): Promise<RunSummary>;
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
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const { dataDir, log } = options;
  mkdirSync(dataDir, { recursive: true });
  const ports = await resolvePorts(options.ports);
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => log(`stop failed: ${(error as Error).message}`));
  };

  try {
    const config0 = parseServerConfig({});
    const [dynamo, s3, devnet, forum, price, app2app] = await Promise.all([
      startDynamo(join(dataDir, 'dynamodb'), ports.dynamo, log),
      startS3(join(dataDir, 's3'), ports.s3, [config0.UPLOADS_BUCKET, config0.STATUS_BUCKET], {
        bucket: config0.UPLOADS_BUCKET,
        origins: [options.siteUrl ?? `http://127.0.0.1:${ports.web}`],
      }),
      startDevnet({ dataDir: join(dataDir, 'devnet'), port: ports.rpc, log }),
      startFakeForum(ports.forum),
      startFakePriceSource(ports.price),
      startFakeApp2App(ports.app2app),
    ]);
    stops.push(dynamo.stop, s3.stop, devnet.stop, forum.close, price.close, app2app.close);

    const { deployment } = devnet;
    const config = parseServerConfig({
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      S3_ENDPOINT: s3.endpoint,
      CHAIN_ID: String(devnet.chainId),
      RPC_URL: devnet.rpcUrl,
      ADDRESS_BOOK_ADDRESS: deployment.contracts.addressBook,
      VOTING_ADDRESS: deployment.contracts.voting,
      KCF_ADDRESS: deployment.contracts.kcf,
      KFF_ADDRESS: deployment.contracts.kff,
      START_BLOCK: String(deployment.startBlock),
      FORUM_URL: forum.url,
      PRICE_URL: price.url,
      APP2APP_URL: app2app.baseUrl,
      SITE_URL: options.siteUrl ?? `http://127.0.0.1:${ports.web}`,
      TOKEN_SIGNING_KEY: localTokenSigningKey(dataDir),
    });

    const db = createDb({ tableName: config.PORTAL_TABLE, endpoint: config.DYNAMODB_ENDPOINT, region: config.AWS_REGION });
    await ensureTable(db);
    await seedCouncilProfiles(db);
    await seedCouncilScreens(db, { rpcUrl: devnet.rpcUrl, deployment });
    await seedProposalMetadata(db, agendaMetadata());
    await seedStatistics(db);
    await seedDemoOperators(db);

    const s3Client = createS3({ region: config.AWS_REGION, endpoint: config.S3_ENDPOINT });
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

    const server = await startLocalServer({
      port: ports.web,
      deps: { db, config },
      webDir: options.webDir ?? undefined,
      readStatusFile: async () => JSON.stringify(await readMaintenanceSwitch(s3Client, config.STATUS_BUCKET)),
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

    return { url, config, deployment, app2appUrl: app2app.url, ports, runIndexer: () => runIndexer(indexerContext), stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
