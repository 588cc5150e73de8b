import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '@portal/core/db/client';
import { PROJECTION_VERSION } from '@portal/core/db/projectionVersions';
import { freshTestDb } from '../../../test/setup/services';
import type { IndexerContext } from '../context';
import { IndexerMemory, RECHECK_AFTER_MS } from '../memory';
import { type PeriodProjection, reprojectPeriods } from './reprojectPeriods';

/**
 * The generic repair loop on a warm indexer: reading every item's version is most of an idle pass,
 * so once a pass found none older it is not read again until the recheck period, while an
 * operator's range, a new process and a context without memory always read.
 */
const CURRENT = PROJECTION_VERSION.chainDay;
let db: Db;
let stored: Map<string, number>;
let versionReads = 0;
const projection: PeriodProjection = {
  kind: 'chainDay',
  noun: 'days',
  versions: async () => {
    versionReads += 1;
    return new Map(stored);
  },
  derive: async (periods) => {
    for (const date of periods) stored.set(date, CURRENT);
    return periods.length;
  },
};
const contextWith = (memory: IndexerMemory | null): IndexerContext =>
  ({ db, client: null as never, config: null as never, now: () => new Date(), log: () => {}, ...(memory ? { memory } : {}) }) as IndexerContext;

beforeAll(async () => {
  db = await freshTestDb();
});
afterEach(() => vi.restoreAllMocks());

describe('reprojectPeriods on a warm indexer', () => {
  it('reads the versions once, then not again until the recheck period, and still repairs what another writer left older', async () => {
    stored = new Map([['2026-11-01', CURRENT - 1], ['2026-11-02', CURRENT]]);
    const warm = new IndexerMemory();
    versionReads = 0;
    expect(await reprojectPeriods(contextWith(warm), projection, 100n)).toEqual({ periods: 1, written: 1 });
    expect(await reprojectPeriods(contextWith(warm), projection, 101n)).toEqual({ periods: 0, written: 0 });
    expect(versionReads).toBe(1);

    stored.set('2026-11-03', CURRENT - 1); // an older indexer, still running during a deploy
    expect(await reprojectPeriods(contextWith(warm), projection, 102n)).toEqual({ periods: 0, written: 0 });
    expect(versionReads).toBe(1);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + RECHECK_AFTER_MS);
    expect(await reprojectPeriods(contextWith(warm), projection, 103n)).toEqual({ periods: 1, written: 1 });
    expect(stored.get('2026-11-03')).toBe(CURRENT);
    expect(versionReads).toBe(2);
  });

  it('always reads for an operator’s range, a new process and a context without memory', async () => {
    stored = new Map([['2026-11-01', CURRENT], ['2026-11-02', CURRENT]]);
    const warm = new IndexerMemory();
    await reprojectPeriods(contextWith(warm), projection, 100n);
    versionReads = 0;
    expect(await reprojectPeriods(contextWith(warm), projection, 100n, { range: { from: '2026-11-01', to: '2026-11-01' } })).toEqual({ periods: 1, written: 1 });
    stored.set('2026-11-02', CURRENT - 1);
    expect(await reprojectPeriods(contextWith(new IndexerMemory()), projection, 100n)).toEqual({ periods: 1, written: 1 });
    stored.set('2026-11-02', CURRENT - 1);
    expect(await reprojectPeriods(contextWith(null), projection, 100n)).toEqual({ periods: 1, written: 1 });
    expect(versionReads).toBe(3);
  });
});
