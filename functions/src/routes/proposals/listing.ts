import type { ProposalListFilters } from '@portal/core/api/proposalRoutes';
import type { ProposalListEntry } from '@portal/core/entities/proposal';
import { groupOf, isClosed, ProposalState } from '@portal/core/rules/proposals';

const CATEGORY_OF_GROUP = { Upcoming: 1, Ongoing: 2, Closed: 3 } as const;

function inCategory(state: number, category: number, history: boolean): boolean {
  if (category === 0) return true;
  if (category === CATEGORY_OF_GROUP.Closed && history) return isClosed(state as ProposalState) || state === ProposalState.Active;
  return CATEGORY_OF_GROUP[groupOf(state as ProposalState)] === category;
}

/**
 * Filters and pages a proposal list (all agendas, or one council's): the counts per category follow
 * the tag and title filters, for the chips.
 */
export function filterAndPage<T extends Pick<ProposalListEntry, 'title' | 'state' | 'tags'>>(entries: T[], q: ProposalListFilters) {
  const needle = q.input.toLowerCase();
  const searched = entries.filter((e) => (q.tag === 0 || e.tags.includes(q.tag)) && e.title.toLowerCase().includes(needle));
  const history = q.history === '1';
  const counts = {
    all: searched.length,
    upcoming: searched.filter((e) => inCategory(e.state, 1, history)).length,
    ongoing: searched.filter((e) => inCategory(e.state, 2, history)).length,
    closed: searched.filter((e) => inCategory(e.state, 3, history)).length,
  };
  const matching = searched.filter((e) => inCategory(e.state, q.category, history));
  const start = (q.page - 1) * q.size;
  return { page: matching.slice(start, start + q.size), total: matching.length, counts };
}
