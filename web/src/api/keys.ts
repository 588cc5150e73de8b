import type { ZodType, output } from 'zod';
import type { AbsenceWatchSchema } from '@portal/core/entities/absence';
import type { ActivityPageSchema, ActivitySchema, TxCountRankListSchema, TxFeeRankListSchema } from '@portal/core/entities/activity';
import type { TransactionPageSchema } from '@portal/core/entities/contractTransaction';
import type { CouncilListSchema, CouncilSchema } from '@portal/core/entities/council';
import type { CouncilHistorySchema, CouncilsPageSchema } from '@portal/core/entities/councilPage';
import type { TopicPageSchema } from '@portal/core/entities/forumTopic';
import type { CategoryListSchema, CommunityTypeListSchema } from '@portal/core/entities/lookups';
import type { MainPageSchema } from '@portal/core/entities/mainPage';
import type { NetworkConfigSchema } from '@portal/core/entities/networkConfig';
import type {
  CouncilProposalPageSchema,
  CouncilRefListSchema,
  CouncilVotesSchema,
  ProposalDetailAnswerSchema,
  ProposalPageSchema,
  ProposalStatsSchema,
} from '@portal/core/entities/proposal';
import type { ReleaseNoteListSchema } from '@portal/core/entities/releaseNote';
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

declare const answerSchema: unique symbol;

/**
 * A read of the API: its request path (also SWR's cache key, a plain string at run time) carrying, in
 * its type only, the core schema of its answer — the schema the server's answer is checked against
 * (test/contract/apiKeys.int.test.ts). Only the factory below makes one, so a hook's data type always
 * follows from the path it asks for. The schemas are imported as types, so none of them (nor zod)
 * reaches the bundle.
 */
export type ApiKey<S extends ZodType = ZodType> = string & { readonly [answerSchema]: S };

/** The answer's type of a key: what its core schema parses to. */
export type AnswerOf<K> = K extends ApiKey<infer S> ? output<S> : never;

const read = <S extends ZodType>(path: string) => path as ApiKey<S>;

/** Query parameters of the proposal lists (GET /v1/proposals and /v1/proposals/councils/{id}). */
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

function listQuery(q: ProposalListQuery): string {
  const params = new URLSearchParams();
  if (q.category) params.set('category', String(q.category));
  if (q.history) params.set('history', '1');
  if (q.tag) params.set('tag', String(q.tag));
  if (q.input) params.set('input', q.input);
  if (q.page && q.page > 1) params.set('page', String(q.page));
  if (q.size) params.set('size', String(q.size));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The key factory: one function per read of spec §7, returning its typed key. Reads that a write can
 * make stale sit under the path of their group (see `keyGroups`), so a write names what it invalidates.
 */
export const apiKeys = {
  mainPage: () => read<typeof MainPageSchema>(`${API_BASE}/page/main`),
  version: () => read<typeof ApiVersionSchema>(`${API_BASE}/version`),
  // Council screens (GC page, GC detail, activities).
  councilsPage: () => read<typeof CouncilsPageSchema>(`${API_BASE}/page/councils/main`),
  councilHistory: () => read<typeof CouncilHistorySchema>(`${API_BASE}/councils/history`),
  /** The selector strips: order=vote for the voting pages, order=act for the activity pages. */
  councilStrip: (order: 'act' | 'vote') => read<typeof CouncilRefListSchema>(`${API_BASE}/councils?order=${order}`),
  /** Every public council in list order (total staking, resigned after by name). */
  councilList: () => read<typeof CouncilListSchema>(`${API_BASE}/councils?order=staking`),
  council: (id: number) => read<typeof CouncilSchema>(`${API_BASE}/councils/${id}`),
  councilByAddress: (address: string) => read<typeof CouncilSchema>(`${API_BASE}/councils/addr/${address}`),
  councilActivities: (cid: number, page: number, size: number) =>
    read<typeof ActivityPageSchema>(`${API_BASE}/councils/${cid}/activities?page=${page}&size=${size}`),
  activities: (page: number, size: number) => read<typeof ActivityPageSchema>(`${API_BASE}/activities?page=${page}&size=${size}`),
  activity: (id: number) => read<typeof ActivitySchema>(`${API_BASE}/activities/${id}`),
  activityTxCount: (days: string) => read<typeof TxCountRankListSchema>(`${API_BASE}/activities/tx_count?days=${days}`),
  activityTxFee: (days: string) => read<typeof TxFeeRankListSchema>(`${API_BASE}/activities/tx_fee?days=${days}`),
  transactions: (address: string, cursor?: string | null) =>
    read<typeof TransactionPageSchema>(`${API_BASE}/transactions/${address}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`),
  categories: () => read<typeof CategoryListSchema>(`${API_BASE}/categories`),
  communities: () => read<typeof CommunityTypeListSchema>(`${API_BASE}/communities`),
  // Voting screens (proposal page, list and detail) and the wallet.
  networkConfig: () => read<typeof NetworkConfigSchema>(`${API_BASE}/network-config`),
  proposals: (q: ProposalListQuery = {}) => read<typeof ProposalPageSchema>(`${API_BASE}/proposals${listQuery(q)}`),
  proposal: (agendaId: number) => read<typeof ProposalDetailAnswerSchema>(`${API_BASE}/proposals/${agendaId}`),
  proposalStats: () => read<typeof ProposalStatsSchema>(`${API_BASE}/proposals/status`),
  /** The absence watch (KGP-31): each council's run of closed agendas missed. */
  absences: () => read<typeof AbsenceWatchSchema>(`${API_BASE}/proposals/absences`),
  councilProposals: (gcId: number, q: ProposalListQuery = {}) =>
    read<typeof CouncilProposalPageSchema>(`${API_BASE}/proposals/councils/${gcId}${listQuery(q)}`),
  councilVotes: (gcId: number) => read<typeof CouncilVotesSchema>(`${API_BASE}/proposals/councils/${gcId}/votes`),
  proposalTopics: (page: number) => read<typeof TopicPageSchema>(`${API_BASE}/forum/topics/proposal${page > 1 ? `?page=${page}` : ''}`),
  // Status, Treasury and Release Note pages.
  statInfo: () => read<typeof StatInfoSchema>(`${API_BASE}/stat/info`),
  supply: (range: { days: number } | { from: 'burn' | 'genesis' }, size: number) =>
    read<typeof SupplySummarySchema>(`${API_BASE}/klay/supply?${'days' in range ? `days=${range.days}` : `from=${range.from}`}&size=${size}`),
  networkStatus: (product = 'klay') => read<typeof NetworkStatusSchema>(`${API_BASE}/status/${product}`),
  txInfo: (days: number) => read<typeof TxInfoListSchema>(`${API_BASE}/status/tx_info?days=${days}`),
  accountCounts: (months: number) => read<typeof AddressCountListSchema>(`${API_BASE}/status/account?months=${months}`),
  staking: (cid: number, days: number) => read<typeof StakingPointListSchema>(`${API_BASE}/status/staking?cid=${cid}&days=${days}`),
  contractRank: (type: 'txcount' | 'txfee', councilOnly: boolean, days: number, limit: number) =>
    read<typeof RankedContractListSchema>(`${API_BASE}/status/${type}_rank?${councilOnly ? 'council=true&' : ''}days=${days}&limit=${limit}`),
  contractSync: () => read<typeof ContractSyncSchema>(`${API_BASE}/status/contract/sync`),
  treasuryTransactions: (fund: string) => read<typeof TreasuryTransactionListSchema>(`${API_BASE}/treasury/transactions/${fund}`),
  treasuryHistory: (fund: string) => read<typeof TreasuryHistoryListSchema>(`${API_BASE}/treasury/history/${fund}`),
  financial: () => read<typeof FinancialRowListSchema>(`${API_BASE}/financial`),
  releaseNotes: () => read<typeof ReleaseNoteListSchema>(`${API_BASE}/release_note`),
} as const;

/** The CSV downloads (spec §7): files, not envelopes, so not SWR keys. */
export const downloadPaths = {
  treasury: (fund: string) => `${API_BASE}/treasury/transactions/${fund}/download`,
  financial: () => `${API_BASE}/financial/download`,
  /** Every council's vote on one agenda (issue 17 exports). */
  agendaVotes: (agendaId: number, format: 'csv' | 'json') => `${API_BASE}/proposals/${agendaId}/votes.${format}`,
  leaderboard: () => `${API_BASE}/proposals/status.csv`,
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
