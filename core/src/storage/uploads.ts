import { createHash, randomBytes } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { UploadVerdict } from '../uploads/judge';
import { CONTENT_TYPES, UPLOAD_RULES, type UploadPurpose } from '../uploads/rules';
import { type PresignedPost, presignPost } from './presignedPost';

/** Uploaded files live under this key prefix, and the CDN (and the local origin) serve them at the same path. */
export const UPLOADS_PREFIX = 'uploads/';

export type StoredUpload = { ok: true; key: string; url: string; contentType: string; bytes: number };
export type RefusedUpload = { ok: false; reason: string };

/**
 * Stores a file the uploads judge accepted (core/src/uploads/judge.ts) in the uploads bucket; the
 * parsers never run here. The verdict must be that of these very bytes (its SHA-256), so a pending
 * upload replaced between judgement and storage is refused. The key is the content's hash, so a
 * stored file never changes (cacheable for a year) and the same file uploaded twice is one object.
 * Nothing is written for a refused file.
 */
export async function storeUpload(
  s3: S3Client,
  bucket: string,
  bytes: Uint8Array,
  purpose: UploadPurpose,
  verdict: UploadVerdict,
): Promise<StoredUpload | RefusedUpload> {
  if (!verdict.ok) return verdict;
  const hash = sha256Hex(bytes);
  if (hash !== verdict.sha256) return { ok: false, reason: 'The file changed while it was being checked; upload it again.' };
  const extension = verdict.kind === 'jpeg' ? 'jpg' : verdict.kind;
  const key = `${UPLOADS_PREFIX}${purpose}/${hash}.${extension}`;
  const contentType = CONTENT_TYPES[verdict.kind];
  await s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: bytes,
      ContentType: contentType,
      CacheControl: 'public, max-age=31536000, immutable',
    }),
  );
  return { ok: true, key, url: `/${key}`, contentType, bytes: bytes.length };
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Files the browser posts straight to the bucket (a PDF of up to 10 MB does not fit through a Lambda
 * request) wait here until an activity write adopts them. The CDN and the local origin never serve
 * this prefix, and the bucket's lifecycle rule removes what nobody adopted.
 */
export const PENDING_PREFIX = `${UPLOADS_PREFIX}pending/`;

/** How long a presigned POST stays usable. */
export const PENDING_UPLOAD_SECONDS = 15 * 60;

/** A pending key names the account it was issued to, so a write adopts only its own caller's uploads. */
const PENDING_KEY = /^uploads\/pending\/a(\d{1,12})\/[0-9a-f]{32}$/;

export function pendingUploadKey(accountId: number): string {
  return `${PENDING_PREFIX}a${accountId}/${randomBytes(16).toString('hex')}`;
}

/** The account a pending key was issued to, or null when it is no key of ours. */
export function pendingKeyOwner(key: string): number | null {
  const match = PENDING_KEY.exec(key);
  return match ? Number(match[1]) : null;
}

/** The bucket's URL a browser posts to: the local S3 server's path-style URL, or the bucket's regional host on AWS. */
export function uploadsBucketUrl(bucket: string, region: string, endpoint: string | undefined): string {
  return endpoint ? `${new URL(endpoint).origin}/${bucket}` : `https://${bucket}.s3.${region}.amazonaws.com`;
}

export type PendingUploadTicket = PresignedPost & { key: string; max_bytes: number };

/** A presigned POST for one new pending key of `accountId`: exactly that key, the purpose's type, at most its size. */
export async function presignPendingUpload(
  s3: S3Client,
  bucket: string,
  options: { accountId: number; purpose: 'attachment'; endpoint: string | undefined; now: Date },
): Promise<PendingUploadTicket> {
  const key = pendingUploadKey(options.accountId);
  const region = await s3.config.region();
  const credentials = await s3.config.credentials();
  const maxBytes = UPLOAD_RULES[options.purpose].maxBytes;
  const post = presignPost({
    url: uploadsBucketUrl(bucket, region, options.endpoint),
    bucket,
    key,
    contentType: CONTENT_TYPES.pdf,
    maxBytes,
    region,
    credentials,
    now: options.now,
    expiresInSeconds: PENDING_UPLOAD_SECONDS,
  });
  return { ...post, key, max_bytes: maxBytes };
}

/**
 * The bytes of a pending upload, for the caller to judge before anything is stored. Its size is
 * checked before it is read: the local S3 server does not enforce the policy's size range.
 */
export async function readPendingUpload(s3: S3Client, bucket: string, key: string, purpose: UploadPurpose): Promise<{ ok: true; bytes: Uint8Array } | RefusedUpload> {
  const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).catch((error: unknown) => {
    if (error instanceof NotFound || error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound') return null;
    throw error;
  });
  if (!head) return { ok: false, reason: 'The uploaded file was not found; upload it again.' };
  const maxBytes = UPLOAD_RULES[purpose].maxBytes;
  if ((head.ContentLength ?? 0) > maxBytes) return { ok: false, reason: `The file is larger than ${maxBytes / (1024 * 1024)} MB.` };
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return { ok: true, bytes: await object.Body!.transformToByteArray() };
}

/** Removes a pending upload once it is adopted or refused: a pending object is never referenced. */
export async function discardPendingUpload(s3: S3Client, bucket: string, key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}
