/**
 * Every DynamoDB key of the portal is built here and nowhere else. Each item also carries
 * `entity` (what it is) and `v` (its schema version) so that migrations can find old shapes.
 */
export type ItemKey = { pk: string; sk: string };

/** On-chain proposal ids and agenda numbers, padded so that string order is numeric order. */
const proposalNo = (id: number) => String(id).padStart(10, '0');
const gcNo = (id: number) => String(id).padStart(6, '0');
const activityNo = (id: number) => String(id).padStart(10, '0');
/** Followed contracts are keyed by their lowercase address, so any spelling finds them. */
const contractPk = (address: string) => `CONTRACT#${address.toLowerCase()}`;

export const keys = {
  networkStats: (): ItemKey => ({ pk: 'NETWORK', sk: 'STATS#CURRENT' }),
  /** One snapshot a day; the sort key's ISO date keeps plain string order equal to time order. */
  networkDaily: (date: string): ItemKey => ({ pk: 'NETWORK', sk: `STATS#DAY#${date}` }),
  networkDailyPrefix: () => ({ pk: 'NETWORK', skPrefix: 'STATS#DAY#' }),
  latestTopics: (): ItemKey => ({ pk: 'FORUM', sk: 'TOPICS#LATEST' }),
  /** The forum's proposals category (Discussion tab). */
  proposalTopics: (): ItemKey => ({ pk: 'FORUM', sk: 'TOPICS#PROPOSAL' }),
  councilList: (): ItemKey => ({ pk: 'COUNCILS', sk: 'LIST' }),
  councilProfile: (id: number): ItemKey => ({ pk: 'COUNCILS', sk: `PROFILE#${String(id).padStart(6, '0')}` }),
  councilProfilePrefix: () => ({ pk: 'COUNCILS', skPrefix: 'PROFILE#' }),
  checkpoint: (job: string): ItemKey => ({ pk: 'CHECKPOINT', sk: job }),
  // Governance. Chain side (indexer): one ProposalCreated per proposal, one VoteCast per (proposal,
  // council), the projection of each proposal, and each council's voter account.
  proposalCreated: (proposalId: number): ItemKey => ({ pk: 'PROPOSAL', sk: `CREATED#${proposalNo(proposalId)}` }),
  proposalCreatedPrefix: () => ({ pk: 'PROPOSAL', skPrefix: 'CREATED#' }),
  proposalVote: (proposalId: number, gcId: number): ItemKey => ({ pk: `PROPOSAL#${proposalNo(proposalId)}`, sk: `VOTE#${gcNo(gcId)}` }),
  proposalVotePrefix: (proposalId: number) => ({ pk: `PROPOSAL#${proposalNo(proposalId)}`, skPrefix: 'VOTE#' }),
  /** Canceled, Queued or Executed: each at most once per proposal, beside its votes. */
  proposalLifecycle: (proposalId: number, kind: string): ItemKey => ({ pk: `PROPOSAL#${proposalNo(proposalId)}`, sk: `LIFECYCLE#${kind.toUpperCase()}` }),
  proposalLifecyclePrefix: (proposalId: number) => ({ pk: `PROPOSAL#${proposalNo(proposalId)}`, skPrefix: 'LIFECYCLE#' }),
  proposalChain: (proposalId: number): ItemKey => ({ pk: 'PROPOSAL', sk: `CHAIN#${proposalNo(proposalId)}` }),
  proposalChainPrefix: () => ({ pk: 'PROPOSAL', skPrefix: 'CHAIN#' }),
  councilVoter: (gcId: number): ItemKey => ({ pk: 'VOTER', sk: `GC#${gcNo(gcId)}` }),
  councilVoterPrefix: () => ({ pk: 'VOTER', skPrefix: 'GC#' }),
  /** gsi1 of a council-voter item: find a council by its voter address. */
  councilVoterByAddress: (voter: string) => ({ gsi1pk: 'VOTER#ADDRESS', gsi1sk: voter.toLowerCase() }),
  // Operators' side (admin data), keyed by the on-chain id.
  proposalMetadata: (proposalId: number): ItemKey => ({ pk: 'PROPOSAL', sk: `META#${proposalNo(proposalId)}` }),
  proposalMetadataPrefix: () => ({ pk: 'PROPOSAL', skPrefix: 'META#' }),
  // Public views (written by the indexer, read by the API): detail by agenda number, the list,
  // each council's votes and the leaderboard.
  proposalDetail: (agendaId: number): ItemKey => ({ pk: 'PROPOSAL', sk: `DETAIL#${proposalNo(agendaId)}` }),
  proposalDetailPrefix: () => ({ pk: 'PROPOSAL', skPrefix: 'DETAIL#' }),
  proposalList: (): ItemKey => ({ pk: 'PROPOSAL', sk: 'LIST' }),
  councilVotes: (gcId: number): ItemKey => ({ pk: 'PROPOSAL', sk: `COUNCIL#${gcNo(gcId)}` }),
  councilVotesPrefix: () => ({ pk: 'PROPOSAL', skPrefix: 'COUNCIL#' }),
  proposalStats: (): ItemKey => ({ pk: 'PROPOSAL', sk: 'STATS' }),
  // Lookup lists (admin data).
  categories: (): ItemKey => ({ pk: 'LOOKUP', sk: 'CATEGORIES' }),
  communityTypes: (): ItemKey => ({ pk: 'LOOKUP', sk: 'COMMUNITIES' }),
  // Activities: operators' records, and the public views the indexer builds from them (detail by id,
  // each feed's order, per-council summary, rankings per period).
  activityRecord: (id: number): ItemKey => ({ pk: 'ACTIVITY', sk: `RECORD#${activityNo(id)}` }),
  activityRecordPrefix: () => ({ pk: 'ACTIVITY', skPrefix: 'RECORD#' }),
  activityView: (id: number): ItemKey => ({ pk: 'ACTIVITY', sk: `VIEW#${activityNo(id)}` }),
  activityViewPrefix: () => ({ pk: 'ACTIVITY', skPrefix: 'VIEW#' }),
  /** null: every council's feed. */
  activityFeed: (gcId: number | null): ItemKey => ({ pk: 'ACTIVITY', sk: gcId === null ? 'FEED#ALL' : `FEED#GC#${gcNo(gcId)}` }),
  activityFeedPrefix: () => ({ pk: 'ACTIVITY', skPrefix: 'FEED#' }),
  councilActivitySummary: (): ItemKey => ({ pk: 'ACTIVITY', sk: 'SUMMARY' }),
  activityRank: (days: '7' | '30' | '90' | 'all'): ItemKey => ({ pk: 'ACTIVITY', sk: `RANK#${days === 'all' ? 'ALL' : days.padStart(4, '0')}` }),
  activityRankPrefix: () => ({ pk: 'ACTIVITY', skPrefix: 'RANK#' }),
  // Followed contracts (indexer): each transaction under its time (ISO, so string order is time
  // order), and each Singapore day's totals.
  contractTransaction: (address: string, date: string, block: number, index: number): ItemKey => ({
    pk: contractPk(address),
    sk: `TX#${date}#${String(block).padStart(12, '0')}#${String(index).padStart(6, '0')}`,
  }),
  contractTransactionPrefix: (address: string) => ({ pk: contractPk(address), skPrefix: 'TX#' }),
  contractDay: (address: string, day: string): ItemKey => ({ pk: contractPk(address), sk: `DAY#${day}` }),
  contractDayPrefix: (address: string) => ({ pk: contractPk(address), skPrefix: 'DAY#' }),
} as const;

export const ENTITY = {
  networkStats: 'NetworkStats',
  forumTopics: 'ForumTopics',
  councilList: 'CouncilList',
  councilProfile: 'CouncilProfile',
  checkpoint: 'Checkpoint',
  proposalCreated: 'ProposalCreated',
  voteCast: 'VoteCast',
  proposalLifecycle: 'ProposalLifecycle',
  proposalChain: 'ProposalChain',
  councilVoter: 'CouncilVoter',
  proposalMetadata: 'ProposalMetadata',
  proposalDetail: 'ProposalDetail',
  proposalList: 'ProposalList',
  councilVotes: 'CouncilVotes',
  proposalStats: 'ProposalStats',
  categories: 'Categories',
  communityTypes: 'CommunityTypes',
  activityRecord: 'ActivityRecord',
  activityView: 'Activity',
  activityFeed: 'ActivityFeed',
  councilActivitySummary: 'CouncilActivitySummary',
  activityRank: 'ActivityRank',
  contractTransaction: 'ContractTransaction',
  contractDay: 'ContractDay',
} as const;
