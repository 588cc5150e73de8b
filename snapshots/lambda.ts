import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import * as z from 'zod';
import { ServerConfigSchema } from '@portal/core/config';
import { createDb } from '@portal/core/db/client';
import { itemKeyText } from '@portal/core/db/writeCounter';
import { createS3 } from '@portal/core/storage/s3';
import { edgeIndexClient, edgeIndexedStore } from './edgeIndex';
import { type RefreshResult, snapshotRefresher } from './refresh';
import { webBuildRenderer } from './renderer';
import { s3Store } from './store';

/** What the writer reads from its environment (infra/src/functionEnvironment.ts writes it). */
const WriterConfigSchema = ServerConfigSchema.pick({ PORTAL_TABLE: true, AWS_REGION: true, DYNAMODB_ENDPOINT: true, S3_ENDPOINT: true }).extend({
  WEB_BUCKET: z.string().min(1),
  SNAPSHOT_INDEX_ARN: z.string().regex(/^arn:aws[a-z-]*:cloudfront::\d{12}:key-value-store\/[\w-]+$/),
  /** The portal's public origin: canonical and preview URLs are absolute. */
  SITE_URL: z.url({ protocol: /^https?$/ }),
  /** Set locally only: the stand-in of the key value store API. */
  SNAPSHOT_INDEX_ENDPOINT: z.url().optional(),
});

/** The web build the asset carries beside this module (infra/src/lambdaBundle.ts: SNAPSHOT_WEB_DIR, SNAPSHOT_RENDER_MODULE). */
const here = dirname(fileURLToPath(import.meta.url));
const webDir = join(here, 'web');

/** Made at the first event, kept while the process lives: one writer at a time, so the hashes it keeps are the bucket's. */
let refresher: Promise<ReturnType<typeof snapshotRefresher>> | null = null;

async function createRefresher() {
  const config = WriterConfigSchema.parse(process.env);
  const renderer = await webBuildRenderer(webDir, join(webDir, 'render', 'prerender.mjs'));
  if (!renderer) throw new Error(`${webDir} holds no web build with a render module: deploy with a real web build (npm run build)`);
  const db = createDb({ tableName: config.PORTAL_TABLE, endpoint: config.DYNAMODB_ENDPOINT, region: config.AWS_REGION });
  const s3 = createS3({ region: config.AWS_REGION, endpoint: config.S3_ENDPOINT });
  const index = { client: edgeIndexClient({ region: config.AWS_REGION, endpoint: config.SNAPSHOT_INDEX_ENDPOINT }), arn: config.SNAPSHOT_INDEX_ARN };
  const store = edgeIndexedStore(s3Store(s3, config.WEB_BUCKET), index);
  return snapshotRefresher({ db, store, renderer, siteUrl: config.SITE_URL, log: (line) => console.log(JSON.stringify({ level: 'info', message: line })) });
}

/**
 * The snapshot writer on AWS. The table's stream (keys only, filtered to the items pages follow:
 * infra/src/constructs/snapshotWriter.ts) invokes it after writes; whatever the batch holds, one
 * pass renders every page whose data changed, as the local stack's passes do (onChange.ts), those
 * whose own item the batch names first. A
 * failed pass throws, so the batch is retried (a bounded number of times) and the error counted.
 */
export async function handler(event: DynamoDBStreamEvent): Promise<RefreshResult & { records: number }> {
  refresher ??= createRefresher().catch((error: unknown) => {
    refresher = null;
    throw error;
  });
  // The pages whose own item the batch names go first (a vote's agenda before the rest of the list's pages).
  const written = new Set(event.Records.flatMap((record) => {
    const keys = record.dynamodb?.Keys;
    return keys?.pk?.S !== undefined && keys.sk?.S !== undefined ? [itemKeyText(keys.pk.S, keys.sk.S)] : [];
  }));
  const result = await (await refresher).refresh({ priority: (follows) => (written.has(follows[0] ?? '') ? 1 : 0) });
  console.log(JSON.stringify({ level: 'info', event: 'snapshots', records: event.Records.length, ...result }));
  return { ...result, records: event.Records.length };
}
