import { PROPOSAL_TAGS } from '@portal/core/constants';

/**
 * The voting screens' URL state (public §2 "Proposal page", "Proposal list", "Proposal detail").
 * Pure, so the rules are tested without a browser.
 */

export const PROPOSAL_TABS = ['voting', 'discussion', 'leaderboard'] as const;
export type ProposalTab = (typeof PROPOSAL_TABS)[number];

/** Page sizes of spec §9: closed list 10, ongoing/upcoming list 9, sections 3, forum topics 10. */
export const PAGE_SIZES = { history: 10, list: 9, section: 3, topics: 10 } as const;

const positive = (raw: string | null, fallback: number) => {
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
};

export function proposalTabFrom(search: string): ProposalTab {
  const tab = new URLSearchParams(search).get('tab')?.toLowerCase();
  return PROPOSAL_TABS.includes(tab as ProposalTab) ? (tab as ProposalTab) : 'voting';
}

export function proposalTabUrl(tab: ProposalTab): string {
  return tab === 'voting' ? '/Proposal' : `/Proposal?tab=${tab}`;
}

// ---------------------------------------------------------------- Voting History by

/** Chips of the voting history: All 0, Upcoming 1, Ongoing 2, Closed 3 (the API's category); `name` picks the chip's words and the count. */
export const HISTORY_CATEGORIES = [
  { value: 0, name: 'all' },
  { value: 1, name: 'upcoming' },
  { value: 2, name: 'ongoing' },
  { value: 3, name: 'closed' },
] as const;

export type HistoryState = {
  /** null: All GC Members; otherwise one member's votes. */
  councilId: number | null;
  category: number;
  page: number;
  input: string;
};

export function parseHistoryState(search: string): HistoryState {
  const params = new URLSearchParams(search);
  const councilId = Number(params.get('gcId'));
  const category = Number(params.get('category'));
  return {
    councilId: params.has('gcId') && Number.isSafeInteger(councilId) && councilId >= 0 ? councilId : null,
    category: Number.isSafeInteger(category) && category >= 0 && category <= 3 ? category : 0,
    page: positive(params.get('page'), 1),
    input: params.get('input') ?? '',
  };
}

export function historyUrl(state: HistoryState): string {
  const params = new URLSearchParams();
  if (state.councilId !== null) params.set('gcId', String(state.councilId));
  if (state.category) params.set('category', String(state.category));
  if (state.page > 1) params.set('page', String(state.page));
  if (state.input) params.set('input', state.input);
  const text = params.toString();
  return text ? `/Proposal?${text}` : '/Proposal';
}

// ---------------------------------------------------------------- Proposal list

export type ListType = 'on' | 'up';

/** Proposal categories (tags) as list filters: 0 All, then Governance 1 … ETC 5. */
export const TAG_FILTERS: readonly { value: number }[] = [{ value: 0 }, ...Object.keys(PROPOSAL_TAGS).map((id) => ({ value: Number(id) }))];

export type ListState = { type: ListType; category: number; page: number; input: string };

export function parseListState(search: string): ListState {
  const params = new URLSearchParams(search);
  const category = Number(params.get('category'));
  return {
    type: params.get('type') === 'up' ? 'up' : 'on',
    category: TAG_FILTERS.some((t) => t.value === category) ? category : 0,
    page: positive(params.get('page'), 1),
    input: params.get('input') ?? '',
  };
}

export function listUrl(state: ListState): string {
  const params = new URLSearchParams({ type: state.type });
  if (state.category) params.set('category', String(state.category));
  if (state.page > 1) params.set('page', String(state.page));
  if (state.input) params.set('input', state.input);
  return `/Proposal/List?${params.toString()}`;
}

/** The API's group of a list type: ongoing 2, upcoming 1. */
export function groupOfListType(type: ListType): number {
  return type === 'up' ? 1 : 2;
}

// ---------------------------------------------------------------- Detail

export function agendaIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  const id = Number(raw);
  return raw !== null && raw !== '' && Number.isSafeInteger(id) && id >= 0 ? id : null;
}
