import { randomBytes } from 'node:crypto';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { discardPendingUpload, PENDING_PREFIX } from '@portal/core/storage/uploads';
import { judgeEventOf, type UploadJudge, type UploadJudgeRequest, UploadVerdictSchema } from '@portal/core/uploads/judge';
import type { LambdaInvoker } from './lambdaInvoke';

/** Lambda takes at most 6 MiB in a synchronous invocation's payload; bytes beyond this go through the bucket. */
export const INLINE_PAYLOAD_MAX_BYTES = 6_000_000;

/**
 * On AWS: the uploads judge function asked for a verdict (the API bundles no parser). A file that
 * does not fit in the payload as base64 (a PDF part of a multipart write) is first put under
 * uploads/pending/ for the judge to read, and removed once judged.
 */
export function remoteUploadJudge(invoke: LambdaInvoker, staging: { s3: S3Client; bucket: string }): UploadJudge {
  const ask = async (request: UploadJudgeRequest, payload: string) => {
    const answer = await invoke(payload);
    if (answer.status < 200 || answer.status > 299) throw new Error(`Invoking the uploads judge failed with ${answer.status}: ${answer.text.slice(0, 200)}`);
    if (answer.functionError) throw new Error(`The uploads judge failed on a file for ${request.purpose}: ${answer.text.slice(0, 200)}`);
    return UploadVerdictSchema.parse(JSON.parse(answer.text));
  };
  return async (request) => {
    const payload = JSON.stringify(judgeEventOf(request));
    if (payload.length <= INLINE_PAYLOAD_MAX_BYTES || !('bytes' in request)) return ask(request, payload);
    const pendingKey = `${PENDING_PREFIX}judge/${randomBytes(16).toString('hex')}`;
    await staging.s3.send(new PutObjectCommand({ Bucket: staging.bucket, Key: pendingKey, Body: request.bytes }));
    try {
      const staged = { purpose: request.purpose, pendingKey };
      return await ask(staged, JSON.stringify(judgeEventOf(staged)));
    } finally {
      await discardPendingUpload(staging.s3, staging.bucket, pendingKey);
    }
  };
}
