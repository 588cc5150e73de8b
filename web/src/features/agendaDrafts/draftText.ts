import { groupOf, type ProposalState } from '@portal/core/rules/proposals';
import { SOMETHING_WRONG } from '../../shared/messages';
import { APPROVAL_TEXT } from '../../shared/secretary/approvalText';

/** The words of the voting-agenda screens (admin spec §2.4, §2.8, §4.6, §8 "Proposal drafts"). */
export const DRAFT_TEXT = {
  ...APPROVAL_TEXT,
  newVoting: 'New Voting',
  draft: 'Draft',
  published: 'Published',
  seeMore: 'See More',
  preview: 'Preview',
  saveDraft: 'Save Draft',
  save: 'Save',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  reset: 'Reset',
  searchByTitle: 'Search by title',
  noResults: 'No results were found for your search',
  noDrafts: 'There are no drafts.',
  newTitle: 'NEW VOTING AGENDA',
  editTitle: 'EDIT VOTING AGENDA',
  detailTitle: 'VOTING AGENDA DETAIL',
  detailNarrowTitle: 'VOTING DETAIL',
  draftListTitle: 'DRAFT',
  publishedListTitle: 'PUBLISHED',
  previewBadge: 'Preview',
  saveComplete: 'Save complete',
  saveError: 'Save error',
  removeComplete: 'Remove complete',
  removeQuestion: 'Are you sure you want to remove?',
  cantUndo: "You can't undo this action.",
  loadFailed: SOMETHING_WRONG,
} as const;

/** Where Back, Save and Confirm return: My Page's Voting List tab. */
export const VOTING_LIST_PATH = '/MyPage?tab=VOTING_LIST';

/** Voting List category filters (query category 0 to 3). */
export const CATEGORY_FILTERS = [
  { value: 0, label: 'All', count: 'all' },
  { value: 1, label: 'Upcoming', count: 'upcoming' },
  { value: 2, label: 'Ongoing', count: 'ongoing' },
  { value: 3, label: 'Closed', count: 'closed' },
] as const;

/** "7 days (604,800 blocks)": a period in seconds as the screens show it. */
export function periodLabel(seconds: number): string {
  const days = seconds / 86_400;
  return `${days} day${days === 1 ? '' : 's'} (${seconds.toLocaleString('en-US')} blocks)`;
}

export const TX_TYPE_LABELS = { 1: 'Text Only', 3: 'Disbursement', 4: 'Custom Transaction' } as const;

const CLOSED_LABELS = ['', '', 'Canceled', 'Failed', 'Passed', 'Queued', 'Expired', 'Executed'] as const;

/** An open agenda reads as the chips do (Upcoming, Ongoing); a closed one names how it ended. */
export function publishedLabel(state: number): string {
  const group = groupOf(state as ProposalState);
  return group === 'Closed' ? (CLOSED_LABELS[state] ?? '') : group;
}
