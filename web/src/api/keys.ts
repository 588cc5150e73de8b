import { API_BASE } from './client';

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
 * SWR key factory: one function per read of spec §7, returning the request path (which is also the cache
 * key). Later issues add their reads here so a mutation can revalidate by key.
 */
export const apiKeys = {
  mainPage: () => `${API_BASE}/page/main`,
  version: () => `${API_BASE}/version`,
  // Council screens (GC page, GC detail, activities).
  councilsPage: () => `${API_BASE}/page/councils/main`,
  councilHistory: () => `${API_BASE}/councils/history`,
  councils: (order: 'act' | 'vote' | 'staking') => `${API_BASE}/councils?order=${order}`,
  council: (id: number) => `${API_BASE}/councils/${id}`,
  councilByAddress: (address: string) => `${API_BASE}/councils/addr/${address}`,
  councilActivities: (cid: number, page: number, size: number) => `${API_BASE}/councils/${cid}/activities?page=${page}&size=${size}`,
  activities: (page: number, size: number) => `${API_BASE}/activities?page=${page}&size=${size}`,
  activity: (id: number) => `${API_BASE}/activities/${id}`,
  activityTxCount: (days: string) => `${API_BASE}/activities/tx_count?days=${days}`,
  activityTxFee: (days: string) => `${API_BASE}/activities/tx_fee?days=${days}`,
  transactions: (address: string, cursor?: string | null) => `${API_BASE}/transactions/${address}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
  categories: () => `${API_BASE}/categories`,
  communities: () => `${API_BASE}/communities`,
  // Voting screens (proposal page, list and detail) and the wallet.
  networkConfig: () => `${API_BASE}/network-config`,
  proposals: (q: ProposalListQuery = {}) => `${API_BASE}/proposals${listQuery(q)}`,
  proposal: (agendaId: number) => `${API_BASE}/proposals/${agendaId}`,
  proposalStats: () => `${API_BASE}/proposals/status`,
  councilProposals: (gcId: number, q: ProposalListQuery = {}) => `${API_BASE}/proposals/councils/${gcId}${listQuery(q)}`,
  councilVotes: (gcId: number) => `${API_BASE}/proposals/councils/${gcId}/votes`,
  proposalTopics: (page: number) => `${API_BASE}/forum/topics/proposal${page > 1 ? `?page=${page}` : ''}`,
  // Status, Treasury and Release Note pages.
  statInfo: () => `${API_BASE}/stat/info`,
  supply: (range: { days: number } | { from: 'burn' | 'genesis' }, size: number) =>
    `${API_BASE}/klay/supply?${'days' in range ? `days=${range.days}` : `from=${range.from}`}&size=${size}`,
  networkStatus: (product = 'klay') => `${API_BASE}/status/${product}`,
  txInfo: (days: number) => `${API_BASE}/status/tx_info?days=${days}`,
  accountCounts: (months: number) => `${API_BASE}/status/account?months=${months}`,
  staking: (cid: number, days: number) => `${API_BASE}/status/staking?cid=${cid}&days=${days}`,
  contractRank: (type: 'txcount' | 'txfee', councilOnly: boolean, days: number, limit: number) =>
    `${API_BASE}/status/${type}_rank?${councilOnly ? 'council=true&' : ''}days=${days}&limit=${limit}`,
  contractSync: () => `${API_BASE}/status/contract/sync`,
  treasuryTransactions: (fund: string) => `${API_BASE}/treasury/transactions/${fund}`,
  treasuryDownload: (fund: string) => `${API_BASE}/treasury/transactions/${fund}/download`,
  treasuryHistory: (fund: string) => `${API_BASE}/treasury/history/${fund}`,
  financial: () => `${API_BASE}/financial`,
  financialDownload: () => `${API_BASE}/financial/download`,
  releaseNotes: () => `${API_BASE}/release_note`,
} as const;

/** Every key a finished vote makes stale: the proposal lists and details, and the council votes. */
export function isProposalKey(key: unknown): boolean {
  return typeof key === 'string' && key.startsWith(`${API_BASE}/proposals`);
}
