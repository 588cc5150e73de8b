import * as z from 'zod';
import { ActivityPageSchema, ActivitySchema, TxCountRankListSchema, TxFeeRankListSchema } from '@portal/core/entities/activity';
import { TransactionPageSchema } from '@portal/core/entities/contractTransaction';
import { CouncilListSchema, CouncilSchema } from '@portal/core/entities/council';
import { CouncilHistorySchema, CouncilsPageSchema } from '@portal/core/entities/councilPage';
import { ForumTopicListSchema, TopicPageSchema } from '@portal/core/entities/forumTopic';
import { CategoryListSchema, CommunityTypeListSchema } from '@portal/core/entities/lookups';
import { MainPageSchema } from '@portal/core/entities/mainPage';
import { NetworkConfigSchema } from '@portal/core/entities/networkConfig';
import { NetworkStatsSchema } from '@portal/core/entities/networkStats';
import {
  CouncilProposalPageSchema,
  CouncilRefListSchema,
  CouncilVotesSchema,
  ProposalDetailAnswerSchema,
  ProposalPageSchema,
  ProposalStatsSchema,
} from '@portal/core/entities/proposal';
import { ReleaseNoteListSchema } from '@portal/core/entities/releaseNote';
import {
  AddressCountListSchema,
  ContractSyncSchema,
  GasUsageListSchema,
  NetworkStatusSchema,
  RankedContractListSchema,
  StakingPointListSchema,
  StatInfoSchema,
  SupplySummarySchema,
  TxInfoListSchema,
} from '@portal/core/entities/stats';
import { FinancialRowListSchema, TreasuryHistoryListSchema, TreasuryTransactionListSchema } from '@portal/core/entities/treasury';
import { ApiVersionSchema } from '@portal/core/entities/version';
import { AgendaVotesExportSchema } from '@portal/core/entities/voteExport';
import { AbsenceWatchSchema } from '@portal/core/entities/absence';
import { ATOM_CONTENT_TYPE } from '@portal/core/feeds/atom';
import { CALENDAR_CONTENT_TYPE } from '@portal/core/feeds/icalendar';

/**
 * An answer that is a file, not the JSON envelope (CSV, Atom, iCalendar, a JSON download): its content
 * type, what it holds and, for JSON, the zod schema of the whole body.
 */
export type FileAnswer = { contentType: string; description: string; schema?: z.ZodType };

/**
 * One public read of the API document. Its path and query parameters are not listed here: the
 * document reads them from the route's own validators, so they cannot drift from what is checked.
 */
export type PublicRead = {
  /** OpenAPI style, `{name}` for a path parameter. */
  path: string;
  /** The Hono route serving it, only when that is not `path` (one route answering several paths). */
  route?: string;
  /** The group of the reference page. */
  tag: ApiTag;
  summary: string;
  /** The zod schema of the envelope's `result`, or the file it answers. */
  answer: z.ZodType | FileAnswer;
  /** A request the reference shows as `curl`, and the document test asks of the real app. */
  example: string;
};

export const API_TAGS = ['Site', 'Councils', 'Activities', 'Proposals', 'Status', 'Treasury'] as const;
export type ApiTag = (typeof API_TAGS)[number];

const csv = (description: string): FileAnswer => ({ contentType: 'text/csv; charset=utf-8', description });
const atom = (description: string): FileAnswer => ({ contentType: ATOM_CONTENT_TYPE, description });

/**
 * Every public read (publicRead routes), in the order of the reference page. A new public route
 * adds one line here; functions/src/openapi/apiDocument.test.ts names any route missing from it.
 */
export const PUBLIC_API: readonly PublicRead[] = [
  { tag: 'Site', path: '/v1/openapi.json', summary: 'This document: the public API in OpenAPI 3.1', answer: { contentType: 'application/json', description: 'The OpenAPI 3.1 document (not wrapped in the envelope)' }, example: '/v1/openapi.json' },
  { tag: 'Site', path: '/v1/version', summary: 'The API version', answer: ApiVersionSchema, example: '/v1/version' },
  { tag: 'Site', path: '/v1/network-config', summary: 'The chain, RPC and voting contract the portal uses', answer: NetworkConfigSchema, example: '/v1/network-config' },
  { tag: 'Site', path: '/v1/page/main', summary: 'Home: councils, network figures, latest topics and open agendas', answer: MainPageSchema, example: '/v1/page/main' },
  { tag: 'Site', path: '/v1/forum/topics/latest', summary: 'The latest forum topics', answer: ForumTopicListSchema, example: '/v1/forum/topics/latest' },
  { tag: 'Site', path: '/v1/forum/topics/proposal', summary: 'Forum topics of the proposal category, a page at a time', answer: TopicPageSchema, example: '/v1/forum/topics/proposal?page=1&size=10' },
  { tag: 'Site', path: '/v1/categories', summary: 'Council categories', answer: CategoryListSchema, example: '/v1/categories' },
  { tag: 'Site', path: '/v1/communities', summary: 'Community types of the council profiles', answer: CommunityTypeListSchema, example: '/v1/communities' },
  { tag: 'Site', path: '/v1/release_note', summary: 'Every release note, newest first', answer: ReleaseNoteListSchema, example: '/v1/release_note' },

  { tag: 'Councils', path: '/v1/councils', summary: 'The councils: the full list (order=staking) or a selector strip (vote, act)', answer: z.union([CouncilListSchema, CouncilRefListSchema]), example: '/v1/councils?order=vote' },
  { tag: 'Councils', path: '/v1/page/councils/main', summary: 'The GC page: councils with their latest activity, and the categories', answer: CouncilsPageSchema, example: '/v1/page/councils/main' },
  { tag: 'Councils', path: '/v1/councils/history', summary: 'Councils joined and resigned, by day', answer: CouncilHistorySchema, example: '/v1/councils/history' },
  { tag: 'Councils', path: '/v1/councils/list.csv', summary: 'The council list as a CSV file, in staking order, with the absence watch', answer: csv('One row per council, with a header row'), example: '/v1/councils/list.csv' },
  { tag: 'Councils', path: '/v1/councils/{cid}', summary: 'One council', answer: CouncilSchema, example: '/v1/councils/2' },
  { tag: 'Councils', path: '/v1/councils/addr/{addr}', summary: 'The council holding a contract address', answer: CouncilSchema, example: '/v1/councils/addr/0x00000000000000000000000000000000000000A1' },
  { tag: 'Councils', path: '/v1/councils/{cid}/activities', summary: "One council's activities, newest first", answer: ActivityPageSchema, example: '/v1/councils/3/activities?page=1&size=5' },
  { tag: 'Councils', path: '/v1/transactions/{address}', summary: 'Transactions of a followed contract, newest first', answer: TransactionPageSchema, example: '/v1/transactions/0x00000000000000000000000000000000000000A1?size=10' },

  { tag: 'Activities', path: '/v1/activities', summary: 'Activities of every council, newest first', answer: ActivityPageSchema, example: '/v1/activities?page=1&size=5' },
  { tag: 'Activities', path: '/v1/activities/{id}', summary: 'One activity', answer: ActivitySchema, example: '/v1/activities/1' },
  { tag: 'Activities', path: '/v1/activities/tx_count', summary: 'Councils ranked by transactions of their contracts', answer: TxCountRankListSchema, example: '/v1/activities/tx_count?days=30' },
  { tag: 'Activities', path: '/v1/activities/tx_fee', summary: 'Contracts ranked by the fees they paid', answer: TxFeeRankListSchema, example: '/v1/activities/tx_fee?days=30' },
  { tag: 'Activities', path: '/v1/feeds/activities.atom', summary: "Atom feed of council activities: every council's, or one council's with gc", answer: atom('An Atom 1.0 feed (RFC 4287) of activity posts, newest first'), example: '/v1/feeds/activities.atom?gc=2' },

  { tag: 'Proposals', path: '/v1/proposals', summary: 'Agendas, filtered and a page at a time, with the count of each group', answer: ProposalPageSchema, example: '/v1/proposals?category=3&page=1&size=10' },
  { tag: 'Proposals', path: '/v1/proposals/{id}', summary: 'One agenda with its votes', answer: ProposalDetailAnswerSchema, example: '/v1/proposals/41' },
  { tag: 'Proposals', path: '/v1/proposals/status', summary: 'The leaderboard: participation and voting power of each council', answer: ProposalStatsSchema, example: '/v1/proposals/status' },
  { tag: 'Proposals', path: '/v1/proposals/councils/{id}', summary: 'The agendas one council voted on, with its choice', answer: CouncilProposalPageSchema, example: '/v1/proposals/councils/2?category=3&history=1' },
  { tag: 'Proposals', path: '/v1/proposals/councils/{cid}/votes', summary: "One council's votes", answer: CouncilVotesSchema, example: '/v1/proposals/councils/2/votes' },
  { tag: 'Proposals', path: '/v1/proposals/{id}/votes.csv', summary: "Every council's vote on one agenda as a CSV file (Absent for those tracked but not voting)", answer: csv('One row per tracked council: council, choice, power, weight, transaction'), example: '/v1/proposals/41/votes.csv' },
  { tag: 'Proposals', path: '/v1/proposals/{id}/votes.json', summary: "Every council's vote on one agenda, with its tally and thresholds", answer: AgendaVotesExportSchema, example: '/v1/proposals/41/votes.json' },
  { tag: 'Proposals', path: '/v1/proposals/status.csv', summary: 'The leaderboard as a CSV file, with the absence watch', answer: csv('One row per council: participation, voting power, votes missed in a row'), example: '/v1/proposals/status.csv' },
  { tag: 'Proposals', path: '/v1/proposals/absences', summary: 'The absence watch (KGP-31): closed agendas each council missed in a row', answer: AbsenceWatchSchema, example: '/v1/proposals/absences' },
  { tag: 'Proposals', path: '/v1/feeds/agendas.atom', summary: 'Atom feed of agendas: published, voting started, ending within 24 hours, closed with its result', answer: atom('An Atom 1.0 feed (RFC 4287), newest entry first'), example: '/v1/feeds/agendas.atom' },
  { tag: 'Proposals', path: '/v1/feeds/agendas.ics', summary: "iCalendar feed of every agenda's preparation and voting windows, in UTC", answer: { contentType: CALENDAR_CONTENT_TYPE, description: 'An iCalendar stream (RFC 5545), one VEVENT per window with a stable UID' }, example: '/v1/feeds/agendas.ics' },

  { tag: 'Status', path: '/v1/network', summary: 'Daily network figures, newest first', answer: z.array(NetworkStatsSchema), example: '/v1/network?n=1' },
  { tag: 'Status', path: '/v1/status/{product}', summary: "The network's current figures", answer: NetworkStatusSchema, example: '/v1/status/klay' },
  { tag: 'Status', path: '/v1/stat/info', summary: 'The governance, istanbul and reward parameters', answer: StatInfoSchema, example: '/v1/stat/info' },
  { tag: 'Status', path: '/v1/klay/supply', summary: 'Circulating supply over one range (give days or from)', answer: SupplySummarySchema, example: '/v1/klay/supply?days=1&size=84' },
  { tag: 'Status', path: '/v1/status/tx_info', summary: 'Transactions and fees per day, newest first', answer: TxInfoListSchema, example: '/v1/status/tx_info?days=30' },
  { tag: 'Status', path: '/v1/status/gas_usage', summary: 'Gas used per day, newest first', answer: GasUsageListSchema, example: '/v1/status/gas_usage?days=30' },
  { tag: 'Status', path: '/v1/status/account', summary: 'Addresses per month, newest first', answer: AddressCountListSchema, example: '/v1/status/account?months=12' },
  { tag: 'Status', path: '/v1/status/staking', summary: 'Staked amounts per day, of all councils (cid=-1) or one', answer: StakingPointListSchema, example: '/v1/status/staking?cid=-1&days=30' },
  { tag: 'Status', path: '/v1/status/txcount_rank', summary: 'Contracts ranked by transactions', answer: RankedContractListSchema, example: '/v1/status/txcount_rank?days=30&limit=30' },
  { tag: 'Status', path: '/v1/status/txfee_rank', summary: 'Contracts ranked by fees', answer: RankedContractListSchema, example: '/v1/status/txfee_rank?days=30&limit=30' },
  { tag: 'Status', path: '/v1/status/contract/sync', summary: 'When the contract ranking was last computed', answer: ContractSyncSchema, example: '/v1/status/contract/sync' },

  { tag: 'Treasury', path: '/v1/treasury/transactions/{fund}', summary: "A fund's payments, newest first", answer: TreasuryTransactionListSchema, example: '/v1/treasury/transactions/KCF' },
  { tag: 'Treasury', path: '/v1/treasury/transactions/{fund}/download', summary: "A fund's payments as a CSV file", answer: csv("The fund's payments, one row each, with a header row"), example: '/v1/treasury/transactions/KCF/download' },
  { tag: 'Treasury', path: '/v1/treasury/history/{fundType}', summary: "A fund's last 12 months, newest first", answer: TreasuryHistoryListSchema, example: '/v1/treasury/history/KCF' },
  { tag: 'Treasury', path: '/v1/financial', summary: 'The financial statement: each month of each fund', answer: FinancialRowListSchema, example: '/v1/financial' },
  { tag: 'Treasury', path: '/v1/financial/download', summary: 'The financial statement as a CSV file', answer: csv('The financial statement, one row per month and fund, with a header row'), example: '/v1/financial/download?fund=KCF' },
];
