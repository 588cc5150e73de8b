import { PutCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@portal/core/db/client';
import { getCouncilProfile, listCouncilProfiles, putCouncilList, putCouncilProfile, updateCouncilProfile } from '@portal/core/db/repositories/councils';
import { putCategories } from '@portal/core/db/repositories/lookups';
import { ConflictError, InvalidEditError, MissingItemError } from '@portal/core/db/writeErrors';
import type { Council, CouncilProfile, CouncilProfileEdit } from '@portal/core/entities/council';
import { projectCouncilList } from '@portal/core/views/councilList';
import { freshTestDb } from '../../test/setup/services';
import { createApp } from './app';
import { publicCacheControl } from './middleware/cache';
import { councilProfile } from '../../test/fixtures/councilProfiles';

const CATEGORIES = [
  { id: 1, name: 'Infra' },
  { id: 2, name: 'DeFi' },
  { id: 3, name: 'Gaming' },
  { id: 9, name: 'etc' },
];

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;

const profile = (id: number, name: string, joined: string | null = '2025-01-01T00:00:00.000Z') => councilProfile(id, { name, joined_at: joined });

const PROFILES = [profile(1, 'Alpha'), profile(2, 'Beta'), profile(3, 'Draft', null)];

/** The indexer's rebuild of the list, from the profiles it read and what the chain says (one staking contract each). */
function indexerList(profiles: readonly CouncilProfile[]): Council[] {
  const stakingContracts = profiles.map((p) => ({
    address: address(100 + p.id),
    nodeId: address(200 + p.id),
    rewardAddress: address(300 + p.id),
    councilId: p.id,
    version: 2,
    staked: BigInt(p.id) * 10n ** 24n,
  }));
  return projectCouncilList(profiles, { stakingContracts }, new Date('2026-11-22T00:00:00.000Z'), new Map([[1, '4.5']]));
}

/**
 * The same table, but `before` runs just before each command is sent: a way to land another
 * writer's change exactly between one writer's reads and its write.
 */
function interleaved(db: Db, before: (command: unknown) => Promise<void>): Db {
  const send = async (command: Parameters<DynamoDBDocumentClient['send']>[0]) => {
    await before(command);
    return db.doc.send(command);
  };
  return { tableName: db.tableName, doc: { send } as unknown as DynamoDBDocumentClient };
}

const isListPut = (command: unknown) => command instanceof PutCommand && command.input.Item?.['sk'] === 'LIST';

const EDIT: CouncilProfileEdit = { categories: [2, 3], summary: 'Validators and DeFi tooling', description: 'Alpha now also builds DeFi tooling.' };

/** Every public answer that shows a council's profile fields, each read to find council 1. */
const COUNCIL_ONE_ANSWERS: [string, (result: never) => Council][] = [
  ['/v1/councils/1', (result: Council) => result],
  ['/v1/councils?order=staking', (result: Council[]) => result.find((c) => c.id === 1)!],
  ['/v1/councils', (result: Council[]) => result.find((c) => c.id === 1)!],
  ['/v1/councils/addr/0x0000000000000000000000000000000000000065', (result: Council) => result],
  ['/v1/page/councils/main', (result: { councils: Council[] }) => result.councils.find((c) => c.id === 1)!],
  ['/v1/page/main', (result: { councils: Council[] }) => result.councils.find((c) => c.id === 1)!],
];

describe('an operator edits a council profile; the public answers follow at once (DynamoDB Local, no indexer run)', () => {
  let db: Db;
  let app: ReturnType<typeof createApp>;

  async function councilOneEverywhere(): Promise<Council[]> {
    return Promise.all(
      COUNCIL_ONE_ANSWERS.map(async ([path, pick]) => {
        const response = await app.request(path);
        expect(response.status, path).toBe(200);
        // The CDN keeps these 30 s: an edit reaches every visitor within that (docs/deploying.md).
        expect(response.headers.get('Cache-Control'), path).toBe(publicCacheControl(30));
        return pick(((await response.json()) as { result: never }).result);
      }),
    );
  }

  beforeEach(async () => {
    db = await freshTestDb();
    app = createApp({ db });
    await putCategories(db, CATEGORIES);
    for (const p of PROFILES) await putCouncilProfile(db, p);
    await putCouncilList(db, indexerList(PROFILES));
  });

  it('shows the edited categories, summary and description in every answer, and keeps the chain part', async () => {
    const before = await councilOneEverywhere();
    expect(before.map((c) => c.summary)).toEqual(Array(COUNCIL_ONE_ANSWERS.length).fill('Alpha runs nodes'));

    const saved = await updateCouncilProfile(db, 1, EDIT, 0);
    expect(saved.version).toBe(1);
    expect(await getCouncilProfile(db, 1)).toEqual({ profile: saved.profile, version: 1 });

    for (const council of await councilOneEverywhere()) {
      expect(council).toMatchObject({
        id: 1,
        name: 'Alpha',
        summary: 'Validators and DeFi tooling',
        description: 'Alpha now also builds DeFi tooling.',
        categories: [
          { id: 2, name: 'DeFi' },
          { id: 3, name: 'Gaming' },
        ],
        // What the chain said is untouched by an operator's edit.
        contracts: before[0]!.contracts,
        staking: [{ total_staking: '1000000', apy: '4.5', date: '2026-11-22T00:00:00.000Z' }],
      });
    }
    // The other councils are as they were; the draft stays off the public list.
    const list = (await (await app.request('/v1/councils')).json()) as { result: Council[] };
    expect(list.result.map((c) => [c.id, c.summary])).toEqual([
      [2, 'Beta runs nodes'],
      [1, 'Validators and DeFi tooling'],
    ]);
  });

  it('keeps the edit when the indexer later writes a list built from the profiles it read before the edit', async () => {
    const staleProfiles = await listCouncilProfiles(db);
    await updateCouncilProfile(db, 1, EDIT, 0);
    await putCouncilList(db, indexerList(staleProfiles));
    for (const council of await councilOneEverywhere()) expect(council.summary).toBe('Validators and DeFi tooling');
    // And an indexer run that starts after the edit reads it like any profile.
    await putCouncilList(db, indexerList(await listCouncilProfiles(db)));
    for (const council of await councilOneEverywhere()) expect(council.summary).toBe('Validators and DeFi tooling');
  });

  it('lets exactly one of two concurrent edits win; the other gets a conflict, and nothing is lost', async () => {
    const mine: CouncilProfileEdit = { ...EDIT, summary: 'Edit by the site admin' };
    const theirs: CouncilProfileEdit = { ...EDIT, summary: 'Edit by the GC admin', categories: [9] };
    const outcomes = await Promise.allSettled([updateCouncilProfile(db, 1, mine, 0), updateCouncilProfile(db, 1, theirs, 0)]);

    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.filter((o) => o.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.reason).toBeInstanceOf(ConflictError);
    expect((lost[0]!.reason as Error).message).toBe('Council 1 was changed by someone else since you opened it. Reload it and make your edit again.');

    // The winner's edit is the one saved and shown everywhere; the loser wrote nothing.
    const winner = won[0]!.value;
    const loserEdit = outcomes[0] === won[0] ? theirs : mine;
    expect(winner.version).toBe(1);
    for (const council of await councilOneEverywhere()) expect(council.summary).toBe(winner.profile.summary);

    // The loser reloads (version 1) and saves again: now both edits happened, in order.
    const again = await updateCouncilProfile(db, 1, loserEdit, 1);
    expect(again.version).toBe(2);
    for (const council of await councilOneEverywhere()) expect(council).toMatchObject({ summary: loserEdit.summary, categories: again.profile.categories });
  });

  it('keeps an edit saved between the indexer reading the profiles and writing the list', async () => {
    let listPuts = 0;
    const indexerDb = interleaved(db, async (command) => {
      if (!isListPut(command)) return;
      listPuts++;
      // The operator saves while the indexer's list, built from the old profile, is on its way.
      if (listPuts === 1) await updateCouncilProfile(db, 1, EDIT, 0);
    });
    await putCouncilList(indexerDb, indexerList(await listCouncilProfiles(db)));
    expect(listPuts).toBe(2);
    for (const council of await councilOneEverywhere()) expect(council.summary).toBe(EDIT.summary);
  });

  it("keeps the indexer's new chain figures written between an edit reading the list and saving", async () => {
    const richer = indexerList(PROFILES).map((c) => ({ ...c, staking: [{ ...c.staking[0]!, total_staking: '7777777' }] }));
    let transactions = 0;
    const apiDb = interleaved(db, async (command) => {
      if (!(command instanceof TransactWriteCommand)) return;
      transactions++;
      if (transactions === 1) await putCouncilList(db, richer);
    });
    await updateCouncilProfile(apiDb, 1, EDIT, 0);
    expect(transactions).toBe(2);
    for (const council of await councilOneEverywhere()) expect(council).toMatchObject({ summary: EDIT.summary, staking: [{ total_staking: '7777777' }] });
  });

  it('never loses an edit to indexer rebuilds racing it', async () => {
    for (let round = 0; round < 8; round++) {
      const stale = indexerList(await listCouncilProfiles(db));
      const summary = `Round ${round}`;
      await Promise.all([updateCouncilProfile(db, 1, { ...EDIT, summary }, round), putCouncilList(db, stale), putCouncilList(db, stale)]);
      for (const council of await councilOneEverywhere()) expect(council.summary, `round ${round}`).toBe(summary);
    }
  });

  it('refuses a stale version, an unknown council, an unknown category and an invalid edit, writing nothing', async () => {
    await updateCouncilProfile(db, 1, EDIT, 0);
    await expect(updateCouncilProfile(db, 1, { ...EDIT, summary: 'Late' }, 0)).rejects.toBeInstanceOf(ConflictError);
    await expect(updateCouncilProfile(db, 7, EDIT, 0)).rejects.toEqual(new MissingItemError('Council 7 not found'));
    await expect(updateCouncilProfile(db, 1, { ...EDIT, categories: [42] }, 1)).rejects.toEqual(new InvalidEditError('Category 42 does not exist'));
    await expect(updateCouncilProfile(db, 1, { ...EDIT, summary: 'one\ntwo\nthree\nfour' }, 1)).rejects.toThrow(/under 4 lines/);
    await expect(updateCouncilProfile(db, 1, { ...EDIT, categories: [1, 2, 3, 9] }, 1)).rejects.toThrow(/at most 3 categories/);
    await expect(updateCouncilProfile(db, 1, { ...EDIT, extra: true } as CouncilProfileEdit, 1)).rejects.toThrow(/Unrecognized key/);
    expect((await getCouncilProfile(db, 1))?.version).toBe(1);
    for (const council of await councilOneEverywhere()) expect(council.summary).toBe(EDIT.summary);
  });

  it('edits a draft council without publishing it', async () => {
    await updateCouncilProfile(db, 3, EDIT, 0);
    expect((await getCouncilProfile(db, 3))?.profile.summary).toBe(EDIT.summary);
    expect((await app.request('/v1/councils/3')).status).toBe(404);
  });
});
