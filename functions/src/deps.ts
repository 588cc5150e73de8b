import type { ServerConfig } from '@portal/core/config';
import type { Db } from '@portal/core/db/client';

/**
 * What route handlers reach: the table, and the deployment's configuration (absent in tests that do
 * not need it). Passed in, so tests and entries choose the real thing.
 */
export type AppDeps = { db: Db; config?: ServerConfig };

export type AppEnv = { Variables: { deps: AppDeps } };
