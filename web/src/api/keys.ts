import type { output, ZodType } from 'zod';
import type { CouncilListSchema } from '@portal/core/entities/council';
import type { CouncilRefListSchema } from '@portal/core/entities/proposal';
import type { Locale } from '../i18n/locale';
import { API_BASE } from './client';
import { filePath } from './files';
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
export type AnswerOf<Key> = Key extends { readonly answerOfQuery?: infer S extends ZodType } ? output<S> : Key extends ApiKey<infer K> ? AnswerOfRoute<K> : never;

/**
 * A read whose query chooses which member of its route's answer it gets (GET /v1/councils?order=:
 * the full list or a strip); the key names that member, a schema of the route's own answer union.
 */
const answerOfQuery = <S extends ZodType>(key: ApiKey) => key as ApiKey & { readonly answerOfQuery?: S };

/** The key of one read of the catalogue. */
export function apiKey<K extends ReadRoute>(route: K, params?: ParamsOf<K>, query?: QueryOf<K>): ApiKey<K> {
  return pathOf(route, params, query) as ApiKey<K>;
}

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
  mainPage: () => apiKey('GET /v1/page/main'),
  version: () => apiKey('GET /v1/version'),
  // Council screens (GC page, GC detail, activities).
  councilsPage: () => apiKey('GET /v1/page/councils/main'),
  councilHistory: () => apiKey('GET /v1/councils/history'),
  /** The selector strips: order=vote for the voting pages, order=act for the activity pages. */
  councilStrip: (order: 'act' | 'vote') => answerOfQuery<typeof CouncilRefListSchema>(apiKey('GET /v1/councils', undefined, { order })),
  /** Every public council in list order (total staking, resigned after by name). */
  councilList: () => answerOfQuery<typeof CouncilListSchema>(apiKey('GET /v1/councils', undefined, { order: 'staking' })),
  council: (councilId: number) => apiKey('GET /v1/councils/{cid}', { cid: councilId }),
  councilByAddress: (address: string) => apiKey('GET /v1/councils/addr/{addr}', { addr: address }),
  councilActivities: (councilId: number, page: number, size: number) => apiKey('GET /v1/councils/{cid}/activities', { cid: councilId }, { page, size }),
  activities: (page: number, size: number) => apiKey('GET /v1/activities', undefined, { page, size }),
  activity: (id: number) => apiKey('GET /v1/activities/{id}', { id }),
  activityTxCount: (days: string) => apiKey('GET /v1/activities/tx_count', undefined, { days }),
  activityTxFee: (days: string) => apiKey('GET /v1/activities/tx_fee', undefined, { days }),
  transactions: (address: string, cursor?: string | null) => apiKey('GET /v1/transactions/{address}', { address }, cursor ? { cursor } : {}),
  categories: () => apiKey('GET /v1/categories'),
  communities: () => apiKey('GET /v1/communities'),
  // Voting screens (proposal page, list and detail) and the wallet.
  networkConfig: () => apiKey('GET /v1/network-config'),
  proposals: (q: ProposalListQuery = {}) => apiKey('GET /v1/proposals', undefined, listQuery(q)),
  proposal: (agendaNumber: number) => apiKey('GET /v1/proposals/{agendaNumber}', { agendaNumber }),
  proposalStats: () => apiKey('GET /v1/proposals/status'),
  /** The absence watch (KGP-31): each council's run of closed agendas missed. */
  absences: () => apiKey('GET /v1/proposals/absences'),
  councilProposals: (councilId: number, q: ProposalListQuery = {}) => apiKey('GET /v1/proposals/councils/{cid}', { cid: councilId }, listQuery(q)),
  councilVotes: (councilId: number) => apiKey('GET /v1/proposals/councils/{cid}/votes', { cid: councilId }),
  delegator: (address: string) => apiKey('GET /v1/delegators/{address}', { address }),
  proposalTopics: (page: number) => apiKey('GET /v1/forum/topics/proposal', undefined, { page: page > 1 ? page : undefined }),
  // Status, Treasury and Release Note pages.
  statInfo: () => apiKey('GET /v1/stat/info'),
  supply: (range: { days: number } | { from: 'burn' | 'genesis' }, size: number) =>
    apiKey('GET /v1/klay/supply', undefined, 'days' in range ? { days: range.days, size } : { from: range.from, size }),
  networkStatus: (product: 'klay' | 'kaia' = 'klay') => apiKey('GET /v1/status/{product}', { product }),
  txInfo: (days: number) => apiKey('GET /v1/status/tx_info', undefined, { days }),
  accountCounts: (months: number) => apiKey('GET /v1/status/account', undefined, { months }),
  staking: (councilId: number, days: number) => apiKey('GET /v1/status/staking', undefined, { cid: councilId, days }),
  contractRank: (type: 'txcount' | 'txfee', councilOnly: boolean, days: number, limit: number) =>
    apiKey(`GET /v1/status/${type}_rank`, undefined, { council: councilOnly ? 'true' : undefined, days, limit }),
  contractSync: () => apiKey('GET /v1/status/contract/sync'),
  treasuryTransactions: (fund: string) => apiKey('GET /v1/treasury/transactions/{fund}', { fund }),
  treasuryHistory: (fund: string) => apiKey('GET /v1/treasury/history/{fundType}', { fundType: fund }),
  financial: () => apiKey('GET /v1/financial'),
  releaseNotes: () => apiKey('GET /v1/release_note'),
} as const;

/**
 * `?lang=` of a file written in the page's language (a CSV's headers and words); English's URLs
 * carry none, so they stay the ones already shared.
 */
export const fileLang = (locale: Locale): { lang?: Locale } => (locale === 'en' ? {} : { lang: locale });

/** The CSV downloads (spec §7): files, not envelopes, so not SWR keys; each in the page's language. */
export const downloadPaths = {
  treasury: (fund: string, locale: Locale = 'en') => filePath('GET /v1/treasury/transactions/{fund}/download', { fund }, fileLang(locale)),
  financial: (locale: Locale = 'en') => filePath('GET /v1/financial/download', undefined, fileLang(locale)),
  /** Every council's vote on one agenda (issue 17 exports); the JSON's words are data, the same in every language. */
  agendaVotes: (agendaNumber: number, format: 'csv' | 'json', locale: Locale = 'en') =>
    format === 'csv' ? pathOf('GET /v1/proposals/{agendaNumber}/votes.csv', { agendaNumber }, fileLang(locale)) : pathOf('GET /v1/proposals/{agendaNumber}/votes.json', { agendaNumber }),
  leaderboard: (locale: Locale = 'en') => pathOf('GET /v1/proposals/status.csv', undefined, fileLang(locale)),
  councilList: (locale: Locale = 'en') => pathOf('GET /v1/councils/list.csv', undefined, fileLang(locale)),
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
