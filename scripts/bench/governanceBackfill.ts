import { type ServerConfig, parseServerConfig } from '@portal/core/config';
import { createDb, type Db } from '@portal/core/db/client';
import { ensureTable } from '@portal/core/db/ensureTable';
import { putCouncilList } from '@portal/core/db/repositories/councils';
import { seedProposalMetadata } from '@portal/core/db/seedProposalMetadata';
import { agendaMetadata } from '@portal/devnet/scenario/agendas';
import { councilProfiles } from '@portal/devnet/scenario/councils';
import type { Deployment } from '@portal/devnet/src/deployment';

/** The governance job's settings for the devnet's deployment, `confirmations` blocks behind its head. */
export function governanceConfig(deployment: Deployment, confirmations = 0): ServerConfig {
  return parseServerConfig({
    VOTING_ADDRESS: deployment.contracts.voting,
    START_BLOCK: String(deployment.startBlock),
    CHAIN_ID: String(deployment.chainId),
    CONFIRMATIONS: String(confirmations),
  });
}

/** A new table holding what the local stack seeds before the indexer's first run: councils and agenda metadata. */
export async function freshGovernanceDb(endpoint: string, tableName: string): Promise<Db> {
  const db = createDb({ tableName, endpoint, region: 'us-east-1' });
  await ensureTable(db);
  await putCouncilList(db, councilProfiles().filter((p) => p.joined_at !== null).map((p) => ({ ...p, contracts: [], staking: [] })));
  await seedProposalMetadata(db, agendaMetadata());
  return db;
}
