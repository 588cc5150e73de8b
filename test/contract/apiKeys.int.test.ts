import { beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { parseServerConfig } from '@portal/core/config';
import type { Db } from '@portal/core/db/client';
import { putActivityViews } from '@portal/core/db/repositories/activities';
import { putContractRankings } from '@portal/core/db/repositories/contractRankings';
import { putContractTransactions } from '@portal/core/db/repositories/contractTransactions';
import { putCouncilList } from '@portal/core/db/repositories/councils';
import { putLatestTopics, putProposalTopics } from '@portal/core/db/repositories/forumTopics';
import { seedLookups } from '@portal/core/db/repositories/lookups';
import { putNetworkStats } from '@portal/core/db/repositories/networkStats';
import { putProposalViews } from '@portal/core/db/repositories/proposals';
import { putReleaseNoteIfAbsent } from '@portal/core/db/repositories/releaseNotes';
import { putSupplySeries } from '@portal/core/db/repositories/stats';
import { putTreasuryMonths, putTreasuryTransactions } from '@portal/core/db/repositories/treasury';
import { ActivityPageSchema, ActivitySchema, TxCountRankListSchema, TxFeeRankListSchema } from '@portal/core/entities/activity';
import { TransactionPageSchema } from '@portal/core/entities/contractTransaction';
import { CouncilListSchema, CouncilSchema } from '@portal/core/entities/council';
import { CouncilHistorySchema, CouncilsPageSchema } from '@portal/core/entities/councilPage';
import { TopicPageSchema, type ForumTopic } from '@portal/core/entities/forumTopic';
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
import { buildActivityViews } from '@portal/core/views/activityViews';
import { buildProposalViews } from '@portal/core/views/proposalViews';
import { activityRecord, contractTx, HEAD, proposalChain, proposalMeta, rankedContract, REGISTERED, seedChainStatistics, STAKING, stakedCouncils, supplySeries } from '../fixtures/apiSeeds';
import { type ApiKey, apiKeys, downloadPaths } from '../../web/src/api/keys';
import { freshTestDb } from '../setup/services';

/**
 * The one contract between the API and the web: every read of the web's key factory, asked of the
 * real app over DynamoDB Local holding items like the indexer's, answers a result its key's core
 * schema parses (strict: an extra, missing or re-typed field fails). A key without a schema here
 * fails to compile and fails the first test.
 */

type SchemaOf<K> = K extends ApiKey<infer S> ? S : never;
type Builders = typeof apiKeys;
type Contract = { [Name in keyof Builders]: { schema: SchemaOf<ReturnType<Builders[Name]>>; keys: ReturnType<Builders[Name]>[] } };

const NOW = '2026-11-15T00:00:00.000Z';

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

// ---------------------------------------------------------------- seed: items as the indexer writes them

const councils = stakedCouncils({ apy: '7.5', date: NOW });
const head = HEAD;
const activityOf = (id: number, councilId: number, day: number, contracts: string[] = []) =>
  activityRecord(id, councilId, day, {
    contracts,
    content: 'Hello **world**',
    attachments: id === 1 ? [{ type: 'url', url: 'https://docs.example/plan', title: 'Plan' }] : [],
  });
const proposalMetaWithDocs = (id: number, title: string, tags: number[]) => proposalMeta(id, title, tags, 'Docs');

const topic = (id: number, category: string): ForumTopic => ({
  id,
  category,
  topic_title: `Topic ${id}`,
  created_at: `2026-11-${String(id).padStart(2, '0')}T00:00:00.000Z`,
  raw: `First post of ${id}`,
  url: `https://forum.example/t/${id}`,
});

async function seed(db: Db): Promise<void> {
  await putCouncilList(db, councils);
  await seedLookups(db, {
    categories: [
      { id: 6, name: 'etc' },
      { id: 1, name: 'Infra' },
    ],
    communityTypes: [
      { id: 5, name: 'Other', thumbnail: '' },
      { id: 1, name: 'Telegram', thumbnail: '' },
    ],
  });
  const records = [activityOf(1, 2, 1, [REGISTERED]), ...Array.from({ length: 6 }, (_, i) => activityOf(i + 2, 3, i + 2)), activityOf(9, 4, 9)];
  const days = new Map([[REGISTERED.toLowerCase(), [{ address: REGISTERED, day: '2026-11-10', tx_count: 4, tx_fee: '0.125', senders: ['0xa'] }]]]);
  await putActivityViews(db, buildActivityViews({ records, councils, days, now: new Date(NOW) }));
  await putContractTransactions(db, Array.from({ length: 12 }, (_, i) => ({ address: STAKING.toLowerCase(), tx: contractTx(i + 1) })));

  const chains = [proposalChain(1, 'closed'), proposalChain(2, 'closed'), proposalChain(3, 'active'), proposalChain(4, 'pending')];
  const metadata = [proposalMetaWithDocs(1, 'Raise the Gas floor', [1]), proposalMetaWithDocs(2, 'Treasury grant', [2]), proposalMetaWithDocs(3, 'GAS price cap', [1, 4]), proposalMetaWithDocs(4, 'Next step', [3])];
  const views = buildProposalViews({ chains, metadata, councils, voters: [], block: Number(head.number) });
  // The leaderboard is one of the views; a fuller one than these four agendas make, so every field is seen.
  await putProposalViews(db, {
    ...views,
    stats: {
      participations: [{ council: { id: 2, name: 'Alpha', thumbnail: '' }, cnt: 3 }],
      voting_powers: [{ council: { id: 2, name: 'Alpha', thumbnail: '' }, votes: 4, staked: '50000000' }],
    },
  });
  await putLatestTopics(db, [topic(3, 'Notice'), topic(2, 'Proposals')]);
  await putProposalTopics(db, [topic(2, 'Proposals'), topic(1, 'Proposals')]);
  await putNetworkStats(db, {
    gc_size: 4,
    total_staking: '1141000000',
    total_supply: '5000000000',
    circulating_supply: '4000000599',
    total_value: '148330000',
    price_usd: '0.13',
    block_number: 10_500,
    updated_at: NOW,
  });

  await putSupplySeries(db, [supplySeries('1d', 84), supplySeries('genesis', 600)]);
  await seedChainStatistics(db);
  const a = '0x00000000000000000000000000000000000000aa';
  const b = '0x00000000000000000000000000000000000000bb';
  await putContractRankings(
    db,
    [
      { type: 'txcount', days: 30, council_only: false, through: '2026-11-15', items: [rankedContract(1, a, 10, '1.5', 3), rankedContract(2, b, 4, '0.2')] },
      { type: 'txcount', days: 30, council_only: true, through: '2026-11-15', items: [rankedContract(1, a, 10, '1.5', 3)] },
    ],
    NOW,
  );
  const payment = (day: number, label: string, title: string, kgp: string | null) => ({
    id: day * 10_000,
    fund: 'KCF' as const,
    label,
    kgp,
    title,
    recipient: '0x00000000000000000000000000000000000000cc',
    value: '1250000',
    date: new Date(Date.UTC(2026, 9, day)).toISOString(),
    tx_hash: `0x${String(day).padStart(64, '0')}`,
    block: day,
    logIndex: 0,
  });
  await putTreasuryTransactions(db, [payment(2, 'Personnel Expenses', 'October payroll', null), payment(9, 'Ecosystem Support', 'Grants', '2')]);
  await putTreasuryMonths(db, 'KCF', [{ date: '2026-10', balance: '600000000', executor_balance: '0', usage: [{ label: 'Personnel Expenses', value: '1250000' }], inflow: '2500000' }]);
  await putReleaseNoteIfAbsent(db, { id: 1, title: 'First', context: '# Hello', date: '2026-09-01T00:00:00.000Z' });
}

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
    await seed(db);
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
