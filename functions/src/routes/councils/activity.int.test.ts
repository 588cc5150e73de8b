import { randomUUID } from 'node:crypto';
import { CreateBucketCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Db } from '@portal/core/db/client';
import { createAccount } from '@portal/core/db/repositories/accounts';
import { getActivityRecord, putActivityRecord } from '@portal/core/db/repositories/activities';
import { putCouncilList, putCouncilProfile } from '@portal/core/db/repositories/councils';
import type { Activity, ActivityRecord } from '@portal/core/entities/activity';
import type { Council } from '@portal/core/entities/council';
import type { UploadTicket } from '@portal/core/entities/activityInput';
import { projectCouncilList } from '@portal/core/views/councilList';
import { judgeInProcess } from '@portal/core/storage/judgeInProcess';
import { pdfOfSize, pngImage, reportPdf } from '../../../../test/fixtures/uploadFiles';
import { freshTestDb, testS3 } from '../../../../test/setup/services';
import { signIn, signInTestConfig } from '../../../../test/setup/signIn';
import { createApp } from '../../app';
import { createLocalOrigin } from '../../entry/node';
import { councilProfile } from '../../../../test/fixtures/councilProfiles';

// ---------------------------------------------------------------- files (built by test/fixtures/uploadFiles)

const MIB = 1024 * 1024;

// ---------------------------------------------------------------- the portal under test

const profile = (id: number, name: string) => councilProfile(id, { name });

const contract = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;

let db: Db;
let app: ReturnType<typeof createApp>;
let config: ReturnType<typeof signInTestConfig>;
let bucket: string;
const s3 = testS3();
const tokens: Record<'council1' | 'council2' | 'site', string> = { council1: '', council2: '', site: '' };
const council1Id = { value: 0 };

beforeAll(async () => {
  db = await freshTestDb();
  bucket = `activity-${randomUUID()}`;
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  config = signInTestConfig({ S3_ENDPOINT: inject('s3Endpoint'), UPLOADS_BUCKET: bucket, AWS_REGION: 'us-east-1' });
  app = createApp({ db, config, s3, uploadJudge: judgeInProcess(s3, bucket) });
  const profiles = [profile(1, 'Alpha'), profile(2, 'Beta')];
  for (const p of profiles) await putCouncilProfile(db, p);
  const councils: Council[] = projectCouncilList(
    profiles,
    { stakingContracts: profiles.map((p) => ({ address: contract(100 + p.id), nodeId: contract(200 + p.id), rewardAddress: contract(300 + p.id), councilId: p.id, version: 2, staked: 10n ** 24n })) },
    new Date('2026-11-22T00:00:00.000Z'),
    new Map(),
  );
  await putCouncilList(db, councils);
  const people = { council1: privateKeyToAccount(generatePrivateKey()), council2: privateKeyToAccount(generatePrivateKey()), site: privateKeyToAccount(generatePrivateKey()) };
  council1Id.value = (await createAccount(db, { address: people.council1.address, council_id: 1, level: 0, type: 1 })).id;
  await createAccount(db, { address: people.council2.address, council_id: 2, level: 1, type: 1 });
  await createAccount(db, { address: people.site.address, council_id: 0, level: 1, type: 0 });
  for (const who of ['council1', 'council2', 'site'] as const) tokens[who] = (await signIn(app, people[who])).token;
  // A seeded activity of council 2, written as the demo scenario writes them.
  await putActivityRecord(db, {
    id: 7,
    council_id: 2,
    title: 'Seeded',
    content: 'Seeded content',
    featured_image: '',
    created_at: '2026-01-01T00:00:00.000Z',
    attachments: [],
    contracts: [],
    csv_filename: null,
  });
});

type Metadata = Record<string, unknown>;
const validMetadata = (over: Metadata = {}): Metadata => ({ council_id: 1, title: 'Hackathon', content: 'We ran a **hackathon**.', contracts: [], csv_filename: null, attachments: [], ...over });

function form(metadata: Metadata | undefined, files: Record<string, { bytes: Uint8Array; name: string; type?: string }> = {}): FormData {
  const body = new FormData();
  if (metadata) body.set('metadata', JSON.stringify(metadata));
  for (const [name, file] of Object.entries(files)) body.set(name, new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? 'application/octet-stream' }), file.name);
  return body;
}

const auth = (who: keyof typeof tokens) => ({ Authorization: `Bearer ${tokens[who]}` });

/** An edit sends the version it read, as the form does: here the stored one, unless `version` says otherwise. */
async function editVersion(method: string, path: string): Promise<Record<string, string>> {
  const edited = method === 'PUT' ? /\/activity\/(\d+)$/.exec(path) : null;
  if (!edited) return {};
  return { 'If-Match': `"${(await getActivityRecord(db, Number(edited[1])))?.rev ?? 0}"` };
}

async function send(method: string, path: string, body?: FormData, who: keyof typeof tokens = 'council1') {
  const response = await app.request(path, { method, headers: { ...auth(who), ...(await editVersion(method, path)) }, ...(body ? { body } : {}) });
  return { status: response.status, body: (await response.json()) as { code: number; result?: unknown; err_msg?: string } };
}

async function storedKeys(): Promise<string[]> {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (listed.Contents ?? []).map((o) => o.Key!).sort();
}

async function publicFeed(): Promise<Activity[]> {
  const response = await app.request('/v1/councils/1/activities?size=50');
  return ((await response.json()) as { result: { items: Activity[] } }).result.items;
}

/** What the browser does with an upload ticket: post its fields, then the file, to the bucket. */
async function postToBucket(issued: UploadTicket, bytes: Uint8Array): Promise<number> {
  const body = new FormData();
  for (const [name, value] of Object.entries(issued.fields)) body.set(name, value);
  body.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), 'report.pdf');
  return (await fetch(issued.url, { method: 'POST', body })).status;
}

async function ticket(who: keyof typeof tokens = 'council1', cid = 1): Promise<UploadTicket> {
  const answer = await send('POST', `/v1/councils/${cid}/activity/uploads`, undefined, who);
  expect(answer.status).toBe(200);
  return answer.body.result as UploadTicket;
}

describe('activity authoring', () => {
  it('posts an activity with a thumbnail, a link and a 10 MB PDF uploaded by presigned POST, and the public feed shows it at once', async () => {
    const upload = await ticket();
    expect(upload.url).toBe(`${inject('s3Endpoint')}/${bucket}`);
    expect(upload.key).toMatch(new RegExp(`^uploads/pending/a${council1Id.value}/[0-9a-f]{32}$`));
    expect(upload.max_bytes).toBe(10 * MIB);
    const policy = JSON.parse(Buffer.from(upload.fields.policy!, 'base64').toString()) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 10 * MIB]);
    expect(policy.conditions).toContainEqual({ key: upload.key });
    expect(policy.conditions).toContainEqual({ 'Content-Type': 'application/pdf' });

    const big = pdfOfSize(10 * MIB);
    expect(await postToBucket(upload, big)).toBe(204);
    const csv = Array.from({ length: 100 }, (_, i) => contract(1000 + i));
    const answer = await send(
      'POST',
      '/v1/councils/1/activity',
      form(
        validMetadata({
          contracts: csv,
          csv_filename: 'contracts.csv',
          attachments: [
            { type: 'url', title: 'Forum', url: 'https://forum.example.org/t/1' },
            { type: 'pdf', title: 'Report', upload: upload.key, filename: 'report.pdf' },
            { type: 'pdf', title: '', file: 'file_1' },
          ],
        }),
        { thumbnail: { bytes: pngImage(816, 436), name: 'cover.png', type: 'image/png' }, file_1: { bytes: reportPdf, name: 'minutes.pdf' } },
      ),
    );
    expect(answer).toMatchObject({ status: 200, body: { code: 200 } });
    const id = (answer.body.result as { id: number }).id;
    expect(id).toBe(8); // one above the seeded activity 7

    const [shown] = (await publicFeed()).filter((a) => a.id === id);
    expect(shown).toMatchObject({ title: 'Hackathon', content: 'We ran a **hackathon**.', csv_filename: 'contracts.csv', contracts: csv, council: { id: 1, name: 'Alpha' } });
    expect(shown!.featured_image).toMatch(/^\/uploads\/activityThumbnail\/[0-9a-f]{64}\.png$/);
    expect(shown!.attachments).toEqual([
      { type: 'url', title: 'Forum', url: 'https://forum.example.org/t/1' },
      { type: 'pdf', title: 'Report', url: expect.stringMatching(/^\/uploads\/attachment\/[0-9a-f]{64}\.pdf$/), filename: 'report.pdf' },
      { type: 'pdf', title: '', url: expect.stringMatching(/^\/uploads\/attachment\/[0-9a-f]{64}\.pdf$/), filename: 'minutes.pdf' },
    ]);
    // The 10 MB file is stored whole under its content hash, and the pending object is gone.
    const stored = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: shown!.attachments[1]!.url.slice(1) }));
    expect(stored.ContentLength).toBe(10 * MIB);
    expect(stored.ContentType).toBe('application/pdf');
    expect((await storedKeys()).filter((k) => k.startsWith('uploads/pending/'))).toEqual([]);
  });

  it('refuses a 10 MB PDF sent through the API itself: a request carries at most 6 MB, as on Lambda', async () => {
    const answer = await send(
      'POST',
      '/v1/councils/1/activity',
      form(validMetadata({ attachments: [{ type: 'pdf', title: '', file: 'file_1' }] }), { file_1: { bytes: pdfOfSize(10 * MIB), name: 'big.pdf' } }),
    );
    expect(answer).toEqual({ status: 413, body: { code: 413, err_msg: 'The request is larger than 6 MB; PDF attachments are uploaded on their own first.', err_code: 'too_large' } });
  });

  describe('refuses every broken rule of admin §5 with its message, and stores nothing', () => {
    const cases: [string, Metadata, string][] = [
      ['an empty title', validMetadata({ title: '  ' }), 'title: Please enter a title.'],
      ['no content', validMetadata({ content: '' }), 'content: Please enter the content.'],
      ['one character of content', validMetadata({ content: 'a' }), 'content: Please check the length of your content - 1/2,500'],
      ['2,501 characters of content', validMetadata({ content: 'a'.repeat(2501) }), 'content: Please check the length of your content - 2,501/2,500'],
      [
        'four attachments',
        validMetadata({ attachments: [1, 2, 3, 4].map((n) => ({ type: 'url', title: '', url: `https://a.example/${n}` })) }),
        'attachments: Please add up to 3 links or files.',
      ],
      ['a link title without a URL', validMetadata({ attachments: [{ type: 'url', title: 'Forum', url: '' }] }), 'attachments.0.url: Please enter a URL or upload a file.'],
      ['a file title without a file', validMetadata({ attachments: [{ type: 'pdf', title: 'Report' }] }), 'attachments.0: Please enter a URL or upload a file.'],
      ['a URL without http(s)', validMetadata({ attachments: [{ type: 'url', title: '', url: 'ftp://files.example.org/a' }] }), 'attachments.0.url: URL must start with http:// or https://'],
      ['a URL that is no URL', validMetadata({ attachments: [{ type: 'url', title: '', url: 'https://exa mple' }] }), 'attachments.0.url: Please check the URL.'],
      ['six manual contracts', validMetadata({ contracts: [1, 2, 3, 4, 5, 6].map(contract) }), 'Please enter up to 5 contract addresses.'],
      ['an invalid address', validMetadata({ contracts: ['0x12'] }), 'Please enter valid addresses.'],
      ['a duplicate address', validMetadata({ contracts: [contract(1), contract(1).toUpperCase().replace('0X', '0x')] }), 'Please delete duplicate addresses.'],
      ['101 addresses from a CSV', validMetadata({ csv_filename: 'c.csv', contracts: Array.from({ length: 101 }, (_, i) => contract(i + 1)) }), 'Please enter up to 100 contract addresses in a .csv file.'],
      ['an empty CSV', validMetadata({ csv_filename: 'c.csv', contracts: [] }), 'Please do not upload an empty CSV file.'],
      ['a CSV that is not .csv', validMetadata({ csv_filename: 'c.xlsx', contracts: [contract(1)] }), 'csv_filename: Please upload a .csv file.'],
      ['an unknown field', validMetadata({ draft: true }), 'Unrecognized key: "draft"'],
      ['another council in the metadata', validMetadata({ council_id: 2 }), 'council_id: must be the council of the address'],
    ];
    it.each(cases)('%s', async (_name, metadata, message) => {
      const before = await storedKeys();
      const answer = await send('POST', '/v1/councils/1/activity', form(metadata, { thumbnail: { bytes: pngImage(816, 436), name: 'cover.png' } }));
      expect(answer).toEqual({ status: 400, body: { code: 400, err_msg: message, err_code: 'invalid_request' } });
      expect(await storedKeys()).toEqual(before);
    });
  });

  describe('refuses an oversized, disguised or truncated file, and nothing is stored or referenced', () => {
    const truncated = reportPdf.subarray(0, reportPdf.length - 40);
    const pngInSvg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="816" height="436"><image width="816" height="436" href="#p"/><script>fetch('/v1/auth',{method:'DELETE'})</script><!-- ${pngImage(816, 436).toString('base64')} --></svg>`,
    );
    const files: [string, string, { bytes: Uint8Array; name: string; type?: string }, Metadata, string][] = [
      ['a thumbnail of 3.8 MB and more', 'thumbnail', { bytes: pngImage(816, 436, { padding: Math.ceil(3.8 * MIB) }), name: 'big.png' }, {}, 'Please upload a file less than 4 MB'],
      ['a PDF renamed .png as the thumbnail', 'thumbnail', { bytes: reportPdf, name: 'cover.png', type: 'image/png' }, {}, 'Please upload a PNG, JPEG, JPG or SVG file.'],
      ['a PNG with a script inside an SVG wrapper', 'thumbnail', { bytes: pngInSvg, name: 'cover.svg', type: 'image/svg+xml' }, {}, 'The SVG file carries an embedded image.'],
      ['a thumbnail smaller than 816x436', 'thumbnail', { bytes: pngImage(800, 436), name: 'small.png' }, {}, 'Please upload an image of 816x436 or larger.'],
      ['a 400x225 thumbnail', 'thumbnail', { bytes: pngImage(400, 225), name: 'small.png' }, {}, 'Please upload an image of 816x436 or larger.'],
      ['a truncated PDF', 'file_1', { bytes: truncated, name: 'cut.pdf' }, { attachments: [{ type: 'pdf', title: '', file: 'file_1' }] }, 'The PDF file is incomplete.'],
      ['a PNG renamed .pdf', 'file_1', { bytes: pngImage(816, 436), name: 'report.pdf', type: 'application/pdf' }, { attachments: [{ type: 'pdf', title: '', file: 'file_1' }] }, 'Please upload a PDF file.'],
    ];
    it.each(files)('%s', async (_name, part, file, metadata, message) => {
      const before = await storedKeys();
      const feed = await publicFeed();
      const answer = await send('POST', '/v1/councils/1/activity', form(validMetadata(metadata), { [part]: file }));
      expect(answer).toEqual({ status: 400, body: { code: 400, err_msg: message, err_code: 'invalid_request' } });
      expect(await storedKeys()).toEqual(before);
      expect(await publicFeed()).toEqual(feed);
    });

    const pending: [string, Buffer, string][] = [
      ['an uploaded PDF over 10 MB', pdfOfSize(10 * MIB + 1), 'File size must be 10 MB or less.'],
      ['an uploaded truncated PDF', truncated, 'The PDF file is incomplete.'],
      ['an uploaded PNG posing as a PDF', pngImage(816, 436), 'Please upload a PDF file.'],
    ];
    it.each(pending)('%s: refused, and the pending object deleted', async (_name, bytes, message) => {
      const upload = await ticket();
      // s3rver keeps no policy: the file lands whatever its size or type, so the API must judge it.
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: upload.key, Body: bytes, ContentType: 'application/pdf' }));
      const before = (await storedKeys()).filter((k) => k !== upload.key);
      const answer = await send('POST', '/v1/councils/1/activity', form(validMetadata({ attachments: [{ type: 'pdf', title: '', upload: upload.key, filename: 'x.pdf' }] })));
      expect(answer).toEqual({ status: 400, body: { code: 400, err_msg: message, err_code: 'invalid_request' } });
      expect(await storedKeys()).toEqual(before);
    });

    it("refuses another account's pending upload", async () => {
      const upload = await ticket('site', 1);
      await postToBucket(upload, reportPdf);
      const answer = await send('POST', '/v1/councils/1/activity', form(validMetadata({ attachments: [{ type: 'pdf', title: '', upload: upload.key, filename: 'x.pdf' }] })));
      expect(answer).toEqual({ status: 403, body: { code: 403, err_msg: 'This upload was not made by your account', err_code: 'upload_not_yours' } });
    });
  });

  it('edits only the fields sent, clears the thumbnail with "none", keeps stored PDFs, and deletes; the feed follows each step', async () => {
    const created = await send(
      'POST',
      '/v1/councils/1/activity',
      form(validMetadata({ title: 'To edit', contracts: [contract(5)], attachments: [{ type: 'pdf', title: 'Minutes', file: 'file_2' }] }), {
        thumbnail: { bytes: pngImage(900, 500), name: 'c.png' },
        file_2: { bytes: reportPdf, name: 'minutes.pdf' },
      }),
    );
    const id = (created.body.result as { id: number }).id;
    const original = (await publicFeed()).find((a) => a.id === id)!;

    expect((await send('PUT', `/v1/councils/1/activity/${id}`, form({ title: 'Edited title' }))).status).toBe(200);
    const edited = (await publicFeed()).find((a) => a.id === id)!;
    expect(edited).toEqual({ ...original, title: 'Edited title' });

    const kept = original.attachments[0]!;
    const second = await send(
      'PUT',
      `/v1/councils/1/activity/${id}`,
      form({ featured_image: 'none', attachments: [{ type: 'pdf', title: 'Minutes v2', url: kept.url }, { type: 'url', title: '', url: 'https://a.example/x' }] }),
    );
    expect(second.status).toBe(200);
    expect((await publicFeed()).find((a) => a.id === id)).toEqual({
      ...edited,
      featured_image: '',
      attachments: [{ ...kept, title: 'Minutes v2' }, { type: 'url', title: '', url: 'https://a.example/x' }],
    });

    // A stored PDF of another activity cannot be claimed by URL.
    const claim = await send('PUT', `/v1/councils/1/activity/${id}`, form({ attachments: [{ type: 'pdf', title: '', url: `/uploads/attachment/${'0'.repeat(64)}.pdf` }] }));
    expect(claim).toEqual({ status: 400, body: { code: 400, err_msg: 'Please enter a URL or upload a file.', err_code: 'invalid_request' } });
    // Contracts are judged against the source they end up with.
    const tooMany = await send('PUT', `/v1/councils/1/activity/${id}`, form({ contracts: [1, 2, 3, 4, 5, 6].map(contract) }));
    expect(tooMany).toEqual({ status: 400, body: { code: 400, err_msg: 'Please enter up to 5 contract addresses.', err_code: 'invalid_request' } });

    const list = await send('GET', '/v1/councils/1/activity?page=1');
    expect(list.status).toBe(200);
    expect((list.body.result as { items: (ActivityRecord & { version: number })[] }).items.find((r) => r.id === id)?.version).toBe(3);
    expect((list.body.result as { items: ActivityRecord[]; size: number }).size).toBe(3);
    expect((list.body.result as { items: ActivityRecord[] }).items.map((r) => r.id)).toContain(id);

    expect((await send('DELETE', `/v1/councils/1/activity/${id}`)).status).toBe(200);
    expect((await publicFeed()).map((a) => a.id)).not.toContain(id);
    expect(await send('DELETE', `/v1/councils/1/activity/${id}`)).toEqual({ status: 404, body: { code: 404, err_msg: `Activity ${id} not found`, err_code: 'not_found' } });
  });

  it('saves an edit only over the version its editor read: 428 without one, 409 when someone saved first, one of two racing edits', async () => {
    const created = await send('POST', '/v1/councils/1/activity', form(validMetadata({ title: 'Versioned' })));
    const id = (created.body.result as { id: number }).id;
    const path = `/v1/councils/1/activity/${id}`;
    const put = async (version: string | null, title: string) => {
      const response = await app.request(path, { method: 'PUT', headers: { ...auth('council1'), ...(version === null ? {} : { 'If-Match': version }) }, body: form({ title }) });
      return { status: response.status, body: (await response.json()) as { code: number; err_msg?: string } };
    };
    const missing = await put(null, 'No version');
    expect(missing.status).toBe(428);
    expect(missing.body.err_msg).toBe('Send the version you edited (If-Match); reload the activity and make your change again');
    expect((await put('"1"', 'First save')).status).toBe(200);
    const stale = await put('"1"', 'Saved over the first');
    expect(stale).toEqual({ status: 409, body: { code: 409, err_msg: 'Someone else changed or deleted this activity since you opened it; reload and edit again.', err_code: 'edited_elsewhere' } });
    const raced = await Promise.all([put('"2"', 'Racer A'), put('"2"', 'Racer B')]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409]);
    const stored = await getActivityRecord(db, id);
    expect(stored?.rev).toBe(3);
    expect(stored?.record.title).toBe(raced[0]!.status === 200 ? 'Racer A' : 'Racer B');
  });

  it("keeps a council's admin to its own council; a site operator may act on any", async () => {
    expect(await send('POST', '/v1/councils/2/activity', form(validMetadata({ council_id: 2 })))).toEqual({
      status: 403,
      body: { code: 403, err_msg: 'Your account may act only on its own council', err_code: 'own_council_only' },
    });
    expect((await send('PUT', '/v1/councils/2/activity/7', form({ title: 'Mine now' }))).status).toBe(403);
    // Council 2's activity through council 1's path is simply not there.
    expect((await send('PUT', '/v1/councils/1/activity/7', form({ title: 'Mine now' }))).status).toBe(404);
    expect((await send('POST', '/v1/councils/2/activity/uploads')).status).toBe(403);
    expect((await send('PUT', '/v1/councils/2/activity/7', form({ title: 'Edited by an operator' }), 'site')).status).toBe(200);
    expect((await send('PUT', '/v1/councils/2/activity/7', form({ title: 'Edited by its council' }), 'council2')).status).toBe(200);
  });

  it('refuses unknown parts and a missing metadata', async () => {
    const body = form(validMetadata());
    body.set('file_9', new Blob([reportPdf]), 'x.pdf');
    expect(await send('POST', '/v1/councils/1/activity', body)).toEqual({ status: 400, body: { code: 400, err_msg: 'Unknown field: file_9', err_code: 'unknown_field' } });
    const orphan = form(validMetadata(), { file_1: { bytes: reportPdf, name: 'x.pdf' } });
    expect(await send('POST', '/v1/councils/1/activity', orphan)).toEqual({ status: 400, body: { code: 400, err_msg: 'file_1: no attachment refers to it', err_code: 'invalid_request' } });
    expect((await send('POST', '/v1/councils/1/activity', form(undefined))).body.err_msg).toBe(
      'council_id: Invalid input: expected number, received undefined; title: Please enter a title.; content: Please enter the content.',
    );
  });

  it("serves stored files under the site's own /uploads/ path as the CDN does, and never a pending one", async () => {
    const origin = createLocalOrigin({ port: 0, deps: { db, config, s3 }, readStatusFile: async () => '{}' });
    const upload = await ticket();
    await postToBucket(upload, reportPdf);
    expect((await origin.request(`/${upload.key}`)).status).toBe(404);
    const created = await send('POST', '/v1/councils/1/activity', form(validMetadata({ attachments: [{ type: 'pdf', title: '', upload: upload.key, filename: 'r.pdf' }] })));
    const activity = (await publicFeed()).find((a) => a.id === (created.body.result as { id: number }).id)!;
    const served = await origin.request(activity.attachments[0]!.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(reportPdf)).toBe(true);
    expect(Object.fromEntries(['Content-Type', 'Cache-Control', 'X-Content-Type-Options', 'X-Frame-Options', 'Referrer-Policy', 'Content-Security-Policy'].map((h) => [h, served.headers.get(h)]))).toEqual({
      'Content-Type': 'application/pdf',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      // Nothing may run or load beside the browser's own PDF viewer (not sandboxed: the viewer must open it).
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    });
    expect((await origin.request('/uploads/attachment/missing.pdf')).status).toBe(404);
    expect((await origin.request('/uploads/../status.json')).status).toBe(404);
  });
});
