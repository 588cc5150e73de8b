import type { S3Client } from '@aws-sdk/client-s3';
import { readPendingUpload, sha256Hex } from './uploads';
import { inspectUpload } from '../uploads/inspectUpload';
import type { UploadJudge, UploadVerdict } from '../uploads/judge';

/**
 * The judgement itself: the uploads judge function runs it on AWS, the local origin and tests run it
 * in process. A pending upload is read from the bucket here (its size checked first), so a 10 MB PDF
 * never travels through an invocation.
 */
export function judgeInProcess(s3: S3Client, bucket: string): UploadJudge {
  return async (request) => {
    let bytes: Uint8Array;
    if ('bytes' in request) {
      bytes = request.bytes;
    } else {
      const read = await readPendingUpload(s3, bucket, request.pendingKey, request.purpose);
      if (!read.ok) return read;
      bytes = read.bytes;
    }
    const inspected = await inspectUpload(bytes, request.purpose);
    if (!inspected.ok) return inspected;
    return { ...inspected, sha256: sha256Hex(bytes) } satisfies UploadVerdict;
  };
}
