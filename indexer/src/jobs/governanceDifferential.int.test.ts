import { type Address, encodeFunctionData, type Hex, pad, parseEventLogs, type PublicClient } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { votingAbi } from '@portal/core/abi/voting';
import { parseServerConfig } from '@portal/core/config';
import type { Db } from '@portal/core/db/client';
import { getCheckpoint } from '@portal/core/db/repositories/checkpoints';
import { putCouncilProfile } from '@portal/core/db/repositories/councils';
import { getCouncilVotes, getProposalChain } from '@portal/core/db/repositories/proposals';
import type { ProposalChain, ProposalDetail, ProposalStats } from '@portal/core/entities/proposal';
import { pebToKlay } from '@portal/core/format';
import {
  addressBookAbi,
  cLPoolAbi,
  cLTokenAbi,
  cnStakingV2Abi,
  cnStakingV3MultiSigAbi,
  publicDelegationAbi,
  stakingTrackerAbi,
  stakingTrackerV2Abi,
} from '@portal/devnet/src/abis';
import { deployerKey, devnetAddress, devnetPrivateKey, klay } from '@portal/devnet/src/accounts';
import { ScenarioChain } from '@portal/devnet/src/chain';
import { deployCnStakingV1 } from '@portal/devnet/src/cnStakingV1';
import { compileContracts } from '@portal/devnet/src/compile';
import { deployContracts, type DevnetContracts } from '@portal/devnet/src/deploy';
import {
  addCLLiquidity,
  type ConsensusLiquidity,
  deployCLPool,
  deployCnStakingV3,
  deployConsensusLiquidity,
  type DeployedCnStakingV3,
  placeRegistry,
} from '@portal/devnet/src/deployCurrentNetwork';
import { createHardhatProvider } from '@portal/devnet/src/hardhatProvider';
import { createApp } from '@portal/functions/src/app';
import { councilProfile } from '../../../test/fixtures/councilProfiles';
import { scanTable } from '../../../test/fixtures/tableScan';
import { freshTestDb } from '../../../test/setup/services';
import type { IndexerContext } from '../context';
import { GOVERNANCE_JOB, runGovernanceJob } from './governanceJob';

/**
 * The governance figures against the contracts that count them, on today's network as it came to be:
 * the voting contract starts on StakingTracker (V1: CnStaking only), councils 11 and 12 stake through
 * CnStakingV3 with public delegation, 13 and 14 through CnStakingV2 with a CL pool each, and a
 * first-version CnStaking sits in the address book. Stakes move through public delegation (delegate,
 * redelegate, withdrawal request) and the CL pools (deposit, withdraw) between each agenda's creation
 * and its voteStart; an executed agenda then switches the voting contract to StakingTrackerV2 (votes
 * from CnStaking + CL, eligibility from CnStaking). After every indexing pass the stored figures of
 * each agenda must equal what its own tracker answers at the indexed block.
 *
 * The tests run in order on one chain and one table: each era builds on the one before.
 */

const DAY = 86_400n;
const YES = 1;
const NO = 0;
/** CnStakingV3MultiSig's function ids (the network's). */
const MULTISIG = { UpdateStakingTracker: 9, UpdateVoterAddress: 10, ToggleRedelegation: 11 } as const;
const COUNCILS = [11, 12, 13, 14] as const;
type Council = (typeof COUNCILS)[number];

let chain: ScenarioChain;
let client: PublicClient;
let contracts: DevnetContracts;
let liquidity: ConsensusLiquidity;
let deployer: PrivateKeyAccount;
let secretary: PrivateKeyAccount;
let db: Db;
const admins: { 11: PrivateKeyAccount[]; 12: PrivateKeyAccount[] } = { 11: [], 12: [] };
const v3 = {} as { 11: DeployedCnStakingV3; 12: DeployedCnStakingV3 };
const v2 = {} as { 13: Address; 14: Address };
const pools = {} as { 13: { pool: Address; clToken: Address }; 14: { pool: Address; clToken: Address } };
const voters = new Map<Council, PrivateKeyAccount>();
const delegators: PrivateKeyAccount[] = [];
let liquidityProvider: PrivateKeyAccount;
/** Each agenda's tracker: the contract and the id it was created with. */
const trackerOf = new Map<bigint, { address: Address; trackerId: bigint }>();
const logs: string[] = [];

function context(): IndexerContext {
  return {
    db,
    client,
    config: parseServerConfig({
      ADDRESS_BOOK_ADDRESS: contracts.addressBook,
      VOTING_ADDRESS: contracts.voting,
      START_BLOCK: '0',
      CHAIN_ID: '31337',
      CONFIRMATIONS: '0',
    }),
    now: () => {
      throw new Error('the governance job must not read the clock into items');
    },
    log: (line) => logs.push(line),
  };
}

async function funded(label: string, amount: bigint): Promise<PrivateKeyAccount> {
  const account = chain.account(devnetPrivateKey(label));
  await chain.transfer(deployer, account.address, amount);
  return account;
}

const pd = (gcId: 11 | 12) => ({ address: v3[gcId].publicDelegation!, abi: publicDelegationAbi }) as const;
const cn3 = (gcId: 11 | 12) => ({ address: v3[gcId].staking, abi: cnStakingV3MultiSigAbi }) as const;

/** A CnStakingV3MultiSig request submitted by the council's first admin and confirmed by the others. */
async function multisig(gcId: 11 | 12, submit: () => Promise<unknown>, functionId: number, firstArg: Hex): Promise<void> {
  await submit();
  const id = (await client.readContract({ ...cn3(gcId), functionName: 'requestCount' })) - 1n;
  const zero = pad('0x0');
  for (const admin of admins[gcId].slice(1)) {
    await chain.write(admin, { ...cn3(gcId), functionName: 'confirmRequest', args: [id, functionId, firstArg, zero, zero] });
  }
}

/** A liquidity provider's withdrawal from a council's CL pool: LP shares sent back and burnt for WKAIA and CL tokens. */
async function withdrawCL(gcId: 13 | 14, shares: bigint): Promise<void> {
  await chain.write(liquidityProvider, { address: pools[gcId].pool, abi: cLPoolAbi, functionName: 'transfer', args: [pools[gcId].pool, shares] });
  await chain.write(liquidityProvider, { address: pools[gcId].pool, abi: cLPoolAbi, functionName: 'burn', args: [liquidityProvider.address] });
}

async function propose(description: string, action?: { target: Address; calldata: Hex }) {
  const receipt = await chain.write(secretary, {
    address: contracts.voting,
    abi: votingAbi,
    functionName: 'propose',
    args: [description, action ? [action.target] : [], action ? [0n] : [], action ? [action.calldata] : [], DAY, DAY],
  });
  const id = await client.readContract({ address: contracts.voting, abi: votingAbi, functionName: 'lastProposalId' });
  const address = await client.readContract({ address: contracts.voting, abi: votingAbi, functionName: 'stakingTracker', blockNumber: receipt.blockNumber });
  // Both trackers emit the same CreateTracker.
  const [created] = parseEventLogs({ abi: stakingTrackerAbi, eventName: 'CreateTracker', logs: receipt.logs });
  trackerOf.set(id, { address, trackerId: created!.args.trackerId });
  const [voteStart, voteEnd] = await client.readContract({ address: contracts.voting, abi: votingAbi, functionName: 'getProposalSchedule', args: [id] });
  return { id, voteStart, voteEnd };
}

function vote(gcId: Council, id: bigint, choice: number) {
  return chain.write(voters.get(gcId)!, { address: contracts.voting, abi: votingAbi, functionName: 'castVote', args: [id, choice] });
}

async function index(): Promise<bigint> {
  const result = await runGovernanceJob(context());
  expect(result.skipped).toBeUndefined();
  return BigInt(result.to!);
}

/**
 * The stored projection and the public detail of proposal `id` against the voting contract's getters
 * and the proposal's own tracker (getTrackedGC, and getTrackedGCBalance on StakingTrackerV2), at the
 * block the governance job indexed.
 */
async function expectSameAsContracts(id: bigint): Promise<ProposalChain> {
  const blockNumber = BigInt((await getCheckpoint(db, GOVERNANCE_JOB))!.block_number);
  const at = { address: contracts.voting, abi: votingAbi, args: [id], blockNumber } as const;
  const [state, tally, summary, tracked] = await Promise.all([
    client.readContract({ ...at, functionName: 'state' }),
    client.readContract({ ...at, functionName: 'getProposalTally' }),
    client.readContract({ ...at, functionName: 'getTrackerSummary' }),
    client.readContract({ ...at, functionName: 'getAllTrackedGCs' }),
  ]);
  const { address: tracker, trackerId } = trackerOf.get(id)!;
  const perCouncil = await Promise.all(
    tracked[0].map(async (gcId) => {
      const [balance, votes] = await client.readContract({ address: tracker, abi: stakingTrackerAbi, functionName: 'getTrackedGC', args: [trackerId, gcId], blockNumber });
      const [, , receiptVotes] = await client.readContract({ ...at, functionName: 'getReceipt', args: [id, gcId] });
      return { gc_id: Number(gcId), balance: pebToKlay(balance), votes: Number(votes), receiptVotes: Number(receiptVotes) };
    }),
  );

  const chainItem = (await getProposalChain(db, Number(id)))!;
  const label = `proposal ${id} at block ${blockNumber}`;
  expect(
    {
      state: chainItem.state,
      quorum: [chainItem.tally.quorum_count, chainItem.tally.quorum_power],
      cast: [chainItem.tally.yes, chainItem.tally.no, chainItem.tally.abstain],
      summary: Object.values(chainItem.tracker),
      tracked: chainItem.tracked,
    },
    label,
  ).toEqual({
    state,
    quorum: [Number(tally[3]), Number(tally[4])],
    cast: [Number(tally[0]), Number(tally[1]), Number(tally[2])],
    summary: summary.map(Number),
    tracked: perCouncil.map(({ gc_id, balance, votes }) => ({ gc_id, balance, votes })),
  });
  // Each vote's power is the council's votes in this proposal's tracker, as the receipt recorded it.
  expect(chainItem.votes.map((v) => [v.gc_id, v.power]), label).toEqual(
    chainItem.votes.map((v) => {
      const council = perCouncil.find((c) => c.gc_id === v.gc_id)!;
      expect(council.receiptVotes, label).toBe(council.votes);
      return [v.gc_id, council.votes];
    }),
  );

  const detail = await proposalDetail(id);
  expect(
    {
      totalVotes: detail.totalVotes,
      quorum: [detail.quorumCount, detail.quorumPower],
      eligibleNodes: detail.eligibleNodes,
      voting: detail.voting.map((v) => [v.council.id, v.power]).sort((a, b) => a[0]! - b[0]!),
    },
    `${label}: the public detail`,
  ).toEqual({
    totalVotes: Number(summary[3]),
    quorum: [Number(tally[3]), Number(tally[4])],
    eligibleNodes: Number(summary[4]),
    voting: perCouncil.filter((c) => c.votes > 0).map((c) => [c.gc_id, c.votes]),
  });
  return chainItem;
}

async function proposalDetail(id: bigint): Promise<ProposalDetail> {
  const body = await (await createApp({ db }).request(`/v1/proposals/${id}`)).json();
  expect(body.code).toBe(200);
  return body.result;
}

beforeAll(async () => {
  chain = new ScenarioChain(await createHardhatProvider());
  client = chain.client;
  const compiled = compileContracts();
  deployer = chain.account(deployerKey);
  secretary = chain.account(devnetPrivateKey('test/secretary'));
  // The voting contract on StakingTracker (V1), as the network started.
  contracts = await deployContracts(chain, compiled, deployer, secretary.address);
  await chain.transfer(deployer, secretary.address, klay(100));
  await placeRegistry(chain, compiled, deployer.address);
  // StakingTrackerV2 is there already, owned by the voting contract: only an agenda points it there.
  liquidity = await deployConsensusLiquidity(chain, compiled, deployer, {
    addressBook: contracts.addressBook,
    owner: deployer.address,
    trackerOwner: contracts.voting,
  });
  const pdFactory = await chain.deploy(deployer, compiled.PublicDelegationFactory!);

  admins[11] = [await funded('diff/gc-11/admin-1', klay(10)), await funded('diff/gc-11/admin-2', klay(10))];
  admins[12] = [await funded('diff/gc-12/admin-1', klay(10))];
  for (const gcId of COUNCILS) voters.set(gcId, await funded(`diff/gc-${gcId}/voter`, klay(10)));
  for (const gcId of [11, 12] as const) {
    v3[gcId] = await deployCnStakingV3(chain, compiled, deployer, {
      gcId: BigInt(gcId),
      nodeId: devnetAddress(`diff/gc-${gcId}/node`),
      admins: admins[gcId],
      requirement: BigInt(admins[gcId].length),
      stakingTracker: contracts.stakingTracker,
      addressBook: contracts.addressBook,
      publicDelegation: {
        factory: pdFactory,
        owner: admins[gcId][0]!.address,
        commissionTo: devnetAddress('diff/commission'),
        commissionRate: 1_000n,
        gcName: `GC${gcId}`,
      },
    });
    const voter = pad(voters.get(gcId)!.address);
    await multisig(gcId, () => chain.write(admins[gcId][0]!, { ...cn3(gcId), functionName: 'submitUpdateVoterAddress', args: [voters.get(gcId)!.address] }), MULTISIG.UpdateVoterAddress, voter);
    await multisig(gcId, () => chain.write(admins[gcId][0]!, { ...cn3(gcId), functionName: 'submitToggleRedelegation' }), MULTISIG.ToggleRedelegation, pad('0x0'));
  }
  for (const label of ['diff/delegator-1', 'diff/delegator-2', 'diff/delegator-3']) delegators.push(await funded(label, klay(20_000_000)));
  for (const [n, gcId, amount] of [[0, 11, 7_000_000], [1, 11, 3_000_000], [2, 12, 6_000_000]] as const) {
    await chain.write(delegators[n]!, { ...pd(gcId), functionName: 'stake', value: klay(amount) });
  }

  liquidityProvider = await funded('diff/cl-provider', klay(50_000_000));
  for (const [gcId, staked, pooled] of [[13, 6_000_000, 5_000_000], [14, 4_000_000, 10_000_000]] as const) {
    const nodeId = devnetAddress(`diff/gc-${gcId}/node`);
    const reward = devnetAddress(`diff/gc-${gcId}/reward`);
    v2[gcId] = await chain.deploy(deployer, compiled.CnStakingV2!, [deployer.address, BigInt(gcId), nodeId, reward, contracts.stakingTracker]);
    await chain.write(deployer, { address: v2[gcId], abi: cnStakingV2Abi, functionName: 'stakeKlay', value: klay(staked) });
    await chain.write(deployer, { address: contracts.addressBook, abi: addressBookAbi, functionName: 'registerCnStakingContract', args: [nodeId, v2[gcId], reward] });
    await chain.write(deployer, { address: v2[gcId], abi: cnStakingV2Abi, functionName: 'updateVoterAddress', args: [voters.get(gcId)!.address] });
    // The pools report to StakingTrackerV2 from the start; StakingTracker (V1) never reads them.
    pools[gcId] = await deployCLPool(chain, compiled, deployer, deployer, liquidity, { gcId: BigInt(gcId), nodeId, tokenSymbol: `CL-GC${gcId}` });
    await chain.write(deployer, {
      address: pools[gcId].clToken,
      abi: cLTokenAbi,
      functionName: 'transfer',
      args: [liquidityProvider.address, klay(1_000_000)],
    });
    await addCLLiquidity(chain, liquidityProvider, { ...pools[gcId], wkaia: liquidity.wkaia }, klay(pooled), klay(100_000));
  }

  // A first-version staking contract in the address book: no gcId, no unstaking; no tracker counts it.
  const v1Admin = await funded('diff/v1/admin', klay(10));
  const v1Node = devnetAddress('diff/v1/node');
  const v1 = await deployCnStakingV1(chain, compiled, deployer, { nodeId: v1Node, rewardAddress: devnetAddress('diff/v1/reward'), admin: v1Admin, lockup: klay(8_000_000) });
  await chain.write(deployer, { address: contracts.addressBook, abi: addressBookAbi, functionName: 'registerCnStakingContract', args: [v1Node, v1, devnetAddress('diff/v1/reward')] });

  db = await freshTestDb();
  for (const id of COUNCILS) await putCouncilProfile(db, councilProfile(id));
}, 300_000);

let before: ProposalChain;

describe('governance figures equal the trackers’ across public delegation, CL pools and the tracker switch', () => {
  it('StakingTracker (V1): delegations move the agenda’s figures until voteStart, CL pools never do', async () => {
    const a = await propose('Counted by StakingTracker');
    expect(trackerOf.get(a.id)!.address).toBe(contracts.stakingTracker);
    await index();
    await expectSameAsContracts(a.id);

    // Before voteStart: delegator 3 delegates 2M more to gc 12, delegator 1 redelegates 3M from gc 11
    // to gc 12, delegator 2 asks to withdraw 2.5M from gc 11 (4.5M left: below the minimum).
    await chain.write(delegators[2]!, { ...pd(12), functionName: 'stake', value: klay(2_000_000) });
    await chain.write(delegators[0]!, { ...pd(11), functionName: 'redelegateByAssets', args: [v3[12].staking, klay(3_000_000)] });
    await index();
    await expectSameAsContracts(a.id);
    await chain.write(delegators[1]!, { ...pd(11), functionName: 'withdraw', args: [delegators[1]!.address, klay(2_500_000)] });
    // CL: 2M more in gc 14's pool, a fifth of gc 13's withdrawn.
    await addCLLiquidity(chain, liquidityProvider, { ...pools[14], wkaia: liquidity.wkaia }, klay(2_000_000), klay(20_000));
    const lp = await client.readContract({ address: pools[13].pool, abi: cLPoolAbi, functionName: 'balanceOf', args: [liquidityProvider.address] });
    await withdrawCL(13, lp / 5n);
    await index();
    await expectSameAsContracts(a.id);

    await chain.mineUntil(a.voteStart);
    await vote(12, a.id, YES);
    await vote(13, a.id, NO);
    await expect(vote(11, a.id, YES)).rejects.toThrow('Not eligible to vote');
    await chain.mineUntil(a.voteStart + 10n);
    await index();
    before = await expectSameAsContracts(a.id);
    // V1 counts CnStaking only: gc 13's 6M without its pool, gc 14 below the minimum despite its CL.
    expect(before.tracked).toEqual([
      { gc_id: 11, balance: '4500000', votes: 0 },
      { gc_id: 12, balance: '11000000', votes: 1 },
      { gc_id: 13, balance: '6000000', votes: 1 },
      { gc_id: 14, balance: '4000000', votes: 0 },
    ]);
  }, 300_000);

  it('an executed agenda switches to StakingTrackerV2: the next agenda counts CL, the earlier keeps its own tracker’s figures', async () => {
    const switchAgenda = await propose('Count consensus liquidity (KIP-226)', {
      target: contracts.voting,
      calldata: encodeFunctionData({ abi: votingAbi, functionName: 'updateStakingTracker', args: [liquidity.stakingTrackerV2] }),
    });
    await index();
    await chain.mineUntil(switchAgenda.voteStart);
    await vote(12, switchAgenda.id, YES);
    await vote(13, switchAgenda.id, YES);
    await chain.mineUntil(switchAgenda.voteEnd + 1n);
    await index();
    const queued = await chain.write(secretary, { address: contracts.voting, abi: votingAbi, functionName: 'queue', args: [switchAgenda.id] });
    await chain.mineUntil(queued.blockNumber + 2n * DAY);

    // The councils' staking contracts report to the new tracker (no V1 tracker is live any more),
    // and their voters are linked there; then the agenda executes.
    for (const gcId of [11, 12] as const) {
      await multisig(
        gcId,
        () => chain.write(admins[gcId][0]!, { ...cn3(gcId), functionName: 'submitUpdateStakingTracker', args: [liquidity.stakingTrackerV2] }),
        MULTISIG.UpdateStakingTracker,
        pad(liquidity.stakingTrackerV2),
      );
    }
    for (const gcId of [13, 14] as const) {
      await chain.write(deployer, { address: v2[gcId], abi: cnStakingV2Abi, functionName: 'updateStakingTracker', args: [liquidity.stakingTrackerV2] });
    }
    for (const staking of [v3[11].staking, v3[12].staking, v2[13], v2[14]]) {
      await chain.write(deployer, { address: liquidity.stakingTrackerV2, abi: stakingTrackerV2Abi, functionName: 'refreshVoter', args: [staking] });
    }
    await chain.write(secretary, { address: contracts.voting, abi: votingAbi, functionName: 'execute', args: [switchAgenda.id] });
    expect(await client.readContract({ address: contracts.voting, abi: votingAbi, functionName: 'stakingTracker' })).toBe(liquidity.stakingTrackerV2);
    await index();
    await expectSameAsContracts(switchAgenda.id);

    const b = await propose('Counted by StakingTrackerV2');
    expect(trackerOf.get(b.id)!.address).toBe(liquidity.stakingTrackerV2);
    await index();
    await expectSameAsContracts(b.id);

    // Before voteStart: delegator 2 delegates 1M to gc 11 (5.5M: eligible again), delegator 3 asks to
    // withdraw 1M from gc 12 and redelegates 1M from gc 12 to gc 11 (delegator 1, who came to gc 12 by
    // redelegation, may not move again yet); gc 13's pool takes
    // 3M more, a third of gc 14's leaves.
    await chain.write(delegators[1]!, { ...pd(11), functionName: 'stake', value: klay(1_000_000) });
    await chain.write(delegators[2]!, { ...pd(12), functionName: 'withdraw', args: [delegators[2]!.address, klay(1_000_000)] });
    await index();
    await expectSameAsContracts(b.id);
    await expect(
      chain.write(delegators[0]!, { ...pd(12), functionName: 'redelegateByAssets', args: [v3[11].staking, klay(1_000_000)] }),
    ).rejects.toThrow("Can't redelegate yet.");
    await chain.write(delegators[2]!, { ...pd(12), functionName: 'redelegateByAssets', args: [v3[11].staking, klay(1_000_000)] });
    await addCLLiquidity(chain, liquidityProvider, { ...pools[13], wkaia: liquidity.wkaia }, klay(3_000_000), klay(30_000));
    const lp = await client.readContract({ address: pools[14].pool, abi: cLPoolAbi, functionName: 'balanceOf', args: [liquidityProvider.address] });
    await withdrawCL(14, lp / 3n);
    await index();
    await expectSameAsContracts(b.id);

    await chain.mineUntil(b.voteStart);
    for (const gcId of [11, 12, 13] as const) await vote(gcId, b.id, gcId === 12 ? NO : YES);
    await expect(vote(14, b.id, YES)).rejects.toThrow('Not eligible to vote');
    await chain.mineUntil(b.voteStart + 10n);
    await index();
    const counted = await expectSameAsContracts(b.id);

    // StakingTrackerV2: each balance is CnStaking + CL (getTrackedGCBalance's second figure).
    const blockNumber = BigInt((await getCheckpoint(db, GOVERNANCE_JOB))!.block_number);
    const { trackerId } = trackerOf.get(b.id)!;
    for (const t of counted.tracked) {
      const [cnStaking, total] = await client.readContract({
        address: liquidity.stakingTrackerV2,
        abi: stakingTrackerV2Abi,
        functionName: 'getTrackedGCBalance',
        args: [trackerId, BigInt(t.gc_id)],
        blockNumber,
      });
      expect([t.gc_id, t.balance, t.votes > 0], `gc ${t.gc_id}`).toEqual([t.gc_id, pebToKlay(total), cnStaking >= klay(5_000_000)]);
    }
    expect(Number(counted.tracked.find((t) => t.gc_id === 13)!.balance)).toBeGreaterThan(6_000_000);
    // gc 14: over the minimum with its pool, not eligible on its CnStaking.
    expect(counted.tracked.find((t) => t.gc_id === 14)).toMatchObject({ votes: 0 });
    expect(Number(counted.tracked.find((t) => t.gc_id === 14)!.balance)).toBeGreaterThan(5_000_000);

    // The agenda counted by StakingTracker keeps its figures, and they are still that tracker's.
    const after = await expectSameAsContracts(1n);
    expect({ tracker: after.tracker, tracked: after.tracked, votes: after.votes, tally: after.tally }).toEqual({
      tracker: before.tracker,
      tracked: before.tracked,
      votes: before.votes,
      tally: before.tally,
    });
  }, 300_000);

  it('once more with nothing new: no item written, the figures unchanged', async () => {
    const table = await scanTable(db);
    const result = await runGovernanceJob(context());
    expect(result.skipped).toBe('up to date');
    expect(await scanTable(db)).toEqual(table);
    for (const id of [1n, 2n, 3n]) await expectSameAsContracts(id);

    // Once every agenda is final, a block with no governance event moves the checkpoint and the list's
    // indexed block, nothing else.
    const [, voteEnd] = await client.readContract({ address: contracts.voting, abi: votingAbi, functionName: 'getProposalSchedule', args: [3n] });
    await chain.mineUntil(voteEnd + 2n);
    await index();
    for (const id of [1n, 2n, 3n]) expect((await expectSameAsContracts(id)).final).toBe(true);
    const settled = await scanTable(db);
    await chain.mineUntil((await chain.blockNumber()) + 2n);
    await index();
    const changed = (await scanTable(db)).filter((item) => !settled.some((old) => JSON.stringify(old) === JSON.stringify(item)));
    expect(changed.map((item) => `${item.pk} ${item.sk}`)).toEqual([`CHECKPOINT ${GOVERNANCE_JOB}`, 'PROPOSAL LIST']);
    const proposalsOf = (items: Record<string, unknown>[]) => (items.find((i) => i.pk === 'PROPOSAL' && i.sk === 'LIST')!.data as { proposals: unknown[] }).proposals;
    expect(proposalsOf(changed)).toEqual(proposalsOf(settled));
  }, 120_000);

  it('each council’s history and the leaderboard carry the power its agenda’s tracker gave it, in both eras', async () => {
    const blockNumber = BigInt((await getCheckpoint(db, GOVERNANCE_JOB))!.block_number);
    const ids = [1n, 2n, 3n];
    for (const gcId of COUNCILS) {
      const expected = [];
      for (const id of [...ids].reverse()) {
        const { address, trackerId } = trackerOf.get(id)!;
        const [, votes] = await client.readContract({ address, abi: stakingTrackerAbi, functionName: 'getTrackedGC', args: [trackerId, BigInt(gcId)], blockNumber });
        const [hasVoted, choice, cast] = await client.readContract({ address: contracts.voting, abi: votingAbi, functionName: 'getReceipt', args: [id, BigInt(gcId)], blockNumber });
        if (votes > 0n || hasVoted) expected.push({ proposal_id: Number(id), choice: hasVoted ? choice : -1, power: Number(hasVoted ? cast : votes) });
      }
      const stored = (await getCouncilVotes(db, gcId))?.votes ?? [];
      expect(stored.map((v) => ({ proposal_id: v.proposal_id, choice: v.choice, power: v.power })), `gc ${gcId}`).toEqual(expected);
    }
    // gc 14 never had a vote: CnStaking under the minimum in both eras, whatever its pool holds.
    expect(await getCouncilVotes(db, 14)).toBeNull();

    // The leaderboard: votes in the latest agenda (StakingTrackerV2's), a tie ranked by what that tracker counts.
    const { trackerId } = trackerOf.get(3n)!;
    const counted = await Promise.all(
      COUNCILS.map(async (gcId) => {
        const [, total] = await client.readContract({ address: liquidity.stakingTrackerV2, abi: stakingTrackerV2Abi, functionName: 'getTrackedGCBalance', args: [trackerId, BigInt(gcId)], blockNumber });
        const [, votes] = await client.readContract({ address: liquidity.stakingTrackerV2, abi: stakingTrackerV2Abi, functionName: 'getTrackedGC', args: [trackerId, BigInt(gcId)], blockNumber });
        return { gcId, votes: Number(votes), total };
      }),
    );
    const body = await (await createApp({ db }).request('/v1/proposals/status')).json();
    expect(body.code).toBe(200);
    const stats = body.result as ProposalStats;
    expect(stats.voting_powers.map((p) => [p.council.id, p.votes, p.staked])).toEqual(
      counted
        .filter((c) => c.votes > 0)
        .sort((a, b) => b.votes - a.votes || (b.total > a.total ? 1 : b.total < a.total ? -1 : 0))
        .map((c) => [c.gcId, c.votes, pebToKlay(c.total)]),
    );
  }, 120_000);

  it('a fresh backfill across the switch, in small ranges, stores the same figures as the passes along the way', async () => {
    const incremental = await Promise.all([1, 2, 3].map((id) => getProposalChain(db, id)));
    const table = db;
    db = await freshTestDb();
    try {
      for (const id of COUNCILS) await putCouncilProfile(db, councilProfile(id));
      // Ranges of 20,000 blocks: StakingTrackerV2 is adopted inside one of them, its logs asked for on the way.
      const result = await runGovernanceJob(context(), { range: { initial: 20_000, max: 20_000 } });
      expect(result.skipped).toBeUndefined();
      expect(await Promise.all([1, 2, 3].map((id) => getProposalChain(db, id)))).toEqual(incremental);
      for (const id of [1n, 2n, 3n]) await expectSameAsContracts(id);
    } finally {
      db = table;
    }
  }, 300_000);
  it('an agenda canceled while pending under StakingTrackerV2 follows CL and delegation until its voteStart, then stays', async () => {
    const c = await propose('Canceled while pending');
    await index();
    await chain.write(secretary, { address: contracts.voting, abi: votingAbi, functionName: 'cancel', args: [c.id] });
    await index();
    const canceled = await expectSameAsContracts(c.id);
    // Its tracker still takes refreshes: gc 14's pool and gc 11's delegators move its figures.
    await addCLLiquidity(chain, liquidityProvider, { ...pools[14], wkaia: liquidity.wkaia }, klay(4_000_000), klay(40_000));
    await chain.write(delegators[1]!, { ...pd(11), functionName: 'stake', value: klay(4_000_000) });
    await index();
    const moved = await expectSameAsContracts(c.id);
    expect(moved.tracked).not.toEqual(canceled.tracked);
    expect(moved).toMatchObject({ final: false });

    await chain.mineUntil(c.voteStart + 1n);
    await index();
    expect(await expectSameAsContracts(c.id)).toMatchObject({ final: true, state_block: null });
    // Stake moving after voteStart changes nothing stored.
    await chain.write(delegators[1]!, { ...pd(11), functionName: 'stake', value: klay(1_000_000) });
    const stored = await getProposalChain(db, Number(c.id));
    await index();
    expect(await getProposalChain(db, Number(c.id))).toEqual(stored);
    await expectSameAsContracts(c.id);
  }, 300_000);
});
