import { createPublicClient, custom, type PublicClient } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseServerConfig } from '@portal/core/config';
import { batchWrite } from '@portal/core/db/batch';
import type { Db } from '@portal/core/db/client';
import { ENTITY, keys } from '@portal/core/db/keys';
import { PROJECTION_VERSION } from '@portal/core/db/projectionVersions';
import { getCheckpoint } from '@portal/core/db/repositories/checkpoints';
import { getPeriodReprojection } from '@portal/core/db/repositories/reprojection';
import { listAccountMonths, listLatestChainDays } from '@portal/core/db/repositories/stats';
import type { AccountMonth, ChainDay } from '@portal/core/entities/stats';
import { klayToPeb, pebToKlay } from '@portal/core/format';
import { shiftDay, singaporeDayRange } from '@portal/core/rules/singaporeDays';
import { createInProcessDevnet, type InProcessDevnet } from '@portal/devnet/src/node';
import { scanTable } from '../../../test/fixtures/tableScan';
import { freshTestDb } from '../../../test/setup/services';
import { Crash, watchedDb } from '../../../test/fixtures/watchedDb';
import type { IndexerContext } from '../context';
import { dayOf } from '../project/stats/chainActivity';
import { createNetworkSource } from '../read/networkSource';
import { CHAIN_ACTIVITY_JOB, reprojectChainActivityRange, runChainActivityJob, writeRankings } from './chainActivityJob';
import { reprojectChainActivity } from './reprojectChainActivity';

/**
 * An upgrade of the statistics projections, on the devnet's scenario and DynamoDB Local: a table
 * whose chain days and account months an older projection wrote (wrong counts, fees, gas, contracts,
 * newcomers and active accounts; the rankings summed from those days), written once and never
 * rewritten by an ordinary pass, is repaired by the next pass to exactly the items of a fresh
 * backfill; the repair resumes where a killed one stopped, a second pass writes nothing, and the
 * operator's command re-derives a range of days or months on demand.
 */

let devnet: InProcessDevnet;
let client: PublicClient;
let db: Db;
/** The items a fresh backfill writes: what every repaired table must equal. */
let expected: Record<string, unknown>[];
/** The table's START_BLOCK (the last test indexes a table of its own from another). */
let startBlock: bigint;

function contextFor(log: string[] = []): IndexerContext {
  return {
    db,
    client,
    config: parseServerConfig({ START_BLOCK: String(startBlock), CHAIN_ID: String(devnet.deployment.chainId), CONFIRMATIONS: '0' }),
    now: () => {
      throw new Error('the chain-activity job must not read the clock into items');
    },
    log: (line) => log.push(line),
  };
}

/** What an older projection derived: each called contract counted twice, one transaction and gas too many, a newcomer too many and the last active contract left out. */
function wrongDay(day: ChainDay): ChainDay {
  const contracts = Object.fromEntries(Object.entries(day.contracts).map(([a, c]) => [a, { tx_count: c.tx_count * 2, tx_fee: pebToKlay(klayToPeb(c.tx_fee) * 2n) }]));
  return { ...day, tx_count: day.tx_count + 1, gas_used: String(BigInt(day.gas_used) * 2n), contracts };
}

function wrongMonth(month: AccountMonth): AccountMonth {
  return { ...month, new_eoa: month.new_eoa + 1, active_sca: month.active_sca.slice(0, -1) };
}

/** Rewrites the table as the older projection left it: its days and months (with `pv` as given), and the rankings summed from its days. */
async function writeAsOlderProjection(pv?: { chainDay: number; accountMonth: number }): Promise<void> {
  const [days, months] = await Promise.all([listLatestChainDays(db, 1_000), listAccountMonths(db)]);
  await batchWrite(db, {
    put: [
      ...days.map((d) => ({ ...keys.chainDay(d.date), entity: ENTITY.chainDay, v: 1, data: wrongDay(d), ...(pv && { pv: pv.chainDay }) })),
      ...months.map((m) => ({ ...keys.accountMonth(m.date), entity: ENTITY.accountMonth, v: 1, data: wrongMonth(m), ...(pv && { pv: pv.accountMonth }) })),
    ],
  });
  const checkpoint = (await getCheckpoint(db, CHAIN_ACTIVITY_JOB))!;
  await writeRankings(contextFor(), BigInt(checkpoint.block_number), createNetworkSource(client));
  expect(await scanTable(db), 'the older projection left other items').not.toEqual(expected);
}

/** A new table, indexed by the current code: passes until caught up (2,000 blocks with transactions a pass). */
async function freshBackfill(): Promise<void> {
  db = await freshTestDb();
  for (let pass = 0; pass < 10; pass++) if ((await runChainActivityJob(contextFor())).skipped) break;
  expected = await scanTable(db);
}

const progressLine = (noun: string) => new RegExp(`^reproject: \\d+/\\d+ ${noun} derived again \\(through [\\d-]+\\), \\d+ written$`);

beforeAll(async () => {
  devnet = await createInProcessDevnet();
  client = createPublicClient({ transport: custom(devnet.provider), cacheTime: 0 });
  startBlock = BigInt(devnet.deployment.startBlock);
  await freshBackfill();
  const versioned = (entity: string, pv: number) => expected.filter((i) => i.entity === entity).every((i) => i.pv === pv);
  expect(expected.filter((i) => i.entity === ENTITY.chainDay).length).toBeGreaterThan(70);
  expect(versioned(ENTITY.chainDay, PROJECTION_VERSION.chainDay) && versioned(ENTITY.accountMonth, PROJECTION_VERSION.accountMonth)).toBe(true);
}, 600_000);

describe('an upgraded statistics projection repairs the stored items', () => {
  it('on the next pass: the items equal a fresh backfill\'s, with progress lines; the pass after writes nothing', async () => {
    await writeAsOlderProjection();
    const log: string[] = [];
    expect((await runChainActivityJob(contextFor(log))).skipped).toBe('up to date');
    expect(log.some((line) => /^reproject: deriving again \d+ days of projection versions before \d+ at block \d+$/.test(line))).toBe(true);
    expect(log.some((line) => /^reproject: deriving again 3 months of projection versions before \d+ at block \d+$/.test(line))).toBe(true);
    expect(log.filter((line) => progressLine('days').test(line)).length).toBeGreaterThan(1);
    expect(log.filter((line) => progressLine('months').test(line))).toHaveLength(1);
    expect(await scanTable(db)).toEqual(expected);

    const watched = watchedDb(db);
    const again: string[] = [];
    await runChainActivityJob({ ...contextFor(again), db: watched.db });
    expect(watched.writes()).toBe(0);
    expect(again.filter((line) => line.startsWith('reproject'))).toEqual([]);
  }, 600_000);

  it('killed half-way, goes on from the next day and ends with the same items', async () => {
    await writeAsOlderProjection({ chainDay: 0, accountMonth: 0 });
    const crashing = watchedDb(db, 4);
    const through = BigInt((await getCheckpoint(db, CHAIN_ACTIVITY_JOB))!.block_number);
    // Batches of 5 days: write 1 and 2 are the first batch and its progress, write 3 the second batch; killed before its progress.
    await expect(reprojectChainActivity({ ...contextFor(), db: crashing.db }, createNetworkSource(client), through, { batchSize: 5 })).rejects.toBeInstanceOf(Crash);
    const days = (await listLatestChainDays(db, 1_000)).map((d) => d.date).sort();
    expect(await getPeriodReprojection(db, 'chainDay')).toEqual({ range: null, next: days[5], version: PROJECTION_VERSION.chainDay });

    // The second batch's days went out before the kill and carry the current version: 10 are done.
    const log: string[] = [];
    await runChainActivityJob(contextFor(log));
    expect(log).toContain(`reproject: going on with ${days.length - 10} days of projection versions before ${PROJECTION_VERSION.chainDay} at block ${through} from ${days[5]}`);
    expect(await getPeriodReprojection(db, 'chainDay')).toBeNull();
    expect(await scanTable(db)).toEqual(expected);
  }, 600_000);

  it('by the operator\'s command for a range of days or months, even where the version says current', async () => {
    // A fix shipped without its version bumped: the items carry the current version but old figures.
    await writeAsOlderProjection(PROJECTION_VERSION);
    const quiet = watchedDb(db);
    await runChainActivityJob({ ...contextFor(), db: quiet.db });
    expect(quiet.writes(), 'a current version is not derived again by itself').toBe(0);

    const days = (await listLatestChainDays(db, 1_000)).map((d) => d.date).sort();
    const log: string[] = [];
    const ctx = contextFor(log);
    expect(await reprojectChainActivityRange(ctx, 'chainDay', { from: days[0]!, to: days.at(-1)! })).toEqual({ periods: days.length, written: days.length });
    expect(await reprojectChainActivityRange(ctx, 'accountMonth', { from: '2026-01', to: '2026-12' })).toEqual({ periods: 3, written: 3 });
    expect(log).toContain(`reproject: deriving again ${days.length} days ${days[0]}-${days.at(-1)} at block ${(await getCheckpoint(db, CHAIN_ACTIVITY_JOB))!.block_number}`);
    expect(await scanTable(db)).toEqual(expected);

    // Once more over part of the range: nothing changed, no day written.
    const second = await reprojectChainActivityRange(contextFor(), 'chainDay', { from: days[3]!, to: days[9]! });
    expect(second).toEqual({ periods: 7, written: 0 });
    expect(await scanTable(db)).toEqual(expected);
  }, 600_000);

  it('from a START_BLOCK inside a day: that day is derived again from START_BLOCK on, as a backfill counts it', async () => {
    // A table of its own, indexed from a block with transactions in the middle of the day before
    // yesterday: blocks of that day before it belong to no item.
    const source = createNetworkSource(client);
    const head = await client.getBlockNumber();
    const { from, to } = singaporeDayRange(shiftDay(dayOf(await source.blockTime(head)), 2));
    const listed = await source.blocksWithTransactions((await source.blockAtTime(Date.parse(from) / 1000 - 1, head)) + 1n, await source.blockAtTime(Date.parse(to) / 1000 - 1, head));
    expect(listed.length).toBeGreaterThan(2);
    startBlock = listed[Math.floor(listed.length / 2)]!.number;
    await freshBackfill();

    await writeAsOlderProjection();
    await runChainActivityJob(contextFor());
    expect(await scanTable(db)).toEqual(expected);
  }, 600_000);
});
