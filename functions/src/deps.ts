import type { S3Client } from '@aws-sdk/client-s3';
import type { ServerConfig } from '@portal/core/config';
import type { Db } from '@portal/core/db/client';
import type { UploadJudge } from '@portal/core/uploads/judge';
import type { TreasuryJobRunner } from './treasurySync';
import type { ReadCache } from './middleware/readCache';

/**
 * What route handlers reach: the table, and the deployment's configuration (absent in tests that do
 * not need it). Passed in, so tests and entries choose the real thing. `s3` is the uploads bucket's
 * client; `uploadJudge` gives the verdict on an uploaded file (the API never parses one itself);
 * `treasurySync` runs the indexer's treasury job now (Sync Data): each absent where a deployment or
 * a test has none, and the routes that need them answer 503.
 */
export type AppDeps = {
  db: Db;
  config?: ServerConfig;
  s3?: S3Client;
  uploadJudge?: UploadJudge;
  treasurySync?: TreasuryJobRunner;
  /** Public reads kept as ready answers (the entries pass one; tests that write the table behind the API's back leave it out). */
  readCache?: ReadCache;
};

export type AppEnv = { Variables: { deps: AppDeps } };
