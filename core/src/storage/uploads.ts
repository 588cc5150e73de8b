import { createHash } from 'node:crypto';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { CONTENT_TYPES, inspectUpload, type UploadPurpose } from '../uploads/inspectUpload';

/** Uploaded files live under this key prefix, and the CDN (and the local origin) serve them at the same path. */
export const UPLOADS_PREFIX = 'uploads/';

export type StoredUpload = { ok: true; key: string; url: string; contentType: string; bytes: number };
export type RefusedUpload = { ok: false; reason: string };

/**
 * Judges a file by its bytes for one purpose and, only when it passes, stores it in the uploads
 * bucket. The key is the content's hash, so a stored file never changes (cacheable for a year) and
 * the same file uploaded twice is one object. Nothing is written for a refused file.
 */
export async function storeUpload(
  s3: S3Client,
  bucket: string,
  bytes: Uint8Array,
  purpose: UploadPurpose,
): Promise<StoredUpload | RefusedUpload> {
  const inspected = inspectUpload(bytes, purpose);
  if (!inspected.ok) return inspected;
  const hash = createHash('sha256').update(bytes).digest('hex');
  const extension = inspected.kind === 'jpeg' ? 'jpg' : inspected.kind;
  const key = `${UPLOADS_PREFIX}${purpose}/${hash}.${extension}`;
  const contentType = CONTENT_TYPES[inspected.kind];
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
