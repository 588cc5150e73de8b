import { handle } from 'hono/aws-lambda';
import { serverConfig } from '@portal/core/config';
import { createDb } from '@portal/core/db/client';
import { createS3 } from '@portal/core/storage/s3';
import { createApp } from '../app';
import { lambdaInvoker } from '../lambdaInvoke';
import { invokeIndexerTreasuryJob, singleRun } from '../treasurySync';
import { remoteUploadJudge } from '../uploadJudge';
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
    // Uploaded files are parsed by the uploads judge function only: this bundle carries no parser.
    ...(config.UPLOAD_JUDGE_FUNCTION_NAME
      ? { uploadJudge: remoteUploadJudge(lambdaInvoker(config.UPLOAD_JUDGE_FUNCTION_NAME, config.AWS_REGION), { s3, bucket: config.UPLOADS_BUCKET }) }
      : {}),
    ...(config.INDEXER_FUNCTION_NAME ? { treasurySync: singleRun(invokeIndexerTreasuryJob(config.INDEXER_FUNCTION_NAME, config.AWS_REGION)) } : {}),
  }),
);
