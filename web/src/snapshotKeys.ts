import { apiKeys } from './api/keys';

/**
 * The reads each page with a snapshot renders from: the same keys its hooks ask for. The render
 * module exports them to the snapshot renderer (snapshots/pages.ts), which fills each with the
 * answer the API would give.
 */
export const snapshotKeys = {
  agenda: (agendaNumber: number) => [apiKeys.proposal(agendaNumber)] as string[],
  council: () => [apiKeys.councilList()] as string[],
  councilsPage: () => [apiKeys.councilsPage()] as string[],
};
