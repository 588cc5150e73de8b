import { S3Client } from '@aws-sdk/client-s3';

export type S3Config = { region: string; endpoint?: string | undefined };

/**
 * An S3 client; an endpoint points it at the local S3 server. Checksums only when required,
 * or streamed uploads are stored with their chunk framing inside (STACK.md).
 */
export function createS3(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint
      ? { endpoint: config.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }
      : {}),
  });
}
