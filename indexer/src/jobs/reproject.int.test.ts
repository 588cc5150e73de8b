import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { createPublicClient, custom, getAddress, type PublicClient } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseServerConfig } from '@portal/core/config';
import type { Db } from '@portal/core/db/client';
import { ENTITY, keys } from '@portal/core/db/keys';
import { PROJECTION_VERSION } from '@portal/core/db/projectionVersions';
import { getCheckpoint } from '@portal/core/db/repositories/checkpoints';
import { putCouncilList } from '@portal/core/db/repositories/councils';
import { listProposalChains } from '@portal/core/db/repositories/proposals';
import { getReprojection } from '@portal/core/db/repositories/reprojection';
import { seedProposalMetadata } from '@portal/core/db/seedProposalMetadata';
import type { Council } from '@portal/core/entities/council';
import type { ProposalChain } from '@portal/core/entities/proposal';
import { agendaMetadata } from '@portal/devnet/scenario/agendas';
import { councilProfiles } from '@portal/devnet/scenario/councils';
import { createInProcessDevnet, type InProcessDevnet } from '@portal/devnet/src/node';
import { scanTable } from '../../../test/fixtures/tableScan';
import { Crash, watchedDb } from '../../../test/fixtures/watchedDb';
import { freshTestDb } from '../../../test/setup/services';
import type { IndexerContext } from '../context';
import { refreshViews } from './governance/refreshViews';
import { reprojectAgendas, reprojectProposals } from './governance/reproject';
import { GOVERNANCE_JOB, runGovernanceJob } from './governanceJob';

/**
 * An upgrade of a projection, on the devnet's governance scenario and DynamoDB Local: a table that
 * an older projection wrote (wrong quorum power, total votes and per-council power, each proposal
 * stored as final so no ordinary pass projects it again) is repaired by the next pass to exactly the
 * items of a fresh backfill; the repair resumes where a killed one stopped, a second pass writes
 * nothing, and the operator's command re-derives a range on demand.
 */

let devnet: InProcessDevnet;
let client: PublicClient;
/** The items a fresh backfill writes: what every repaired table must equal. */
let expected: Record<string, unknown>[];

function contextFor(db: Db, log: string[] = []): IndexerContext {
  return {
    db,
    client,
    config: parseServerConfig({
      VOTING_ADDRESS: devnet.deployment.contracts.voting,
      GOV_PARAM_ADDRESS: devnet.deployment.contracts.govParam,
      KCF_ADDRESS: devnet.deployment.contracts.kcf,
      KFF_ADDRESS: devnet.deployment.contracts.kff,
      START_BLOCK: String(devnet.deployment.startBlock),
      CHAIN_ID: String(devnet.deployment.chainId),
      CONFIRMATIONS: '0',
    }),
    now: () => {
      throw new Error('the governance job must not read the clock into items');
    },
    log: (line) => log.push(line),
  };
}

async function preparedDb(): Promise<Db> {
  const db = await freshTestDb();
  const councils: Council[] = councilProfiles()
    .filter((p) => p.joined_at !== null)
    .map((p) => ({ ...p, contracts: [], staking: [] }));
  await putCouncilList(db, councils);
  await seedProposalMetadata(db, agendaMetadata());
  return db;
}

/** What an older projection wrote: its quorum and power figures off, stored as final, with no version (or `pv`). */
function wrongly(chain: ProposalChain): ProposalChain {
  return {
    ...chain,
    final: true,
    state_block: null,
    tally: { ...chain.tally, quorum_power: chain.tally.quorum_power + 7 },
    tracker: { ...chain.tracker, total_votes: chain.tracker.total_votes * 2 + 1 },
    tracked: chain.tracked.map((t) => ({ ...t, votes: t.votes + 3 })),
  };
}

async function writeAsOlderProjection(ctx: IndexerContext, chains: ProposalChain[], pv?: number): Promise<void> {
  for (const chain of chains) {
    const item = { ...keys.proposalChain(chain.proposal_id), entity: ENTITY.proposalChain, v: 1, data: wrongly(chain), ...(pv === undefined ? {} : { pv }) };
    await ctx.db.doc.send(new PutCommand({ TableName: ctx.db.tableName, Item: item }));
  }
  // The views the older code built from them, as its passes would have left them.
  const checkpoint = (await getCheckpoint(ctx.db, GOVERNANCE_JOB))!;
  await refreshViews(ctx, checkpoint.block_number, new Date(checkpoint.updated_at));
}

/** A table indexed by the current code, then rewritten as the older projection left it. */
async function olderTable(pv?: number): Promise<IndexerContext> {
  const ctx = contextFor(await preparedDb());
  await runGovernanceJob(ctx);
  await writeAsOlderProjection(ctx, await listProposalChains(ctx.db), pv);
  expect(await scanTable(ctx.db), 'the older projection left other items').not.toEqual(expected);
  return ctx;
}

beforeAll(async () => {
  devnet = await createInProcessDevnet();
  client = createPublicClient({ transport: custom(devnet.provider), cacheTime: 0 });
  const fresh = await preparedDb();
  await runGovernanceJob(contextFor(fresh));
  expected = await scanTable(fresh);
  expect(expected.filter((i) => i.entity === ENTITY.proposalChain).every((i) => i.pv === PROJECTION_VERSION.proposalChain)).toBe(true);
}, 600_000);

describe('an upgraded projection repairs the stored items', () => {
  it('on the next pass: the items equal a fresh backfill\'s, with progress lines; the pass after writes nothing', async () => {
    const ctx = await olderTable();
    const log: string[] = [];
    await runGovernanceJob({ ...ctx, log: (line) => log.push(line) });
    expect(log.some((line) => /^reproject: deriving again \d+ proposals of projection versions before \d+ at block \d+$/.test(line))).toBe(true);
    expect(log.filter((line) => /^reproject: \d+\/\d+ proposals derived again \(through proposal \d+\), \d+ written$/.test(line)).length).toBeGreaterThan(1);
    expect(await scanTable(ctx.db)).toEqual(expected);

    const watched = watchedDb(ctx.db);
    const again: string[] = [];
    await runGovernanceJob({ ...ctx, db: watched.db, log: (line) => again.push(line) });
    expect(watched.writes()).toBe(0);
    expect(again.filter((line) => line.startsWith('reproject'))).toEqual([]);
  }, 600_000);

  it('killed half-way, goes on from the next proposal and ends with the same items', async () => {
    const ctx = await olderTable(0);
    const crashing = watchedDb(ctx.db, 4);
    const voting = getAddress(devnet.deployment.contracts.voting);
    const checkpoint = (await getCheckpoint(ctx.db, GOVERNANCE_JOB))!;
    // Batches of 10: write 1 and 2 are the first batch and its progress, write 3 the second batch; killed before its progress.
    await expect(reprojectProposals({ ...ctx, db: crashing.db }, voting, checkpoint, { batchSize: 10 })).rejects.toBeInstanceOf(Crash);
    expect(await getReprojection(ctx.db)).toEqual({ range: null, next: 11, version: PROJECTION_VERSION.proposalChain });

    const log: string[] = [];
    await runGovernanceJob({ ...ctx, log: (line) => log.push(line) });
    expect(log.some((line) => /^reproject: going on with \d+ proposals .* from proposal 11$/.test(line))).toBe(true);
    expect(await getReprojection(ctx.db)).toBeNull();
    expect(await scanTable(ctx.db)).toEqual(expected);
  }, 600_000);

  it('by the operator\'s command for a range, even where the version says current', async () => {
    // A fix shipped without its version bumped: the items carry the current version but old figures.
    const ctx = await olderTable(PROJECTION_VERSION.proposalChain);
    const quiet = watchedDb(ctx.db);
    await runGovernanceJob({ ...ctx, db: quiet.db });
    expect(quiet.writes(), 'a current version is not derived again by itself').toBe(0);

    const ids = (await listProposalChains(ctx.db)).map((c) => c.proposal_id);
    const log: string[] = [];
    const result = await reprojectAgendas({ ...ctx, log: (line) => log.push(line) }, { from: Math.min(...ids), to: Math.max(...ids) });
    expect(result.proposals).toBe(ids.length);
    expect(result.written).toBe(ids.length);
    expect(log.some((line) => /^reproject: deriving again \d+ proposals \d+-\d+ at block \d+$/.test(line))).toBe(true);
    expect(await scanTable(ctx.db)).toEqual(expected);

    // Once more over part of the range: nothing changed, no projection or view written.
    const watched = watchedDb(ctx.db);
    const second = await reprojectAgendas({ ...ctx, db: watched.db }, { from: 3, to: 7 });
    expect(second).toMatchObject({ proposals: 5, written: 0, views: 0 });
    expect(await scanTable(ctx.db)).toEqual(expected);
  }, 600_000);
});
