import { handle } from 'hono/aws-lambda';
import { serverConfig } from '@portal/core/config';
import { createDb } from '@portal/core/db/client';
import { createApp } from '../app';
import { ReadCache } from '../middleware/readCache';

const config = serverConfig();
const db = createDb({ tableName: config.PORTAL_TABLE, endpoint: config.DYNAMODB_ENDPOINT, region: config.AWS_REGION });

/** The API on Lambda, behind the CDN's /v1/* behaviour. */
export const handler = handle(createApp({ db, config, readCache: new ReadCache() }));
