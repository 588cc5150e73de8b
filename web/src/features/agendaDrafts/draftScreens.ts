import { DraftDetailPage } from './DraftDetailPage';
import { DraftEditPage } from './DraftEditPage';
import { DraftListPage } from './DraftListPage';
import { DraftPreviewPage } from './DraftPreviewPage';
import { NewVotingPage } from './NewVotingPage';
import { PublishedListPage } from './PublishedListPage';

/**
 * The voting-agenda screens by route (admin §2.8). Every /MyPage draft route takes its screen from
 * here, so the bundler puts all of them in one chunk: each extra chunk's name lands in every page's
 * first-load script (the lazy routes' preload lists), which sits at the 150 kB budget.
 */
export const DRAFT_SCREENS = {
  newVoting: NewVotingPage,
  detail: DraftDetailPage,
  edit: DraftEditPage,
  preview: DraftPreviewPage,
  draftList: DraftListPage,
  publishedList: PublishedListPage,
} as const;
