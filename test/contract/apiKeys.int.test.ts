import { beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { parseServerConfig } from '@portal/core/config';
import { ActivityPageSchema, ActivitySchema, TxCountRankListSchema, TxFeeRankListSchema } from '@portal/core/entities/activity';
import { TransactionPageSchema } from '@portal/core/entities/contractTransaction';
import { CouncilListSchema, CouncilSchema } from '@portal/core/entities/council';
import { CouncilHistorySchema, CouncilsPageSchema } from '@portal/core/entities/councilPage';
import { TopicPageSchema } from '@portal/core/entities/forumTopic';
import { CategoryListSchema, CommunityTypeListSchema } from '@portal/core/entities/lookups';
import { MainPageSchema } from '@portal/core/entities/mainPage';
import { NetworkConfigSchema } from '@portal/core/entities/networkConfig';
import {
  CouncilProposalPageSchema,
  CouncilRefListSchema,
  CouncilVotesSchema,
  ProposalDetailAnswerSchema,
  ProposalPageSchema,
  ProposalStatsSchema,
} from '@portal/core/entities/proposal';
import { ReleaseNoteListSchema } from '@portal/core/entities/releaseNote';
import {
  AddressCountListSchema,
  ContractSyncSchema,
  NetworkStatusSchema,
  RankedContractListSchema,
  StakingPointListSchema,
  StatInfoSchema,
  SupplySummarySchema,
  TxInfoListSchema,
} from '@portal/core/entities/stats';
import { FinancialRowListSchema, TreasuryHistoryListSchema, TreasuryTransactionListSchema } from '@portal/core/entities/treasury';
import { ApiVersionSchema } from '@portal/core/entities/version';
import { AbsenceWatchSchema } from '@portal/core/entities/absence';
import { createApp } from '@portal/functions/src/app';
import { STAKING } from '../fixtures/apiSeeds';
import { seedPublicReads } from '../fixtures/publicApiSeed';
import { type ApiKey, apiKeys, downloadPaths } from '../../web/src/api/keys';
import { freshTestDb } from '../setup/services';

/**
 * The one contract between the API and the web: every read of the web's key factory, asked of the
 * real app over DynamoDB Local holding items like the indexer's, answers a result its key's core
 * schema parses (strict: an extra, missing or re-typed field fails). A key without a schema here
 * fails to compile and fails the first test.
 */

type Builders = typeof apiKeys;
type Contract = { [Name in keyof Builders]: { schema: ZodType; keys: ApiKey[] } };

const contract: Contract = {
  mainPage: { schema: MainPageSchema, keys: [apiKeys.mainPage()] },
  version: { schema: ApiVersionSchema, keys: [apiKeys.version()] },
  councilsPage: { schema: CouncilsPageSchema, keys: [apiKeys.councilsPage()] },
  councilHistory: { schema: CouncilHistorySchema, keys: [apiKeys.councilHistory()] },
  councilStrip: { schema: CouncilRefListSchema, keys: [apiKeys.councilStrip('act'), apiKeys.councilStrip('vote')] },
  councilList: { schema: CouncilListSchema, keys: [apiKeys.councilList()] },
  council: { schema: CouncilSchema, keys: [apiKeys.council(2)] },
  councilByAddress: { schema: CouncilSchema, keys: [apiKeys.councilByAddress(STAKING)] },
  councilActivities: { schema: ActivityPageSchema, keys: [apiKeys.councilActivities(3, 1, 5), apiKeys.councilActivities(3, 2, 5)] },
  activities: { schema: ActivityPageSchema, keys: [apiKeys.activities(1, 5)] },
  activity: { schema: ActivitySchema, keys: [apiKeys.activity(1), apiKeys.activity(7)] },
  activityTxCount: { schema: TxCountRankListSchema, keys: [apiKeys.activityTxCount('30'), apiKeys.activityTxCount('all')] },
  activityTxFee: { schema: TxFeeRankListSchema, keys: [apiKeys.activityTxFee('30')] },
  transactions: { schema: TransactionPageSchema, keys: [apiKeys.transactions(STAKING)] },
  categories: { schema: CategoryListSchema, keys: [apiKeys.categories()] },
  communities: { schema: CommunityTypeListSchema, keys: [apiKeys.communities()] },
  networkConfig: { schema: NetworkConfigSchema, keys: [apiKeys.networkConfig()] },
  proposals: { schema: ProposalPageSchema, keys: [apiKeys.proposals(), apiKeys.proposals({ category: 3, tag: 1, input: 'gas', size: 5 })] },
  proposal: { schema: ProposalDetailAnswerSchema, keys: [apiKeys.proposal(41), apiKeys.proposal(44)] },
  proposalStats: { schema: ProposalStatsSchema, keys: [apiKeys.proposalStats()] },
  absences: { schema: AbsenceWatchSchema, keys: [apiKeys.absences()] },
  councilProposals: { schema: CouncilProposalPageSchema, keys: [apiKeys.councilProposals(2), apiKeys.councilProposals(2, { category: 3, history: true })] },
  councilVotes: { schema: CouncilVotesSchema, keys: [apiKeys.councilVotes(2)] },
  proposalTopics: { schema: TopicPageSchema, keys: [apiKeys.proposalTopics(1)] },
  statInfo: { schema: StatInfoSchema, keys: [apiKeys.statInfo()] },
  supply: { schema: SupplySummarySchema, keys: [apiKeys.supply({ days: 1 }, 84), apiKeys.supply({ from: 'genesis' }, 600)] },
  networkStatus: { schema: NetworkStatusSchema, keys: [apiKeys.networkStatus()] },
  txInfo: { schema: TxInfoListSchema, keys: [apiKeys.txInfo(30)] },
  accountCounts: { schema: AddressCountListSchema, keys: [apiKeys.accountCounts(12)] },
  staking: { schema: StakingPointListSchema, keys: [apiKeys.staking(-1, 30), apiKeys.staking(4, 30)] },
  contractRank: { schema: RankedContractListSchema, keys: [apiKeys.contractRank('txcount', false, 30, 30), apiKeys.contractRank('txcount', true, 30, 30)] },
  contractSync: { schema: ContractSyncSchema, keys: [apiKeys.contractSync()] },
  treasuryTransactions: { schema: TreasuryTransactionListSchema, keys: [apiKeys.treasuryTransactions('KCF')] },
  treasuryHistory: { schema: TreasuryHistoryListSchema, keys: [apiKeys.treasuryHistory('KCF')] },
  financial: { schema: FinancialRowListSchema, keys: [apiKeys.financial()] },
  releaseNotes: { schema: ReleaseNoteListSchema, keys: [apiKeys.releaseNotes()] },
};

/** An answer with nothing in it would let any item shape pass: every sample must carry data. */
function isEmptyAnswer(result: unknown): boolean {
  if (Array.isArray(result)) return result.length === 0;
  if (typeof result !== 'object' || result === null) return result === null;
  const record = result as Record<string, unknown>;
  if (Array.isArray(record.items)) return record.items.length === 0;
  return Object.keys(record).length === 0;
}

describe('the web key factory against the API (DynamoDB Local)', () => {
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    const db = await freshTestDb();
    const config = parseServerConfig({
      CHAIN_ID: '31337',
      RPC_URL: 'http://127.0.0.1:8545',
      VOTING_ADDRESS: '0xbf4bBb29b64BdCD59596b87c40D1D539070CB9C6',
      APP2APP_URL: 'http://127.0.0.1:4603/api/v1/k',
    });
    app = createApp({ db, config });
    await seedPublicReads(db);
  });

  it('binds a core schema and at least one sample to every key of the factory', () => {
    for (const name of Object.keys(apiKeys)) {
      const entry = (contract as Record<string, { schema?: ZodType; keys?: string[] }>)[name];
      expect(entry?.schema, `apiKeys.${name} has no schema`).toBeDefined();
      expect(entry?.keys?.length, `apiKeys.${name} has no sample`).toBeGreaterThan(0);
    }
    expect(Object.keys(contract).sort()).toEqual(Object.keys(apiKeys).sort());
  });

  const samples = Object.entries(contract).flatMap(([name, entry]) => entry.keys.map((key): [string, string, ZodType] => [name, key, entry.schema]));

  it.each(samples)('apiKeys.%s: GET %s answers what its schema says', async (_name, key, schema) => {
    const response = await app.request(key);
    const body = (await response.json()) as { code: number; result?: unknown; err_msg?: string };
    expect(body.err_msg, key).toBeUndefined();
    expect(response.status).toBe(200);
    expect(body.code).toBe(200);
    expect(isEmptyAnswer(body.result), `${key} answered no data`).toBe(false);
    const parsed = schema.safeParse(body.result);
    expect(parsed.success ? [] : parsed.error.issues, `${key} drifted from its schema`).toEqual([]);
  });

  it.each([
    downloadPaths.treasury('KCF'),
    downloadPaths.financial(),
    downloadPaths.agendaVotes(41, 'csv'),
    downloadPaths.leaderboard(),
    downloadPaths.councilList(),
  ])('GET %s answers a CSV file', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename=".+\.csv"$/);
  });
});
