import * as z from 'zod';
import { Address, DecimalString } from './primitives';
import { CouncilRefSchema } from './proposal';

/**
 * Council activity posts (spec public §3 "Activity", admin §3 "Activity"). Two layers:
 * - what operators write (`ActivityRecord`, admin data: text, image, attachments, registered contracts),
 * - what the public pages read (`Activity`), precomputed by the indexer: the record joined with its
 *   council's current name and thumbnail and the monthly figures of its registered contracts.
 */

export const AttachmentType = z.enum(['url', 'pdf']);

export const AttachmentSchema = z.strictObject({
  type: AttachmentType,
  url: z.string().min(1),
  /** Empty when the author gave none: the page labels it Link-N or File-N. */
  title: z.string(),
  /** The uploaded file's name (pdf attachments). */
  filename: z.string().optional(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

/** Admin §9: up to 3 attachments, 5 contracts typed in or 100 from a CSV. */
export const MAX_ATTACHMENTS = 3;
export const MAX_ACTIVITY_CONTRACTS = 100;

const ActivityId = z.number().int().positive();

export const ActivityRecordSchema = z.strictObject({
  id: ActivityId,
  council_id: z.number().int().nonnegative(),
  title: z.string().min(1),
  /** Markdown. */
  content: z.string(),
  /** An image URL (or data URL); empty when there is none. */
  featured_image: z.string(),
  created_at: z.iso.datetime(),
  attachments: z.array(AttachmentSchema).max(MAX_ATTACHMENTS),
  /** Contracts the council registered for this activity: only these count in the activity rankings. */
  contracts: z.array(Address).max(MAX_ACTIVITY_CONTRACTS),
  csv_filename: z.string().nullable(),
});
export type ActivityRecord = z.infer<typeof ActivityRecordSchema>;

export const ActivitySchema = ActivityRecordSchema.omit({ council_id: true }).extend({
  council: CouncilRefSchema,
  /** Transactions of the registered contracts over the last 30 days (Singapore days). */
  monthly_tx_count: z.number().int().nonnegative(),
  /** Distinct sending accounts of those transactions over the same 30 days. */
  eoa: z.number().int().nonnegative(),
});
export type Activity = z.infer<typeof ActivitySchema>;

/** One page of a feed (all councils, or one council's), newest first. */
export const ActivityPageSchema = z.strictObject({
  items: z.array(ActivitySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
});
export type ActivityPage = z.infer<typeof ActivityPageSchema>;

/** A record as the council's management list answers it: with the edit version its editor sends back in If-Match. */
export const VersionedActivitySchema = ActivityRecordSchema.extend({ version: z.number().int().nonnegative() });
export type VersionedActivity = z.infer<typeof VersionedActivitySchema>;

/** One page of a council's management list (drafts' activities included), newest first. */
export const VersionedActivityPageSchema = z.strictObject({
  items: z.array(VersionedActivitySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
});
export type VersionedActivityPage = z.infer<typeof VersionedActivityPageSchema>;

/** A feed's order: activity ids, newest first (the indexer's index of the detail items). */
export const ActivityFeedSchema = z.strictObject({ ids: z.array(ActivityId) });
export type ActivityFeed = z.infer<typeof ActivityFeedSchema>;

/** Per council: how many activities and the latest one's title (the council cards' "activity"). */
export const CouncilActivitySummarySchema = z.record(
  z.string().regex(/^\d+$/),
  z.strictObject({ count: z.number().int().nonnegative(), latest: z.strictObject({ id: ActivityId, title: z.string(), created_at: z.iso.datetime() }) }),
);
export type CouncilActivitySummary = z.infer<typeof CouncilActivitySummarySchema>;

// ---------------------------------------------------------------- rankings

/** Spec §9: activity rank periods 7, 30 (default), 90 days or all. */
export const RANK_PERIODS = ['7', '30', '90', 'all'] as const;
export const RankPeriod = z.enum(RANK_PERIODS);
export type RankPeriod = z.infer<typeof RankPeriod>;
export const DEFAULT_RANK_PERIOD: RankPeriod = '30';
/** Spec §9: public rankings keep the top 30. */
export const RANK_LIMIT = 30;

export const TxCountRankItemSchema = z.strictObject({ council: CouncilRefSchema, tx_count: z.number().int().nonnegative() });
export type TxCountRankItem = z.infer<typeof TxCountRankItemSchema>;

export const TxFeeRankItemSchema = z.strictObject({ address: Address, council: CouncilRefSchema, tx_fee: DecimalString });
export type TxFeeRankItem = z.infer<typeof TxFeeRankItemSchema>;

export const ActivityRankSchema = z.strictObject({
  days: RankPeriod,
  /** Councils by the transaction count of the contracts they registered, highest first. */
  tx_count: z.array(TxCountRankItemSchema).max(RANK_LIMIT),
  /** Registered contracts by the fees their transactions paid (KLAY), highest first. */
  tx_fee: z.array(TxFeeRankItemSchema).max(RANK_LIMIT),
  /** The first Singapore day counted (null for all), and the data's time (the indexed head block). */
  from_day: z.string().nullable(),
  updated_at: z.iso.datetime(),
});
export type ActivityRank = z.infer<typeof ActivityRankSchema>;

/** GET /v1/activities/tx_count and tx_fee. */
export const TxCountRankListSchema = z.array(TxCountRankItemSchema);
export const TxFeeRankListSchema = z.array(TxFeeRankItemSchema);
