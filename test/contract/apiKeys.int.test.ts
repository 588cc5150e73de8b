import { beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { catalogueEntries } from '@portal/core/api/catalogue';
import type { RouteName, RouteSpec } from '@portal/core/api/route';
import { createAccount, putSecretaryApprovers } from '@portal/core/db/repositories/accounts';
import { putCouncilVoters } from '@portal/core/db/repositories/voters';
import { ROLES, type Role } from '@portal/core/entities/account';
import { createApp } from '@portal/functions/src/app';
import { STAKING } from '../fixtures/apiSeeds';
import { seedPublicReads } from '../fixtures/publicApiSeed';
import { type ApiKey, apiKeys, downloadPaths } from '../../web/src/api/keys';
import { freshTestDb } from '../setup/services';
import { signIn, signInTestConfig } from '../setup/signIn';

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

  /** One call of a catalogue route, signed in as `role` when given; answers the status and the body. */
  async function call(name: RouteName, init: { path?: string; role?: Role; body?: unknown; ifMatch?: number } = {}) {
    const method = name.slice(0, name.indexOf(' '));
    const headers: Record<string, string> = {};
    if (init.role) headers.Authorization = `Bearer ${tokens.get(init.role)!}`;
    if (init.ifMatch !== undefined) headers['If-Match'] = `"${init.ifMatch}"`;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await app.request(init.path ?? pathOfName(name), { method, headers, ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }) });
    return { response, body: (await response.json()) as { code: number; result?: unknown; err_msg?: string } };
  }

  beforeAll(async () => {
    const db = await freshTestDb();
    app = createApp({
      db,
      config: signInTestConfig({ CHAIN_ID: '31337', RPC_URL: 'http://127.0.0.1:8545', VOTING_ADDRESS: '0xbf4bBb29b64BdCD59596b87c40D1D539070CB9C6', APP2APP_URL: 'http://127.0.0.1:4603/api/v1/k' }),
    });
    await seedPublicReads(db);
    // One real account per role, each signed in with a real signature (the council roles on council 2, which the seed holds).
    const people = Object.fromEntries(ROLES.map((role) => [role, privateKeyToAccount(generatePrivateKey())])) as Record<Role, PrivateKeyAccount>;
    await createAccount(db, { address: people.siteAdmin.address, council_id: 0, level: 0, type: 0 });
    await createAccount(db, { address: people.siteManager.address, council_id: 0, level: 1, type: 0 });
    await createAccount(db, { address: people.gcAdmin.address, council_id: 2, level: 0, type: 1 });
    await createAccount(db, { address: people.gcManager.address, council_id: 2, level: 1, type: 1 });
    await putSecretaryApprovers(db, [people.secretary.address]);
    await putCouncilVoters(db, [{ gc_id: 2, voter: people.voter.address }]);
    for (const role of ROLES) tokens.set(role, (await signIn(app, people[role], role === 'voter' ? 'kip97' : 'eip191')).token);
  });

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

  it.each(signedInReads.filter(([, spec]) => spec.example !== undefined))('%s (signed in) answers what its entry says', async (name, spec) => {
    const roles = spec.access.kind === 'signedInRead' ? spec.access.roles : [];
    const { response, body } = await call(name, { path: spec.example!, role: roles[0]! });
    expect(body.err_msg, `${spec.example} as ${roles[0]}`).toBeUndefined();
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(issues(spec.answer as ZodType, body.result), `${name}: ${spec.example} drifted from its schema`).toEqual([]);
    // The same read without a session is refused: the contract holds only for those it names.
    expect((await app.request(spec.example!)).status).toBe(401);
  });

  it('makes each write of a release note (publish, edit, delete), every answer as its entry says', async () => {
    const entry = (name: RouteName) => entries.find(([n]) => n === name)?.[1] ?? expect.fail(`${name} is not in the catalogue`);
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
});
