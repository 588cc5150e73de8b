import { createHmac } from 'node:crypto';

/**
 * A browser-based upload to S3 by POST, signed with AWS Signature Version 4: the policy names the
 * bucket, the one exact key, the exact Content-Type and the size range, and S3 refuses any form
 * that breaks it. (The local S3 server does not check policies; the API checks the stored object
 * itself before anything refers to it.)
 */

export type PostCredentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string | undefined };

export type PresignedPostInput = {
  /** Where the form is posted: the bucket's own URL. */
  url: string;
  bucket: string;
  key: string;
  contentType: string;
  maxBytes: number;
  region: string;
  credentials: PostCredentials;
  now: Date;
  expiresInSeconds: number;
};

/** What the browser needs: post `fields` (in this order) then the file as the `file` field, to `url`. */
export type PresignedPost = { url: string; fields: Record<string, string>; expires_at: string };

const ALGORITHM = 'AWS4-HMAC-SHA256';

const amzDate = (now: Date) => now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The SigV4 signing key of one day, region and service. */
export function signingKey(secretAccessKey: string, day: string, region: string, service: string): Buffer {
  const step = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
  return step(step(step(step(`AWS4${secretAccessKey}`, day), region), service), 'aws4_request');
}

export function presignPost(input: PresignedPostInput): PresignedPost {
  const date = amzDate(input.now);
  const day = date.slice(0, 8);
  const credential = `${input.credentials.accessKeyId}/${day}/${input.region}/s3/aws4_request`;
  const expiresAt = new Date(input.now.getTime() + input.expiresInSeconds * 1000).toISOString();
  const signed: Record<string, string> = {
    key: input.key,
    'Content-Type': input.contentType,
    'x-amz-algorithm': ALGORITHM,
    'x-amz-credential': credential,
    'x-amz-date': date,
    ...(input.credentials.sessionToken ? { 'x-amz-security-token': input.credentials.sessionToken } : {}),
  };
  const policy = {
    expiration: expiresAt,
    conditions: [
      { bucket: input.bucket },
      ...Object.entries(signed).map(([name, value]) => ({ [name]: value })),
      ['content-length-range', 1, input.maxBytes],
    ],
  };
  const encodedPolicy = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
  const signature = createHmac('sha256', signingKey(input.credentials.secretAccessKey, day, input.region, 's3')).update(encodedPolicy, 'utf8').digest('hex');
  return { url: input.url, fields: { ...signed, policy: encodedPolicy, 'x-amz-signature': signature }, expires_at: expiresAt };
}
