import { createPublicClient, custom, type PublicClient } from 'viem';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseServerConfig } from '@portal/core/config';
import { batchWrite, type RawItem } from '@portal/core/db/batch';
import type { Db } from '@portal/core/db/client';
import { ENTITY } from '@portal/core/db/keys';
import { PROJECTION_VERSION } from '@portal/core/db/projectionVersions';
import { listTreasuryTransactions, updateTreasuryTransaction } from '@portal/core/db/repositories/treasury';
import { SPENDING_CATEGORIES } from '@portal/core/entities/treasury';
import { createInProcessDevnet, type InProcessDevnet } from '@portal/devnet/src/node';
import { scanTable } from '../../../test/fixtures/tableScan';
import { watchedDb } from '../../../test/fixtures/watchedDb';
import { freshTestDb } from '../../../test/setup/services';
import type { IndexerContext } from '../context';
import type { JobResult } from './jobResult';
import { reprojectStakingRange, runStakingJob } from './stakingJob';
import { reprojectSupplyRange, runSupplyJob } from './supplyJob';
import { reprojectTreasuryRange, runTreasuryJob } from './treasuryJob';

/**
 * An upgrade of the projections of items written once (staking points, supply sample buckets,
 * treasury payments), on the devnet's scenario and DynamoDB Local: items an older projection wrote
 * (wrong figures, an older `pv`), with the items derived from them (the supply series, the treasury
 * months), are repaired by the job's next pass to exactly the items of a fresh backfill, an
 * operator's label kept; the pass after writes nothing; the operator's command re-derives a range
 * whose version was not bumped.
 */

let devnet: InProcessDevnet;
let client: PublicClient;
let db: Db;
/** The items a fresh backfill (and an operator's label) wrote: what every repaired table must equal. */
let expected: Record<string, unknown>[];

function contextFor(log: string[] = [], on: Db = db): IndexerContext {
  const { contracts, startBlock, chainId } = devnet.deployment;
  return {
    db: on,
    client,
    config: parseServerConfig({
      ADDRESS_BOOK_ADDRESS: contracts.addressBook,
      KCF_ADDRESS: contracts.kcf,
      KFF_ADDRESS: contracts.kff,
      START_BLOCK: String(startBlock),
      CHAIN_ID: String(chainId),
      CONFIRMATIONS: '0',
    }),
    now: () => {
      throw new Error('the statistics jobs must not read the clock into items');
    },
    log: (line) => log.push(line),
  };
}

type Kind = {
  name: string;
  version: number;
  /** What the job's pass answers on the devnet's idle chain. */
  idle: string;
  run: (ctx: IndexerContext) => Promise<JobResult>;
  /** The stored items' entity, how the older projection got them wrong, and the entity of the items derived from them. */
  entity: string;
  wrong: (data: unknown) => unknown;
  derived?: string;
  noun: string;
  command: (ctx: IndexerContext, range: { from: string; to: string }) => Promise<{ periods: number; written: number }>;
  /** The range that covers every stored item (days). */
  days: (items: Record<string, unknown>[]) => string[];
};

const dayOfKey = (i: Record<string, unknown>) => String(i.sk).replace(/^[A-Z]+#/, '');
const sortedUnique = (days: string[]) => [...new Set(days)].sort();

const KINDS: Kind[] = [
  {
    name: 'staking points',
    version: PROJECTION_VERSION.stakingPoint,
    // Its checkpoint is the last closed day's last block: the head's blocks are new to it, with no day closed.
    idle: 'no day closed since the last run',
    run: runStakingJob,
    entity: ENTITY.stakingPoint,
    wrong: (p) => ({ ...(p as object), total_staking: '1', apy: '99' }),
    noun: 'staking days',
    command: reprojectStakingRange,
    days: (items) => sortedUnique(items.map(dayOfKey)),
  },
  {
    name: 'supply sample buckets',
    version: PROJECTION_VERSION.supplySamples,
    idle: 'up to date',
    run: runSupplyJob,
    entity: ENTITY.supplySamples,
    wrong: (samples) => (samples as Record<string, unknown>[]).map((s) => ({ ...s, total_supply: '1', circulating_supply: '1' })),
    derived: ENTITY.supplySeries,
    noun: 'sample days',
    command: reprojectSupplyRange,
    days: (items) => sortedUnique(items.map(dayOfKey)),
  },
  {
    name: 'treasury payments',
    version: PROJECTION_VERSION.treasuryPayment,
    idle: 'up to date',
    run: runTreasuryJob,
    entity: ENTITY.treasuryTransaction,
    wrong: (tx) => ({ ...(tx as object), value: '1', title: 'an older memo reading' }),
    derived: ENTITY.treasuryMonth,
    noun: 'payment days',
    command: reprojectTreasuryRange,
    days: (items) => sortedUnique(items.map((i) => String((i.data as { date: string }).date).slice(0, 10))),
  },
];

/**
 * Rewrites the table as the older projection left it: the kind's items wrong (with `pv` as given,
 * none: before versions), and the items derived from them shifted one place (each holds its
 * neighbour's figures), as a pass summing wrong items would have left them.
 */
async function writeAsOlderProjection(kind: Kind, pv?: number): Promise<Record<string, unknown>[]> {
  const table = await scanTable(db);
  const items = table.filter((i) => i.entity === kind.entity);
  const derived = table.filter((i) => i.entity === kind.derived);
  expect(items.length, `the backfill wrote ${kind.name}`).toBeGreaterThan(2);
  const put: RawItem[] = [
    ...items.map(({ pv: _current, ...i }) => ({ ...(i as RawItem), data: kind.wrong(i.data), ...(pv !== undefined && { pv }) })),
    ...derived.map((i, n) => ({ ...(i as RawItem), data: derived[(n + 1) % derived.length]!.data })),
  ];
  await batchWrite(db, { put });
  expect(await scanTable(db), 'the older projection left other items').not.toEqual(expected);
  return items;
}

/** A pass through a client that counts writes: how many it wrote. */
async function writesOfAPass(kind: Kind): Promise<number> {
  const watched = watchedDb(db);
  await kind.run(contextFor([], watched.db));
  return watched.writes();
}

beforeAll(async () => {
  devnet = await createInProcessDevnet();
  client = createPublicClient({ transport: custom(devnet.provider), cacheTime: 0 });
  db = await freshTestDb();
  for (const kind of KINDS) for (let pass = 0; pass < 10; pass++) if ((await kind.run(contextFor())).skipped) break;
  // An operator's label, which a repair must keep over the chain's memo.
  const [payment] = await listTreasuryTransactions(db, 'KCF');
  await updateTreasuryTransaction(db, payment!.id, { label: SPENDING_CATEGORIES.KCF[1]!, kgp: '7', title: 'Labelled by an operator', recipient: payment!.recipient }, 0);
  expected = await scanTable(db);
  for (const kind of KINDS) {
    const stored = expected.filter((i) => i.entity === kind.entity);
    expect(stored.every((i) => i.pv === kind.version), `${kind.name} carry their version`).toBe(true);
  }
}, 600_000);

// Each test starts from the backfill's table, whatever a failed one before it left.
beforeEach(async () => {
  const table = await scanTable(db);
  if (table.length !== expected.length) throw new Error('a test left other keys than the backfill\'s');
  await batchWrite(db, { put: expected.filter((item, n) => JSON.stringify(item) !== JSON.stringify(table[n])) as RawItem[] });
}, 120_000);

describe.each(KINDS)('an upgraded projection of the $name repairs the stored items', (kind) => {
  it('on the job\'s next pass: the items equal a fresh backfill\'s, with progress lines; the pass after writes nothing', async () => {
    await writeAsOlderProjection(kind);
    const log: string[] = [];
    expect((await kind.run(contextFor(log))).skipped).toBe(kind.idle);
    expect(log.some((line) => new RegExp(`^reproject: deriving again \\d+ ${kind.noun} of projection versions before \\d+ at block \\d+$`).test(line))).toBe(true);
    expect(log.some((line) => new RegExp(`^reproject: \\d+/\\d+ ${kind.noun} derived again \\(through [\\d-]+\\), [1-9]\\d* written$`).test(line))).toBe(true);
    expect(await scanTable(db)).toEqual(expected);
    expect(await writesOfAPass(kind)).toBe(0);
  }, 600_000);

  it('by the operator\'s command for a range, even where the version says current; once more, nothing written', async () => {
    // A fix shipped without its version bumped: the items carry the current version but old figures.
    const items = await writeAsOlderProjection(kind, kind.version);
    expect(await writesOfAPass(kind), 'a current version is not derived again by itself').toBe(0);

    const days = kind.days(items);
    const result = await kind.command(contextFor(), { from: days[0]!, to: days.at(-1)! });
    expect(result.periods).toBe(days.length);
    expect(result.written).toBeGreaterThan(0);
    expect(await scanTable(db)).toEqual(expected);
    expect(await kind.command(contextFor(), { from: days[0]!, to: days.at(-1)! })).toEqual({ periods: days.length, written: 0 });
    expect(await scanTable(db)).toEqual(expected);
  }, 600_000);
});
