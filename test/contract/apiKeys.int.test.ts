import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ZodType } from 'zod';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { catalogueEntries } from '@portal/core/api/catalogue';
import type { RouteName, RouteSpec } from '@portal/core/api/route';
import type { Db } from '@portal/core/db/client';
import { createAccount, putSecretaryApprovers } from '@portal/core/db/repositories/accounts';
import { putCouncilVoters } from '@portal/core/db/repositories/voters';
import { putCouncilProfile } from '@portal/core/db/repositories/councils';
import { ensureContractMeta, getContractMetas } from '@portal/core/db/repositories/contractRankings';
import { putProposalChains, putProposalMetadata } from '@portal/core/db/repositories/proposals';
import { rebuildProposalViews } from '@portal/core/db/rebuildViews';
import { ROLES, type Role } from '@portal/core/entities/account';
import { createHardhatProvider } from '@portal/devnet/src/hardhatProvider';
import { createApp } from '@portal/functions/src/app';
import { HEAD, proposalChain, proposalMeta, STAKING } from '../fixtures/apiSeeds';
import { councilProfile } from '../fixtures/councilProfiles';
import { seedPublicReads } from '../fixtures/publicApiSeed';
import { type ApiKey, apiKeys, downloadPaths } from '../../web/src/api/keys';
import { judgeInProcess } from '@portal/core/storage/judgeInProcess';
import { pngImage, reportPdf } from '../fixtures/uploadFiles';
import { freshTestDb, testS3 } from '../setup/services';
import { TEST_BUCKETS } from '../setup/services.global';
import { signIn, signInTestConfig, signText } from '../setup/signIn';

/**
 * The one contract between the API and its clients, derived from the catalogue (core/src/api):
 * every read with an example is asked of the real app over DynamoDB Local holding items like the
 * indexer's (signed in, with a real key, where it needs a session), and a write of each resource
 * is made; each answer must parse with its entry's answer schema (strict: an extra, missing or
 * re-typed field fails). The web's keys must each ask a read of the catalogue.
 */

type Entry = [RouteName, RouteSpec];
const entries = catalogueEntries();
const pathOfName = (name: RouteName) => name.slice(name.indexOf(' ') + 1);
const isRead = ([name]: Entry) => name.startsWith('GET ');
const publicReads = entries.filter((entry) => isRead(entry) && entry[1].access.kind === 'publicRead');
const signedInReads = entries.filter((entry) => isRead(entry) && entry[1].access.kind === 'signedInRead');

/** The catalogue read whose path template a request path is one of. */
function readOfPath(requestPath: string): Entry | undefined {
  const pathname = new URL(requestPath, 'http://example.invalid').pathname;
  const matches = publicReads.concat(signedInReads).filter(([name]) => {
    const pattern = pathOfName(name).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
    return new RegExp(`^${pattern}$`).test(pathname);
  });
  // A fixed segment wins over a parameter (`/v1/proposals/status` over `/v1/proposals/{id}`).
  return matches.sort(([a], [b]) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))[0];
}

/** An answer with nothing in it would let any item shape pass: every sample must carry data. */
function isEmptyAnswer(result: unknown): boolean {
  if (Array.isArray(result)) return result.length === 0;
  if (typeof result !== 'object' || result === null) return result === null;
  const record = result as Record<string, unknown>;
  if (Array.isArray(record.items)) return record.items.length === 0;
  return Object.keys(record).length === 0;
}

const issues = (schema: ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues;
};

/** A catalogue entry by its name (a name the catalogue lost fails here, naming it). */
const entry = (name: RouteName): RouteSpec => entries.find(([n]) => n === name)?.[1] ?? expect.fail(`${name} is not in the catalogue`);

/** The issues of a write's answer against its entry's answer schema (none: it answers what the entry says). */
const answerIssues = (name: RouteName, result: unknown) => issues(entry(name).answer as ZodType, result);

/** A form as the admin screens send it: `metadata` as JSON, and files under their part names. */
function formOf(metadata: unknown, files: Record<string, { bytes: Uint8Array; name: string; type: string }> = {}): FormData {
  const form = new FormData();
  if (metadata !== undefined) form.set('metadata', JSON.stringify(metadata));
  for (const [part, file] of Object.entries(files)) form.set(part, new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return form;
}

const UPLOADS = TEST_BUCKETS[0]!;

/**
 * A hardhat network (EDR) in this process, served over HTTP as a node serves it: made at its first
 * request, so only the write that reads the chain pays for it.
 */
async function serveLazyChain(): Promise<{ url: string; server: Server; request: (method: string, params?: unknown[]) => Promise<unknown> }> {
  let provider: ReturnType<typeof createHardhatProvider> | undefined;
  const request = async (method: string, params: unknown[] = []) => (await (provider ??= createHardhatProvider())).request({ method, params });
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (part: Buffer) => (body += part.toString()));
    req.on('end', () => {
      const rpc = JSON.parse(body) as { id: number; method: string; params?: unknown[] };
      request(rpc.method, rpc.params).then(
        (result) => res.end(JSON.stringify({ jsonrpc: '2.0', id: rpc.id, result })),
        (error: Error) => res.end(JSON.stringify({ jsonrpc: '2.0', id: rpc.id, error: { code: -32000, message: error.message } })),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, request };
}

/** Requests of the web's key factory, at least one per builder (a builder missing here fails to compile). */
const keySamples: { [Name in keyof typeof apiKeys]: ApiKey[] } = {
  mainPage: [apiKeys.mainPage()],
  version: [apiKeys.version()],
  councilsPage: [apiKeys.councilsPage()],
  councilHistory: [apiKeys.councilHistory()],
  councilStrip: [apiKeys.councilStrip('act'), apiKeys.councilStrip('vote')],
  councilList: [apiKeys.councilList()],
  council: [apiKeys.council(2)],
  councilByAddress: [apiKeys.councilByAddress(STAKING)],
  delegator: [apiKeys.delegator('0x0000000000000000000000000000000000000001')],
  councilActivities: [apiKeys.councilActivities(3, 1, 5), apiKeys.councilActivities(3, 2, 5)],
  activities: [apiKeys.activities(1, 5)],
  activity: [apiKeys.activity(1), apiKeys.activity(7)],
  activityTxCount: [apiKeys.activityTxCount('30'), apiKeys.activityTxCount('all')],
  activityTxFee: [apiKeys.activityTxFee('30')],
  transactions: [apiKeys.transactions(STAKING)],
  categories: [apiKeys.categories()],
  communities: [apiKeys.communities()],
  networkConfig: [apiKeys.networkConfig()],
  proposals: [apiKeys.proposals(), apiKeys.proposals({ category: 3, tag: 1, input: 'gas', size: 5 })],
  proposal: [apiKeys.proposal(41), apiKeys.proposal(44)],
  proposalStats: [apiKeys.proposalStats()],
  absences: [apiKeys.absences()],
  councilProposals: [apiKeys.councilProposals(2), apiKeys.councilProposals(2, { category: 3, history: true })],
  councilVotes: [apiKeys.councilVotes(2)],
  proposalTopics: [apiKeys.proposalTopics(1)],
  statInfo: [apiKeys.statInfo()],
  supply: [apiKeys.supply({ days: 1 }, 84), apiKeys.supply({ from: 'genesis' }, 600)],
  networkStatus: [apiKeys.networkStatus()],
  txInfo: [apiKeys.txInfo(30)],
  accountCounts: [apiKeys.accountCounts(12)],
  staking: [apiKeys.staking(-1, 30), apiKeys.staking(4, 30)],
  contractRank: [apiKeys.contractRank('txcount', false, 30, 30), apiKeys.contractRank('txcount', true, 30, 30)],
  contractSync: [apiKeys.contractSync()],
  treasuryTransactions: [apiKeys.treasuryTransactions('KCF')],
  treasuryHistory: [apiKeys.treasuryHistory('KCF')],
  financial: [apiKeys.financial()],
  releaseNotes: [apiKeys.releaseNotes()],
};

describe('the catalogue against the API (DynamoDB Local)', () => {
  let app: ReturnType<typeof createApp>;
  const tokens = new Map<Role, string>();

  /** The routes this file has called through `call`: the writes among them must be every write of the catalogue. */
  const called = new Set<RouteName>();

  /**
   * One call of a catalogue route, signed in as `role` (or with the session's own `token`) when given;
   * a FormData body goes as multipart, any other as JSON. Answers the response and its envelope.
   */
  async function call(name: RouteName, init: { path?: string; role?: Role; token?: string; body?: unknown; ifMatch?: number } = {}) {
    called.add(name);
    const method = name.slice(0, name.indexOf(' '));
    const headers: Record<string, string> = {};
    const token = init.token ?? (init.role ? tokens.get(init.role) : undefined);
    if (token) headers.Authorization = `Bearer ${token}`;
    if (init.ifMatch !== undefined) headers['If-Match'] = `"${init.ifMatch}"`;
    const multipart = init.body instanceof FormData;
    if (init.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    const body = init.body === undefined ? {} : { body: multipart ? (init.body as FormData) : JSON.stringify(init.body) };
    const response = await app.request(init.path ?? pathOfName(name), { method, headers, ...body });
    return { response, body: (await response.json()) as { code: number; result?: unknown; err_msg?: string } };
  }

  let db: Db;
  let people: Record<Role, PrivateKeyAccount>;
  let chain: Awaited<ReturnType<typeof serveLazyChain>>;
  const s3 = testS3();

  beforeAll(async () => {
    db = await freshTestDb();
    chain = await serveLazyChain();
    app = createApp({
      db,
      config: signInTestConfig({
        CHAIN_ID: '31337',
        RPC_URL: chain.url,
        VOTING_ADDRESS: '0xbf4bBb29b64BdCD59596b87c40D1D539070CB9C6',
        APP2APP_URL: 'http://127.0.0.1:4603/api/v1/k',
        // The uploads bucket of s3rver, so the writes that take files store them for real.
        S3_ENDPOINT: inject('s3Endpoint'),
        UPLOADS_BUCKET: UPLOADS,
      }),
      s3,
      uploadJudge: judgeInProcess(s3, UPLOADS),
    });
    await seedPublicReads(db);
    // One real account per role, each signed in with a real signature (the council roles on council 2, which the seed holds).
    people = Object.fromEntries(ROLES.map((role) => [role, privateKeyToAccount(generatePrivateKey())])) as Record<Role, PrivateKeyAccount>;
    await createAccount(db, { address: people.siteAdmin.address, council_id: 0, level: 0, type: 0 });
    await createAccount(db, { address: people.siteManager.address, council_id: 0, level: 1, type: 0 });
    await createAccount(db, { address: people.gcAdmin.address, council_id: 2, level: 0, type: 1 });
    await createAccount(db, { address: people.gcManager.address, council_id: 2, level: 1, type: 1 });
    await putSecretaryApprovers(db, [people.secretary.address]);
    // The admin area's own records the signed-in reads ask: council 2's profile, and contract 1 as the contracts job first writes it.
    await putCouncilProfile(db, councilProfile(2));
    await ensureContractMeta(db, '0x00000000000000000000000000000000000000c1');
    await putCouncilVoters(db, [{ gc_id: 2, voter: people.voter.address }]);
    for (const role of ROLES) tokens.set(role, (await signIn(app, people[role], role === 'voter' ? 'kip97' : 'eip191')).token);
  });

  afterAll(() => new Promise<void>((resolve) => (chain ? chain.server.close(() => resolve()) : resolve())));

  it('holds an example of every read, public or signed in', () => {
    const without = [...publicReads, ...signedInReads].filter(([, spec]) => spec.example === undefined).map(([name]) => name);
    expect(without, 'reads with no example the contract can ask').toEqual([]);
    expect(publicReads.length).toBeGreaterThan(0);
  });

  it.each(publicReads.filter(([, spec]) => spec.example !== undefined))('%s (public) answers what its entry says', async (name, spec) => {
    const example = spec.example!;
    const response = await app.request(example);
    expect(response.status, example).toBe(200);
    const contentType = response.headers.get('Content-Type') ?? '';
    if ('contentType' in spec.answer) {
      expect(contentType).toBe(spec.answer.contentType);
      const text = await response.text();
      if (spec.answer.schema) expect(issues(spec.answer.schema, JSON.parse(text)), `${example} drifted from its schema`).toEqual([]);
      if (contentType.startsWith('text/csv')) expect(text.split('\n').filter((line) => line !== '').length, `${example} has rows under its header`).toBeGreaterThan(1);
      return;
    }
    const body = (await response.json()) as { code: number; result?: unknown; err_msg?: string };
    expect(body.err_msg, example).toBeUndefined();
    expect(body.code).toBe(200);
    expect(isEmptyAnswer(body.result), `${example} answered no data`).toBe(false);
    expect(issues(spec.answer as ZodType, body.result), `${name}: ${example} drifted from its schema`).toEqual([]);
  });

  /**
   * Signed-in reads that answer from the chain as well as the table: they run in their own
   * integration tests against the devnet, which this file does not start.
   */
  const readsNotMadeHere: Partial<Record<RouteName, string>> = {
    'GET /v1/proposals/drafts': "each draft carries the secretary's approvers and threshold, read from its multisig on the chain (drafts.int.test.ts)",
    'GET /v1/proposals/drafts/{draftId}': "the same, for one draft (drafts.int.test.ts)",
    'GET /v1/proposals/drafts/{draftId}/tx': "the secretary's call to sign is built from the chain's nonce and approvers (drafts.int.test.ts)",
    'GET /v1/proposals/{proposalId}/secretary/{action}': "the action's state and call are read from the voting contract and the multisig (secretaryActions.int.test.ts)",
  };

  it('excuses only signed-in reads the catalogue has, each with its reason', () => {
    const names = signedInReads.map(([name]) => name);
    expect(Object.keys(readsNotMadeHere).filter((name) => !names.includes(name as RouteName))).toEqual([]);
  });

  it.each(signedInReads.filter(([name, spec]) => spec.example !== undefined && readsNotMadeHere[name] === undefined))('%s (signed in) answers what its entry says', async (name, spec) => {
    const roles = spec.access.kind === 'signedInRead' ? spec.access.roles : [];
    if ('contentType' in spec.answer) {
      // A file (the month's reward CSV): its type and rows, not an envelope.
      const file = await app.request(spec.example!, { headers: { Authorization: `Bearer ${tokens.get(roles[0]!)!}` } });
      expect(file.status, `${spec.example} as ${roles[0]}`).toBe(200);
      expect(file.headers.get('Content-Type')).toBe(spec.answer.contentType);
      expect((await file.text()).split('\n').filter((line) => line !== '').length, `${spec.example} has its header row`).toBeGreaterThan(0);
    } else {
      const { response, body } = await call(name, { path: spec.example!, role: roles[0]! });
      expect(body.err_msg, `${spec.example} as ${roles[0]}`).toBeUndefined();
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect(issues(spec.answer as ZodType, body.result), `${name}: ${spec.example} drifted from its schema`).toEqual([]);
    }
    // The same read without a session is refused: the contract holds only for those it names.
    expect((await app.request(spec.example!)).status).toBe(401);
  });

  it('makes each write of a release note (publish, edit, delete), every answer as its entry says', async () => {
    const role = 'siteManager';

    const created = await call('POST /v1/release_note', { role, body: { title: 'Contract', context: 'A note the contract test writes' } });
    expect(created.body.err_msg).toBeUndefined();
    expect(issues(entry('POST /v1/release_note').answer as ZodType, created.body.result)).toEqual([]);
    const { id } = created.body.result as { id: number };

    const read = await call('GET /v1/release_note/{id}', { path: `/v1/release_note/${id}`, role });
    expect(issues(entry('GET /v1/release_note/{id}').answer as ZodType, read.body.result)).toEqual([]);
    const version = (read.body.result as { version?: number }).version ?? 0;

    // The version travels in If-Match where the entry says so, and in the body while its schema still takes it.
    const edit = entry('PUT /v1/release_note/{id}');
    const bodyTakesVersion = 'shape' in (edit.body as object) && 'version' in (edit.body as unknown as { shape: object }).shape;
    const edited = await call('PUT /v1/release_note/{id}', {
      path: `/v1/release_note/${id}`,
      role,
      body: { id, title: 'Contract, edited', context: 'Edited', ...(bodyTakesVersion ? { version } : {}) },
      ...(edit.ifMatch ? { ifMatch: version } : {}),
    });
    expect(edited.body.err_msg).toBeUndefined();
    expect(issues(edit.answer as ZodType, edited.body.result)).toEqual([]);
    const editedVersion = (edited.body.result as { version?: number }).version ?? version + 1;

    const deleted = await call('DELETE /v1/release_note/{id}', { path: `/v1/release_note/${id}`, role, ifMatch: editedVersion });
    expect(deleted.body.err_msg).toBeUndefined();
    expect(issues(entry('DELETE /v1/release_note/{id}').answer as ZodType, deleted.body.result)).toEqual([]);
    expect((await call('GET /v1/release_note/{id}', { path: `/v1/release_note/${id}`, role })).response.status).toBe(404);
  });

  const keys = Object.entries(keySamples).flatMap(([builder, samples]) => samples.map((key): [string, string] => [builder, key]));

  it.each(keys)('apiKeys.%s: GET %s asks a read of the catalogue, and answers what its entry says', async (builder, key) => {
    const read = readOfPath(key);
    expect(read?.[0], `apiKeys.${builder} (${key}) asks no read of the catalogue`).toBeDefined();
    const { response, body } = await call(read![0], { path: key });
    expect(body.err_msg, key).toBeUndefined();
    expect(response.status).toBe(200);
    expect(isEmptyAnswer(body.result), `${key} answered no data`).toBe(false);
    expect(issues(read![1].answer as ZodType, body.result), `${key} drifted from its schema`).toEqual([]);
  });

  it.each([
    downloadPaths.treasury('KCF'),
    downloadPaths.financial(),
    downloadPaths.agendaVotes(41, 'csv'),
    downloadPaths.leaderboard(),
    downloadPaths.councilList(),
  ])('GET %s answers a CSV file', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename=".+\.csv"$/);
  });

  /**
   * The writes no test of this file makes, each for a reason: they need the deployment's contracts on
   * a chain (the devnet), which this file does not start. Each is made for real by the test named.
   */
  const writesNotMadeHere: Partial<Record<RouteName, string>> = {
    // Sync Data runs the indexer's treasury job over the funds' events on the chain (treasuryEditor.int.test.ts, on the devnet).
    'POST /v1/treasury/transactions': "runs the treasury job, which reads the chain's treasury events",
    // Every draft answer carries the secretary's approvers and threshold, read from its multisig on the chain (drafts.int.test.ts, on the devnet).
    'POST /v1/proposals/drafts': "answers the secretary's approvers, read from the chain",
    'PUT /v1/proposals/drafts/{draftId}': "answers the secretary's approvers, read from the chain",
    'DELETE /v1/proposals/drafts/{draftId}': 'removes only a draft written by POST, which reads the chain',
    // An approver's real signature over the secretary's transaction, whose nonce and gas come from the chain.
    'PUT /v1/proposals/drafts/{draftId}/approve': "takes an approver's signature over the secretary's on-chain transaction",
    'PUT /v1/proposals/{proposalId}/secretary/{action}/approve': "takes an approver's signature over the secretary's on-chain transaction",
    // Sends the secretary's transaction on the chain once the approvals reach its threshold.
    'POST /v1/proposals/drafts/{draftId}/tx': 'sends a transaction on the chain',
    'POST /v1/proposals/{proposalId}/secretary/{action}/tx': 'sends a transaction on the chain',
  };

  describe('writes, signed in with a role each route takes; every answer as its entry says', () => {
    const newAddress = () => privateKeyToAccount(generatePrivateKey()).address;

    it('accounts: a council admin adds, edits and removes a manager of its own council', async () => {
      const role = 'gcAdmin';
      const added = await call('POST /v1/accounts', { role, body: { address: newAddress(), council_id: 2, level: 1, type: 1 } });
      expect(added.body.err_msg).toBeUndefined();
      expect(answerIssues('POST /v1/accounts', added.body.result)).toEqual([]);
      const { id, version } = added.body.result as { id: number; version: number };

      const path = `/v1/accounts/${id}`;
      const edited = await call('PUT /v1/accounts/{id}', { path, role, body: { address: newAddress(), council_id: 2, level: 1, type: 1 }, ifMatch: version });
      expect(edited.body.err_msg).toBeUndefined();
      expect(answerIssues('PUT /v1/accounts/{id}', edited.body.result)).toEqual([]);
      const stored = edited.body.result as { address: string; version: number };

      // A removal names the fields it showed; they must be the stored ones.
      const removed = await call('DELETE /v1/accounts/{id}', { path, role, body: { address: stored.address, council_id: 2, level: 1, type: 1 }, ifMatch: stored.version });
      expect(removed.body.err_msg).toBeUndefined();
      expect(answerIssues('DELETE /v1/accounts/{id}', removed.body.result)).toEqual([]);
    });

    it('treasury: a site admin relabels a payment', async () => {
      const role = 'siteAdmin';
      const listed = await call('GET /v1/treasury/transactions/{fund}', { path: '/v1/treasury/transactions/KCF' });
      const payment = (listed.body.result as { id: number; recipient: string; version?: number }[])[0]!;
      const relabelled = await call('PUT /v1/treasury/transactions/{treasuryId}', {
        path: `/v1/treasury/transactions/${payment.id}`,
        role,
        body: { label: 'Marketing Expenses', kgp: '77', title: 'Relabelled by the contract test', recipient: payment.recipient },
        ifMatch: payment.version ?? 0,
      });
      expect(relabelled.body.err_msg).toBeUndefined();
      expect(answerIssues('PUT /v1/treasury/transactions/{treasuryId}', relabelled.body.result)).toEqual([]);
    });

    it("contracts: a site admin edits one contract's description with a logo, then changes its category", async () => {
      const role = 'siteAdmin';
      const address = newAddress().toLowerCase();
      await ensureContractMeta(db, address); // as the contracts job writes a contract it has seen
      const { id } = (await getContractMetas(db, [address])).get(address)!;
      const path = `/v1/status/contract/${id}`;
      const shown = await call('GET /v1/status/contract/{id}', { path, role });
      const { version } = shown.body.result as { version?: number };

      const form = formOf({ council_id: -1, sq_company: 'Gamma Labs', sq_service: 'Gamma Swap', sq_category: 'CE/DE-FI' }, { thumbnail: { bytes: pngImage(128, 128), name: 'logo.png', type: 'image/png' } });
      const edited = await call('PUT /v1/status/contract/{id}', { path, role, body: form, ifMatch: version ?? 0 });
      expect(edited.body.err_msg).toBeUndefined();
      expect(answerIssues('PUT /v1/status/contract/{id}', edited.body.result)).toEqual([]);
      const saved = edited.body.result as { version: number };

      // The bulk change names each row's version in its body: that is the list it was made on.
      const recategorized = await call('PUT /v1/status/contract/category', { role, body: [{ id, sq_category: 'NFT', version: saved.version }] });
      expect(recategorized.body.err_msg).toBeUndefined();
      expect(answerIssues('PUT /v1/status/contract/category', recategorized.body.result)).toEqual([]);
    });

    it("councils: a council manager looks up an address's balance at a block, on a hardhat chain", async () => {
      const target = newAddress();
      const [from] = (await chain.request('eth_accounts')) as string[];
      await chain.request('eth_sendTransaction', [{ from, to: target, value: `0x${(10n ** 18n).toString(16)}` }]);
      const block = Number(BigInt((await chain.request('eth_blockNumber')) as string));
      const balance = await call('POST /v1/councils/{cid}/balance', { path: '/v1/councils/2/balance', role: 'gcManager', body: { address: target.toLowerCase(), filter: 'block', value: String(block) } });
      expect(balance.body.err_msg).toBeUndefined();
      expect(answerIssues('POST /v1/councils/{cid}/balance', balance.body.result)).toEqual([]);
      expect(balance.body.result).toMatchObject({ balance: '1', block_num: block });
    });

    it('councils: a site admin saves a draft with its thumbnail, edits its profile and removes it', async () => {
      const role = 'siteAdmin';
      const draft = {
        name: 'Gamma Validators',
        categories: [1, 6],
        summary: 'Runs two nodes',
        description: 'Gamma has run validators since 2021.',
        address: '0x00000000000000000000000000000000000000AB',
        websites: [{ url: 'https://gamma.example.org' }],
      };
      const created = await call('POST /v1/councils', { role, body: formOf(draft, { file_1: { bytes: pngImage(240, 240), name: 'gamma.png', type: 'image/png' } }) });
      expect(created.body.err_msg).toBeUndefined();
      expect(answerIssues('POST /v1/councils', created.body.result)).toEqual([]);
      const { id, version } = created.body.result as { id: number; version: number };

      const edited = await call('PUT /v1/councils/{cid}', { path: `/v1/councils/${id}`, role, body: formOf({ categories: [6], summary: 'Runs three nodes', description: 'Gamma grew.' }), ifMatch: version });
      expect(edited.body.err_msg).toBeUndefined();
      expect(answerIssues('PUT /v1/councils/{cid}', edited.body.result)).toEqual([]);

      const removed = await call('DELETE /v1/councils/{cid}/draft', { path: `/v1/councils/${id}/draft`, role, ifMatch: (edited.body.result as { version: number }).version });
      expect(removed.body.err_msg).toBeUndefined();
      expect(answerIssues('DELETE /v1/councils/{cid}/draft', removed.body.result)).toEqual([]);
    });

    it("activities: a council manager uploads a PDF by its ticket, posts an activity naming it, edits and removes it", async () => {
      const role = 'gcManager';
      const ticket = await call('POST /v1/councils/{cid}/activity/uploads', { path: '/v1/councils/2/activity/uploads', role });
      expect(ticket.body.err_msg).toBeUndefined();
      expect(answerIssues('POST /v1/councils/{cid}/activity/uploads', ticket.body.result)).toEqual([]);
      // What the browser does with the ticket: its fields, then the file, posted to the bucket.
      const upload = ticket.body.result as { url: string; fields: Record<string, string>; key: string };
      const toBucket = new FormData();
      for (const [name, value] of Object.entries(upload.fields)) toBucket.set(name, value);
      toBucket.set('file', new File([new Uint8Array(reportPdf)], 'report.pdf', { type: 'application/pdf' }));
      expect((await fetch(upload.url, { method: 'POST', body: toBucket })).status).toBe(204);

      const activity = {
        council_id: 2,
        title: 'Hackathon',
        content: 'We ran a **hackathon**.',
        contracts: [],
        csv_filename: null,
        attachments: [{ type: 'pdf', title: 'Report', upload: upload.key, filename: 'report.pdf' }],
      };
      const posted = await call('POST /v1/councils/{cid}/activity', { path: '/v1/councils/2/activity', role, body: formOf(activity, { thumbnail: { bytes: pngImage(816, 436), name: 'cover.png', type: 'image/png' } }) });
      expect(posted.body.err_msg).toBeUndefined();
      expect(answerIssues('POST /v1/councils/{cid}/activity', posted.body.result)).toEqual([]);
      const { id } = posted.body.result as { id: number };

      const listed = await call('GET /v1/councils/{cid}/activity', { path: '/v1/councils/2/activity?page=1', role });
      const { version } = (listed.body.result as { items: { id: number; version: number }[] }).items.find((item) => item.id === id)!;
      const path = `/v1/councils/2/activity/${id}`;
      const edited = await call('PUT /v1/councils/{cid}/activity/{aid}', { path, role, body: formOf({ title: 'Hackathon, edited' }), ifMatch: version });
      expect(edited.body.err_msg).toBeUndefined();
      expect(answerIssues('PUT /v1/councils/{cid}/activity/{aid}', edited.body.result)).toEqual([]);

      const removed = await call('DELETE /v1/councils/{cid}/activity/{aid}', { path, role });
      expect(removed.body.err_msg).toBeUndefined();
      expect(answerIssues('DELETE /v1/councils/{cid}/activity/{aid}', removed.body.result)).toEqual([]);
    });

    it('agendas: a site admin marks a passed text agenda In Progress, then Executed', async () => {
      // A passed agenda with no action, as the governance job stores it (the seed holds views only).
      await putProposalChains(db, [proposalChain(9, 'closed', { targets: [], values: [], calldatas: [] })]);
      await putProposalMetadata(db, proposalMeta(9, 'A text agenda', [1]));
      await rebuildProposalViews(db, Number(HEAD.number));
      const agendaNumber = proposalMeta(9, '', []).id;
      for (const siteState of [5, 7]) {
        const marked = await call('PUT /v1/proposals/{agendaNumber}/site_state', { path: `/v1/proposals/${agendaNumber}/site_state`, role: 'siteAdmin', body: { site_state: siteState } });
        expect(marked.body.err_msg).toBeUndefined();
        expect(answerIssues('PUT /v1/proposals/{agendaNumber}/site_state', marked.body.result)).toEqual([]);
      }
    });

    // Last of the writes, in a session of its own, so the tokens of the others stay valid.
    it('session: signs in (nonce, signature), renews the session and ends it', async () => {
      const who = people.siteManager;
      const nonce = await call('POST /v1/auth/nonce', { body: { address: who.address } });
      expect(nonce.body.err_msg).toBeUndefined();
      expect(answerIssues('POST /v1/auth/nonce', nonce.body.result)).toEqual([]);
      const { message } = nonce.body.result as { message: string };
      const signedIn = await call('POST /v1/auth', { body: { address: who.address, message, signature: await signText(who, message, 'eip191'), wallet: 'metamask' } });
      expect(signedIn.body.err_msg).toBeUndefined();
      expect(answerIssues('POST /v1/auth', signedIn.body.result)).toEqual([]);

      const renewed = await call('PUT /v1/auth', { token: (signedIn.body.result as { token: string }).token });
      expect(renewed.body.err_msg).toBeUndefined();
      expect(answerIssues('PUT /v1/auth', renewed.body.result)).toEqual([]);

      const ended = await call('DELETE /v1/auth', { token: (renewed.body.result as { token: string }).token });
      expect(ended.body.err_msg).toBeUndefined();
      expect(answerIssues('DELETE /v1/auth', ended.body.result)).toEqual([]);
    });
  });

  // After every write above: a write of the catalogue that none made, and no reason given, fails here by its name.
  it('makes every write of the catalogue, but those it names with their reason', () => {
    const writes = entries.filter((candidate) => !isRead(candidate)).map(([name]) => name);
    const excluded = Object.keys(writesNotMadeHere) as RouteName[];
    expect(excluded.filter((name) => !writes.includes(name)), 'writes excused here that the catalogue no longer has').toEqual([]);
    expect(excluded.filter((name) => called.has(name)), 'writes excused here that a test now makes').toEqual([]);
    expect(writes.filter((name) => !called.has(name) && !excluded.includes(name)), 'writes of the catalogue no test of this file makes').toEqual([]);
    expect(called.size).toBeGreaterThan(0);
  });
});
