import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { Db } from '@portal/core/db/client';
import { createAccount, addSiteAdmin } from '@portal/core/db/repositories/accounts';
import { putActivityRecord } from '@portal/core/db/repositories/activities';
import { getCouncilRecord, putCouncilList, putCouncilProfile } from '@portal/core/db/repositories/councils';
import { seedLookups } from '@portal/core/db/repositories/lookups';
import { putStakingPoints } from '@portal/core/db/repositories/stats';
import type { Council, CouncilRecord } from '@portal/core/entities/council';
import { COUNCIL_MESSAGES } from '@portal/core/entities/councilInput';
import { projectCouncilList } from '@portal/core/views/councilList';
import { createHardhatProvider } from '@portal/devnet/src/hardhatProvider';
import { judgeInProcess } from '@portal/core/storage/judgeInProcess';
import { pdfDocument, pngImage, svgWithScript } from '../../../../test/fixtures/uploadFiles';
import { freshTestDb, testS3 } from '../../../../test/setup/services';
import { json, signIn, signInTestConfig } from '../../../../test/setup/signIn';
import { createApp } from '../../app';
import { councilProfile } from '../../../../test/fixtures/councilProfiles';

const BUCKET = 'test-uploads';
const CATEGORIES = [
  { id: 1, name: 'Infra' },
  { id: 2, name: 'DeFi' },
  { id: 3, name: 'Gaming' },
  { id: 9, name: 'etc' },
];
const COMMUNITY_TYPES = [
  { id: 1, name: 'X', thumbnail: '/icons/x.svg' },
  { id: 2, name: 'Telegram', thumbnail: '/icons/telegram.svg' },
];

const profile = (id: number, name: string) => councilProfile(id, { name, thumbnail: `/uploads/councilThumbnail/${id}.png` });

const NEW_COUNCIL = {
  name: 'Gamma Validators',
  categories: [1, 2],
  summary: 'Runs two nodes',
  description: 'Gamma has run validators since 2021.',
  address: '0x00000000000000000000000000000000000000AB',
  websites: [{ url: 'https://gamma.example.org' }],
};

type Envelope<T> = { code: number; result: T; err_msg: string };
const read = async <T>(response: Response) => (await response.json()) as Envelope<T>;

function councilForm(metadata: unknown, thumbnail?: { bytes: Uint8Array; name: string; type: string }): FormData {
  const form = new FormData();
  form.set('metadata', JSON.stringify(metadata));
  if (thumbnail) form.set('file_1', new File([new Uint8Array(thumbnail.bytes)], thumbnail.name, { type: thumbnail.type }));
  return form;
}

describe('council management (admin-area §2.4–§2.6, §4.3, §5, §7.2)', () => {
  let db: Db;
  let app: ReturnType<typeof createApp>;
  let chain: { url: string; server: Server; request: (method: string, params?: unknown[]) => Promise<unknown> };
  const s3 = testS3();
  const key = () => privateKeyToAccount(generatePrivateKey());
  const who: Record<'admin' | 'manager' | 'gc1Admin' | 'gc1Manager' | 'gc2Admin', PrivateKeyAccount> = {
    admin: key(),
    manager: key(),
    gc1Admin: key(),
    gc1Manager: key(),
    gc2Admin: key(),
  };
  const token: Partial<Record<keyof typeof who, string>> = {};

  beforeAll(async () => {
    db = await freshTestDb();
    const provider = await createHardhatProvider();
    // The real hardhat network in this process, served over HTTP as a node serves it.
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (part: Buffer) => (body += part.toString()));
      req.on('end', () => {
        const call = JSON.parse(body) as { id: number; method: string; params: unknown[] };
        provider.request({ method: call.method, params: call.params }).then(
          (result) => res.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result })),
          (error: Error) => res.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, error: { code: -32000, message: error.message } })),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    chain = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, request: (method, params = []) => provider.request({ method, params }) };

    app = createApp({ db, config: signInTestConfig({ UPLOADS_BUCKET: BUCKET, RPC_URL: chain.url }), s3, uploadJudge: judgeInProcess(s3, BUCKET) });
    await seedLookups(db, { categories: CATEGORIES, communityTypes: COMMUNITY_TYPES });
    const published = [profile(1, 'Alpha'), profile(2, 'Beta')];
    for (const p of published) await putCouncilProfile(db, p);
    await putCouncilList(db, projectCouncilList(published, { stakingContracts: [] }, new Date()));
    await addSiteAdmin(db, who.admin.address);
    await createAccount(db, { address: who.manager.address, council_id: 0, level: 1, type: 0 });
    await createAccount(db, { address: who.gc1Admin.address, council_id: 1, level: 0, type: 1 });
    await createAccount(db, { address: who.gc1Manager.address, council_id: 1, level: 1, type: 1 });
    await createAccount(db, { address: who.gc2Admin.address, council_id: 2, level: 0, type: 1 });
    for (const name of Object.keys(who) as (keyof typeof who)[]) token[name] = (await signIn(app, who[name])).token;
  });

  afterAll(async () => {
    await new Promise((resolve) => chain?.server.close(resolve));
  });

  const auth = (name: keyof typeof who, headers: Record<string, string> = {}) => ({ Authorization: `Bearer ${token[name]}`, ...headers });
  const as = (name: keyof typeof who) => ({
    create: (form: FormData) => app.request('/v1/councils', { method: 'POST', body: form, headers: auth(name) }),
    edit: (cid: number, form: FormData, version?: number) =>
      app.request(`/v1/councils/${cid}`, { method: 'PUT', body: form, headers: auth(name, version === undefined ? {} : { 'If-Match': `"${version}"` }) }),
    remove: (cid: number, version: number) => app.request(`/v1/councils/${cid}/draft`, { method: 'DELETE', headers: auth(name, { 'If-Match': `"${version}"` }) }),
    get: (path: string) => app.request(path, { headers: auth(name) }),
    balance: (cid: number, body: unknown) => app.request(`/v1/councils/${cid}/balance`, json('POST', body, token[name])),
  });
  const adminView = async (cid: number) => (await read<{ council: CouncilRecord; version: number }>(await as('admin').get(`/v1/councils/${cid}/admin`))).result;
  const publicCouncil = (cid: number) => app.request(`/v1/councils/${cid}`);

  /** Keys in the uploads bucket holding these bytes (keys are content hashes). */
  async function storedCopies(bytes: Uint8Array): Promise<string[]> {
    const hash = createHash('sha256').update(bytes).digest('hex');
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'uploads/' }));
    return (listed.Contents ?? []).map((o) => o.Key!).filter((k) => k.includes(hash));
  }

  describe('Save Draft (POST /v1/councils)', () => {
    it('creates a draft with its thumbnail stored by content; drafts stay off the public pages and show in the GC List', async () => {
      const thumbnail = pngImage(240, 240, { shade: 0x31 });
      const response = await as('admin').create(councilForm(NEW_COUNCIL, { bytes: thumbnail, name: 'gamma.png', type: 'image/png' }));
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      const { id } = (await read<{ id: number }>(response)).result;
      expect(id).toBe(3);

      const { council, version } = await adminView(id);
      expect(version).toBe(1);
      expect(council).toMatchObject({
        id: 3,
        name: 'Gamma Validators',
        categories: [CATEGORIES[0], CATEGORIES[1]],
        address: '0x00000000000000000000000000000000000000ab',
        site_conf: { status: 'OnBoarding', isFoundation: false },
        websites: [{ url: 'https://gamma.example.org', title: '' }],
        joined_at: null,
        resigned_at: null,
      });
      const hash = createHash('sha256').update(thumbnail).digest('hex');
      expect(council.thumbnail).toBe(`/uploads/councilThumbnail/${hash}.png`);
      const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: council.thumbnail.slice(1) }));
      expect(object.ContentType).toBe('image/png');
      expect(Buffer.from(await object.Body!.transformToByteArray()).equals(thumbnail)).toBe(true);

      expect((await publicCouncil(3)).status).toBe(404);
      const list = (await read<{ council: CouncilRecord }[]>(await as('manager').get('/v1/councils/admin'))).result;
      expect(list.map((c) => [c.council.id, c.council.joined_at])).toEqual([
        [1, '2025-01-01T00:00:00.000Z'],
        [2, '2025-01-01T00:00:00.000Z'],
        [3, null],
      ]);
    });

    it.each([
      ['name', { name: 'x'.repeat(30) }, COUNCIL_MESSAGES.nameTooLong],
      ['name', { name: '  ' }, COUNCIL_MESSAGES.nameRequired],
      ['summary', { summary: '' }, COUNCIL_MESSAGES.summaryRequired],
      ['summary', { summary: 's'.repeat(181) }, COUNCIL_MESSAGES.summaryTooLong],
      ['summary', { summary: 'one\ntwo\nthree\nfour' }, COUNCIL_MESSAGES.summaryLines],
      ['description', { description: '' }, COUNCIL_MESSAGES.descriptionRequired],
      ['description', { description: 'd'.repeat(5001) }, COUNCIL_MESSAGES.descriptionTooLong],
      ['categories', { categories: [] }, COUNCIL_MESSAGES.categoryRequired],
      ['categories', { categories: [1, 2, 3, 9] }, COUNCIL_MESSAGES.tooManyCategories],
      ['categories', { categories: [1, 1] }, COUNCIL_MESSAGES.duplicateCategory],
      ['websites', { websites: [{ url: 'https://a.org' }, { url: 'https://b.org' }, { url: 'https://c.org' }] }, COUNCIL_MESSAGES.tooManyWebsitesNew],
      ['websites.0.url', { websites: [{ url: 'www.gamma.org' }] }, COUNCIL_MESSAGES.urlScheme],
      ['websites.0.url', { websites: [{ url: 'https://gamma' }] }, COUNCIL_MESSAGES.checkUrl],
      ['address', { address: '0x12' }, COUNCIL_MESSAGES.invalidAddress],
    ])('refuses %s: %j → "%s", and writes nothing', async (path, change, message) => {
      const response = await as('admin').create(councilForm({ ...NEW_COUNCIL, ...change }));
      expect(response.status).toBe(400);
      expect((await read(response)).err_msg).toBe(`${path}: ${message}`);
      expect(await getCouncilRecord(db, 4)).toBeNull();
    });

    it('refuses an unknown field, an unknown category and a form part it does not know', async () => {
      const extra = await as('admin').create(councilForm({ ...NEW_COUNCIL, joined_at: '2026-01-01T00:00:00Z' }));
      expect((await read(extra)).err_msg).toMatch(/Unrecognized key.*joined_at/);
      const category = await as('admin').create(councilForm({ ...NEW_COUNCIL, categories: [42] }));
      expect(category.status).toBe(400);
      expect((await read(category)).err_msg).toBe('Category 42 does not exist');
      const form = councilForm(NEW_COUNCIL);
      form.set('file_2', new File([new Uint8Array(pngImage(120, 120))], 'b.png'));
      expect((await read(await as('admin').create(form))).err_msg).toBe('Unknown form fields: file_2');
      expect(await getCouncilRecord(db, 4)).toBeNull();
    });

    it.each([
      ['a PDF named .png and sent as image/png', pdfDocument(), 'thumb.png', 'image/png', 'A PDF file is not accepted here; expected PNG, JPEG, SVG.'],
      ['a PNG inside an SVG wrapper with a script', svgWithScript(), 'thumb.svg', 'image/svg+xml', 'The SVG file carries an element that can run script or embed a document.'],
      ['a truncated PNG', pngImage(240, 240).subarray(0, 60), 'thumb.png', 'image/png', 'The PNG file is incomplete.'],
      ['an oversized PNG (4 MB)', pngImage(240, 240, { padding: 4 * 1024 * 1024 }), 'thumb.png', 'image/png', 'The file is larger than 3.8 MB.'],
      ['a PNG under 120x120', pngImage(119, 119), 'thumb.png', 'image/png', 'The image is 119x119; it must be at least 120x120.'],
    ])('refuses %s by its content: nothing is stored or referenced', async (_case, bytes, name, type, reason) => {
      const response = await as('admin').create(councilForm(NEW_COUNCIL, { bytes, name, type }));
      expect(response.status).toBe(400);
      expect((await read(response)).err_msg).toBe(`Thumbnail refused: ${reason}`);
      expect(await storedCopies(bytes)).toEqual([]);
      expect(await getCouncilRecord(db, 4)).toBeNull();
    });

    it('is for site admins only', async () => {
      expect((await as('manager').create(councilForm(NEW_COUNCIL))).status).toBe(403);
      expect((await as('gc1Admin').create(councilForm(NEW_COUNCIL))).status).toBe(403);
    });
  });

  describe('the three edit shapes (PUT /v1/councils/{cid}), each shown by the public answers at once', () => {
    it('(a) profile: categories, summary and description', async () => {
      const { version } = await adminView(1);
      const response = await as('gc1Admin').edit(1, councilForm({ categories: [2, 9], summary: 'DeFi tooling', description: 'Alpha builds DeFi tooling.' }), version);
      expect(response.status).toBe(200);
      expect((await read<{ version: number }>(response)).result.version).toBe(version + 1);
      const shown = (await read<Council>(await publicCouncil(1))).result;
      expect(shown).toMatchObject({ summary: 'DeFi tooling', description: 'Alpha builds DeFi tooling.', categories: [CATEGORIES[1], CATEGORIES[3]] });
    });

    it('(b) links: up to 3 websites and 10 community links, each URL checked', async () => {
      const { version } = await adminView(1);
      const links = { communities: [{ id: 2, links: [{ url: 'https://t.me/alpha', title: 'Alpha chat' }] }], websites: [{ url: 'https://alpha.org' }, { url: 'https://docs.alpha.org' }, { url: 'https://blog.alpha.org' }] };
      expect((await as('gc1Manager').edit(1, councilForm(links), version)).status).toBe(200);
      const shown = (await read<Council>(await publicCouncil(1))).result;
      expect(shown.communities).toEqual([{ id: 2, name: 'Telegram', thumbnail: '/icons/telegram.svg', links: [{ url: 'https://t.me/alpha', title: 'Alpha chat' }] }]);
      expect(shown.websites.map((w) => w.url)).toEqual(['https://alpha.org', 'https://docs.alpha.org', 'https://blog.alpha.org']);

      const eleven = { communities: [{ id: 1, links: Array.from({ length: 11 }, (_, i) => ({ url: `https://x.com/alpha${i}`, title: '' })) }], websites: [] };
      expect((await read(await as('admin').edit(1, councilForm(eleven), version + 1))).err_msg).toBe(`communities: ${COUNCIL_MESSAGES.tooManyCommunities}`);
      const four = { communities: [], websites: [...links.websites, { url: 'https://four.alpha.org' }] };
      expect((await read(await as('admin').edit(1, councilForm(four), version + 1))).err_msg).toBe(`websites: ${COUNCIL_MESSAGES.tooManyWebsites}`);
      const badUrl = { communities: [{ id: 1, links: [{ url: 'x.com/alpha', title: '' }] }], websites: [] };
      expect((await read(await as('admin').edit(1, councilForm(badUrl), version + 1))).err_msg).toBe(`communities.0.links.0.url: ${COUNCIL_MESSAGES.urlScheme}`);
      const unknownType = { communities: [{ id: 7, links: [{ url: 'https://x.com/alpha', title: '' }] }], websites: [] };
      expect((await read(await as('admin').edit(1, councilForm(unknownType), version + 1))).err_msg).toBe('Community type 7 does not exist');
      expect((await adminView(1)).version).toBe(version + 1);
    });

    it('(c) GC information: name, status, address and dates; a new name reaches the activity views', async () => {
      await putActivityRecord(db, {
        id: 41,
        council_id: 2,
        title: 'Beta hackathon',
        content: 'We ran a hackathon.',
        featured_image: '',
        created_at: '2026-11-01T00:00:00.000Z',
        attachments: [],
        contracts: [],
        csv_filename: null,
      });
      const { version } = await adminView(2);
      const info = { name: 'Beta Prime', site_conf: { status: 'New', isFoundation: false }, address: '0x00000000000000000000000000000000000000Cd', joined_at: '2025-01-01T00:00:00Z', resigned_at: '9999-12-31T00:00:00Z' };
      expect((await as('admin').edit(2, councilForm(info), version)).status).toBe(200);
      expect((await read<Council>(await publicCouncil(2))).result).toMatchObject({ name: 'Beta Prime', site_conf: { status: 'New' }, resigned_at: null });
      expect((await adminView(2)).council.address).toBe('0x00000000000000000000000000000000000000cd');
      const activity = (await read<{ council: { name: string } }>(await app.request('/v1/activities/41'))).result;
      expect(activity.council.name).toBe('Beta Prime');
    });

    it.each([
      ['resigned_at', { joined_at: '2026-05-01T00:00:00Z', resigned_at: '2026-04-30T00:00:00Z' }, COUNCIL_MESSAGES.datesOrder],
      ['resigned_at', { joined_at: '2026-05-01T00:00:00Z', resigned_at: '2026-05-01T00:00:00Z' }, COUNCIL_MESSAGES.datesOrder],
      ['joined_at', { joined_at: '2026-02-30T00:00:00Z' }, COUNCIL_MESSAGES.invalidDate],
      ['joined_at', { joined_at: '2026-05-01' }, COUNCIL_MESSAGES.invalidDate],
      ['name', { name: 'n'.repeat(31) }, COUNCIL_MESSAGES.nameTooLongEdit],
      ['address', { address: '0xZZ' }, COUNCIL_MESSAGES.invalidAddress],
      ['site_conf.status', { site_conf: { status: 'New', isFoundation: true } }, 'A foundation has no status'],
    ])('(c) refuses %s: %j → "%s"', async (path, change, message) => {
      const { version } = await adminView(2);
      const info = { name: 'Beta Prime', site_conf: { status: 'New', isFoundation: false }, address: '0x00000000000000000000000000000000000000cd', joined_at: '2025-01-01T00:00:00Z', resigned_at: '9999-12-31T00:00:00Z', ...change };
      const response = await as('admin').edit(2, councilForm(info), version);
      expect(response.status).toBe(400);
      expect((await read(response)).err_msg).toBe(`${path}: ${message}`);
      expect((await adminView(2)).version).toBe(version);
    });

    it('(c) takes 30 characters for a name, and is for site admins only', async () => {
      const { version } = await adminView(2);
      const info = { name: 'n'.repeat(30), site_conf: { status: '', isFoundation: false }, address: '0x00000000000000000000000000000000000000cd', joined_at: '2025-01-01T00:00:00Z', resigned_at: '9999-12-31T00:00:00Z' };
      const refused = await as('gc2Admin').edit(2, councilForm(info), version);
      expect(refused.status).toBe(403);
      expect((await read(refused)).err_msg).toBe('Only a site admin may edit the GC information');
      expect((await as('admin').edit(2, councilForm(info), version)).status).toBe(200);
      expect((await read<Council>(await publicCouncil(2))).result.name).toBe('n'.repeat(30));
    });

    it('a thumbnail alone replaces the picture on the public pages; a refused one changes nothing', async () => {
      const { version, council } = await adminView(1);
      const bytes = pngImage(160, 160, { shade: 0x55 });
      expect((await as('gc1Admin').edit(1, councilForm({}, { bytes, name: 'a.png', type: 'image/png' }), version)).status).toBe(200);
      const url = (await read<Council>(await publicCouncil(1))).result.thumbnail;
      expect(url).not.toBe(council.thumbnail);
      expect(await storedCopies(bytes)).toEqual([url.slice(1)]);

      const disguised = pdfDocument();
      const refused = await as('gc1Admin').edit(1, councilForm({}, { bytes: disguised, name: 'a.png', type: 'image/png' }), version + 1);
      expect(refused.status).toBe(400);
      expect(await storedCopies(disguised)).toEqual([]);
      expect(await adminView(1)).toMatchObject({ version: version + 1, council: { thumbnail: url } });
    });

    it('a council admin edits only its own council', async () => {
      const { version } = await adminView(2);
      const response = await as('gc1Admin').edit(2, councilForm({ categories: [1], summary: 'Taken over', description: 'x' }), version);
      expect(response.status).toBe(403);
      expect((await read(response)).err_msg).toBe('Your account may act only on its own council');
      expect((await as('gc1Admin').get('/v1/councils/2/admin')).status).toBe(403);
      expect((await as('gc1Admin').get('/v1/councils/admin')).status).toBe(403);
      expect((await read<Council>(await publicCouncil(2))).result.summary).not.toBe('Taken over');
    });

    it('two editors of one council: one wins, the other gets a conflict and nothing of it is written', async () => {
      const { version } = await adminView(1);
      const mine = councilForm({ categories: [1], summary: 'Mine', description: 'Mine' });
      const theirs = councilForm({ categories: [2], summary: 'Theirs', description: 'Theirs' });
      const answers = await Promise.all([as('admin').edit(1, mine, version), as('gc1Admin').edit(1, theirs, version)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const loser = answers.find((a) => a.status === 409)!;
      expect((await read(loser)).err_msg).toBe('Council 1 was changed by someone else since you opened it. Reload it and make your edit again.');
      const winner = answers[0]!.status === 200 ? 'Mine' : 'Theirs';
      expect((await read<Council>(await publicCouncil(1))).result.summary).toBe(winner);
      expect((await adminView(1)).version).toBe(version + 1);
    });

    it('an edit without the version it was made on is refused (428)', async () => {
      const response = await as('admin').edit(1, councilForm({ categories: [1], summary: 'No version', description: 'x' }));
      expect(response.status).toBe(428);
      expect((await read<Council>(await publicCouncil(1))).result.summary).not.toBe('No version');
    });
  });

  describe('publish and remove (§4.3)', () => {
    it('publishing sets the joined date: the council joins the public list and detail at once', async () => {
      const { version } = await adminView(3);
      const info = { name: 'Gamma Validators', site_conf: { status: 'OnBoarding', isFoundation: false }, address: '0x00000000000000000000000000000000000000ab', joined_at: '2026-11-20T00:00:00Z', resigned_at: '9999-12-31T00:00:00Z' };
      expect((await as('admin').edit(3, councilForm(info), version)).status).toBe(200);
      const shown = await publicCouncil(3);
      expect(shown.status).toBe(200);
      expect((await read<Council>(shown)).result).toMatchObject({ id: 3, name: 'Gamma Validators', joined_at: '2026-11-20T00:00:00.000Z' });
      const list = (await read<Council[]>(await app.request('/v1/councils'))).result;
      expect(list.map((c) => c.id)).toContain(3);
    });

    it('only a draft is removed, only by a site admin', async () => {
      const published = await adminView(3);
      const refused = await as('admin').remove(3, published.version);
      expect(refused.status).toBe(400);
      expect((await read(refused)).err_msg).toBe('Only a draft can be removed; this council is published');

      const created = await as('admin').create(councilForm({ ...NEW_COUNCIL, name: 'Delta' }));
      const { id } = (await read<{ id: number }>(created)).result;
      expect(id).toBe(4);
      expect((await as('manager').remove(id, 1)).status).toBe(403);
      expect((await as('gc1Admin').remove(id, 1)).status).toBe(403);
      expect((await as('admin').remove(id, 0)).status).toBe(409);
      expect((await as('admin').remove(id, 1)).status).toBe(200);
      expect(await getCouncilRecord(db, id)).toBeNull();
    });
  });

  describe('reward data (GET /v1/councils/{cid}/rewards)', () => {
    it('answers a CSV of the month from the indexed rewards, with its file name', async () => {
      const point = (date: string, proposer: string) => ({ date, apy: '4.2', total_staking: '5000000', proposer_reward: proposer, staking_reward: '10.5', estimated_reward: '0', ratio: '12' });
      await putStakingPoints(db, [
        { councilId: 1, point: point('2026-10-31', '1') },
        { councilId: 1, point: point('2026-11-01', '2.25') },
        { councilId: 1, point: point('2026-11-02', '3') },
        { councilId: 2, point: point('2026-11-01', '9') },
      ]);
      const response = await as('gc1Manager').get('/v1/councils/1/rewards?year=2026&month=11');
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
      const name = (await read<Council>(await publicCouncil(1))).result.name;
      expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="reward_data_${name}_2026-11.csv"`);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect((await response.text()).split('\r\n')).toEqual([
        'Date,From (KST),To (KST),Proposer Reward (KLAY),Staking Reward (KLAY),Total Reward (KLAY),Total Staking (KLAY),APY (%)',
        '2026-11-01,2026-11-01 01:00:00,2026-11-02 01:00:00,2.25,10.5,12.75,5000000,4.2',
        '2026-11-02,2026-11-02 01:00:00,2026-11-03 01:00:00,3,10.5,13.5,5000000,4.2',
        '',
      ]);
      // A Korean My Page asks for its header in Korean; the rows are the same figures.
      const korean = (await (await as('gc1Manager').get('/v1/councils/1/rewards?year=2026&month=11&lang=ko')).text()).split('\r\n');
      expect(korean[0]).toBe('날짜,시작(KST),종료(KST),제안자 보상(KLAY),스테이킹 보상(KLAY),총 보상(KLAY),총 스테이킹(KLAY),APY(%)');
      expect(korean.slice(1, 3)).toEqual(['2026-11-01,2026-11-01 01:00:00,2026-11-02 01:00:00,2.25,10.5,12.75,5000000,4.2', '2026-11-02,2026-11-02 01:00:00,2026-11-03 01:00:00,3,10.5,13.5,5000000,4.2']);
      const unknown = await as('gc1Manager').get('/v1/councils/1/rewards?year=2026&month=11&lang=xx');
      expect(unknown.status).toBe(400);
      expect(await read(unknown)).toMatchObject({ code: 400, err_code: 'invalid_request' });
    });

    it('takes the years 2023 to now and two-digit months that have begun; only its own council for a council member', async () => {
      expect((await read(await as('admin').get('/v1/councils/1/rewards?year=2022&month=01'))).err_msg).toMatch(/^Invalid query: year/);
      expect((await as('admin').get('/v1/councils/1/rewards?year=2026&month=1')).status).toBe(400);
      const future = await as('admin').get(`/v1/councils/1/rewards?year=${new Date().getUTCFullYear() + 1}&month=01`);
      expect((await read(future)).err_msg).toMatch(/^There is no reward data for/);
      expect((await as('admin').get('/v1/councils/1/rewards?year=2023&month=01')).status).toBe(200);
      expect((await as('gc1Admin').get('/v1/councils/2/rewards?year=2026&month=11')).status).toBe(403);
      expect((await as('admin').get('/v1/councils/99/rewards?year=2026&month=11')).status).toBe(404);
    });
  });

  describe('balance checker (POST /v1/councils/{cid}/balance), against a real hardhat chain', () => {
    it('answers at a block, and at the last block of a Korea day, the balance the chain holds there', async () => {
      const target = privateKeyToAccount(generatePrivateKey()).address;
      const [from] = (await chain.request('eth_accounts')) as string[];
      const sendAt = async (iso: string, wei: bigint) => {
        await chain.request('evm_setNextBlockTimestamp', [`0x${(Date.parse(iso) / 1000).toString(16)}`]);
        await chain.request('eth_sendTransaction', [{ from, to: target, value: `0x${wei.toString(16)}` }]);
        return Number(BigInt((await chain.request('eth_blockNumber')) as string));
      };
      const klay = 10n ** 18n;
      const first = await sendAt('2026-09-02T05:00:00Z', 1n * klay); // 14:00 KST on 2 Sep
      const second = await sendAt('2026-09-02T16:00:00Z', 2n * klay); // 01:00 KST on 3 Sep
      const third = await sendAt('2026-09-04T03:00:00Z', 4n * klay);

      const balance = async (filter: string, value: string) => read<{ balance: string; block_num: number; date: string }>(await as('gc1Manager').balance(1, { address: target.toLowerCase(), filter, value }));
      expect((await balance('block', String(first))).result).toEqual({ balance: '1', block_num: first, date: '2026-09-02T05:00:00.000Z' });
      expect((await balance('date', '2026-09-02')).result).toEqual({ balance: '1', block_num: first, date: '2026-09-02T05:00:00.000Z' });
      expect((await balance('date', '2026-09-03')).result).toEqual({ balance: '3', block_num: second, date: '2026-09-02T16:00:00.000Z' });
      expect((await balance('block', String(third))).result.balance).toBe('7');
      const chainSays = BigInt((await chain.request('eth_getBalance', [target, `0x${second.toString(16)}`])) as string);
      expect(chainSays).toBe(3n * klay);

      const beyond = await balance('block', String(third + 1000));
      expect(beyond.code).toBe(400);
      expect(beyond.err_msg).toBe(`Block ${third + 1000} is beyond the latest block ${third}`);
      expect((await balance('date', '2099-01-01')).err_msg).toBe('The chain has no block on 2099-01-01 yet');
      expect((await balance('date', '2020-01-01')).err_msg).toBe('The chain had no block by 2020-01-01');
    });

    it('checks the address, the date and the block, and the caller', async () => {
      const address = '0x00000000000000000000000000000000000000aa';
      expect((await read(await as('admin').balance(1, { address: '0x12', filter: 'block', value: '1' }))).err_msg).toMatch(/address: Invalid address/);
      expect((await read(await as('admin').balance(1, { address, filter: 'date', value: '2026/09/02' }))).err_msg).toMatch(/The date must be yyyy-MM-dd/);
      expect((await read(await as('admin').balance(1, { address, filter: 'block', value: '12a' }))).err_msg).toMatch(/The block must be digits only/);
      expect((await as('admin').balance(1, { address, filter: 'block', value: '1', extra: 1 })).status).toBe(400);
      expect((await as('gc1Admin').balance(2, { address, filter: 'block', value: '1' })).status).toBe(403);
    });
  });
});
