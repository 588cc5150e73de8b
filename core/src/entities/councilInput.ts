import * as z from 'zod';
import { MAX_COUNCIL_CATEGORIES, MAX_COUNCIL_DESCRIPTION_LENGTH, MAX_COUNCIL_SUMMARY_LENGTH, MAX_COUNCIL_SUMMARY_LINES, CouncilProfileEditSchema, CouncilStatus } from './council';
import { Address } from './primitives';

/**
 * What operators send to create and edit a council (admin-area spec §5 "New council", "Edit
 * profile / description / links", "Edit GC information", §7.2). The server judges with these; the
 * web mirrors them with the same messages.
 */

/** §5 "Name: under 30 characters" (create; the counter shows /30). */
export const MAX_NEW_COUNCIL_NAME_LENGTH = 29;
/** §5 "Edit GC information: Name: at most 30 characters". */
export const MAX_COUNCIL_NAME_LENGTH = 30;
/** §9 "Websites: 2 on create, 3 on edit". */
export const MAX_NEW_COUNCIL_WEBSITES = 2;
export const MAX_COUNCIL_WEBSITES = 3;
/** §9 "Communities: up to 10". */
export const MAX_COUNCIL_COMMUNITIES = 10;
/** §4.3: a disabled ("none") joined or resigned date is sent as this. */
export const NO_DATE_SENTINEL = '9999-12-31T00:00:00Z';

export const COUNCIL_MESSAGES = {
  nameRequired: 'Please enter the GC name',
  nameTooLong: `The GC name must be under ${MAX_NEW_COUNCIL_NAME_LENGTH + 1} characters`,
  nameTooLongEdit: `The GC name must be at most ${MAX_COUNCIL_NAME_LENGTH} characters`,
  summaryRequired: 'The summary is required',
  summaryTooLong: `The summary must be at most ${MAX_COUNCIL_SUMMARY_LENGTH} characters`,
  summaryLines: `The summary must be under ${MAX_COUNCIL_SUMMARY_LINES + 1} lines`,
  descriptionRequired: 'The description is required',
  descriptionTooLong: `The description must be at most ${MAX_COUNCIL_DESCRIPTION_LENGTH} characters`,
  categoryRequired: 'Choose at least one category',
  tooManyCategories: `Choose at most ${MAX_COUNCIL_CATEGORIES} categories`,
  duplicateCategory: 'A category is chosen twice',
  /** §5 "each a valid URL (message: check URL)". */
  checkUrl: 'Please check the URL',
  /** §5 "Other shared messages": URL must start with http:// or https://. */
  urlScheme: 'URL must start with http:// or https://',
  tooManyWebsitesNew: `Up to ${MAX_NEW_COUNCIL_WEBSITES} websites`,
  tooManyWebsites: `Up to ${MAX_COUNCIL_WEBSITES} websites`,
  tooManyCommunities: `Up to ${MAX_COUNCIL_COMMUNITIES} communities`,
  /** A community link left on the SNS type's placeholder (the spec gives no words; these say what to do). */
  snsTypeRequired: 'Choose an SNS type',
  /** A community link with no URL. */
  urlRequired: 'Please enter the URL',
  invalidAddress: 'Invalid address',
  /** §5 "Edit GC information", when both dates are enabled. */
  datesOrder: 'Invalid Date: Joined date should be before resigned date',
  invalidDate: 'Invalid Date',
} as const;

/** An http(s) URL; the two messages of §5 (scheme first, so "www.x.org" says what to add). */
export const CouncilUrl = z
  .string()
  .trim()
  .superRefine((url, ctx) => {
    if (!/^https?:\/\//i.test(url)) {
      ctx.addIssue({ code: 'custom', message: COUNCIL_MESSAGES.urlScheme });
      return;
    }
    let valid = url.length <= 2048 && !/\s/.test(url);
    try {
      const parsed = new URL(url);
      valid &&= (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname.includes('.');
    } catch {
      valid = false;
    }
    if (!valid) ctx.addIssue({ code: 'custom', message: COUNCIL_MESSAGES.checkUrl });
  });

/** True when `url` passes the server's URL rule (the web's field check). */
export function isCouncilUrl(url: string): boolean {
  return CouncilUrl.safeParse(url).success;
}

const Name = z.string().trim().min(1, COUNCIL_MESSAGES.nameRequired);

const SiteConf = z.strictObject({ status: CouncilStatus, isFoundation: z.boolean() }).superRefine((conf, ctx) => {
  // §4.3: Foundation is isFoundation true with an empty status.
  if (conf.isFoundation && conf.status !== '') ctx.addIssue({ code: 'custom', path: ['status'], message: 'A foundation has no status' });
});

const WebsiteInput = z.strictObject({ url: CouncilUrl, title: z.string().trim().max(100).optional() });

/** The categories, summary and description rules of §5, shared by create and edit shape (a). */
const profileShape = CouncilProfileEditSchema.shape;

/** POST /v1/councils `metadata` (§7.2): the fields of §5 "New council"; the thumbnail is the `file_1` part. */
export const CouncilCreateSchema = z.strictObject({
  name: Name.max(MAX_NEW_COUNCIL_NAME_LENGTH, COUNCIL_MESSAGES.nameTooLong),
  categories: profileShape.categories,
  summary: profileShape.summary,
  description: profileShape.description,
  address: Address,
  /** New councils default to OnBoarding (§4.3). */
  site_conf: SiteConf.default({ status: 'OnBoarding', isFoundation: false }),
  websites: z.array(WebsiteInput).max(MAX_NEW_COUNCIL_WEBSITES, COUNCIL_MESSAGES.tooManyWebsitesNew).default([]),
});
export type CouncilCreate = z.infer<typeof CouncilCreateSchema>;

/** PUT shape (a): profile (categories, summary, description). */
export const CouncilProfileShapeSchema = CouncilProfileEditSchema;

const CommunityLinkInput = z.strictObject({ url: CouncilUrl, title: z.string().trim().max(100).default('') });

/** PUT shape (b): communities (an SNS type with its links) and websites. */
export const CouncilLinksEditSchema = z.strictObject({
  communities: z
    .array(z.strictObject({ id: z.number().int().nonnegative(), links: z.array(CommunityLinkInput).min(1, COUNCIL_MESSAGES.checkUrl) }))
    .refine((list) => list.reduce((n, c) => n + c.links.length, 0) <= MAX_COUNCIL_COMMUNITIES, COUNCIL_MESSAGES.tooManyCommunities),
  websites: z.array(WebsiteInput).max(MAX_COUNCIL_WEBSITES, COUNCIL_MESSAGES.tooManyWebsites),
});
export type CouncilLinksEdit = z.infer<typeof CouncilLinksEditSchema>;

/** A date as §4.3 sends it: yyyy-MM-ddT00:00:00Z (a fraction or offset-free Z form is accepted), or the sentinel for "none". */
const CouncilDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T00:00:00(\.000)?Z$/, COUNCIL_MESSAGES.invalidDate)
  .refine((text) => !Number.isNaN(Date.parse(text)) && new Date(text).toISOString().slice(0, 10) === text.slice(0, 10), COUNCIL_MESSAGES.invalidDate)
  .transform((text) => (text.startsWith('9999-12-31') ? null : new Date(text).toISOString()));

/** PUT shape (c): GC information (site admin): name, status, node address, joined and resigned dates. */
export const CouncilInfoEditSchema = z
  .strictObject({
    name: Name.max(MAX_COUNCIL_NAME_LENGTH, COUNCIL_MESSAGES.nameTooLongEdit),
    site_conf: SiteConf,
    address: Address,
    joined_at: CouncilDate,
    resigned_at: CouncilDate,
  })
  .superRefine((info, ctx) => {
    if (info.joined_at !== null && info.resigned_at !== null && info.joined_at >= info.resigned_at) {
      ctx.addIssue({ code: 'custom', path: ['resigned_at'], message: COUNCIL_MESSAGES.datesOrder });
    }
  });
export type CouncilInfoEdit = z.infer<typeof CouncilInfoEditSchema>;

/** Which shape a metadata object claims to be, by its keys: the schema to judge it with. */
export function councilEditShape(metadata: unknown): 'profile' | 'links' | 'info' | 'thumbnail' | null {
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) return null;
  const keys = Object.keys(metadata);
  if (keys.length === 0) return 'thumbnail';
  if (keys.includes('name') || keys.includes('joined_at') || keys.includes('resigned_at') || keys.includes('site_conf') || keys.includes('address')) return 'info';
  if (keys.includes('communities') || keys.includes('websites')) return 'links';
  return 'profile';
}

/** Admin-area §5 "Balance checker" and §7.2: an address (lower-case on the wire) and a date or a block. */
export const BALANCE_MESSAGES = {
  failed: 'Something went wrong. Please enter a valid address, date, or block number.',
} as const;

export const BalanceQuerySchema = z.discriminatedUnion('filter', [
  z.strictObject({ address: Address, filter: z.literal('date'), value: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'The date must be yyyy-MM-dd') }),
  z.strictObject({ address: Address, filter: z.literal('block'), value: z.string().regex(/^\d{1,15}$/, 'The block must be digits only') }),
]);
export type BalanceQuery = z.infer<typeof BalanceQuerySchema>;

/** POST /v1/councils/{cid}/balance answer (§3 "Balance lookup result"): KLAY, the block, its time. */
export const BalanceResultSchema = z.strictObject({
  balance: z.string().regex(/^\d+(\.\d+)?$/),
  block_num: z.number().int().nonnegative(),
  date: z.iso.datetime(),
});
export type BalanceResult = z.infer<typeof BalanceResultSchema>;

/** The first year of reward data (§2.6 download dialog: years 2023 to now). */
export const FIRST_REWARD_YEAR = 2023;
/** The file name the page uses when the answer names none (§7.2). */
export const DEFAULT_REWARD_FILE_NAME = 'reward_data.csv';
