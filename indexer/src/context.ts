import type { PublicClient } from 'viem';
import type { ServerConfig } from '@portal/core/config';
import type { Db } from '@portal/core/db/client';
import type { IndexerMemory } from './memory';
import type { PassReads } from './read/passReads';

/** What every indexer job needs: the table, the chain, the configuration and a clock. */
export type IndexerContext = {
  db: Db;
  client: PublicClient;
  config: ServerConfig;
  now: () => Date;
  log: (line: string) => void;
  /** Within a pass of every job (runIndexer): the head and window blocks they share. */
  pass?: PassReads;
  /** A warm indexer's memory between passes (memory.ts): checks that found nothing to do are not repeated. */
  memory?: IndexerMemory;
};
