import type { ServerConfig } from '@portal/core/config';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Db } from '@portal/core/db/client';

/**
 * What route handlers reach: the table, the deployment's configuration and the S3 client of the
 * uploads bucket (absent in tests that do not need them). Passed in, so tests and entries choose the
 * real thing.
 */
export type AppDeps = { db: Db; config?: ServerConfig; s3?: S3Client };

export type AppEnv = { Variables: { deps: AppDeps } };
