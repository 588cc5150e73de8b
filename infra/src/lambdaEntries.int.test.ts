import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { keys } from '@portal/core/db/keys';
import { putCouncilList } from '@portal/core/db/repositories/councils';
import { putProposalViews } from '@portal/core/db/repositories/proposals';
import { buildProposalViews } from '@portal/core/views/proposalViews';
import { HEAD, proposalChain, proposalMeta, stakedCouncils } from '../../test/fixtures/apiSeeds';
import { type KeyValueStoreStandIn, startKeyValueStoreStandIn } from '../../test/standIns/cloudFrontKeyValueStore';
import { bundleLambda } from './lambdaBundle';
import { WEB_DIST_DIR } from './webBuild';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { pendingUploadKey, sha256Hex } from '@portal/core/storage/uploads';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Db } from '@portal/core/db/client';
import { FORUM_TOPICS } from '../../scripts/localStack/fakes/forumTopics';
import { startFakeForum } from '../../scripts/localStack/fakes/forum';
import { freePort, type RunningServer } from '../../scripts/localStack/listen';
import { pdfOfSize } from '../../test/fixtures/uploadFiles';
import { freshTestDb, testS3 } from '../../test/setup/services';
import { dynamodbStreamEvent, type HttpApiResult, httpApiEvent, scheduledEvent } from '../test/lambdaEvents';
import { TEST_CONFIG } from '../test/synthPortal';
import { parseDeployConfig } from './config';
import { FRESH_MS } from '../../functions/src/middleware/readCache';
import { apiEnvironment, indexerEnvironment, snapshotWriterEnvironment, uploadJudgeEnvironment } from './functionEnvironment';

type ApiHandler = (event: unknown, context: unknown) => Promise<HttpApiResult>;
type IndexerHandler = (event: ReturnType<typeof scheduledEvent> | { job: 'treasury' }) => Promise<unknown>;
type JudgeHandler = (event: unknown) => Promise<unknown>;

/** A JSON-RPC node that refuses every call at once (no retry, no wait): the chain is "down". */
function startRefusingRpc(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const parsed = JSON.parse(body) as { id: number } | { id: number }[];
      const refuse = (call: { id: number }) => ({ jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'method not available' } });
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(refuse) : refuse(parsed)));
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * The Lambda entries, invoked with the events AWS sends, in the environment the stack gives
 * them (functionEnvironment.ts), pointed at DynamoDB Local and local fakes instead of AWS and the
 * internet.
 */
describe('Lambda entries with the stack environment', () => {
  const savedEnv = { ...process.env };
  let db: Db;
  let forum: RunningServer;
  let rpc: Server;
  let api: ApiHandler;
  let indexer: IndexerHandler;
  let judge: JudgeHandler;
  const uploadsBucketName = `test-uploads-${randomUUID()}`;

  beforeAll(async () => {
    db = await freshTestDb();
    forum = await startFakeForum(await freePort());
    const rpcPort = await freePort();
    rpc = await startRefusingRpc(rpcPort);

    const config = parseDeployConfig(TEST_CONFIG);
    const names = { tableName: db.tableName, uploadsBucketName, statusBucketName: 'test-status' };
    await testS3().send(new CreateBucketCommand({ Bucket: uploadsBucketName }));
    const local = {
      AWS_REGION: 'us-east-1',
      DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
      RPC_URL: `http://127.0.0.1:${rpcPort}`,
      FORUM_URL: forum.url,
      S3_ENDPOINT: inject('s3Endpoint'),
    };
    Object.assign(
      process.env,
      apiEnvironment(config, names, '/portaltest/token-signing-key'),
      indexerEnvironment(config, names),
      uploadJudgeEnvironment(names),
      local,
    );
    delete process.env.NODE_OPTIONS;

    vi.resetModules();
    api = ((await import('../../functions/src/entry/lambda')) as { handler: ApiHandler }).handler;
    indexer = ((await import('../../indexer/src/entry/lambda')) as unknown as { handler: IndexerHandler }).handler;
    judge = ((await import('../../functions/src/entry/uploadJudge')) as { handler: JudgeHandler }).handler;
  });

  afterAll(async () => {
    process.env = savedEnv;
    await forum?.close();
    await new Promise((done) => rpc?.close(done));
  });

  it('answers an HTTP API event for a public read, cacheable by the CDN', async () => {
    const result = await api(httpApiEvent('GET', '/v1/page/main'), {});
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toMatchObject({ code: 200, result: { topics: [] } });
    expect(result.headers['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
  });

  it('refuses an unknown query string, and never lets a CDN keep the refusal', async () => {
    const result = await api(httpApiEvent('GET', '/v1/page/main?surprise=1'), {});
    expect(result.statusCode).toBe(400);
    expect(result.headers['cache-control']).toBe('private, no-store');
  });

  it("runs only the treasury job for the API's Sync Data event", async () => {
    // No fund is configured here, so the treasury job has nothing to do; the other jobs would have
    // failed (the chain refuses every call) or copied the forum's topics, and did neither.
    await expect(indexer({ job: 'treasury' })).resolves.toEqual({ job: 'treasury', ok: true });
    const result = await api(httpApiEvent('GET', '/v1/page/main'), {});
    expect((JSON.parse(result.body) as { result: { topics: unknown[] } }).result.topics).toEqual([]);
  });

  it('runs the indexer on a scheduled event, saves the jobs that succeed and throws for the one that failed', async () => {
    // The chain refuses every call, so the network job fails; the forum job still copies the topics.
    await expect(indexer(scheduledEvent())).rejects.toThrow(/indexer jobs failed: .*network/);
    // The API function keeps a public answer for FRESH_MS; another function's writes show after it.
    await new Promise((resolve) => setTimeout(resolve, FRESH_MS + 50));
    const result = await api(httpApiEvent('GET', '/v1/page/main'), {});
    const topics = (JSON.parse(result.body) as { result: { topics: { id: number }[] } }).result.topics;
    expect(topics.map((t) => t.id)).toEqual(expect.arrayContaining([FORUM_TOPICS[0]!.id]));
  });

  it('judges a pending upload in the uploads bucket the stack names, for the API', async () => {
    const key = pendingUploadKey(3);
    const pdf = pdfOfSize(100_000);
    await testS3().send(new PutObjectCommand({ Bucket: uploadsBucketName, Key: key, Body: pdf, ContentType: 'application/pdf' }));
    await expect(judge({ purpose: 'attachment', pendingKey: key })).resolves.toMatchObject({ ok: true, kind: 'pdf', bytes: pdf.length, sha256: sha256Hex(pdf) });
  });
});

/**
 * The snapshot writer as deployed: its bundle with the web build (`npm run build`'s web/dist, its
 * render module bundled in), invoked with a stream batch, against DynamoDB Local, the local S3
 * server and a stand-in of the CloudFront KeyValueStore API (which has no local emulator).
 */
describe('the snapshot writer Lambda', () => {
  const savedEnv = { ...process.env };
  const dir = mkdtempSync(join(tmpdir(), 'portal-snapshots-bundle-'));
  const webBucketName = `test-web-${randomUUID()}`;
  let db: Db;
  let kvs: KeyValueStoreStandIn;
  let arn: string;
  let writer: (event: ReturnType<typeof dynamodbStreamEvent>) => Promise<{ pages: number; written: number; removed: number; records: number }>;
  const councils = stakedCouncils({ apy: '7.5', date: '2026-11-15T00:00:00.000Z' });
  const views = buildProposalViews({
    chains: [proposalChain(1, 'closed'), proposalChain(2, 'active')],
    metadata: [proposalMeta(1, 'Raise the gas floor', [1]), proposalMeta(2, 'Fund the explorer', [2])],
    councils,
    voters: [],
    block: Number(HEAD.number),
  });
  const agenda = views.details.find((d) => d.proposal_id === 2)!.id;
  /** The older agenda: the batch names its detail, so its pages are rendered first. */
  const voted = views.details.find((d) => d.proposal_id === 1)!.id;

  beforeAll(async () => {
    db = await freshTestDb();
    await putCouncilList(db, councils);
    await putProposalViews(db, views);
    await testS3().send(new CreateBucketCommand({ Bucket: webBucketName }));
    kvs = await startKeyValueStoreStandIn();
    arn = kvs.create();
    Object.assign(process.env, snapshotWriterEnvironment({ tableName: db.tableName, webBucketName, snapshotIndexArn: arn, siteUrl: 'https://portal.example.org' }), {
      AWS_REGION: 'us-east-1',
      DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
      S3_ENDPOINT: inject('s3Endpoint'),
      SNAPSHOT_INDEX_ENDPOINT: kvs.endpoint,
    });
    delete process.env.NODE_OPTIONS;
    bundleLambda('snapshots', dir, { webDir: WEB_DIST_DIR });
    writer = ((await import(pathToFileURL(join(dir, 'index.mjs')).href)) as { handler: typeof writer }).handler;
  });

  afterAll(async () => {
    process.env = savedEnv;
    await kvs?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('renders every page from its own asset on a stream batch, stores each in the web bucket and names it in the key value store', async () => {
    // Each agenda's and council's detail page and the GC page, in both languages.
    const pages = (views.details.length + councils.length + 1) * 2;
    const result = await writer(dynamodbStreamEvent(db.tableName, [keys.proposalList(), keys.proposalDetail(voted)]));
    expect(result).toMatchObject({ records: 2, pages, written: pages, removed: 0 });
    // The pages of the agenda the batch names were stored (and named at the edge) first.
    expect(kvs.requests.filter((r) => r.method === 'PUT').slice(0, 2).map((r) => r.key)).toEqual([`snapshots/Proposal/Detail/${voted}.html`, `snapshots/ko/Proposal/Detail/${voted}.html`]);
    const key = `snapshots/Proposal/Detail/${agenda}.html`;
    const object = await testS3().send(new GetObjectCommand({ Bucket: webBucketName, Key: key }));
    expect(object.CacheControl).toBe('public, max-age=0, s-maxage=60');
    expect(object.ContentType).toBe('text/html; charset=utf-8');
    const html = await object.Body!.transformToString();
    expect(html).toContain(`data-prerendered="/Proposal/Detail?id=${agenda}"`);
    expect(html).toContain(`<link rel="canonical" href="https://portal.example.org/Proposal/Detail?id=${agenda}">`);
    expect(html).toContain('Fund the explorer');
    expect([...kvs.keys(arn).keys()].sort()).toEqual(
      [...views.details.map((d) => `Proposal/Detail/${d.id}`), ...councils.map((c) => `GC/Detail/${c.id}`), 'GC'].flatMap((page) => [`snapshots/${page}.html`, `snapshots/ko/${page}.html`]).sort(),
    );
  });

  it('writes nothing on a batch whose pages did not change', async () => {
    const before = kvs.requests.length;
    await expect(writer(dynamodbStreamEvent(db.tableName, [keys.councilList()]))).resolves.toMatchObject({ records: 1, written: 0, removed: 0 });
    expect(kvs.requests.slice(before)).toEqual([]);
  });
});
