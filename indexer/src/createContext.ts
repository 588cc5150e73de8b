import type { ServerConfig } from '@portal/core/config';
import { createDb } from '@portal/core/db/client';
import type { IndexerContext } from './context';
import { IndexerMemory } from './memory';
import { createChainClient } from './read/chainClient';

export function createIndexerContext(config: ServerConfig, log: (line: string) => void = console.log): IndexerContext {
  return {
    db: createDb({ tableName: config.PORTAL_TABLE, endpoint: config.DYNAMODB_ENDPOINT, region: config.AWS_REGION }),
    client: createChainClient(config.RPC_URL),
    config,
    now: () => new Date(),
    log,
    memory: new IndexerMemory(),
  };
}
