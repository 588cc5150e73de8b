import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@portal/core/db/client';
import { putContractRankings } from '@portal/core/db/repositories/contractRankings';
import { putReleaseNoteIfAbsent } from '@portal/core/db/repositories/releaseNotes';
import { putSupplySeries } from '@portal/core/db/repositories/stats';
import { putTreasuryMonths, putTreasuryTransactions } from '@portal/core/db/repositories/treasury';
import type { RankedContract, SupplySummary } from '@portal/core/entities/stats';
import { rankedContract, seedChainStatistics, supplySeries } from '../../../test/fixtures/apiSeeds';
import { freshTestDb } from '../../../test/setup/services';
import { parseServerConfig } from '@portal/core/config';
import { createApp } from '../app';
import { financialCsvColumns } from './financial';
import { treasuryCsvColumns } from './treasury';

let db: Db;
let app: ReturnType<typeof createApp>;

const get = async <T>(path: string) => {
  const response = await app.request(path);
  return { status: response.status, body: (await response.json()) as { code: number; result: T; err_msg?: string }, headers: response.headers };
};

const ranked = rankedContract;
const series = supplySeries;

beforeAll(async () => {
  db = await freshTestDb();
  app = createApp({ db });
  await putSupplySeries(db, [series('1d', 84), series('30d', 600), series('genesis', 600)]);
  await seedChainStatistics(db);
  const a = '0x00000000000000000000000000000000000000aa';
  const b = '0x00000000000000000000000000000000000000bb';
  await putContractRankings(
    db,
    [
      { type: 'txcount', days: 30, council_only: false, through: '2026-11-15', items: [ranked(1, a, 10, '1.5', 3), ranked(2, b, 4, '0.2')] },
      { type: 'txcount', days: 30, council_only: true, through: '2026-11-15', items: [ranked(1, a, 10, '1.5', 3)] },
      { type: 'txfee', days: 90, council_only: false, through: '2026-11-15', items: Array.from({ length: 35 }, (_, i) => ranked(i + 1, `0x${String(i + 1).padStart(40, '0')}`, 1, String(100 - i))) },
    ],
    '2026-11-15T00:00:00.000Z',
  );
  const tx = (block: number, label: string, title: string, kgp: string | null) => ({
    id: block * 10_000,
    fund: 'KCF' as const,
    label,
    kgp,
    title,
    recipient: '0x00000000000000000000000000000000000000cc',
    value: '1250000',
    date: new Date(Date.UTC(2026, 9, block)).toISOString(),
    tx_hash: `0x${String(block).padStart(64, '0')}`,
    block,
    logIndex: 0,
  });
  await putTreasuryTransactions(db, [tx(2, 'Personnel Expenses', 'October payroll, "final"', null), tx(9, 'Ecosystem Support', 'Grants', '2')]);
  await putTreasuryMonths(db, 'KCF', [
    { date: '2026-10', balance: '600000000', executor_balance: '0', usage: [{ label: 'Personnel Expenses', value: '1250000' }], inflow: '2500000' },
  ]);
  await putReleaseNoteIfAbsent(db, { id: 1, title: 'First', context: '# Hello', date: '2026-09-01T00:00:00.000Z' });
  await putReleaseNoteIfAbsent(db, { id: 2, title: 'Second', context: 'Body', date: '2026-10-01T00:00:00.000Z' });
});

describe('statistics routes', () => {
  it('serves the supply of a range, thinned to the size asked', async () => {
    const day = await get<SupplySummary>('/v1/klay/supply?days=1&size=84');
    expect(day.status).toBe(200);
    expect(day.body.result.klay_supply).toHaveLength(84);
    const genesis = await get<SupplySummary>('/v1/klay/supply?from=genesis&size=100');
    expect(genesis.body.result.klay_supply).toHaveLength(100);
    expect(genesis.body.result.klay_supply.at(-1)!.circulating_supply).toBe('4000000599');
    expect(genesis.headers.get('cache-control')).toContain('s-maxage');
    expect((await get('/v1/klay/supply?days=2')).status).toBe(400);
    expect((await get('/v1/klay/supply?days=1&from=burn')).status).toBe(400);
    expect((await get('/v1/klay/supply?days=1&extra=1')).status).toBe(400);
    expect((await get('/v1/klay/supply?days=365')).status).toBe(404);
  });

  it('serves the market and burn figures by product, the parameters and the series', async () => {
    expect((await get<{ fdv: string }>('/v1/status/klay')).body.result.fdv).toBe('650000000.00');
    expect((await get('/v1/status/doge')).status).toBe(400);
    expect((await get<Record<string, unknown>>('/v1/stat/info')).body.result['reward.ratio']).toBe('50/20/30');
    expect((await get<{ date: string }[]>('/v1/status/tx_info?days=30')).body.result.map((d) => d.date)).toEqual(['2026-11-15', '2026-11-14']);
    expect((await get<{ gas_used: string }[]>('/v1/status/gas_usage?days=90')).body.result[0]!.gas_used).toBe('1200000');
    expect((await get('/v1/status/tx_info?days=31')).status).toBe(400);
    expect((await get('/v1/status/account?months=12')).body.result).toEqual([
      { date: '2026-11', active_eoa: 1, active_sca: 0, total_eoa: 3, total_sca: 1 },
      { date: '2026-10', active_eoa: 2, active_sca: 1, total_eoa: 2, total_sca: 1 },
    ]);
    expect((await get<{ apy: string }[]>('/v1/status/staking?cid=4&days=30')).body.result[0]!.apy).toBe('9.5');
    expect((await get<unknown[]>('/v1/status/staking?cid=-1&days=2000')).body.result).toHaveLength(1);
  });

  it('serves rankings by type, scope and limit, and their sync time', async () => {
    const all = await get<RankedContract[]>('/v1/status/txcount_rank?days=30&limit=30');
    expect(all.body.result.map((r) => r.rank)).toEqual([1, 2]);
    expect((await get<RankedContract[]>('/v1/status/txcount_rank?council=true&days=30&limit=1')).body.result.map((r) => r.council_id)).toEqual([3]);
    expect((await get<RankedContract[]>('/v1/status/txfee_rank?days=7')).body.result).toEqual([]);
    expect((await get('/v1/status/txcount_rank?days=30&limit=51')).status).toBe(400);
    // The public top 30 unless asked for more (up to the 50 kept).
    expect((await get<RankedContract[]>('/v1/status/txfee_rank?days=90')).body.result.map((r) => r.rank)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect((await get<RankedContract[]>('/v1/status/txfee_rank?days=90&limit=50')).body.result).toHaveLength(35);
    expect((await get<{ synced_at: string }>('/v1/status/contract/sync')).body.result.synced_at).toBe('2026-11-15T00:00:00.000Z');
  });
});

describe('treasury, financial and release notes', () => {
  it('lists a fund\'s payments and history', async () => {
    const list = await get<{ title: string }[]>('/v1/treasury/transactions/KCF');
    expect(list.body.result.map((t) => t.title)).toEqual(['Grants', 'October payroll, "final"']);
    expect((await get<unknown[]>('/v1/treasury/transactions/kff')).body.result).toEqual([]);
    expect((await get('/v1/treasury/transactions/XYZ')).status).toBe(400);
    expect((await get<{ date: string }[]>('/v1/treasury/history/KCF')).body.result.map((m) => m.date)).toEqual(['2026-10']);
  });

  it('downloads a fund\'s payments as CSV with its file name in Content-Disposition', async () => {
    const response = await app.request('/v1/treasury/transactions/KCF/download');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="KCF_transaction_list_2026-10-09.csv"');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe(treasuryCsvColumns('KLAY').join(','));
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('"October payroll, ""final"""');
    expect(lines[0]).toBe('No.,Date (UTC),Category,KGP,Project,Recipient,Value (KLAY),Transaction Hash');
    expect(lines[1]).toBe(`2,2026-10-09 00:00:00,Ecosystem Support,KGP-2,Grants,0x00000000000000000000000000000000000000cc,1250000,0x${'9'.padStart(64, '0')}`);
  });

  it('serves the financial statement and its CSV, and the release notes newest first', async () => {
    const rows = await get<{ opening_balance: string; outflow: string }[]>('/v1/financial?fund=KCF');
    expect(rows.body.result).toEqual([{ month: '2026-10', fund: 'KCF', opening_balance: '600000000', inflow: '2500000', outflow: '2500000', closing_balance: '600000000' }]);
    const download = await app.request('/v1/financial/download');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="financial_statement.csv"');
    expect(download.headers.get('content-type')).toContain('text/csv');
    // Both funds' months (KFF has none here), the columns first, the figures as /v1/financial gives them.
    expect((await download.text()).split('\r\n')).toEqual([
      'Month,Fund,Opening Balance (KLAY),Inflow (KLAY),Outflow (KLAY),Closing Balance (KLAY)',
      '2026-10,KCF,600000000,2500000,2500000,600000000',
      '',
    ]);
    const kffOnly = await app.request('/v1/financial/download?fund=kff');
    expect((await kffOnly.text()).trim()).toBe(financialCsvColumns('KLAY').join(','));
    expect((await app.request('/v1/financial/download?fund=XYZ')).status).toBe(400);
    expect((await get<{ id: number }[]>('/v1/release_note')).body.result.map((n) => n.id)).toEqual([2, 1]);
  });

  it('writes the treasury and statement downloads in Korean with ?lang=ko, the stored category and fund keys as they are', async () => {
    const payments = (await (await app.request('/v1/treasury/transactions/KCF/download?lang=ko')).text()).split('\r\n');
    expect(payments[0]).toBe('번호,날짜(UTC),카테고리,KGP,프로젝트,수령인,금액(KLAY),트랜잭션 해시');
    expect(payments[1]).toBe(`2,2026-10-09 00:00:00,Ecosystem Support,KGP-2,Grants,0x00000000000000000000000000000000000000cc,1250000,0x${'9'.padStart(64, '0')}`);
    const statement = (await (await app.request('/v1/financial/download?fund=KCF&lang=ko')).text()).split('\r\n');
    expect(statement).toEqual(['월,펀드,기초 잔액(KLAY),유입(KLAY),유출(KLAY),기말 잔액(KLAY)', '2026-10,KCF,600000000,2500000,2500000,600000000', '']);
    for (const path of ['/v1/treasury/transactions/KCF/download?lang=xx', '/v1/financial/download?lang=xx']) {
      const refused = await app.request(path);
      expect(refused.status, path).toBe(400);
      expect(await refused.json(), path).toMatchObject({ code: 400, err_code: 'invalid_request' });
    }
  });

  it("writes the exports' amounts in the deployment's token, the fund column keeping its stored key", async () => {
    const kaia = createApp({ db, config: parseServerConfig({ NETWORK_PROFILE: 'kaia' }) });
    const payments = (await (await kaia.request('/v1/treasury/transactions/KCF/download')).text()).split('\r\n');
    expect(payments[0]).toBe('No.,Date (UTC),Category,KGP,Project,Recipient,Value (KAIA),Transaction Hash');
    const statement = (await (await kaia.request('/v1/financial/download')).text()).split('\r\n');
    expect(statement.slice(0, 2)).toEqual(['Month,Fund,Opening Balance (KAIA),Inflow (KAIA),Outflow (KAIA),Closing Balance (KAIA)', '2026-10,KCF,600000000,2500000,2500000,600000000']);
  });
});
