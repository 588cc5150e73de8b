import { GetObjectCommand } from '@aws-sdk/client-s3';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@portal/core/db/client';
import { addSiteAdmin, createAccount } from '@portal/core/db/repositories/accounts';
import { ensureContractMeta, getContractMetas, putContractRankings } from '@portal/core/db/repositories/contractRankings';
import { putCouncilList } from '@portal/core/db/repositories/councils';
import { putChainDays } from '@portal/core/db/repositories/stats';
import { CONTRACT_EDIT_MESSAGES, RANK_DAYS, RANK_TYPES, type ChainDay, type ContractMeta, type RankedContract } from '@portal/core/entities/stats';
import { projectRanking } from '@portal/core/views/contractRankings';
import { judgeInProcess } from '@portal/core/storage/judgeInProcess';
import { council } from '../../test/fixtures/governance';
import { pngImage } from '../../test/fixtures/uploadFiles';
import { TEST_BUCKETS } from '../../test/setup/services.global';
import { freshTestDb, testS3 } from '../../test/setup/services';
import { json, signIn, signInTestConfig } from '../../test/setup/signIn';
import { createApp } from './app';

/** The contract ranking editor: each write shows at once in every public ranking (no indexer run). */
let db: Db;
let app: ReturnType<typeof createApp>;
const token: Record<'admin' | 'manager' | 'gcAdmin', string> = { admin: '', manager: '', gcAdmin: '' };
const s3 = testS3();
const UPLOADS = TEST_BUCKETS[0]!;

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
const CONTRACTS = Array.from({ length: 40 }, (_, i) => address(0xa000 + i));
const read = async <T>(response: Response) => (await response.json()) as { code: number; result: T; err_msg: string };
const ranking = async (query: string) => (await read<RankedContract[]>(await app.request(`/v1/status/txcount_rank?${query}`))).result;
const byAddress = (list: RankedContract[], a: string) => list.find((c) => c.address.toLowerCase() === a);

/** An edit's form, and the version it names: that travels in If-Match, the rest as the form's metadata. */
type Edit = { form: FormData; version: unknown };
function editForm({ version, ...metadata }: Record<string, unknown>, logo?: Buffer): Edit {
  const form = new FormData();
  form.set('metadata', JSON.stringify(metadata));
  if (logo) form.set('thumbnail', new File([new Uint8Array(logo)], 'logo.png', { type: 'image/png' }));
  return { form, version };
}
const putContract = (id: number, { form, version }: Edit, who: keyof typeof token = 'admin') =>
  app.request(`/v1/status/contract/${id}`, { method: 'PUT', body: form, headers: { Authorization: `Bearer ${token[who]}`, 'If-Match': `"${String(version)}"` } });
const getContract = (id: number, who: keyof typeof token = 'admin') => app.request(`/v1/status/contract/${id}`, { headers: { Authorization: `Bearer ${token[who]}` } });

async function metaOf(a: string): Promise<ContractMeta> {
  return (await getContractMetas(db, [a])).get(a)!;
}

beforeAll(async () => {
  db = await freshTestDb();
  app = createApp({ db, config: signInTestConfig({ UPLOADS_BUCKET: UPLOADS }), s3, uploadJudge: judgeInProcess(s3, UPLOADS) });
  // 40 contracts over three days, contract i with 100 − i transactions a day.
  const days: ChainDay[] = ['2026-11-13', '2026-11-14', '2026-11-15'].map((date, d) => ({
    date,
    tx_count: 0,
    tx_fee: '0',
    gas_used: '0',
    contracts: Object.fromEntries(CONTRACTS.map((a, i) => [a, { tx_count: 100 - i, tx_fee: '0.5' }])),
    through_block: d * 10,
  }));
  await putChainDays(db, days);
  for (const a of CONTRACTS) await ensureContractMeta(db, a);
  await putCouncilList(db, [council(1, 'Alpha Council')]);
  const metas = await getContractMetas(db, CONTRACTS);
  const byDate = new Map(days.map((d) => [d.date, d]));
  const rankings = RANK_TYPES.flatMap((type) => RANK_DAYS.flatMap((n) => [false, true].map((councilOnly) => projectRanking(byDate, '2026-11-15', n, type, councilOnly, metas))));
  await putContractRankings(db, rankings, '2026-11-15T00:00:00.000Z');

  const [admin, manager, gcAdmin] = [0, 1, 2].map(() => privateKeyToAccount(generatePrivateKey()));
  await addSiteAdmin(db, admin!.address);
  await createAccount(db, { address: manager!.address, council_id: 0, level: 1, type: 0 });
  await createAccount(db, { address: gcAdmin!.address, council_id: 1, level: 0, type: 1 });
  token.admin = (await signIn(app, admin!)).token;
  token.manager = (await signIn(app, manager!)).token;
  token.gcAdmin = (await signIn(app, gcAdmin!)).token;
});

describe('bulk category change', () => {
  it('shows in every public ranking at once, with the new versions', async () => {
    const [first, second] = await ranking('days=30&limit=50');
    const answer = await app.request(
      '/v1/status/contract/category',
      json('PUT', [{ id: first!.id, sq_category: 'NFT', version: 0 }, { id: second!.id, sq_category: 'GAME', version: 0 }], token.admin),
    );
    expect(answer.status).toBe(200);
    for (const query of ['days=30&limit=30', 'days=1', 'days=90&limit=50']) {
      const list = await ranking(query);
      expect(list[0]).toMatchObject({ id: first!.id, sq_category: 'NFT', version: 1 });
      expect(list[1]).toMatchObject({ id: second!.id, sq_category: 'GAME', version: 1 });
    }
    const fee = (await read<RankedContract[]>(await app.request('/v1/status/txfee_rank?days=7'))).result;
    expect(fee.find((c) => c.id === first!.id)!.sq_category).toBe('NFT');
  });

  it('refuses a stale version and saves none of the batch', async () => {
    const list = await ranking('days=30&limit=50');
    const [first, , third] = list;
    const answer = await app.request(
      '/v1/status/contract/category',
      json('PUT', [{ id: third!.id, sq_category: 'MEDIA', version: 0 }, { id: first!.id, sq_category: 'INFRA', version: 0 }], token.admin),
    );
    expect(answer.status).toBe(409);
    expect(await ranking('days=30&limit=50')).toEqual(list);
  });

  it('refuses an unknown category, an unknown field and an empty list', async () => {
    const [first] = await ranking('days=30');
    for (const body of [[{ id: first!.id, sq_category: 'DOGE', version: 1 }], [{ id: first!.id, sq_category: null, version: 1, rank: 2 }], []]) {
      expect((await app.request('/v1/status/contract/category', json('PUT', body, token.admin))).status).toBe(400);
    }
  });
});

describe('editing one contract', () => {
  it('as a non-member with a logo: stored by content, shown in the public ranking, and "none" removes it', async () => {
    const target = CONTRACTS[5]!;
    const { id, version } = await metaOf(target);
    const logo = pngImage(128, 128);
    const answer = await putContract(id, editForm({ council_id: -1, sq_company: 'Gamma Labs', sq_service: 'Gamma Swap', sq_category: 'CE/DE-FI', version: version ?? 0 }, logo));
    expect(answer.status).toBe(200);
    const saved = (await read<ContractMeta>(answer)).result;
    expect(saved).toMatchObject({ id, council_id: -1, sq_company: 'Gamma Labs', sq_service: 'Gamma Swap', sq_category: 'CE/DE-FI', sq_filename: 'logo.png', version: 1 });
    expect(saved.sq_logo).toMatch(/^\/uploads\/contractLogo\/[0-9a-f]{64}\.png$/);
    const stored = await s3.send(new GetObjectCommand({ Bucket: UPLOADS, Key: saved.sq_logo!.slice(1) }));
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(logo)).toBe(true);

    const shown = byAddress(await ranking('days=30&limit=50'), target)!;
    expect(shown).toMatchObject({ sq_company: 'Gamma Labs', sq_service: 'Gamma Swap', sq_logo: saved.sq_logo, bq_company: null, bq_category1: null });
    expect((await read<ContractMeta>(await getContract(id))).result).toEqual(saved);

    const removed = await putContract(id, editForm({ council_id: -1, sq_company: 'Gamma Labs', sq_logo: 'none', sq_service: 'Gamma Swap', sq_category: 'CE/DE-FI', version: 1 }));
    expect(removed.status).toBe(200);
    expect(byAddress(await ranking('days=30&limit=50'), target)).toMatchObject({ sq_logo: null, sq_filename: null, version: 2 });
  });

  it("as a council member: the council's name and logo, and the council-only ranking now holds it", async () => {
    const target = CONTRACTS[7]!;
    const { id } = await metaOf(target);
    expect(byAddress(await ranking('council=true&days=30&limit=50'), target)).toBeUndefined();
    const answer = await putContract(id, editForm({ council_id: 1, sq_service: 'Alpha Bridge', sq_category: 'INFRA', version: 0 }));
    expect(answer.status).toBe(200);
    expect(byAddress(await ranking('council=true&days=30&limit=50'), target)).toMatchObject({
      council_id: 1,
      sq_company: 'Alpha Council',
      sq_logo: 'https://img.example/1.png',
      sq_service: 'Alpha Bridge',
      rank: 1,
    });
    expect((await putContract(id, editForm({ council_id: 9, sq_service: 'Alpha Bridge', sq_category: 'INFRA', version: 1 }))).status).toBe(400);
  });

  it("refuses each invalid input with the spec's message and saves nothing", async () => {
    const target = CONTRACTS[9]!;
    const before = await metaOf(target);
    const base = { council_id: -1, sq_company: 'Delta', sq_service: 'Delta Pay', sq_category: 'ETC', version: 0 };
    const cases: [Record<string, unknown>, string, Buffer?][] = [
      [{ ...base, sq_service: 'x'.repeat(31) }, CONTRACT_EDIT_MESSAGES.serviceTooLong],
      [{ ...base, sq_service: '' }, CONTRACT_EDIT_MESSAGES.serviceRequired],
      [{ ...base, sq_company: '' }, CONTRACT_EDIT_MESSAGES.companyRequired],
      [{ ...base, sq_company: 'y'.repeat(31) }, CONTRACT_EDIT_MESSAGES.companyTooLong],
      [{ ...base, sq_category: undefined }, CONTRACT_EDIT_MESSAGES.categoryRequired],
      [base, CONTRACT_EDIT_MESSAGES.logoTooLarge, pngImage(128, 128, { padding: Math.ceil(3.8 * 1024 * 1024) })],
      [{ ...base, bq_company: 'Warehouse' }, 'bq_company'],
      [{ ...base, sq_logo: 'https://evil.example/x.png' }, 'sq_logo'],
    ];
    for (const [metadata, message, logo] of cases) {
      const answer = await putContract(before.id, editForm(metadata, logo));
      expect(answer.status, message).toBe(400);
      expect((await read(answer)).err_msg).toContain(message);
    }
    expect(await metaOf(target)).toEqual(before);
  });

  it('a stale version is a conflict; site managers may read but not edit; a GC account may do neither', async () => {
    const target = CONTRACTS[11]!;
    const { id } = await metaOf(target);
    const edit = { council_id: -1, sq_company: 'Epsilon', sq_service: 'Epsilon Pay', sq_category: 'ETC', version: 0 };
    expect((await putContract(id, editForm(edit))).status).toBe(200);
    expect((await putContract(id, editForm({ ...edit, sq_service: 'Other' }))).status).toBe(409);
    expect((await metaOf(target)).sq_service).toBe('Epsilon Pay');
    expect((await getContract(id, 'manager')).status).toBe(200);
    expect((await putContract(id, editForm({ ...edit, version: 1 }), 'manager')).status).toBe(403);
    expect((await getContract(id, 'gcAdmin')).status).toBe(403);
    expect((await putContract(id, editForm({ ...edit, version: 1 }), 'gcAdmin')).status).toBe(403);
    expect((await app.request('/v1/status/contract/category', json('PUT', [{ id, sq_category: 'NFT', version: 1 }], token.manager))).status).toBe(403);
    expect((await getContract(999_999)).status).toBe(404);
  });
});
