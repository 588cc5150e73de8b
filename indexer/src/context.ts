import type { PublicClient } from 'viem';
import type { ServerConfig } from '@portal/core/config';
import type { Db } from '@portal/core/db/client';

/** What every indexer job needs: the table, the chain, the configuration and a clock. */
export type IndexerContext = {
  db: Db;
  client: PublicClient;
  config: ServerConfig;
  now: () => Date;
  log: (line: string) => void;
};
