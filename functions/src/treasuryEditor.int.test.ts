import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { createPublicClient, createWalletClient, custom, parseEther, type PublicClient } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseServerConfig } from '@portal/core/config';
import type { Db } from '@portal/core/db/client';
import { addSiteAdmin, createAccount } from '@portal/core/db/repositories/accounts';
import { listTreasuryMonths, listTreasuryTransactions } from '@portal/core/db/repositories/treasury';
import { keys } from '@portal/core/db/keys';
import { KGP_DIGITS_MESSAGE, type TreasuryTransaction } from '@portal/core/entities/treasury';
import { treasuryFundAbi } from '@portal/devnet/src/abis';
import { DEVNET_CHAIN_ID } from '@portal/devnet/src/chainConfig';
import { createInProcessDevnet, type InProcessDevnet } from '@portal/devnet/src/node';
import type { IndexerContext } from '@portal/indexer/src/context';
import { runTreasuryJob, runTreasuryJobNow, TREASURY_JOB } from '@portal/indexer/src/jobs/treasuryJob';
import { freshTestDb } from '../../test/setup/services';
import { json, signIn, signInTestConfig } from '../../test/setup/signIn';
import { createApp } from './app';
import { singleRun } from './treasurySync';

/**
 * The treasury editor against the real treasury job on the devnet's chain: relabelling, Sync Data,
 * and labels that survive every later run of the job.
 */
let devnet: InProcessDevnet;
let client: PublicClient;
let db: Db;
let app: ReturnType<typeof createApp>;
let ctx: IndexerContext;
let jobRuns = 0;
const token: Record<'admin' | 'manager' | 'gcAdmin', string> = { admin: '', manager: '', gcAdmin: '' };

const chain = { id: DEVNET_CHAIN_ID, name: 'devnet', nativeCurrency: { name: 'KLAY', symbol: 'KLAY', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1'] } } };
const withIfMatch = (init: RequestInit, version: unknown): RequestInit => ({ ...init, headers: { ...(init.headers as Record<string, string>), 'If-Match': `"${String(version)}"` } });
const read = async <T>(response: Response) => (await response.json()) as { code: number; result: T; err_msg: string };
const auth = (who: keyof typeof token) => ({ Authorization: `Bearer ${token[who]}` });
const list = async (fund = 'KCF') => (await read<TreasuryTransaction[]>(await app.request(`/v1/treasury/transactions/${fund}`))).result;
/** The version the edit names travels in If-Match, the rest as its JSON body. */
const put = (id: number, { version, ...body }: Record<string, unknown>, who: keyof typeof token = 'admin') =>
  app.request(`/v1/treasury/transactions/${id}`, withIfMatch(json('PUT', body, token[who]), version));
const editOf = (t: TreasuryTransaction) => ({ label: t.label, kgp: t.kgp, title: t.title, recipient: t.recipient, version: t.version ?? 0 });

beforeAll(async () => {
  devnet = await createInProcessDevnet();
  client = createPublicClient({ transport: custom(devnet.provider), cacheTime: 0 });
  db = await freshTestDb();
  const { contracts, startBlock } = devnet.deployment;
  ctx = {
    db,
    client,
    config: parseServerConfig({ KCF_ADDRESS: contracts.kcf, KFF_ADDRESS: contracts.kff, START_BLOCK: String(startBlock), CHAIN_ID: String(DEVNET_CHAIN_ID) }),
    now: () => new Date(),
    log: () => {},
  };
  await runTreasuryJob(ctx);
  app = createApp({
    db,
    config: signInTestConfig(),
    treasurySync: singleRun(async () => {
      jobRuns++;
      await runTreasuryJobNow(ctx);
    }),
  });
  const admin = privateKeyToAccount(generatePrivateKey());
  const manager = privateKeyToAccount(generatePrivateKey());
  const gcAdmin = privateKeyToAccount(generatePrivateKey());
  await addSiteAdmin(db, admin.address);
  await createAccount(db, { address: manager.address, council_id: 0, level: 1, type: 0 });
  await createAccount(db, { address: gcAdmin.address, council_id: 1, level: 0, type: 1 });
  token.admin = (await signIn(app, admin)).token;
  token.manager = (await signIn(app, manager)).token;
  token.gcAdmin = (await signIn(app, gcAdmin)).token;
}, 300_000);

describe('relabelling a payment', () => {
  it('shows at once in the public list, its CSV and the month chart, and survives every later run of the treasury job', async () => {
    const before = await list();
    const target = before.find((t) => t.label !== 'Marketing Expenses')!;
    const answer = await put(target.id, { ...editOf(target), label: 'Marketing Expenses', kgp: '77', title: 'Relabelled by an operator' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    const saved = (await read<TreasuryTransaction>(answer)).result;
    expect(saved).toMatchObject({ id: target.id, label: 'Marketing Expenses', kgp: '77', title: 'Relabelled by an operator', version: 1, value: target.value });

    const shown = (await list()).find((t) => t.id === target.id)!;
    expect(shown).toMatchObject({ label: 'Marketing Expenses', kgp: '77', title: 'Relabelled by an operator', version: 1 });
    const csv = await (await app.request('/v1/treasury/transactions/KCF/download')).text();
    expect(csv).toContain('Marketing Expenses,KGP-77,Relabelled by an operator');
    const month = (await listTreasuryMonths(db, 'KCF', 12)).find((m) => m.date === target.date.slice(0, 7));
    if (month) expect(month.usage.map((u) => u.label)).toContain('Marketing Expenses');

    // The job reads its whole range again (its checkpoint gone), and then once more as Sync Data.
    await db.doc.send(new DeleteCommand({ TableName: db.tableName, Key: keys.checkpoint(TREASURY_JOB) }));
    await runTreasuryJob(ctx);
    expect((await app.request('/v1/treasury/transactions', { method: 'POST', headers: auth('admin') })).status).toBe(200);
    const after = (await listTreasuryTransactions(db, 'KCF')).find((t) => t.id === target.id)!;
    expect(after).toMatchObject({ label: 'Marketing Expenses', kgp: '77', title: 'Relabelled by an operator', value: target.value, tx_hash: target.tx_hash });
    // The other payments keep what the chain says.
    expect((await list()).filter((t) => t.id !== target.id)).toEqual(before.filter((t) => t.id !== target.id));
  });

  it('refuses a stale version (another operator saved first) and writes nothing', async () => {
    const [first] = await list();
    const stale = editOf(first!);
    expect((await put(first!.id, { ...stale, title: 'First operator' })).status).toBe(200);
    const second = await put(first!.id, { ...stale, title: 'Second operator' });
    expect(second.status).toBe(409);
    expect((await read(second)).err_msg).toContain('changed by someone else');
    expect((await list())[0]!.title).toBe('First operator');
  });

  it("refuses a KGP that is not digits with the spec's message, a label outside the fund's categories, and unknown fields", async () => {
    const [first] = await list();
    const kgp = await put(first!.id, { ...editOf(first!), kgp: '12a' });
    expect(kgp.status).toBe(400);
    expect((await read(kgp)).err_msg).toContain(KGP_DIGITS_MESSAGE);
    const label = await put(first!.id, { ...editOf(first!), label: 'Gas Fee Program' });
    expect(label.status).toBe(400);
    expect((await read(label)).err_msg).toContain('not a spending category of KCF');
    expect((await put(first!.id, { ...editOf(first!), fund: 'KFF' })).status).toBe(400);
    expect((await put(999_999_999, editOf(first!))).status).toBe(404);
    expect((await list())[0]).toEqual(first);
  });

  it('is for site admins only', async () => {
    const [first] = await list();
    expect((await put(first!.id, editOf(first!), 'manager')).status).toBe(403);
    expect((await put(first!.id, editOf(first!), 'gcAdmin')).status).toBe(403);
    expect((await app.request(`/v1/treasury/transactions/${first!.id}`, json('PUT', editOf(first!)))).status).toBe(401);
    expect((await app.request('/v1/treasury/transactions', { method: 'POST', headers: auth('manager') })).status).toBe(403);
    expect((await list())[0]).toEqual(first);
  });
});

describe('Sync Data', () => {
  it('picks up a payment made on the chain a moment before, and a second press while one runs starts no other run', async () => {
    const { contracts, accounts } = devnet.deployment;
    const wallet = createWalletClient({ account: privateKeyToAccount(accounts.deployer.privateKey), chain, transport: custom(devnet.provider) });
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const hash = await wallet.writeContract({ address: contracts.kcf, abi: treasuryFundAbi, functionName: 'disburse', args: [recipient, parseEther('12'), 'KGP-9 | Token Swap | Sync test'] });
    await client.waitForTransactionReceipt({ hash });

    const runs = jobRuns;
    const presses = await Promise.all([1, 2].map(() => app.request('/v1/treasury/transactions', { method: 'POST', headers: auth('admin') })));
    expect(presses.map((p) => p.status)).toEqual([200, 200]);
    expect(jobRuns - runs).toBe(1);
    const found = (await list()).find((t) => t.tx_hash === hash);
    expect(found).toMatchObject({ label: 'Token Swap', kgp: '9', title: 'Sync test', recipient, value: '12' });
  });

  it('answers 503 where no runner is configured', async () => {
    const bare = createApp({ db, config: signInTestConfig() });
    const admin = privateKeyToAccount(generatePrivateKey());
    await addSiteAdmin(db, admin.address);
    const { token: adminToken } = await signIn(bare, admin);
    expect((await bare.request('/v1/treasury/transactions', { method: 'POST', headers: { Authorization: `Bearer ${adminToken}` } })).status).toBe(503);
  });
});
