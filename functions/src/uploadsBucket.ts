import type { S3Client } from '@aws-sdk/client-s3';
import type { UploadJudge } from '@portal/core/uploads/judge';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps } from './deps';

export type UploadsBucket = { s3: S3Client; bucket: string; endpoint: string | undefined };

/**
 * The uploads bucket: the S3 client the entry passes in (deps.s3) and the bucket the configuration
 * names. Every route that stores, reads or serves an upload reaches it here; a server started without
 * either answers 503.
 */
export function uploadsBucketOf(deps: AppDeps): UploadsBucket {
  const { s3, config } = deps;
  if (!s3 || !config) throw new HTTPException(503, { message: 'Uploads are not configured on this server' });
  return { s3, bucket: config.UPLOADS_BUCKET, endpoint: config.S3_ENDPOINT };
}

/** The uploads judge the entry passes in (deps.uploadJudge); a server started without one stores no upload (503). */
export function uploadJudgeOf(deps: AppDeps): UploadJudge {
  if (!deps.uploadJudge) throw new HTTPException(503, { message: 'Uploads are not configured on this server' });
  return deps.uploadJudge;
}
