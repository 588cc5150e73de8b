import * as z from 'zod';
import { ACTIVITY_LIMITS, ACTIVITY_MESSAGES, contentLengthMessage, isContentLengthValid, urlProblem } from './activityForm';

/**
 * What the Add an Activity form sends (admin-area §7.3): the multipart `metadata` field of
 * POST /v1/councils/{cid}/activity and PUT …/activity/{aid}, and the answer of the upload ticket.
 * Strict: an unknown field is refused, never stored.
 */

/** The multipart parts that may carry a PDF attachment, one per slot. */
export const ATTACHMENT_FILE_PARTS = ['file_1', 'file_2', 'file_3'] as const;
export const AttachmentFilePart = z.enum(ATTACHMENT_FILE_PARTS);

/** A pending upload's key as the upload ticket gave it (uploads/pending/a<account id>/<32 hex>). */
export const PendingUploadKey = z.string().regex(/^uploads\/pending\/a\d{1,12}\/[0-9a-f]{32}$/, 'Unknown upload; upload the file again.');

/** An attachment already stored for this activity (kept on edit). */
export const StoredAttachmentUrl = z.string().regex(/^\/uploads\/attachment\/[0-9a-f]{64}\.pdf$/, ACTIVITY_MESSAGES.attachmentNeedsSource);

/** A file's name as shown on the page: no path, no control characters. */
export const AttachmentFilename = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[^/\\\p{Cc}]+$/u, 'Invalid file name');

const AttachmentTitle = z.string().max(100, 'Please enter a title of up to 100 characters.');

export const UrlAttachmentInput = z
  .strictObject({ type: z.literal('url'), title: AttachmentTitle, url: z.string().max(2048) })
  .superRefine((value, ctx) => {
    const problem = value.url.trim() === '' ? ACTIVITY_MESSAGES.attachmentNeedsSource : urlProblem(value.url);
    if (problem) ctx.addIssue({ code: 'custom', path: ['url'], message: problem });
  });

/** A PDF from exactly one place: a multipart part, a pending upload, or (on edit) the one already stored. */
export const PdfAttachmentInput = z
  .strictObject({
    type: z.literal('pdf'),
    title: AttachmentTitle,
    file: AttachmentFilePart.optional(),
    upload: PendingUploadKey.optional(),
    url: StoredAttachmentUrl.optional(),
    filename: AttachmentFilename.optional(),
  })
  .superRefine((value, ctx) => {
    const sources = [value.file, value.upload, value.url].filter((s) => s !== undefined).length;
    if (sources !== 1) ctx.addIssue({ code: 'custom', message: ACTIVITY_MESSAGES.attachmentNeedsSource });
  });

export const AttachmentInput = z.discriminatedUnion('type', [UrlAttachmentInput, PdfAttachmentInput]);
export type AttachmentInput = z.infer<typeof AttachmentInput>;

const Title = z.string({ error: ACTIVITY_MESSAGES.titleRequired }).trim().min(1, ACTIVITY_MESSAGES.titleRequired).max(ACTIVITY_LIMITS.titleMax, ACTIVITY_MESSAGES.titleTooLong);

const Content = z
  .string({ error: ACTIVITY_MESSAGES.contentRequired })
  .max(20_000, ACTIVITY_MESSAGES.contentLength)
  .superRefine((value, ctx) => {
    if (value.trim() === '') ctx.addIssue({ code: 'custom', message: ACTIVITY_MESSAGES.contentRequired });
    else if (!isContentLengthValid(value)) ctx.addIssue({ code: 'custom', message: contentLengthMessage(value) });
  });

/** Bounded generously here; contractsProblem gives the author's message for the source's own limit. */
const Contracts = z.array(z.string().max(100)).max(1000, ACTIVITY_MESSAGES.tooManyCsvContracts);

/** Set when the contracts came from a CSV file (its name is shown); null: typed in. */
const CsvFilename = z
  .string()
  .max(255)
  .regex(/^[^/\\\p{Cc}]+\.csv$/iu, ACTIVITY_MESSAGES.csvOnly)
  .nullable();

const Attachments = z.array(AttachmentInput).max(ACTIVITY_LIMITS.attachments, ACTIVITY_MESSAGES.tooManyAttachments);

export const ActivityCreateInput = z.strictObject({
  council_id: z.number().int().nonnegative(),
  title: Title,
  content: Content,
  contracts: Contracts.default([]),
  csv_filename: CsvFilename.default(null),
  attachments: Attachments.default([]),
});
export type ActivityCreateInput = z.infer<typeof ActivityCreateInput>;

/** Only the fields the author changed; `featured_image: "none"` removes the thumbnail. */
export const ActivityUpdateInput = z.strictObject({
  title: Title.optional(),
  content: Content.optional(),
  contracts: Contracts.optional(),
  csv_filename: CsvFilename.optional(),
  featured_image: z.literal('none').optional(),
  attachments: Attachments.optional(),
});
export type ActivityUpdateInput = z.infer<typeof ActivityUpdateInput>;

/** The answer of POST …/activity/uploads: post `fields` then the file (as `file`) to `url`, then send `key` as an attachment's `upload`. */
export const UploadTicketSchema = z.strictObject({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: PendingUploadKey,
  max_bytes: z.number().int().positive(),
  expires_at: z.iso.datetime(),
});
export type UploadTicket = z.infer<typeof UploadTicketSchema>;
