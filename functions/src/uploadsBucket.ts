import type { S3Client } from '@aws-sdk/client-s3';
import type { ServerConfig } from '@portal/core/config';
import { createS3 } from '@portal/core/storage/s3';
import type { AppDeps } from './deps';

export type UploadsBucket = { s3: S3Client; bucket: string; endpoint: string | undefined };

const clients = new WeakMap<ServerConfig, S3Client>();

/** The uploads bucket of the deployment's configuration (the local S3 server when S3_ENDPOINT is set); one client per configuration. */
export function uploadsBucketOf(deps: AppDeps): UploadsBucket {
  const config = deps.config;
  if (!config) throw new Error('Uploads need the deployment configuration (the bucket and its endpoint).');
  let s3 = clients.get(config);
  if (!s3) {
    s3 = createS3({ region: config.AWS_REGION, endpoint: config.S3_ENDPOINT });
    clients.set(config, s3);
  }
  return { s3, bucket: config.UPLOADS_BUCKET, endpoint: config.S3_ENDPOINT };
}
