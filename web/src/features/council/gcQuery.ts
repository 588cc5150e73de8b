/**
 * The GC page's URL state (spec §2 "GC page"): the tab, and per tab its filters. Pure, so the rules
 * are tested without a browser: a tab click keeps only the tab; the List tab keeps category,
 * display and search text; the Activities tab keeps the feed's council and page (shared/pageUrls.ts: the activity pages link to it).
 */

export const GC_TABS = ['list', 'activities', 'history'] as const;
export type GcTab = (typeof GC_TABS)[number];
/** The council catalogue's name of each tab. */
export const GC_TAB_KEYS = { list: 'tabs.list', activities: 'tabs.activities', history: 'tabs.history' } as const satisfies Record<GcTab, string>;

/** tab=list|activities|history (any case); activities also when the query string mentions it; List otherwise. */
export function gcTabFrom(search: string): GcTab {
  const tab = new URLSearchParams(search).get('tab')?.toLowerCase();
  if (GC_TABS.includes(tab as GcTab)) return tab as GcTab;
  return search.toLowerCase().includes('activities') ? 'activities' : 'list';
}

/** What a tab click puts in the URL: the GC route and the tab alone. */
export function tabUrl(tab: GcTab): string {
  return `/GC?tab=${tab}`;
}

// ---------------------------------------------------------------- List tab

export type DisplayType = 'line' | 'card';

export interface ListState {
  /** 0: all. */
  category: number;
  display: DisplayType;
  /** Matched as typed: not trimmed (spec §5). */
  input: string;
}

export const DEFAULT_LIST_STATE: ListState = { category: 0, display: 'line', input: '' };

export function parseListState(search: string): ListState {
  const params = new URLSearchParams(search);
  const category = Number(params.get('category'));
  return {
    category: Number.isSafeInteger(category) && category > 0 ? category : 0,
    display: params.get('display')?.toLowerCase() === 'card' ? 'card' : 'line',
    input: params.get('input') ?? '',
  };
}

export function listUrl(state: ListState): string {
  const params = new URLSearchParams({ tab: 'list', category: String(state.category), display: state.display });
  if (state.input !== '') params.set('input', state.input);
  return `/GC?${params.toString()}`;
}
