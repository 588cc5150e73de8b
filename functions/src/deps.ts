import type { Db } from '@portal/core/db/client';

/** What route handlers reach: the table. Passed in, so tests and entries choose the real thing. */
export type AppDeps = { db: Db };

export type AppEnv = { Variables: { deps: AppDeps } };
