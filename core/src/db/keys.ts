/**
 * Every DynamoDB key of the portal is built here and nowhere else. Each item also carries
 * `entity` (what it is) and `v` (its schema version) so that migrations can find old shapes.
 */
export type ItemKey = { pk: string; sk: string };

export const keys = {
  networkStats: (): ItemKey => ({ pk: 'NETWORK', sk: 'STATS#CURRENT' }),
  /** One snapshot a day; the sort key's ISO date keeps plain string order equal to time order. */
  networkDaily: (date: string): ItemKey => ({ pk: 'NETWORK', sk: `STATS#DAY#${date}` }),
  networkDailyPrefix: () => ({ pk: 'NETWORK', skPrefix: 'STATS#DAY#' }),
  latestTopics: (): ItemKey => ({ pk: 'FORUM', sk: 'TOPICS#LATEST' }),
  councilList: (): ItemKey => ({ pk: 'COUNCILS', sk: 'LIST' }),
  councilProfile: (id: number): ItemKey => ({ pk: 'COUNCILS', sk: `PROFILE#${String(id).padStart(6, '0')}` }),
  councilProfilePrefix: () => ({ pk: 'COUNCILS', skPrefix: 'PROFILE#' }),
  checkpoint: (job: string): ItemKey => ({ pk: 'CHECKPOINT', sk: job }),
} as const;

export const ENTITY = {
  networkStats: 'NetworkStats',
  forumTopics: 'ForumTopics',
  councilList: 'CouncilList',
  councilProfile: 'CouncilProfile',
  checkpoint: 'Checkpoint',
} as const;
