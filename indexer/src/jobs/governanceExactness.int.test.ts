import { createRequire } from 'node:module';
import type { Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { votingAbi } from '@portal/core/abi/voting';
import { parseServerConfig } from '@portal/core/config';
import type { Db } from '@portal/core/db/client';
import { getCheckpoint } from '@portal/core/db/repositories/checkpoints';
import { getProposalChain } from '@portal/core/db/repositories/proposals';
import type { ProposalDetail } from '@portal/core/entities/proposal';
import { DAY, type GovernanceFixture, useGovernanceFixture } from '@portal/devnet/contracts/governanceFixture';
import { cnStakingV2Abi } from '@portal/devnet/src/abis';
import { devnetAddress, klay } from '@portal/devnet/src/accounts';
import { readContractSources } from '@portal/devnet/src/compile';
import { createApp } from '@portal/functions/src/app';
import { freshTestDb } from '../../../test/setup/services';
import type { IndexerContext } from '../context';
import { GOVERNANCE_JOB, runGovernanceJob } from './governanceJob';

/**
 * The corner cases of the real contract where a figure read once is not yet final, on the devnet's
 * small governance chain (eight councils, governanceFixture): a proposal canceled while pending,
 * a tracker that counts eligibility by its own minimum, a voter mapping that changes after a
 * proposal. Each ends comparing what the table holds with what the contract answers.
 */

let f: GovernanceFixture;
useGovernanceFixture((fixture) => (f = fixture));

function contextFor(db: Db): IndexerContext {
  return {
    db,
    client: f.client,
    config: parseServerConfig({ VOTING_ADDRESS: f.contracts.voting, START_BLOCK: '0', CHAIN_ID: '31337', CONFIRMATIONS: '0' }),
    now: () => {
      throw new Error('the governance job must not read the clock into items');
    },
    log: () => {},
  };
}

async function propose(delay = DAY) {
  await f.chain.write(f.secretary, {
    address: f.contracts.voting,
    abi: votingAbi,
    functionName: 'propose',
    args: ['An agenda', [], [], [], delay, DAY],
  });
  const id = await f.voting.read.lastProposalId();
  const [voteStart] = await f.voting.read.getProposalSchedule([id]);
  return { id, voteStart };
}

/** The stored projection against the contract's getters at the indexed block. */
async function expectSameAsContract(db: Db, id: bigint): Promise<void> {
  const blockNumber = BigInt((await getCheckpoint(db, GOVERNANCE_JOB))!.block_number);
  const at = { address: f.contracts.voting, abi: votingAbi, args: [id], blockNumber } as const;
  const [state, tally, summary, tracked] = await Promise.all([
    f.client.readContract({ ...at, functionName: 'state' }),
    f.client.readContract({ ...at, functionName: 'getProposalTally' }),
    f.client.readContract({ ...at, functionName: 'getTrackerSummary' }),
    f.client.readContract({ ...at, functionName: 'getAllTrackedGCs' }),
  ]);
  const chain = (await getProposalChain(db, Number(id)))!;
  expect(
    {
      state: chain.state,
      quorum: [chain.tally.quorum_count, chain.tally.quorum_power],
      summary: Object.values(chain.tracker),
      tracked: chain.tracked.map((t) => [t.gc_id, t.votes]),
    },
    `proposal ${id} at block ${blockNumber}`,
  ).toEqual({
    state,
    quorum: [Number(tally[3]), Number(tally[4])],
    summary: summary.map(Number),
    tracked: tracked[0].map((councilId, i) => [Number(councilId), Number(tracked[2][i])]),
  });
}

async function detail(db: Db, id: bigint): Promise<ProposalDetail> {
  const body = await (await createApp({ db }).request(`/v1/proposals/${id}`)).json();
  expect(body.code).toBe(200);
  return body.result;
}

describe('governance job: exact in the contract’s corner cases', () => {
  it('re-reads a proposal canceled while pending until its tracker ends: a later stake still changes its figures', async () => {
    const db = await freshTestDb();
    const { id, voteStart } = await propose();
    await runGovernanceJob(contextFor(db));
    await f.chain.write(f.secretary, { address: f.contracts.voting, abi: votingAbi, functionName: 'cancel', args: [id] });
    await runGovernanceJob(contextFor(db));

    // gc 4 (4M) stakes 2M more before voteStart: now eligible, the count and the vote cap move.
    const before = await f.voting.read.getTrackerSummary([id]);
    await f.chain.write(f.deployer, { address: f.staking.get(4)![0]!, abi: cnStakingV2Abi, functionName: 'stakeKlay', value: klay(2_000_000) });
    const after = await f.voting.read.getTrackerSummary([id]);
    expect(after[4]).toBe(before[4] + 1n);
    await runGovernanceJob(contextFor(db));
    await expectSameAsContract(db, id);
    expect((await detail(db, id)).eligibleNodes).toBe(Number(after[4]));
    expect(await getProposalChain(db, Number(id))).toMatchObject({ state: 2, final: false });

    // Past voteStart the tracker is frozen: read once more there, then final.
    await f.chain.mineUntil(voteStart + 1n);
    await runGovernanceJob(contextFor(db));
    await expectSameAsContract(db, id);
    expect(await getProposalChain(db, Number(id))).toMatchObject({ state: 2, final: true, state_block: null });
  }, 120_000);

  it('takes the eligible count from the tracker: a tracker with a higher minimum stake counts fewer councils', async () => {
    // The same tracker at the same address with a 10M minimum (storage kept, code replaced).
    const variant = compileTrackerWithMinimum('10_000_000 ether');
    const deployed = await f.chain.deploy(f.deployer, variant, [f.contracts.addressBook]);
    const code = (await f.client.getCode({ address: deployed }))!;
    await f.chain.provider.request({ method: 'hardhat_setCode', params: [f.contracts.stakingTracker, code] });

    const db = await freshTestDb();
    const { id } = await propose();
    await runGovernanceJob(contextFor(db));
    const [, , , , numEligible] = await f.voting.read.getTrackerSummary([id]);
    // gc 1 (100M), 2 (50M) and 5 (30M) only; seven councils hold at least 5M.
    expect(numEligible).toBe(3n);
    await expectSameAsContract(db, id);
    expect((await detail(db, id)).eligibleNodes).toBe(3);
  }, 120_000);

  it('names the proposer’s council by the voter mapping at the proposal’s block, not today’s', async () => {
    const db = await freshTestDb();
    // gc 3's voter account becomes the secretary's, which then proposes; later gc 3 takes another one.
    const gc3 = f.staking.get(3)![0]!;
    await f.chain.write(f.deployer, { address: gc3, abi: cnStakingV2Abi, functionName: 'updateVoterAddress', args: [f.secretary.address] });
    const { id } = await propose();
    await f.chain.write(f.deployer, { address: gc3, abi: cnStakingV2Abi, functionName: 'updateVoterAddress', args: [devnetAddress('test/council-3/new-voter')] });
    expect(await f.voting.read.voterToGCId([f.secretary.address])).toBe(0n);
    await runGovernanceJob(contextFor(db));
    expect((await detail(db, id)).council.id).toBe(3);
    expect((await getProposalChain(db, Number(id)))!.proposer_gc_id).toBe(3);
  }, 120_000);
});

/** The devnet's StakingTracker compiled with another MIN_STAKE (solc-js, as the devnet compiles). */
function compileTrackerWithMinimum(minimum: string): { abi: never; bytecode: Hex } {
  const sources = readContractSources();
  const tracker = sources['StakingTracker.sol']!;
  const changed = tracker.replace('MIN_STAKE = 5_000_000 ether', `MIN_STAKE = ${minimum}`);
  expect(changed).not.toBe(tracker);
  const solc = createRequire(import.meta.url)('solc') as { compile(input: string): string };
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(Object.entries({ ...sources, 'StakingTracker.sol': changed }).map(([file, content]) => [file, { content }])),
    settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun', outputSelection: { 'StakingTracker.sol': { StakingTracker: ['abi', 'evm.bytecode.object'] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    contracts: Record<string, Record<string, { abi: never; evm: { bytecode: { object: string } } }>>;
  };
  const compiled = output.contracts['StakingTracker.sol']!.StakingTracker!;
  return { abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` };
}
