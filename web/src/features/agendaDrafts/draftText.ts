import { PROPOSAL_TAGS } from '@portal/core/constants';
import { groupOf, type ProposalState } from '@portal/core/rules/proposals';
import type { DraftText } from './messages';

/** Where Back, Save and Confirm return: My Page's Voting List tab. */
export const VOTING_LIST_PATH = '/MyPage?tab=VOTING_LIST';

/** Voting List category filters (query category 0 to 3), by the count each shows. */
export const CATEGORY_FILTERS = [
  { value: 0, count: 'all' },
  { value: 1, count: 'upcoming' },
  { value: 2, count: 'ongoing' },
  { value: 3, count: 'closed' },
] as const;

/** "7 days (604,800 blocks)": a period in seconds as the screens show it. */
export const periodText = (t: DraftText, seconds: number) => t('period', { days: seconds / 86_400, blocks: seconds });

const TX_TYPES = { 1: 'textOnly', 3: 'disbursement', 4: 'custom' } as const;

export const txTypeText = (t: DraftText, categoryId: number) => t('txType', { type: TX_TYPES[categoryId as keyof typeof TX_TYPES] ?? 'custom' });

const CLOSED_STATES = ['', '', 'canceled', 'failed', 'passed', 'queued', 'expired', 'executed'] as const;

/** An open agenda reads as the chips do (Upcoming, Ongoing); a closed one names how it ended. */
export function publishedText(t: DraftText, state: number): string {
  const group = groupOf(state as ProposalState);
  return t('state', { state: group === 'Closed' ? (CLOSED_STATES[state] ?? '') : group.toLowerCase() });
}

const TAG_NAMES: Record<keyof typeof PROPOSAL_TAGS, string> = { 1: 'governance', 2: 'treasury', 3: 'tokenomics', 4: 'technology', 5: 'etc' };

export const tagText = (t: DraftText, id: number) => t('tag', { tag: TAG_NAMES[id as keyof typeof PROPOSAL_TAGS] ?? 'other', id });

/** The tags in their catalogue order, as the form's checkboxes list them. */
export const TAG_IDS = Object.keys(PROPOSAL_TAGS).map(Number);
