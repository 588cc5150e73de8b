import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CreateBucketCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { PENDING_PREFIX, pendingUploadKey, sha256Hex } from '@portal/core/storage/uploads';
import type { UploadJudge } from '@portal/core/uploads/judge';
import { pdfOfSize, pngImage, svgWithPrefixedScript } from '../../test/fixtures/uploadFiles';
import { testS3 } from '../../test/setup/services';
import { lambdaInvoker } from './lambdaInvoke';
import { INLINE_PAYLOAD_MAX_BYTES, remoteUploadJudge } from './uploadJudge';

type JudgeHandler = (event: unknown) => Promise<unknown>;

/**
 * The API's remote judge against the judge function's real handler, behind a stand-in for Lambda's
 * Invoke API (what AWS does between them: a signed POST, the handler's answer or its error), with
 * pending uploads in the local S3 server.
 */
describe('the remote uploads judge', () => {
  const savedEnv = { ...process.env };
  const s3 = testS3();
  const bucket = `judge-${randomUUID()}`;
  const calls: { path: string; headers: IncomingHttpHeaders; bytes: number }[] = [];
  let lambda: Server;
  let judge: UploadJudge;

  beforeAll(async () => {
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    Object.assign(process.env, { UPLOADS_BUCKET: bucket, S3_ENDPOINT: inject('s3Endpoint'), AWS_REGION: 'us-east-1' });
    vi.resetModules();
    const { handler } = (await import('./entry/uploadJudge')) as { handler: JudgeHandler };
    lambda = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        calls.push({ path: request.url ?? '', headers: request.headers, bytes: body.length });
        // Lambda refuses a synchronous payload over 6 MiB.
        if (body.length > 6 * 1024 * 1024) return void response.writeHead(413).end('{"Message":"Request must be smaller than 6291456 bytes"}');
        handler(JSON.parse(body.toString('utf8'))).then(
          (verdict) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(verdict)),
          (error: Error) => response.writeHead(200, { 'x-amz-function-error': 'Unhandled' }).end(JSON.stringify({ errorMessage: error.message })),
        );
      });
    });
    await new Promise<void>((resolve) => lambda.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(lambda.address() as AddressInfo).port}`;
    const env = { AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret', AWS_SESSION_TOKEN: 'session' };
    judge = remoteUploadJudge(lambdaInvoker('portal-upload-judge', 'us-east-1', { env, endpoint }), { s3, bucket });
  });

  afterAll(async () => {
    process.env = savedEnv;
    await new Promise((done) => lambda?.close(done));
  });

  const pendingKeys = async () => ((await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: PENDING_PREFIX }))).Contents ?? []).map((o) => o.Key);

  it('sends a logo in the payload, signed with the API function’s credentials, and gets the verdict with the hash of what was judged', async () => {
    const png = pngImage(240, 240);
    await expect(judge({ purpose: 'contractLogo', bytes: png })).resolves.toEqual({ ok: true, kind: 'png', bytes: png.length, width: 240, height: 240, sha256: sha256Hex(png) });
    const call = calls.at(-1)!;
    expect(call.path).toBe('/2015-03-31/functions/portal-upload-judge/invocations');
    expect(call.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/lambda\/aws4_request, SignedHeaders=.*, Signature=[0-9a-f]{64}$/);
    expect(call.headers['x-amz-security-token']).toBe('session');
    expect(call.headers['x-amz-invocation-type']).toBe('RequestResponse');
  });

  it('answers the same refusals as the judgement in process', async () => {
    await expect(judge({ purpose: 'contractLogo', bytes: svgWithPrefixedScript() })).resolves.toMatchObject({ ok: false, reason: expect.stringMatching(/script/i) });
    await expect(judge({ purpose: 'councilThumbnail', bytes: pngImage(60, 60) })).resolves.toEqual({ ok: false, reason: 'The image is 60x60; it must be at least 120x120.' });
  });

  it('puts a PDF too large for the payload under uploads/pending/ for the judge to read, and removes it once judged', async () => {
    const pdf = pdfOfSize(5 * 1024 * 1024);
    expect(Math.ceil(pdf.length / 3) * 4).toBeGreaterThan(INLINE_PAYLOAD_MAX_BYTES);
    await expect(judge({ purpose: 'attachment', bytes: pdf })).resolves.toMatchObject({ ok: true, kind: 'pdf', bytes: pdf.length, sha256: sha256Hex(pdf) });
    expect(calls.at(-1)!.bytes).toBeLessThan(200);
    expect(await pendingKeys()).toEqual([]);
  });

  it('judges a pending upload by its key, reading it from the bucket itself', async () => {
    const key = pendingUploadKey(7);
    const pdf = pdfOfSize(200_000);
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: pdf, ContentType: 'application/pdf' }));
    await expect(judge({ purpose: 'attachment', pendingKey: key })).resolves.toMatchObject({ ok: true, kind: 'pdf', sha256: sha256Hex(pdf) });
    await expect(judge({ purpose: 'attachment', pendingKey: pendingUploadKey(7) })).resolves.toEqual({ ok: false, reason: 'The uploaded file was not found; upload it again.' });
  });

  it('fails loudly when the judge fails (a key it may not read): never a verdict by default', async () => {
    await expect(judge({ purpose: 'attachment', pendingKey: 'uploads/attachment/0123.pdf' })).rejects.toThrow(/The uploads judge failed on a file for attachment: .*Not an uploads judge event/);
  });
});
