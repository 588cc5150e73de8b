import type { ServerConfig } from '@portal/core/config';
import type { Db } from '@portal/core/db/client';
import type { ReadCache } from './middleware/readCache';

/**
 * What route handlers reach: the table, and the deployment's configuration (absent in tests that do
 * not need it). Passed in, so tests and entries choose the real thing.
 */
export type AppDeps = {
  db: Db;
  config?: ServerConfig;
  /** Public reads kept as ready answers (the entries pass one; tests that write the table behind the API's back leave it out). */
  readCache?: ReadCache;
};

export type AppEnv = { Variables: { deps: AppDeps } };
