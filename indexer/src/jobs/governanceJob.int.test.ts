import { scanTable as scan } from '../../../test/fixtures/tableScan';
import { Crash, watchedDb } from '../../../test/fixtures/watchedDb';
import { type Address, createPublicClient, custom, decodeFunctionData, type PublicClient } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { votingAbi } from '@portal/core/abi/voting';
import { parseServerConfig } from '@portal/core/config';
import type { Db } from '@portal/core/db/client';
import { listSecretaryApprovers, putSecretaryApprovers } from '@portal/core/db/repositories/accounts';
import { advanceCheckpoint, getCheckpoint } from '@portal/core/db/repositories/checkpoints';
import { putCouncilList } from '@portal/core/db/repositories/councils';
import { getProposalChain, putGovernanceEvents } from '@portal/core/db/repositories/proposals';
import { seedProposalMetadata } from '@portal/core/db/seedProposalMetadata';
import type { Council } from '@portal/core/entities/council';
import type { ProposalCreated, ProposalDetail } from '@portal/core/entities/proposal';
import { agendaMetadata } from '@portal/devnet/scenario/agendas';
import { councilProfiles } from '@portal/devnet/scenario/councils';
import { createInProcessDevnet, type InProcessDevnet } from '@portal/devnet/src/node';
import { ScenarioChain } from '@portal/devnet/src/chain';
import { agendaPlans, PROPOSAL_STATES, RESERVED_VOTER_GC_IDS } from '@portal/devnet/src/scenario/agendaPlan';
import { createApp } from '@portal/functions/src/app';
import { freshTestDb } from '../../../test/setup/services';
import type { IndexerContext } from '../context';
import { GOVERNANCE_JOB, type GovernanceJobOptions, runGovernanceJob } from './governanceJob';

/**
 * The governance job against the devnet's own Voting contract and scenario (≥45 agendas in all
 * eight states), with the real DynamoDB Local:
 * - crash: killed at 20 seeded points and resumed, it ends with exactly the items of a clean run;
 * - differential: for every agenda the API's state, tally, thresholds and per-council receipts equal
 *   what the contract answers at the indexed block, before and after the chain moves on.
 */

let devnet: InProcessDevnet;
let client: PublicClient;
let voting: Address;

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

/** The council list the network job would publish: the seeded profiles, no chain data needed here. */
function councilList(): Council[] {
  return councilProfiles()
    .filter((p) => p.joined_at !== null)
    .map((p) => ({ ...p, contracts: [], staking: [] }));
}

async function preparedDb(): Promise<Db> {
  const db = await freshTestDb();
  await putCouncilList(db, councilList());
  await seedProposalMetadata(db, agendaMetadata());
  return db;
}


/** A small deterministic generator (mulberry32), so the crash points are the same every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A ProposalCreated event of a chain that no longer exists. */
const agendaLike: ProposalCreated = {
  proposal_id: 999,
  proposer: '0x1111111111111111111111111111111111111111',
  description: 'Gone',
  targets: [],
  values: [],
  calldatas: [],
  vote_start: 10,
  vote_end: 20,
  tx_hash: `0x${'cd'.repeat(32)}`,
  block: 7,
  log_index: 0,
};

/** Small ranges and a checkpoint after each, so crashes land between saved cursors too. */
const SMALL_STEPS: GovernanceJobOptions = { range: { initial: 400_000, max: 400_000 }, checkpointEveryMs: 0, progressEveryMs: 60_000 };

beforeAll(async () => {
  devnet = await createInProcessDevnet();
  client = createPublicClient({ transport: custom(devnet.provider), cacheTime: 0 });
  voting = devnet.deployment.contracts.voting;
}, 600_000);

describe('governance job on the devnet', () => {
  it('covers the scenario: at least 45 agendas in all eight states', () => {
    expect(agendaPlans.length).toBeGreaterThanOrEqual(45);
    expect(new Set(agendaPlans.map((p) => p.expected))).toEqual(new Set(PROPOSAL_STATES));
  });

  it('gives the secretary role to the approvers the chain names (the multisig\'s owners), replacing a stale list', async () => {
    const db = await preparedDb();
    await putSecretaryApprovers(db, ['0x00000000000000000000000000000000000000aa']);
    await runGovernanceJob(contextFor(db));
    expect((await listSecretaryApprovers(db)).sort()).toEqual(devnet.deployment.accounts.approvers.map((a) => a.address.toLowerCase()).sort());
  }, 600_000);

  it('killed at 20 random points and resumed, ends with exactly the items of a clean run', async () => {
    const clean = await preparedDb();
    const cleanLog: string[] = [];
    await runGovernanceJob(contextFor(clean, cleanLog), SMALL_STEPS);
    const expected = await scan(clean);
    expect(expected.filter((i) => i.entity === 'ProposalChain').length).toBe(agendaPlans.length);
    expect(cleanLog.some((line) => /backfill \d+\/\d+ blocks \(100%\), \d+ blocks\/s, \d+ logs/.test(line))).toBe(true);

    // Count the clean run's writes, to draw crash points over all of them.
    const counting = watchedDb(await preparedDb());
    await runGovernanceJob(contextFor(counting.db), SMALL_STEPS);
    const totalWrites = counting.writes();
    expect(totalWrites).toBeGreaterThan(20);

    const random = seeded(20261122);
    const outcomes: string[] = [];
    for (let trial = 0; trial < 20; trial++) {
      const crashAt = 1 + Math.floor(random() * totalWrites);
      const afterWrite = random() < 0.5;
      const db = await preparedDb();
      const crashing = watchedDb(db, crashAt, { afterWrite });
      const crashed = await runGovernanceJob(contextFor(crashing.db), SMALL_STEPS).then(
        () => `finished after ${crashing.writes()} writes`,
        (error: unknown) => (error instanceof Crash ? 'crashed' : `failed: ${String(error)}`),
      );
      expect(crashed, `trial ${trial}: crash at write ${crashAt} of ${totalWrites}`).toBe('crashed');
      // Sometimes the resumed run is killed again before it finishes.
      if (random() < 0.3) {
        const again = watchedDb(db, 1 + Math.floor(random() * 10), { afterWrite: random() < 0.5 });
        await runGovernanceJob(contextFor(again.db), SMALL_STEPS).catch((error: unknown) => {
          if (!(error instanceof Crash)) throw error;
        });
      }
      await runGovernanceJob(contextFor(db), SMALL_STEPS);
      const items = await scan(db);
      expect(items, `trial ${trial}: crash at write ${crashAt} ${afterWrite ? 'after' : 'before'} sending`).toEqual(expected);
      outcomes.push(`${crashAt}${afterWrite ? 'a' : 'b'}`);
    }
    expect(outcomes).toHaveLength(20);
    console.log(`governance crash test: ${totalWrites} writes in a clean run; killed at ${outcomes.join(' ')} (b = before, a = after the write); all resumed to identical items`);
  }, 1_800_000);

  it('on a replaced chain (the checkpoint block has another hash), drops what it derived and indexes afresh', async () => {
    const clean = await preparedDb();
    await runGovernanceJob(contextFor(clean));
    const expected = await scan(clean);

    const db = await preparedDb();
    await runGovernanceJob(contextFor(db));
    // The chain the table was built from had another block at the checkpoint, and a proposal this one lacks.
    const checkpoint = (await getCheckpoint(db, GOVERNANCE_JOB))!;
    await advanceCheckpoint(db, GOVERNANCE_JOB, checkpoint, { ...checkpoint, block_hash: `0x${'ab'.repeat(32)}` });
    await putGovernanceEvents(db, {
      created: [{ ...agendaLike, proposal_id: 999 }],
      votes: [{ proposal_id: 999, gc_id: 5, voter: agendaLike.proposer, choice: 1, votes: 1, tx_hash: agendaLike.tx_hash, block: 7, log_index: 1 }],
    });
    const log: string[] = [];
    await runGovernanceJob(contextFor(db, log));
    expect(log.some((line) => /changed on chain; indexing again/.test(line))).toBe(true);
    expect(await scan(db)).toEqual(expected);
  }, 600_000);

  describe('differential: the API says what the contract says', () => {
    let db: Db;
    let app: ReturnType<typeof createApp>;

    beforeAll(async () => {
      db = await preparedDb();
      app = createApp({ db });
    }, 120_000);

    async function detail(id: number): Promise<ProposalDetail> {
      const body = await (await app.request(`/v1/proposals/${id}`)).json();
      expect(body.code, `proposal ${id}`).toBe(200);
      return body.result;
    }

    async function compareAll(): Promise<Set<number>> {
      const checkpoint = await getCheckpoint(db, GOVERNANCE_JOB);
      const blockNumber = BigInt(checkpoint!.block_number);
      const last = await client.readContract({ address: voting, abi: votingAbi, functionName: 'lastProposalId', blockNumber });
      const foundation = new Set(councilList().filter((c) => c.site_conf.isFoundation).map((c) => c.id));
      const states = new Set<number>();
      for (let id = 1; id <= Number(last); id++) {
        const at = { address: voting, abi: votingAbi, args: [BigInt(id)], blockNumber } as const;
        const [state, tally, summary, tracked, schedule, chain] = await Promise.all([
          client.readContract({ ...at, functionName: 'state' }),
          client.readContract({ ...at, functionName: 'getProposalTally' }),
          client.readContract({ ...at, functionName: 'getTrackerSummary' }),
          client.readContract({ ...at, functionName: 'getAllTrackedGCs' }),
          client.readContract({ ...at, functionName: 'getProposalSchedule' }),
          getProposalChain(db, id),
        ]);
        // The projection is derived from events (and one tracker read): every figure equals the getters'.
        const [voteStart, voteEnd, queueDeadline, eta, execDeadline, canceled, queued, executed] = schedule;
        expect(
          {
            schedule: [chain!.vote_start, chain!.vote_end, chain!.queue_deadline, chain!.eta, chain!.exec_deadline, chain!.canceled, chain!.queued, chain!.executed],
            tally: [chain!.tally.yes, chain!.tally.no, chain!.tally.abstain, chain!.tally.quorum_count, chain!.tally.quorum_power, chain!.tally.voters],
            summary: Object.values(chain!.tracker),
            tracked: [chain!.tracked.map((t) => t.gc_id), chain!.tracked.map((t) => t.votes)],
          },
          `projection of proposal ${id} at block ${blockNumber}`,
        ).toEqual({
          schedule: [voteStart, voteEnd, queueDeadline, eta, execDeadline].map(Number).concat([canceled, queued, executed] as never[]),
          tally: [...tally.slice(0, 5).map(Number), (tally[5] as readonly bigint[]).map(Number)],
          summary: summary.map(Number),
          tracked: [tracked[0].map(Number), tracked[2].map(Number)],
        });
        const [yes, no, abstain, quorumCount, quorumPower, voters] = tally;
        const [, , , totalVotes, numEligible] = summary;
        const shown = await detail(id);
        expect(
          {
            state: shown.state,
            yes: shown.yesCount,
            no: shown.noCount,
            abstain: shown.abstainCount,
            quorumCount: shown.quorumCount,
            quorumPower: shown.quorumPower,
            votersCount: shown.votersCount,
            totalVotes: shown.totalVotes,
            eligibleNodes: shown.eligibleNodes,
          },
          `proposal ${id} at block ${blockNumber}`,
        ).toEqual({
          state,
          yes: Number(yes),
          no: Number(no),
          abstain: Number(abstain),
          quorumCount: Number(quorumCount),
          quorumPower: Number(quorumPower),
          votersCount: voters.length,
          totalVotes: Number(totalVotes),
          eligibleNodes: Number(numEligible),
        });
        states.add(state);

        // The actions are the contract's, each decoded when it calls GovParam or a fund.
        const [targets, values, , calldatas] = await client.readContract({ ...at, functionName: 'getActions' });
        expect(
          shown.actions.map((a) => [a.target.toLowerCase(), a.value, a.calldata]),
          `actions of proposal ${id}`,
        ).toEqual(targets.map((target, i) => [target.toLowerCase(), String(values[i]), calldatas[i]]));
        const { govParam, kcf, kff } = devnet.deployment.contracts;
        const is = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
        // Calls to the voting contract itself (agenda 40 switches its staking tracker) decode by its own ABI.
        const expectedCalls = targets.map((t, i) =>
          is(t, govParam) ? 'setParam' : is(t, kcf) || is(t, kff) ? 'disburse' : is(t, voting) ? decodeFunctionData({ abi: votingAbi, data: calldatas[i]! }).functionName : null,
        );
        expect(shown.actions.map((a) => a.call?.function ?? null), `decoded actions of proposal ${id}`).toEqual(expectedCalls);

        // Every tracked council with a say: its receipt, or Absent (-1) with its tracked power.
        const [councilIds, , gcVotes] = tracked;
        const expectedVoting = [];
        for (const [i, councilId] of councilIds.entries()) {
          const [hasVoted, choice, votes] = await client.readContract({ ...at, functionName: 'getReceipt', args: [BigInt(id), councilId] });
          if (foundation.has(Number(councilId)) || (!hasVoted && gcVotes[i] === 0n)) continue;
          expectedVoting.push({ id: Number(councilId), choice: hasVoted ? choice : -1, power: Number(hasVoted ? votes : gcVotes[i]!) });
        }
        const shownVoting = shown.voting.map((v) => ({ id: v.council.id, choice: v.choice, power: v.power }));
        expect(shownVoting.sort((a, b) => a.id - b.id), `votes of proposal ${id}`).toEqual(expectedVoting.sort((a, b) => a.id - b.id));
        expect(shown.voting.filter((v) => v.choice >= 0).every((v) => /^0x[0-9a-f]{64}$/.test(v.tx_hash ?? ''))).toBe(true);
      }
      return states;
    }

    it('for every agenda, at the indexed block', async () => {
      await runGovernanceJob(contextFor(db));
      const states = await compareAll();
      expect(states).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7]));
    }, 600_000);

    it('still after a new vote and after the chain moved past voting and queue deadlines', async () => {
      const list = (await (await app.request('/v1/proposals?category=2&size=100')).json()).result.items as ProposalDetail[];
      expect(list.length).toBeGreaterThan(0);
      const active = await detail(list[0]!.id);
      // A reserved council (the scenario leaves open agendas to them) votes Yes now.
      const absent = active.voting.find((v) => v.choice === -1 && RESERVED_VOTER_GC_IDS.includes(v.council.id))!;
      const voter = devnet.deployment.accounts.voters.find((v) => v.councilId === absent.council.id)!;
      const chain = new ScenarioChain(devnet.provider);
      const receipt = await chain.write(chain.account(voter.privateKey), {
        address: voting,
        abi: votingAbi,
        functionName: 'castVote',
        args: [BigInt(active.proposal_id), 1],
      });
      const hash = receipt.transactionHash;
      await runGovernanceJob(contextFor(db));
      const after = await detail(active.id);
      expect(after.voting.find((v) => v.council.id === voter.councilId)).toMatchObject({ choice: 1, tx_hash: hash });
      await compareAll();

      // 30 days later: pending ones voted or failed, passed ones expired, queued ones expired.
      await devnet.provider.request({ method: 'hardhat_mine', params: [`0x${(30 * 86_400).toString(16)}`, '0x1'] });
      await runGovernanceJob(contextFor(db));
      await compareAll();
    }, 600_000);
  });
});
