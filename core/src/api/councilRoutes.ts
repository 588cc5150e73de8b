import * as z from 'zod';
import { SignInCheckSchema, AccountInputSchema, SiteAccountListSchema, SiteAccountSchema } from '../entities/account';
import { ActivityPageSchema, ActivitySchema, RankPeriod, TxCountRankListSchema, TxFeeRankListSchema, VersionedActivityPageSchema } from '../entities/activity';
import { UploadTicketSchema } from '../entities/activityInput';
import { TransactionPageSchema } from '../entities/contractTransaction';
import { AdminCouncilListSchema, AdminCouncilSchema, CouncilListSchema, CouncilSchema } from '../entities/council';
import { BalanceQuerySchema, BalanceResultSchema, FIRST_REWARD_YEAR } from '../entities/councilInput';
import { CouncilHistorySchema, CouncilsPageSchema } from '../entities/councilPage';
import { CategoryListSchema, CommunityTypeListSchema } from '../entities/lookups';
import { Address } from '../entities/primitives';
import { CouncilRefListSchema } from '../entities/proposal';
import { ActivityIdParam, CouncilIdParam, RecordIdParam } from './ids';
import { LangParam, LangQuery } from './lang';
import { anonymous, defineRoutes, type FileAnswer, publicRead, signedInRead, write } from './route';

const csv = (description: string): FileAnswer => ({ contentType: 'text/csv; charset=utf-8', description });

/** Spec §9: the feed shows 5 a page; other callers may ask for up to 50. */
export const FEED_PAGE_SIZE = 5;
/** Load more adds 10 (spec §2). */
export const TRANSACTION_PAGE_SIZE = 10;
/** The management page's list: 3 a page (admin §9). */
export const AUTHOR_PAGE_SIZE = 3;

const pageOf = (size: number) =>
  z.strictObject({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce.number().int().min(1).max(50).default(size),
  });

/** Page and size of the activity feeds (all councils, or one council's). */
export const FeedPageQuery = pageOf(FEED_PAGE_SIZE);

/**
 * `order`: vote — the voting pages' selector strip; act — the activity pages' strip; staking — the
 * full council list in list order (total staking, resigned after by name). The admin area calls
 * GET /v1/councils with no query (admin-area spec §7.2) for that full list, so staking is the default.
 */
const CouncilsQuery = z.strictObject({ order: z.enum(['vote', 'act', 'staking']).default('staking') });

/** days: 7, 30, 90 or all (spec §7); anything else, or nothing, is refused. */
const RankQuery = z.strictObject({ days: RankPeriod });

const TransactionsQuery = z.strictObject({
  /** The `next` of the previous page. */
  cursor: z.string().min(1).max(200).optional().describe('The next of the previous page'),
  size: z.coerce.number().int().min(1).max(50).default(TRANSACTION_PAGE_SIZE),
});

const RewardQuery = z.strictObject({
  year: z.coerce.number().int().min(FIRST_REWARD_YEAR),
  month: z.string().regex(/^(0[1-9]|1[0-2])$/, 'month must be two digits, 01 to 12'),
  lang: LangParam,
});

const CouncilPath = z.strictObject({ cid: CouncilIdParam });
const CouncilActivityPath = z.strictObject({ cid: CouncilIdParam, aid: ActivityIdParam });
const ActivityPath = z.strictObject({ id: ActivityIdParam });
const AddressPath = z.strictObject({ addr: Address });
const AccountPath = z.strictObject({ id: RecordIdParam });

/**
 * The text part of the council form (admin-area §7.2); `councilEditShape` tells which of the
 * create, profile, links and info shapes its JSON is.
 */
const CouncilForm = {
  multipart: z.object({ metadata: z.string().describe('The council as JSON: CouncilCreate, or one edit shape (profile, links, info)') }),
  files: 'file_1: the thumbnail (PNG, JPEG or SVG under 3.8 MB), optional',
};

/** The text part of the activity form (admin-area §7.3): absent on an edit that changes only the thumbnail. */
const ActivityForm = {
  multipart: z.object({ metadata: z.string().optional().describe('The activity as JSON: ActivityCreateInput, or the changed fields of ActivityUpdateInput') }),
  files: 'thumbnail: the featured image; file_1…file_3: PDF attachments a metadata attachment names',
};

/**
 * DELETE may carry the account's fields (admin spec §7.2: "account fields and council_id"); when it
 * does they must be the stored ones, so a stale screen cannot remove the wrong member. The version
 * it read travels in If-Match.
 */
const AccountDeleteSchema = z.strictObject({
  address: Address.optional(),
  council_id: z.number().int().nonnegative().optional(),
  level: z.number().int().optional(),
  type: z.number().int().optional(),
  id: z.number().int().optional(),
});

const IdAnswer = z.strictObject({ id: z.number().int().nonnegative() });

/** Who reads a council's admin data, reward data and balances: site operators, secretaries, and that council's own members. */
const COUNCIL_READERS = ['siteAdmin', 'siteManager', 'secretary', 'gcAdmin', 'gcManager'] as const;
/** Who edits a council's profile, links and thumbnail: site admins, and that council's own members. */
const COUNCIL_EDITORS = ['siteAdmin', 'gcAdmin', 'gcManager'] as const;
/** Who writes a council's activities. */
const AUTHORS = ['siteAdmin', 'siteManager', 'gcAdmin', 'gcManager'] as const;
/** Who adds, edits and removes accounts (each within its own reach: site operators, or its own council's managers). */
const ACCOUNT_MANAGERS = ['siteAdmin', 'siteManager', 'gcAdmin'] as const;

/** The councils, their activities and the accounts of their members. */
export const councilRoutes = defineRoutes({
  // The public council pages.
  'GET /v1/councils': {
    access: publicRead(),
    tag: 'Councils',
    summary: 'The councils: the full list (order=staking) or a selector strip (vote, act)',
    query: CouncilsQuery,
    answer: z.union([CouncilListSchema, CouncilRefListSchema]),
    example: '/v1/councils?order=vote',
  },
  'GET /v1/page/councils/main': { access: publicRead(), tag: 'Councils', summary: 'The GC page: councils with their latest activity, and the categories', answer: CouncilsPageSchema, example: '/v1/page/councils/main' },
  'GET /v1/councils/history': { access: publicRead(), tag: 'Councils', summary: 'Councils joined and resigned, by day', answer: CouncilHistorySchema, example: '/v1/councils/history' },
  'GET /v1/councils/list.csv': {
    access: publicRead(),
    tag: 'Councils',
    summary: 'The council list as a CSV file, in staking order, with the absence watch',
    query: LangQuery,
    answer: csv('One row per council, with a header row'),
    example: '/v1/councils/list.csv',
  },
  'GET /v1/councils/{cid}': { access: publicRead(), tag: 'Councils', summary: 'One council', params: CouncilPath, answer: CouncilSchema, example: '/v1/councils/2' },
  'GET /v1/councils/addr/{addr}': {
    access: publicRead(),
    tag: 'Councils',
    summary: 'The council holding a contract address',
    params: AddressPath,
    answer: CouncilSchema,
    example: '/v1/councils/addr/0x00000000000000000000000000000000000000A1',
  },
  'GET /v1/councils/{cid}/activities': {
    access: publicRead(),
    tag: 'Councils',
    summary: "One council's activities, newest first",
    params: CouncilPath,
    query: FeedPageQuery,
    answer: ActivityPageSchema,
    example: '/v1/councils/3/activities?page=1&size=5',
  },
  'GET /v1/transactions/{address}': {
    access: publicRead(),
    tag: 'Councils',
    summary: 'Transactions of a followed contract, newest first',
    params: z.strictObject({ address: Address }),
    query: TransactionsQuery,
    answer: TransactionPageSchema,
    example: '/v1/transactions/0x00000000000000000000000000000000000000A1?size=10',
  },
  'GET /v1/categories': { access: publicRead(), tag: 'Site', summary: 'Council categories', answer: CategoryListSchema, example: '/v1/categories' },
  'GET /v1/communities': { access: publicRead(), tag: 'Site', summary: 'Community types of the council profiles', answer: CommunityTypeListSchema, example: '/v1/communities' },

  // The public activity pages.
  'GET /v1/activities': { access: publicRead(), tag: 'Activities', summary: 'Activities of every council, newest first', query: FeedPageQuery, answer: ActivityPageSchema, example: '/v1/activities?page=1&size=5' },
  'GET /v1/activities/{id}': { access: publicRead(), tag: 'Activities', summary: 'One activity', params: ActivityPath, answer: ActivitySchema, example: '/v1/activities/1' },
  'GET /v1/activities/tx_count': {
    access: publicRead(),
    tag: 'Activities',
    summary: 'Councils ranked by transactions of their contracts',
    query: RankQuery,
    answer: TxCountRankListSchema,
    example: '/v1/activities/tx_count?days=30',
  },
  'GET /v1/activities/tx_fee': { access: publicRead(), tag: 'Activities', summary: 'Contracts ranked by the fees they paid', query: RankQuery, answer: TxFeeRankListSchema, example: '/v1/activities/tx_fee?days=30' },

  // The admin area's councils (admin-area §2.4–§2.6, §4.3, §7.2).
  'GET /v1/councils/admin': {
    access: signedInRead('siteAdmin', 'siteManager', 'secretary'),
    tag: 'Editors',
    summary: 'Every council, drafts included, with its edit version',
    answer: AdminCouncilListSchema,
    example: '/v1/councils/admin',
  },
  'GET /v1/councils/{cid}/admin': {
    access: signedInRead(...COUNCIL_READERS),
    tag: 'Editors',
    summary: 'One council as its edit forms read it, with its version',
    params: CouncilPath,
    answer: AdminCouncilSchema,
    example: '/v1/councils/2/admin',
  },
  'POST /v1/councils': { access: write('siteAdmin'), tag: 'Editors', summary: 'Saves a new council as a draft', body: CouncilForm, answer: z.strictObject({ id: z.number().int().nonnegative(), version: z.number().int().positive() }) },
  'PUT /v1/councils/{cid}': {
    access: write(...COUNCIL_EDITORS),
    tag: 'Editors',
    summary: "Edits a council's profile, links, information or thumbnail over the version its editor read",
    params: CouncilPath,
    body: CouncilForm,
    answer: AdminCouncilSchema,
    ifMatch: true,
  },
  'DELETE /v1/councils/{cid}/draft': { access: write('siteAdmin'), tag: 'Editors', summary: 'Removes a council draft not edited since its editor read it', params: CouncilPath, answer: IdAnswer, ifMatch: true },
  'GET /v1/councils/{cid}/rewards': {
    access: signedInRead(...COUNCIL_READERS),
    tag: 'Editors',
    summary: "A council's reward data of one month",
    params: CouncilPath,
    query: RewardQuery,
    answer: csv('One row per staking point of the month, with a header row'),
    example: '/v1/councils/2/rewards?year=2026&month=11',
  },
  'POST /v1/councils/{cid}/balance': {
    access: write(...COUNCIL_READERS),
    tag: 'Editors',
    summary: "An address's balance at a date or a block (the balance checker)",
    params: CouncilPath,
    body: BalanceQuerySchema,
    answer: BalanceResultSchema,
  },

  // A council's activities as its authors write them (admin-area §2.7, §5 "Activity", §7.3).
  'GET /v1/councils/{cid}/activity': {
    access: signedInRead(...AUTHORS),
    tag: 'Editors',
    summary: "A council's activities, drafts' included, each with its edit version",
    params: CouncilPath,
    query: pageOf(AUTHOR_PAGE_SIZE),
    answer: VersionedActivityPageSchema,
    example: '/v1/councils/2/activity?page=1',
  },
  'POST /v1/councils/{cid}/activity/uploads': {
    access: write(...AUTHORS),
    tag: 'Editors',
    summary: 'A presigned upload of one PDF attachment, for an activity write to name',
    params: CouncilPath,
    answer: UploadTicketSchema,
  },
  'POST /v1/councils/{cid}/activity': { access: write(...AUTHORS), tag: 'Editors', summary: 'Posts an activity', params: CouncilPath, body: ActivityForm, answer: IdAnswer },
  'PUT /v1/councils/{cid}/activity/{aid}': {
    access: write(...AUTHORS),
    tag: 'Editors',
    summary: 'Edits an activity over the version its editor read',
    params: CouncilActivityPath,
    body: ActivityForm,
    answer: IdAnswer,
    ifMatch: true,
  },
  'DELETE /v1/councils/{cid}/activity/{aid}': { access: write(...AUTHORS), tag: 'Editors', summary: 'Removes an activity', params: CouncilActivityPath, answer: IdAnswer },

  // Accounts (sign-in check, Site Manager tab, a council's members).
  'GET /v1/accounts/{addr}': { access: anonymous(), tag: 'Session', summary: 'Whether an address may sign in (sign-in step 3)', params: AddressPath, answer: SignInCheckSchema, rateLimit: 'auth' },
  'POST /v1/accounts': { access: write(...ACCOUNT_MANAGERS), tag: 'Accounts', summary: 'Adds a site operator or a council member', body: AccountInputSchema, answer: SiteAccountSchema },
  'PUT /v1/accounts/{id}': {
    access: write(...ACCOUNT_MANAGERS),
    tag: 'Accounts',
    summary: 'Edits an account over the version its editor read',
    params: AccountPath,
    body: AccountInputSchema,
    answer: SiteAccountSchema,
    ifMatch: true,
  },
  'DELETE /v1/accounts/{id}': {
    access: write(...ACCOUNT_MANAGERS),
    tag: 'Accounts',
    summary: 'Removes an account; the fields and the version (If-Match) sent must be the stored ones',
    params: AccountPath,
    body: AccountDeleteSchema,
    answer: SiteAccountSchema,
    ifMatch: true,
  },
  'GET /v1/admin/accounts': { access: signedInRead('siteAdmin', 'siteManager', 'secretary'), tag: 'Accounts', summary: 'The site operators: site admins, then site managers', answer: SiteAccountListSchema, example: '/v1/admin/accounts' },
  'GET /v1/councils/{cid}/accounts': {
    access: signedInRead(...COUNCIL_READERS),
    tag: 'Accounts',
    summary: "A council's admin and managers",
    params: CouncilPath,
    answer: SiteAccountListSchema,
    example: '/v1/councils/2/accounts',
  },
});
