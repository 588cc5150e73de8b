import { handle } from 'hono/aws-lambda';
import { serverConfig } from '@portal/core/config';
import { createDb } from '@portal/core/db/client';
import { createS3 } from '@portal/core/storage/s3';
import { createApp } from '../app';
import { invokeIndexerTreasuryJob, singleRun } from '../treasurySync';
import { ReadCache } from '../middleware/readCache';

const config = serverConfig();
const db = createDb({ tableName: config.PORTAL_TABLE, endpoint: config.DYNAMODB_ENDPOINT, region: config.AWS_REGION });

const s3 = createS3({ region: config.AWS_REGION, endpoint: config.S3_ENDPOINT });

/** The API on Lambda, behind the CDN's /v1/* behaviour. */
export const handler = handle(
  createApp({
    db,
    config,
    s3,
    readCache: new ReadCache(),
    ...(config.INDEXER_FUNCTION_NAME ? { treasurySync: singleRun(invokeIndexerTreasuryJob(config.INDEXER_FUNCTION_NAME, config.AWS_REGION)) } : {}),
  }),
);
