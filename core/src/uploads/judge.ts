import * as z from 'zod';
import { type InspectedUpload, UPLOAD_PURPOSES, type UploadPurpose } from './rules';

/**
 * The uploads judge: whoever parses hostile bytes. The API never does: on AWS it asks a function of
 * its own that may only read pending uploads (functions/src/entry/uploadJudge.ts); locally and in
 * tests the same judgement runs in process (judgeInProcess.ts). A file travels as bytes (thumbnails
 * and logos of a multipart write) or as the pending key it sits under in the uploads bucket (PDFs
 * posted straight to the bucket, too large for an invocation's payload).
 */
export type UploadJudgeRequest = { purpose: UploadPurpose; bytes: Uint8Array } | { purpose: UploadPurpose; pendingKey: string };

/** An accepted file names the SHA-256 of the bytes judged, so only those very bytes can be stored with it. */
export type UploadVerdict = Extract<InspectedUpload, { ok: false }> | (Extract<InspectedUpload, { ok: true }> & { sha256: string });

export type UploadJudge = (request: UploadJudgeRequest) => Promise<UploadVerdict>;

/** A key the judge may read: under uploads/pending/, of the shapes the API writes there. */
export const JUDGED_PENDING_KEY = /^uploads\/pending\/[a-z0-9]{1,16}\/[0-9a-f]{32}$/;

const Purpose = z.enum(UPLOAD_PURPOSES as [UploadPurpose, ...UploadPurpose[]]);

/** The judge function's event: the request, bytes in base64. */
export const UploadJudgeEvent = z.union([
  z.strictObject({ purpose: Purpose, base64: z.base64() }),
  z.strictObject({ purpose: Purpose, pendingKey: z.string().regex(JUDGED_PENDING_KEY) }),
]);
export type UploadJudgeEvent = z.infer<typeof UploadJudgeEvent>;

/** The verdict as the judge function answers it (plain JSON). */
export const UploadVerdictSchema = z.union([
  z.strictObject({ ok: z.literal(false), reason: z.string() }),
  z.strictObject({
    ok: z.literal(true),
    kind: z.enum(['png', 'jpeg', 'svg', 'pdf']),
    bytes: z.number().int().nonnegative(),
    width: z.number().int().nonnegative().nullable(),
    height: z.number().int().nonnegative().nullable(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  }),
]);

export function judgeEventOf(request: UploadJudgeRequest): UploadJudgeEvent {
  return 'bytes' in request ? { purpose: request.purpose, base64: Buffer.from(request.bytes).toString('base64') } : request;
}

export function judgeRequestOf(event: UploadJudgeEvent): UploadJudgeRequest {
  return 'base64' in event ? { purpose: event.purpose, bytes: new Uint8Array(Buffer.from(event.base64, 'base64')) } : event;
}
