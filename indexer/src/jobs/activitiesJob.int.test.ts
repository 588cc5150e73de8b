import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Db } from '@portal/core/db/client';
import { createDb } from '@portal/core/db/client';
import { advanceCheckpoint, checkpointCursor, getCheckpoint } from '@portal/core/db/repositories/checkpoints';
import { getActivity, putActivityRecord } from '@portal/core/db/repositories/activities';
import { putCouncilList } from '@portal/core/db/repositories/councils';
import { countReads } from '@portal/core/db/writeCounter';
import { freshTestDb } from '../../../test/setup/services';
import { activityRecord } from '../../../test/fixtures/apiSeeds';
import { council } from '../../../test/fixtures/governance';
import type { IndexerContext } from '../context';
import { IndexerMemory, RECHECK_AFTER_MS } from '../memory';
import { ACTIVITIES_JOB, runActivitiesJob } from './activitiesJob';
import { CONTRACTS_JOB } from './contractsJob';

/**
 * The activities job builds the views from every record and every registered contract's days; a
 * pass where nothing it reads from moved must not read them all again, and a save the API left
 * without its views is still repaired.
 */
const record = (id: number, title: string) => ({ ...activityRecord(id, 2, id), title });

let db: Db;
/** Items the table answered to the job's own client. */
let reads: ReturnType<typeof countReads>;
/** A warm indexer's context: the same memory from pass to pass, as createIndexerContext gives it. */
const warm = new IndexerMemory();
const contextFor = (table: Db, memory: IndexerMemory | null = warm): IndexerContext => ({
  db: table,
  client: null as never,
  config: null as never,
  now: () => new Date('2026-11-20T00:00:00.000Z'),
  log: () => {},
  ...(memory ? { memory } : {}),
});

beforeAll(async () => {
  db = await freshTestDb();
  reads = countReads(db);
  await putCouncilList(db, [council(2, 'Northwind')]);
  await advanceCheckpoint(db, CONTRACTS_JOB, null, { cursor: checkpointCursor(100), block_number: 100, block_hash: '0x01', updated_at: '2026-11-19T00:00:00.000Z' });
  for (let id = 1; id <= 5; id++) await putActivityRecord(db, record(id, `Activity ${id}`));
});
afterEach(() => vi.restoreAllMocks());

describe('the activities job', () => {
  it('builds on its first pass, then skips while neither the contracts checkpoint nor the council list moved, reading no records', async () => {
    const first = await runActivitiesJob(contextFor(db));
    expect(first.skipped).toBeUndefined();
    expect((await getActivity(db, 3))?.title).toBe('Activity 3');
    reads.reset();
    const second = await runActivitiesJob(contextFor(db));
    expect(second).toMatchObject({ job: ACTIVITIES_JOB, skipped: expect.any(String) });
    expect(reads.count().queried).toBe(0);
  });

  it('builds again when the contracts job moved on or the council list changed', async () => {
    const from = await getCheckpoint(db, CONTRACTS_JOB);
    await advanceCheckpoint(db, CONTRACTS_JOB, from, { cursor: checkpointCursor(101), block_number: 101, block_hash: '0x02', updated_at: '2026-11-19T00:00:01.000Z' });
    expect((await runActivitiesJob(contextFor(db))).skipped).toBeUndefined();
    expect((await runActivitiesJob(contextFor(db))).skipped).toBeDefined();
    await putCouncilList(db, [council(2, 'Northwind Renamed')]);
    expect((await runActivitiesJob(contextFor(db))).skipped).toBeUndefined();
    expect((await getActivity(db, 1))?.council.name).toBe('Northwind Renamed');
  });

  it('repairs a record saved without its views: at once on a cold start, and within the repair period on a warm one', async () => {
    await putActivityRecord(db, record(1, 'Edited, views not rebuilt'));
    expect((await runActivitiesJob(contextFor(db))).skipped).toBeDefined();
    expect((await getActivity(db, 1))?.title).toBe('Activity 1');
    const later = Date.now() + RECHECK_AFTER_MS;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    expect((await runActivitiesJob(contextFor(db))).skipped).toBeUndefined();
    expect((await getActivity(db, 1))?.title).toBe('Edited, views not rebuilt');

    // A new process (a cold Lambda) remembers nothing: its first pass builds. So does a context without memory (a command).
    await putActivityRecord(db, record(2, 'Seen by a cold start'));
    const cold = createDb({ tableName: db.tableName, endpoint: inject('dynamoEndpoint'), region: 'us-east-1' });
    expect((await runActivitiesJob(contextFor(cold, new IndexerMemory()))).skipped).toBeUndefined();
    expect((await getActivity(db, 2))?.title).toBe('Seen by a cold start');
    expect((await runActivitiesJob(contextFor(db, null))).skipped).toBeUndefined();
  });
});
