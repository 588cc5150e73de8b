import type { output, ZodType } from 'zod';
import type { ActivityPageSchema, ActivitySchema, TxCountRankListSchema, TxFeeRankListSchema } from '@portal/core/entities/activity';
import type { TransactionPageSchema } from '@portal/core/entities/contractTransaction';
import type { CouncilListSchema, CouncilSchema } from '@portal/core/entities/council';
import type { CouncilHistorySchema, CouncilsPageSchema } from '@portal/core/entities/councilPage';
import type { TopicPageSchema } from '@portal/core/entities/forumTopic';
import type { CategoryListSchema, CommunityTypeListSchema } from '@portal/core/entities/lookups';
import type { MainPageSchema } from '@portal/core/entities/mainPage';
import type { NetworkConfigSchema } from '@portal/core/entities/networkConfig';
import type { CouncilRefListSchema } from '@portal/core/entities/proposal';
import type {
  AddressCountListSchema,
  ContractSyncSchema,
  NetworkStatusSchema,
  RankedContractListSchema,
  StakingPointListSchema,
  StatInfoSchema,
  SupplySummarySchema,
  TxInfoListSchema,
} from '@portal/core/entities/stats';
import type { FinancialRowListSchema, TreasuryHistoryListSchema, TreasuryTransactionListSchema } from '@portal/core/entities/treasury';
import type { ApiVersionSchema } from '@portal/core/entities/version';
import { API_BASE } from './client';
import { type AnswerOfRoute, type ParamsOf, pathOf, type QueryOf, type ReadRoute } from './routes';

declare const routeOfKey: unique symbol;

/**
 * A read of the API: its request path (also SWR's cache key, a plain string at run time) carrying, in
 * its type only, the catalogue route it asks (core/src/api/catalogue.ts), whose answer schema the
 * server's answer is checked against (test/contract/apiKeys.int.test.ts). Only `apiKey` makes one,
 * so a hook's data type always follows from the route it asks.
 */
export type ApiKey<K extends ReadRoute = ReadRoute> = string & { readonly [routeOfKey]: K };

/** The answer's type of a key: what its route's answer schema parses to. */
export type AnswerOf<Key> = Key extends { readonly legacyAnswer?: infer S extends ZodType } ? output<S> : Key extends ApiKey<infer K> ? AnswerOfRoute<K> : never;

/** The key of one read of the catalogue. */
export function apiKey<K extends ReadRoute>(route: K, params?: ParamsOf<K>, query?: QueryOf<K>): ApiKey<K> {
  return pathOf(route, params, query) as ApiKey<K>;
}

/**
 * Not yet derived from the catalogue: a read still typed by the schema named here, until its route
 * joins core/src/api/catalogue.ts and its key is made by `apiKey`.
 */
export const legacyKey = <S extends ZodType>(path: string) => path as unknown as ApiKey & { readonly legacyAnswer?: S };

/** Query parameters of the proposal lists (GET /v1/proposals and /v1/proposals/councils/{cid}). */
export type ProposalListQuery = {
  /** 0 all, 1 upcoming, 2 ongoing, 3 closed. */
  category?: number;
  /** Voting history: ongoing agendas count as closed too. */
  history?: boolean;
  /** A proposal category (tag), 0 all. */
  tag?: number;
  input?: string;
  page?: number;
  size?: number;
};

/** The list's query as the catalogue names it; defaults are left out, so one list has one key. */
function listQuery(q: ProposalListQuery): QueryOf<'GET /v1/proposals'> {
  return {
    category: q.category || undefined,
    history: q.history ? '1' : undefined,
    tag: q.tag || undefined,
    input: q.input || undefined,
    page: q.page && q.page > 1 ? q.page : undefined,
    size: q.size || undefined,
  };
}

/**
 * The key factory: one function per read of spec §7, returning its typed key. Reads that a write can
 * make stale sit under the path of their group (see `keyGroups`), so a write names what it invalidates.
 */
export const apiKeys = {
  mainPage: () => legacyKey<typeof MainPageSchema>(`${API_BASE}/page/main`),
  version: () => legacyKey<typeof ApiVersionSchema>(`${API_BASE}/version`),
  // Council screens (GC page, GC detail, activities).
  councilsPage: () => legacyKey<typeof CouncilsPageSchema>(`${API_BASE}/page/councils/main`),
  councilHistory: () => legacyKey<typeof CouncilHistorySchema>(`${API_BASE}/councils/history`),
  /** The selector strips: order=vote for the voting pages, order=act for the activity pages. */
  councilStrip: (order: 'act' | 'vote') => legacyKey<typeof CouncilRefListSchema>(`${API_BASE}/councils?order=${order}`),
  /** Every public council in list order (total staking, resigned after by name). */
  councilList: () => legacyKey<typeof CouncilListSchema>(`${API_BASE}/councils?order=staking`),
  council: (id: number) => legacyKey<typeof CouncilSchema>(`${API_BASE}/councils/${id}`),
  councilByAddress: (address: string) => legacyKey<typeof CouncilSchema>(`${API_BASE}/councils/addr/${address}`),
  councilActivities: (cid: number, page: number, size: number) =>
    legacyKey<typeof ActivityPageSchema>(`${API_BASE}/councils/${cid}/activities?page=${page}&size=${size}`),
  activities: (page: number, size: number) => legacyKey<typeof ActivityPageSchema>(`${API_BASE}/activities?page=${page}&size=${size}`),
  activity: (id: number) => legacyKey<typeof ActivitySchema>(`${API_BASE}/activities/${id}`),
  activityTxCount: (days: string) => legacyKey<typeof TxCountRankListSchema>(`${API_BASE}/activities/tx_count?days=${days}`),
  activityTxFee: (days: string) => legacyKey<typeof TxFeeRankListSchema>(`${API_BASE}/activities/tx_fee?days=${days}`),
  transactions: (address: string, cursor?: string | null) =>
    legacyKey<typeof TransactionPageSchema>(`${API_BASE}/transactions/${address}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`),
  categories: () => legacyKey<typeof CategoryListSchema>(`${API_BASE}/categories`),
  communities: () => legacyKey<typeof CommunityTypeListSchema>(`${API_BASE}/communities`),
  // Voting screens (proposal page, list and detail) and the wallet.
  networkConfig: () => legacyKey<typeof NetworkConfigSchema>(`${API_BASE}/network-config`),
  proposals: (q: ProposalListQuery = {}) => apiKey('GET /v1/proposals', undefined, listQuery(q)),
  proposal: (agendaNumber: number) => apiKey('GET /v1/proposals/{agendaNumber}', { agendaNumber }),
  proposalStats: () => apiKey('GET /v1/proposals/status'),
  /** The absence watch (KGP-31): each council's run of closed agendas missed. */
  absences: () => apiKey('GET /v1/proposals/absences'),
  councilProposals: (cid: number, q: ProposalListQuery = {}) => apiKey('GET /v1/proposals/councils/{cid}', { cid }, listQuery(q)),
  councilVotes: (cid: number) => apiKey('GET /v1/proposals/councils/{cid}/votes', { cid }),
  proposalTopics: (page: number) => legacyKey<typeof TopicPageSchema>(`${API_BASE}/forum/topics/proposal${page > 1 ? `?page=${page}` : ''}`),
  // Status, Treasury and Release Note pages.
  statInfo: () => legacyKey<typeof StatInfoSchema>(`${API_BASE}/stat/info`),
  supply: (range: { days: number } | { from: 'burn' | 'genesis' }, size: number) =>
    legacyKey<typeof SupplySummarySchema>(`${API_BASE}/klay/supply?${'days' in range ? `days=${range.days}` : `from=${range.from}`}&size=${size}`),
  networkStatus: (product = 'klay') => legacyKey<typeof NetworkStatusSchema>(`${API_BASE}/status/${product}`),
  txInfo: (days: number) => legacyKey<typeof TxInfoListSchema>(`${API_BASE}/status/tx_info?days=${days}`),
  accountCounts: (months: number) => legacyKey<typeof AddressCountListSchema>(`${API_BASE}/status/account?months=${months}`),
  staking: (cid: number, days: number) => legacyKey<typeof StakingPointListSchema>(`${API_BASE}/status/staking?cid=${cid}&days=${days}`),
  contractRank: (type: 'txcount' | 'txfee', councilOnly: boolean, days: number, limit: number) =>
    legacyKey<typeof RankedContractListSchema>(`${API_BASE}/status/${type}_rank?${councilOnly ? 'council=true&' : ''}days=${days}&limit=${limit}`),
  contractSync: () => legacyKey<typeof ContractSyncSchema>(`${API_BASE}/status/contract/sync`),
  treasuryTransactions: (fund: string) => legacyKey<typeof TreasuryTransactionListSchema>(`${API_BASE}/treasury/transactions/${fund}`),
  treasuryHistory: (fund: string) => legacyKey<typeof TreasuryHistoryListSchema>(`${API_BASE}/treasury/history/${fund}`),
  financial: () => legacyKey<typeof FinancialRowListSchema>(`${API_BASE}/financial`),
  releaseNotes: () => apiKey('GET /v1/release_note'),
} as const;

/** The CSV downloads (spec §7): files, not envelopes, so not SWR keys. */
export const downloadPaths = {
  treasury: (fund: string) => `${API_BASE}/treasury/transactions/${fund}/download`,
  financial: () => `${API_BASE}/financial/download`,
  /** Every council's vote on one agenda (issue 17 exports). */
  agendaVotes: (agendaNumber: number, format: 'csv' | 'json') => pathOf(`GET /v1/proposals/{agendaNumber}/votes.${format}`, { agendaNumber }),
  leaderboard: () => pathOf('GET /v1/proposals/status.csv'),
  councilList: () => `${API_BASE}/councils/list.csv`,
} as const;

/**
 * What a write can make stale, by the path its reads share. A group holds the path itself and
 * everything under it (`/v1/proposals`, `/v1/proposals?…`, `/v1/proposals/12`…).
 */
export const keyGroups = {
  /** The proposal lists and details, the leaderboard and each council's votes. */
  proposals: `${API_BASE}/proposals`,
  /** The council list, strips, history, each council and its activities. */
  councils: `${API_BASE}/councils`,
  councilsPage: `${API_BASE}/page/councils`,
  activities: `${API_BASE}/activities`,
  mainPage: `${API_BASE}/page/main`,
  releaseNotes: `${API_BASE}/release_note`,
  categories: `${API_BASE}/categories`,
  communities: `${API_BASE}/communities`,
} as const;

export type KeyGroup = (typeof keyGroups)[keyof typeof keyGroups];

/** Whether an SWR key belongs to a group (SWR's mutate takes this as its key filter). */
export function inKeyGroup(group: KeyGroup, key: unknown): boolean {
  return typeof key === 'string' && (key === group || key.startsWith(`${group}/`) || key.startsWith(`${group}?`));
}
