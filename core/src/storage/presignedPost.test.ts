import { createHash, createHmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { presignPost, signingKey } from './presignedPost';

const credentials = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
const now = new Date('2026-11-24T03:04:05.678Z');

const toBuffer = (data: string | ArrayBuffer | ArrayBufferView): Buffer =>
  typeof data === 'string' ? Buffer.from(data, 'utf8') : ArrayBuffer.isView(data) ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.from(data);

/** node:crypto as the AWS SDK's hash interface, for the SDK's own signer. */
class NodeSha256 {
  private hash;
  private readonly secret: Buffer | undefined;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.secret = secret === undefined ? undefined : toBuffer(secret);
    this.hash = this.secret ? createHmac('sha256', this.secret) : createHash('sha256');
  }
  update(data: string | ArrayBuffer | ArrayBufferView) {
    this.hash.update(toBuffer(data));
  }
  digest() {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
  reset() {
    this.hash = this.secret ? createHmac('sha256', this.secret) : createHash('sha256');
  }
}

describe('presignPost', () => {
  it('derives the signing key of the SigV4 reference example', () => {
    // AWS's documented example: secret wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY, 20120215, us-east-1, iam.
    expect(signingKey('wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', '20120215', 'us-east-1', 'iam').toString('hex')).toBe(
      'f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d',
    );
  });

  it('signs the base64 policy exactly as the AWS SDK signs a string', async () => {
    const post = presignPost({
      url: 'https://portal-uploads.s3.ap-northeast-2.amazonaws.com',
      bucket: 'portal-uploads',
      key: 'uploads/pending/a7/0f3c.pdf',
      contentType: 'application/pdf',
      maxBytes: 10 * 1024 * 1024,
      region: 'ap-northeast-2',
      credentials: { ...credentials, sessionToken: 'session-token' },
      now,
      expiresInSeconds: 600,
    });
    const sdk = new SignatureV4({ credentials: { ...credentials, sessionToken: 'session-token' }, region: 'ap-northeast-2', service: 's3', sha256: NodeSha256 });
    expect(post.fields['x-amz-signature']).toBe(await sdk.sign(post.fields.policy!, { signingDate: now }));
    expect(post.fields['x-amz-credential']).toBe('AKIAIOSFODNN7EXAMPLE/20261124/ap-northeast-2/s3/aws4_request');
    expect(post.fields['x-amz-date']).toBe('20261124T030405Z');
    expect(post.expires_at).toBe('2026-11-24T03:14:05.678Z');
  });

  it('binds the bucket, the one key, the type, the size range and every signed field in the policy', () => {
    const post = presignPost({
      url: 'http://127.0.0.1:4569/portal-uploads',
      bucket: 'portal-uploads',
      key: 'uploads/pending/a7/0f3c.pdf',
      contentType: 'application/pdf',
      maxBytes: 10 * 1024 * 1024,
      region: 'us-east-1',
      credentials,
      now,
      expiresInSeconds: 600,
    });
    const policy = JSON.parse(Buffer.from(post.fields.policy!, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
    expect(policy.expiration).toBe('2026-11-24T03:14:05.678Z');
    expect(policy.conditions).toEqual([
      { bucket: 'portal-uploads' },
      { key: 'uploads/pending/a7/0f3c.pdf' },
      { 'Content-Type': 'application/pdf' },
      { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
      { 'x-amz-credential': 'AKIAIOSFODNN7EXAMPLE/20261124/us-east-1/s3/aws4_request' },
      { 'x-amz-date': '20261124T030405Z' },
      ['content-length-range', 1, 10 * 1024 * 1024],
    ]);
    expect(Object.keys(post.fields)).toEqual(['key', 'Content-Type', 'x-amz-algorithm', 'x-amz-credential', 'x-amz-date', 'policy', 'x-amz-signature']);
  });
});
