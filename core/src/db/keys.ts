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
  /** Where a re-derivation of one kind of items stopped (`PROPOSALS`, `CHAINDAY`, …; present only while one is under way). */
  reprojection: (what = 'PROPOSALS'): ItemKey => ({ pk: 'REPROJECT', sk: what }),
  // Governance. Chain side (indexer): one ProposalCreated per proposal, one VoteCast per (proposal,
  // council), the projection of each proposal, and each council's voter account.
  proposalCreated: (proposalId: number): ItemKey => ({ pk: 'PROPOSAL', sk: `CREATED#${proposalNo(proposalId)}` }),
  proposalCreatedPrefix: () => ({ pk: 'PROPOSAL', skPrefix: 'CREATED#' }),
  proposalVote: (proposalId: number, councilId: number): ItemKey => ({ pk: `PROPOSAL#${proposalNo(proposalId)}`, sk: `VOTE#${gcNo(councilId)}` }),
  proposalVotePrefix: (proposalId: number) => ({ pk: `PROPOSAL#${proposalNo(proposalId)}`, skPrefix: 'VOTE#' }),
  /** Canceled, Queued or Executed: each at most once per proposal, beside its votes. */
  proposalLifecycle: (proposalId: number, kind: string): ItemKey => ({ pk: `PROPOSAL#${proposalNo(proposalId)}`, sk: `LIFECYCLE#${kind.toUpperCase()}` }),
  proposalLifecyclePrefix: (proposalId: number) => ({ pk: `PROPOSAL#${proposalNo(proposalId)}`, skPrefix: 'LIFECYCLE#' }),
  proposalChain: (proposalId: number): ItemKey => ({ pk: 'PROPOSAL', sk: `CHAIN#${proposalNo(proposalId)}` }),
  proposalChainPrefix: () => ({ pk: 'PROPOSAL', skPrefix: 'CHAIN#' }),
  councilVoter: (councilId: number): ItemKey => ({ pk: 'VOTER', sk: `GC#${gcNo(councilId)}` }),
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
  councilVotes: (councilId: number): ItemKey => ({ pk: 'PROPOSAL', sk: `COUNCIL#${gcNo(councilId)}` }),
  councilVotesPrefix: () => ({ pk: 'PROPOSAL', skPrefix: 'COUNCIL#' }),
  proposalStats: (): ItemKey => ({ pk: 'PROPOSAL', sk: 'STATS' }),
  /** The absence watch (KGP-31), built with the other proposal views. */
  absenceWatch: (): ItemKey => ({ pk: 'PROPOSAL', sk: 'ABSENCES' }),
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
  activityFeed: (councilId: number | null): ItemKey => ({ pk: 'ACTIVITY', sk: councilId === null ? 'FEED#ALL' : `FEED#GC#${gcNo(councilId)}` }),
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
  // Network statistics (indexer). Supply: the samples of each UTC day, the series per range, the
  // status figures. The chain's Singapore days and UTC months, each account's first sight, staking
  // per council (-1: all) and day, governance parameters and chain config, contract rankings.
  supplySamples: (day: string): ItemKey => ({ pk: 'SUPPLY', sk: `SAMPLES#${day}` }),
  supplySamplesPrefix: () => ({ pk: 'SUPPLY', skPrefix: 'SAMPLES#' }),
  supplySeries: (range: string): ItemKey => ({ pk: 'SUPPLY', sk: `SERIES#${range}` }),
  networkStatus: (): ItemKey => ({ pk: 'SUPPLY', sk: 'STATUS' }),
  chainDay: (day: string): ItemKey => ({ pk: 'CHAIN', sk: `DAY#${day}` }),
  chainDayPrefix: () => ({ pk: 'CHAIN', skPrefix: 'DAY#' }),
  accountMonth: (month: string): ItemKey => ({ pk: 'CHAIN', sk: `MONTH#${month}` }),
  accountMonthPrefix: () => ({ pk: 'CHAIN', skPrefix: 'MONTH#' }),
  accountSeen: (address: string): ItemKey => ({ pk: `ACCOUNT#${address.toLowerCase()}`, sk: 'FIRST' }),
  stakingPoint: (councilId: number, day: string): ItemKey => ({ pk: `STAKING#${councilId < 0 ? 'ALL' : gcNo(councilId)}`, sk: `DAY#${day}` }),
  stakingPointPrefix: (councilId: number) => ({ pk: `STAKING#${councilId < 0 ? 'ALL' : gcNo(councilId)}`, skPrefix: 'DAY#' }),
  statInfo: (): ItemKey => ({ pk: 'STAT', sk: 'PARAMS' }),
  chainConfig: (): ItemKey => ({ pk: 'STAT', sk: 'CHAIN_CONFIG' }),
  contractRanking: (type: string, days: number, councilOnly: boolean): ItemKey => ({
    pk: 'RANKING',
    sk: `${type}#${String(days).padStart(3, '0')}#${councilOnly ? 'GC' : 'ALL'}`,
  }),
  contractRankingSync: (): ItemKey => ({ pk: 'RANKING', sk: 'SYNC' }),
  // Operators' description of each ranked contract (sq_*), by lowercase address; ids from a counter.
  contractMeta: (address: string): ItemKey => ({ pk: 'PROJECT', sk: address.toLowerCase() }),
  contractMetaPrefix: () => ({ pk: 'PROJECT', skPrefix: '0x' }),
  contractMetaCounter: (): ItemKey => ({ pk: 'PROJECT', sk: 'COUNTER' }),
  // Treasury (indexer): each fund's payments in chain order, and its months.
  treasuryTransaction: (fund: string, block: number, logIndex: number): ItemKey => ({
    pk: `TREASURY#${fund}`,
    sk: `TX#${String(block).padStart(12, '0')}#${String(logIndex).padStart(6, '0')}`,
  }),
  treasuryTransactionPrefix: (fund: string) => ({ pk: `TREASURY#${fund}`, skPrefix: 'TX#' }),
  treasuryMonth: (fund: string, month: string): ItemKey => ({ pk: `TREASURY#${fund}`, sk: `MONTH#${month}` }),
  treasuryMonthPrefix: (fund: string) => ({ pk: `TREASURY#${fund}`, skPrefix: 'MONTH#' }),
  releaseNote: (id: number): ItemKey => ({ pk: 'RELEASE_NOTE', sk: `NOTE#${String(id).padStart(6, '0')}` }),
  releaseNotePrefix: () => ({ pk: 'RELEASE_NOTE', skPrefix: 'NOTE#' }),
  // Proposal drafts (operators): one partition, each draft by id, and the id counter.
  proposalDraft: (id: number): ItemKey => ({ pk: 'PROPOSAL_DRAFTS', sk: `DRAFT#${String(id).padStart(6, '0')}` }),
  proposalDraftPrefix: () => ({ pk: 'PROPOSAL_DRAFTS', skPrefix: 'DRAFT#' }),
  proposalDraftCounter: (): ItemKey => ({ pk: 'PROPOSAL_DRAFTS', sk: 'COUNTER' }),
  // The secretary's queue/execute/cancel of an agenda, with their approvals.
  secretaryAction: (proposalId: number, action: string): ItemKey => ({ pk: 'SECRETARY_ACTIONS', sk: `PROPOSAL#${String(proposalId).padStart(8, '0')}#${action}` }),
  // Public delegation (indexer): each council's PublicDelegation contract, and each holder's shares
  // in it under the contract (refreshed together when its value per share moves), found by holder
  // through gsi1.
  delegationPool: (pool: string): ItemKey => ({ pk: 'DELEGATIONS', sk: `POOL#${pool.toLowerCase()}` }),
  delegationPoolPrefix: () => ({ pk: 'DELEGATIONS', skPrefix: 'POOL#' }),
  delegationHolding: (pool: string, holder: string): ItemKey => ({ pk: `DELEGATION#${pool.toLowerCase()}`, sk: `HOLDER#${holder.toLowerCase()}` }),
  delegationHoldingPrefix: (pool: string) => ({ pk: `DELEGATION#${pool.toLowerCase()}`, skPrefix: 'HOLDER#' }),
  delegationHoldingByHolder: (holder: string, pool: string) => ({ gsi1pk: `DELEGATOR#${holder.toLowerCase()}`, gsi1sk: pool.toLowerCase() }),
  // Accounts (sign-in): one small partition holding each account by id, a copy under its lower-case
  // address (which also keeps addresses unique), the id counter, each council's taken seats per
  // level, and the secretary's approvers. Not ACCOUNT#…: that prefix is the indexer's first-seen items.
  account: (id: number): ItemKey => ({ pk: 'ACCOUNTS', sk: `ID#${String(id).padStart(6, '0')}` }),
  accountPrefix: () => ({ pk: 'ACCOUNTS', skPrefix: 'ID#' }),
  accountByAddress: (address: string): ItemKey => ({ pk: 'ACCOUNTS', sk: `ADDRESS#${address.toLowerCase()}` }),
  accountCounter: (): ItemKey => ({ pk: 'ACCOUNTS', sk: 'COUNTER' }),
  councilSeats: (councilId: number, level: number): ItemKey => ({ pk: 'ACCOUNTS', sk: `SEATS#${gcNo(councilId)}#LEVEL#${level}` }),
  secretaryApprover: (address: string): ItemKey => ({ pk: 'ACCOUNTS', sk: `SECRETARY#${address.toLowerCase()}` }),
  secretaryApproverPrefix: () => ({ pk: 'ACCOUNTS', skPrefix: 'SECRETARY#' }),
  // Feeds (Atom, iCalendar): the agenda feed, and the activity feeds (all councils, each council).
  agendaFeed: (): ItemKey => ({ pk: 'FEEDS', sk: 'AGENDAS' }),
  activityAtomFeed: (councilId: number | null): ItemKey => ({ pk: 'FEEDS', sk: councilId === null ? 'ACTIVITIES#ALL' : `ACTIVITIES#GC#${gcNo(councilId)}` }),
  activityAtomFeedPrefix: () => ({ pk: 'FEEDS', skPrefix: 'ACTIVITIES#' }),
  // Sign-in: each issued nonce and each session, one partition each (looked up by key only), both
  // removed by the table's TTL once expired.
  signInNonce: (nonce: string): ItemKey => ({ pk: `NONCE#${nonce}`, sk: 'NONCE' }),
  session: (id: string): ItemKey => ({ pk: `SESSION#${id}`, sk: 'SESSION' }),
  // Each session listed under its address, so removing an account ends its sessions.
  sessionOfAddress: (address: string, id: string): ItemKey => ({ pk: `SESSIONS_OF#${address}`, sk: `SESSION#${id}` }),
  sessionOfAddressPrefix: (address: string) => ({ pk: `SESSIONS_OF#${address}`, skPrefix: 'SESSION#' }),
} as const;

export const ENTITY = {
  networkStats: 'NetworkStats',
  forumTopics: 'ForumTopics',
  councilList: 'CouncilList',
  councilProfile: 'CouncilProfile',
  checkpoint: 'Checkpoint',
  reprojection: 'Reprojection',
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
  absenceWatch: 'AbsenceWatch',
  categories: 'Categories',
  communityTypes: 'CommunityTypes',
  activityRecord: 'ActivityRecord',
  activityView: 'Activity',
  activityFeed: 'ActivityFeed',
  councilActivitySummary: 'CouncilActivitySummary',
  activityRank: 'ActivityRank',
  contractTransaction: 'ContractTransaction',
  contractDay: 'ContractDay',
  supplySamples: 'SupplySamples',
  supplySeries: 'SupplySeries',
  networkStatus: 'NetworkStatus',
  chainDay: 'ChainDay',
  accountMonth: 'AccountMonth',
  accountSeen: 'AccountSeen',
  stakingPoint: 'StakingPoint',
  statInfo: 'StatInfo',
  chainConfig: 'ChainConfig',
  contractRanking: 'ContractRanking',
  contractRankingSync: 'ContractRankingSync',
  contractMeta: 'ContractMeta',
  treasuryTransaction: 'TreasuryTransaction',
  treasuryMonth: 'TreasuryMonth',
  releaseNote: 'ReleaseNote',
  proposalDraft: 'ProposalDraft',
  proposalDraftCounter: 'ProposalDraftCounter',
  secretaryAction: 'SecretaryAction',
  account: 'Account',
  accountByAddress: 'AccountByAddress',
  accountCounter: 'AccountCounter',
  councilSeats: 'CouncilSeats',
  secretaryApprover: 'SecretaryApprover',
  signInNonce: 'SignInNonce',
  session: 'Session',
  sessionOfAddress: 'SessionOfAddress',
  agendaFeed: 'AgendaFeed',
  activityAtomFeed: 'ActivityAtomFeed',
  delegationPool: 'DelegationPool',
  delegationHolding: 'DelegationHolding',
} as const;
