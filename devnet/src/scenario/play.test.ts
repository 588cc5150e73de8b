import { createPublicClient, custom, getAddress, parseAbiItem, type Address, type PublicClient } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProposalMetadataSchema } from '@portal/core/entities/proposal';
import { unsuccessfulResult } from '@portal/core/rules/proposals';
import { agendaMetadata, agendaTitle } from '../../scenario/agendas';
import {
  addressBookAbi,
  cLRegistryAbi,
  cnStakingV1Abi,
  cnStakingV2Abi,
  cnStakingV3MultiSigAbi,
  publicDelegationAbi,
  registryAbi,
  stakingTrackerV2Abi,
  votingAbi,
  weightedMultisigAbi,
  wKAIAAbi,
} from '../abis';
import { holderKey, klay, liquidityProviderKey, nodeIdOf, rewardAddressOf, stakingAdminKey, voterKey } from '../accounts';
import { REGISTRY_ADDRESS, REGISTRY_NAMES, todaysNetworkContracts } from '../deployCurrentNetwork';
import { genesisAddresses, genesisSupply } from '../chainConfig';
import type { Deployment } from '../deployment';
import { createInProcessDevnet } from '../node';
import { clPools, councilPlans, KCF_FUNDING_KLAY, KFF_FUNDING_KLAY, publicDelegations, stakeMovements, versionOf } from './councilPlan';
import { dayBlock, GENESIS_TIMESTAMP } from './timeline';
import { agendaPlans, DEAD_ADDRESS, PROPOSAL_STATES, RESERVED_VOTER_GC_IDS, TRACKER_SWITCH_DAY, type AgendaAction } from './agendaPlan';
import { disbursementRecipient, treasuryMemo, treasuryPayments } from './treasuryPlan';
import { privateKeyToAddress } from 'viem/accounts';
import { trafficDeployerKeyLabel, trafficProjects } from '../../scenario/projects';
import { devnetPrivateKey } from '../accounts';
import { GENESIS_PROPOSER_REWARD } from '../kaia/rewards';
import { TRAFFIC_USERS, trafficFundPayments, trafficUserKey } from './networkTraffic';

let client: PublicClient;
let deployment: Deployment;

beforeAll(async () => {
  const devnet = await createInProcessDevnet();
  deployment = devnet.deployment;
  client = createPublicClient({ transport: custom(devnet.provider), cacheTime: 0 });
}, 120_000);

async function addressBook() {
  const [nodeIds, stakings, rewards, poc, kir] = await client.readContract({
    address: deployment.contracts.addressBook,
    abi: addressBookAbi,
    functionName: 'getAllAddressInfo',
  });
  return { nodeIds, stakings, rewards, poc, kir };
}

/** A council's effective stake once the scenario's movements are applied (resigned councils hold none). */
function expectedStake(councilId: number, contract: number): bigint {
  const plan = councilPlans.find((p) => p.councilId === councilId)!;
  if (plan.resignDay !== undefined) return 0n;
  let stake = klay(plan.staking[contract]!.stakeKlay);
  const requests: bigint[] = [];
  for (const movement of stakeMovements.filter((m) => m.councilId === councilId && m.contract === contract)) {
    if (movement.kind === 'stake') stake += klay(movement.klay);
    if (movement.kind === 'requestUnstaking') {
      requests.push(klay(movement.klay));
      stake -= klay(movement.klay);
    }
    if (movement.kind === 'cancelUnstaking') stake += requests[movement.request]!;
  }
  return stake;
}

describe('the scenario, played in process', () => {
  it('lists every sitting council node in the address book, and the two funds', async () => {
    const book = await addressBook();
    const sitting = councilPlans.filter((plan) => plan.resignDay === undefined);
    const expectedNodes = sitting.flatMap((plan) => plan.staking.map((_, index) => nodeIdOf(plan.councilId, index)));
    expect([...book.nodeIds].sort()).toEqual(expectedNodes.sort());
    expect(book.poc).toBe(deployment.contracts.kcf);
    expect(book.kir).toBe(deployment.contracts.kff);
    expect(sitting.length).toBeGreaterThanOrEqual(28);
  });

  it('gives each staking contract its council, version, node, reward address, tracker and stake', async () => {
    const book = await addressBook();
    const versions = new Set<number>();
    for (const [i, staking] of book.stakings.entries()) {
      const plan = councilPlans.find((p) => p.staking.some((_, n) => nodeIdOf(p.councilId, n) === book.nodeIds[i]))!;
      const index = plan.staking.findIndex((_, n) => nodeIdOf(plan.councilId, n) === book.nodeIds[i]);
      const version = versionOf(plan.staking[index]!);
      versions.add(version);
      expect(Number(await client.readContract({ address: staking, abi: cnStakingV2Abi, functionName: 'VERSION' }))).toBe(version);
      if (version === 1) {
        // The real V1's interface: no gcId, no unstaking, no tracker; its whole balance is its lockup.
        await expect(client.readContract({ address: staking, abi: cnStakingV2Abi, functionName: 'gcId' })).rejects.toThrow();
        expect(await client.readContract({ address: staking, abi: cnStakingV1Abi, functionName: 'rewardAddress' })).toBe(rewardAddressOf(plan.councilId));
        expect(book.rewards[i]).toBe(rewardAddressOf(plan.councilId));
        expect(await client.getBalance({ address: staking })).toBe(expectedStake(plan.councilId, index));
        continue;
      }
      const read = <name extends 'gcId' | 'nodeId' | 'rewardAddress' | 'unstaking' | 'stakingTracker'>(functionName: name) =>
        client.readContract({ address: staking, abi: cnStakingV2Abi, functionName });
      expect(Number(await read('gcId'))).toBe(plan.councilId);
      expect(await read('nodeId')).toBe(book.nodeIds[i]);
      const reward = version === 3 ? await read('rewardAddress') : rewardAddressOf(plan.councilId);
      if (version === 3) expect(reward).toBe(await client.readContract({ address: staking, abi: cnStakingV3MultiSigAbi, functionName: 'publicDelegation' }));
      expect(await read('rewardAddress')).toBe(reward);
      expect(book.rewards[i]).toBe(reward);
      // Every sitting council's contracts report to the tracker the voting contract switched to.
      expect(await read('stakingTracker')).toBe(todaysNetworkContracts.stakingTrackerV2);
      const effective = (await client.getBalance({ address: staking })) - (await read('unstaking'));
      expect(effective).toBe(expectedStake(plan.councilId, index));
    }
    expect(versions).toEqual(new Set([1, 2, 3]));
  });

  it('has holders delegating through public delegation, and their shares add up to the contract\'s stake', async () => {
    for (const delegation of publicDelegations) {
      const staking = await stakingOf(delegation.councilId, delegation.contract);
      const pd = await client.readContract({ address: staking, abi: cnStakingV3MultiSigAbi, functionName: 'publicDelegation' });
      const holder = privateKeyToAddress(holderKey(delegation.holder));
      // Delegated before the contract earned anything: one share per KAIA.
      expect(await client.readContract({ address: pd, abi: publicDelegationAbi, functionName: 'balanceOf', args: [holder] })).toBe(klay(delegation.klay));
    }
    expect(new Set(publicDelegations.map((d) => d.councilId)).size).toBeGreaterThanOrEqual(2);
  });

  it('names the CL registry and WKAIA in the KIP-149 registry, with each council\'s pool holding its WKAIA', async () => {
    const active = (name: string) => client.readContract({ address: REGISTRY_ADDRESS, abi: registryAbi, functionName: 'getActiveAddr', args: [name] });
    expect(await active(REGISTRY_NAMES.clRegistry)).toBe(todaysNetworkContracts.clRegistry);
    expect(await active(REGISTRY_NAMES.wrappedKaia)).toBe(todaysNetworkContracts.wkaia);
    const [, gcIds, pools] = await client.readContract({ address: todaysNetworkContracts.clRegistry, abi: cLRegistryAbi, functionName: 'getAllCLs' });
    expect(gcIds.map(Number)).toEqual(clPools.map((p) => p.councilId));
    for (const [i, plan] of clPools.entries()) {
      const held = await client.readContract({ address: todaysNetworkContracts.wkaia, abi: wKAIAAbi, functionName: 'balanceOf', args: [pools[i]!] });
      expect(held).toBe(klay(plan.klay) + plan.topUps.reduce((sum, t) => sum + klay(t.klay), 0n));
    }
  });

  it('keeps open withdrawal requests in unstaking()', async () => {
    const harbor = await stakingOf(13, 0);
    expect(await client.readContract({ address: harbor, abi: cnStakingV2Abi, functionName: 'unstaking' })).toBe(klay(20_000_000));
    const granite = await stakingOf(17, 0);
    expect(await client.readContract({ address: granite, abi: cnStakingV2Abi, functionName: 'unstaking' })).toBe(0n);
  });

  it('names a voter on the voting contract of every council that has one', async () => {
    const book = await addressBook();
    for (const staking of book.stakings) {
      // A V1 has no gcId() nor voter; a V3 of the scenario names no voter either.
      const version = await client.readContract({ address: staking, abi: cnStakingV2Abi, functionName: 'VERSION' });
      if (version === 1n) continue;
      const councilId = await client.readContract({ address: staking, abi: cnStakingV2Abi, functionName: 'gcId' });
      const voter = await client.readContract({ address: staking, abi: cnStakingV2Abi, functionName: 'voterAddress' });
      const votingIndex = councilPlans.find((p) => p.councilId === Number(councilId))!.staking.findIndex((s) => s.voter !== false);
      // A council whose contracts all name no voter has no voting contract (index -1).
      const isVoting = votingIndex >= 0 && (await stakingOf(Number(councilId), votingIndex)) === staking;
      expect(voter).toBe(isVoting ? privateKeyToAddress(voterKey(Number(councilId))) : '0x0000000000000000000000000000000000000000');
    }
    expect(deployment.accounts.voters.map((v) => v.councilId)).toContain(2);
  });

  it('funds the treasury and pays out with readable memos, directly and through executed agendas', async () => {
    const paid = (fund: 'kcf' | 'kff') =>
      [...treasuryPayments, ...executedDisbursements()].filter((p) => p.fund === fund).reduce((sum, p) => sum + klay(p.klay), 0n);
    // The funds also receive their share of every block's minting, and the traffic's unlabelled bills.
    const trafficPaid = trafficFundPayments().reduce((sum, p) => sum + klay(p.klay), 0n);
    expect(await client.getBalance({ address: deployment.contracts.kcf })).toBe(
      klay(KCF_FUNDING_KLAY) - paid('kcf') - trafficPaid + (await mintedTo(deployment.contracts.kcf)),
    );
    expect(await client.getBalance({ address: deployment.contracts.kff })).toBe(
      klay(KFF_FUNDING_KLAY) - paid('kff') + (await mintedTo(deployment.contracts.kff)),
    );

    const logs = await client.getLogs({
      address: deployment.contracts.kcf,
      event: parseAbiItem('event Disbursement(address indexed recipient, uint256 value, string memo)'),
      fromBlock: 0n,
    });
    const memos = logs.map((log) => log.args.memo);
    for (const payment of treasuryPayments.filter((p) => p.fund === 'kcf')) expect(memos).toContain(treasuryMemo(payment));
    expect(memos).toContain('Personnel Expenses | September payroll');
    expect(memos).toContain('KGP-2 | Ecosystem Support | Q4 ecosystem grants round');
    expect(logs.length).toBe(
      [...treasuryPayments, ...executedDisbursements()].filter((p) => p.fund === 'kcf').length + trafficFundPayments().length,
    );
  });

  it('runs one block a second: every block is stamped genesis + its number', async () => {
    const head = await client.getBlockNumber();
    for (const number of [1n, 2n, head / 2n, head]) {
      const block = await client.getBlock({ blockNumber: number });
      expect(block.timestamp).toBe(BigInt(GENESIS_TIMESTAMP) + number);
    }
  });

  it('answers kaia_getTotalSupply as genesis supply plus minting minus burnt fees, which is every KLAY that exists', async () => {
    const supply = (await client.request({ method: 'kaia_getTotalSupply' as 'eth_chainId', params: ['latest'] as never })) as unknown as Record<string, string>;
    expect(BigInt(supply.totalMinted!)).toBeGreaterThan(genesisSupply);
    expect(BigInt(supply.burntFee!)).toBeGreaterThan(0n);
    expect(BigInt(supply.totalSupply!)).toBe(BigInt(supply.totalMinted!) - BigInt(supply.totalBurnt!));

    // Conservation: the balances of every address the scenario touched add up to the total supply.
    const book = await addressBook();
    const resignedStakings = await Promise.all(
      councilPlans.filter((p) => p.resignDay !== undefined).map((p) => stakingOfResigned(p.councilId)),
    );
    const holders = new Set<Address>([
      ...genesisAddresses,
      ...Object.values(deployment.contracts),
      ...book.stakings,
      ...resignedStakings.flat(),
      ...councilPlans.map((p) => rewardAddressOf(p.councilId)),
      // Today's network: public delegations (reward addresses of the V3s), their holders, admins, WKAIA.
      ...(await publicDelegationContracts()),
      ...[...new Set(publicDelegations.map((d) => d.holder))].map((holder) => privateKeyToAddress(holderKey(holder))),
      ...councilPlans.filter((p) => p.staking.some((s) => versionOf(s) !== 2)).map((p) => privateKeyToAddress(stakingAdminKey(p.councilId))),
      privateKeyToAddress(liquidityProviderKey),
      todaysNetworkContracts.wkaia,
      ...[...treasuryPayments, ...executedDisbursements()]
        .map((p) => disbursementRecipient(p.recipient))
        .filter((address) => address !== DEAD_ADDRESS), // what was sent there counts as burnt
      getAddress('0xc014ba5ec014ba5ec014ba5ec014ba5ec014ba5e'), // hardhat's coinbase collects the tips
      GENESIS_PROPOSER_REWARD, // the minting before any council staked
      ...Array.from({ length: TRAFFIC_USERS }, (_, i) => privateKeyToAddress(trafficUserKey(i))),
      privateKeyToAddress(devnetPrivateKey(trafficDeployerKeyLabel)),
      ...trafficProjects().map((project) => project.address),
    ]);
    let sum = 0n;
    for (const address of holders) sum += await client.getBalance({ address });
    expect(sum).toBe(BigInt(supply.totalSupply!));

    expect(BigInt(supply.deadBurn!)).toBe(klay(50_000_000));

    const atGenesis = (await client.request({ method: 'kaia_getTotalSupply' as 'eth_chainId', params: ['0x0'] as never })) as unknown as Record<string, string>;
    expect(BigInt(atGenesis.totalSupply!)).toBe(genesisSupply);
  });
});

describe('the scenario\'s agendas', () => {
  const states = () =>
    Promise.all(
      agendaPlans.map(async (plan) => {
        const state = await client.readContract({ address: deployment.contracts.voting, abi: votingAbi, functionName: 'state', args: [BigInt(plan.id)] });
        return PROPOSAL_STATES[state]!;
      }),
    );

  it('ends with every agenda in its planned state, all eight states present', async () => {
    const reached = await states();
    expect(reached).toEqual(agendaPlans.map((plan) => plan.expected));
    expect(new Set(reached)).toEqual(new Set(PROPOSAL_STATES));
    expect(agendaPlans.length).toBeGreaterThanOrEqual(45);
    expect(reached.filter((state) => state === 'Active').length).toBeGreaterThanOrEqual(2);
    expect(reached.filter((state) => state === 'Pending').length).toBeGreaterThanOrEqual(2);
  });

  it('ends with failed agendas of both readings: Rejected (agenda 42) and Undecided (the others)', async () => {
    const failed = agendaPlans.filter((plan) => plan.expected === 'Failed');
    const readings = new Map<number, string>();
    for (const plan of failed) {
      const [yes, no, abstain, quorumCount, quorumPower, voters] = await client.readContract({
        address: deployment.contracts.voting,
        abi: votingAbi,
        functionName: 'getProposalTally',
        args: [BigInt(plan.id)],
      });
      const tally = { yes: Number(yes), no: Number(no), abstain: Number(abstain), votersCount: voters.length, quorumCount: Number(quorumCount), quorumPower: Number(quorumPower) };
      readings.set(plan.id, unsuccessfulResult(tally));
    }
    expect(readings.get(42)).toBe('Rejected');
    expect([...readings].filter(([id]) => id !== 42).map(([, reading]) => reading)).toEqual(failed.filter((p) => p.id !== 42).map(() => 'Undecided'));
  });

  it('makes the approvers\' WeightedMultisig the voting contract\'s secretary, which proposed every agenda', async () => {
    const secretary = await client.readContract({ address: deployment.contracts.voting, abi: votingAbi, functionName: 'secretary' });
    expect(secretary).toBe(deployment.contracts.secretary);
    const [owners, weights] = await client.readContract({ address: secretary, abi: weightedMultisigAbi, functionName: 'getOwners' });
    expect(owners).toEqual(['secretary/approver-1', 'secretary/approver-2', 'secretary/approver-3'].map((label) => privateKeyToAddress(devnetPrivateKey(label))));
    expect(owners).toEqual(deployment.accounts.approvers.map((approver) => approver.address));
    expect(weights).toEqual([2n, 1n, 1n]);
    expect(await client.readContract({ address: secretary, abi: weightedMultisigAbi, functionName: 'threshold' })).toBe(3n);
    // Every propose, cancel, queue and execute went through it (the failed execution kept its nonce).
    const calls = agendaPlans.reduce((n, p) => n + 1 + [p.cancelDay, p.queueDay, p.executeDay].filter((d) => d !== undefined).length, 0);
    expect(await client.readContract({ address: secretary, abi: weightedMultisigAbi, functionName: 'nonce' })).toBe(BigInt(calls));
  });

  it('carries each agenda\'s title on chain, with agenda 44 resuming KGP-25 of agenda 33', async () => {
    for (const plan of agendaPlans) {
      const [, proposer, description] = await client.readContract({
        address: deployment.contracts.voting,
        abi: votingAbi,
        functionName: 'getProposalContent',
        args: [BigInt(plan.id)],
      });
      expect(description).toBe(agendaTitle(plan.id));
      expect(proposer).toBe(deployment.contracts.secretary);
    }
    const metadata = agendaMetadata();
    expect(metadata.find((m) => m.proposal_id === 33)!.kgp).toBe('25');
    expect(metadata.find((m) => m.proposal_id === 44)!.kgp).toBe('25');
  });

  it('has text-only, disbursement and custom-transaction agendas, matching their on-chain actions', async () => {
    const metadata = agendaMetadata();
    expect(new Set(metadata.map((m) => m.categoryId))).toEqual(new Set([1, 3, 4]));
    for (const entry of metadata) {
      const [targets, , signatures, calldatas] = await client.readContract({
        address: deployment.contracts.voting,
        abi: votingAbi,
        functionName: 'getActions',
        args: [BigInt(entry.proposal_id)],
      });
      expect(signatures.every((signature) => signature === '')).toBe(true);
      const details = entry.categoryDetails;
      if (details.txType === 'TEXT_ONLY') expect(targets).toEqual([]);
      if (details.txType === 'DISBURSEMENT') expect(targets).toEqual([details.withdrawingAccount]);
      if (details.txType === 'CUSTOM_TRANSACTION') {
        expect(targets).toEqual(details.transactionCode.map((row) => row.target));
        expect(calldatas).toEqual(details.transactionCode.map((row) => row.calldata));
      }
    }
  });

  it('has votes of every choice and absent councils', async () => {
    const choices = new Set<number>();
    let absentees = 0;
    for (const plan of agendaPlans.filter((p) => p.votes)) {
      const [councilIds, , gcVotes] = await client.readContract({
        address: deployment.contracts.voting,
        abi: votingAbi,
        functionName: 'getAllTrackedGCs',
        args: [BigInt(plan.id)],
      });
      for (const [i, councilId] of councilIds.entries()) {
        const [hasVoted, choice] = await client.readContract({
          address: deployment.contracts.voting,
          abi: votingAbi,
          functionName: 'getReceipt',
          args: [BigInt(plan.id), councilId],
        });
        if (hasVoted) choices.add(choice);
        else if (gcVotes[i]! > 0n) absentees++;
      }
    }
    expect(choices).toEqual(new Set([0, 1, 2]));
    expect(absentees).toBeGreaterThan(0);
  });

  it('leaves open agendas with days of voting, on which the reserved voters can still vote', async () => {
    const head = await client.getBlockNumber();
    const reached = await states();
    for (const plan of agendaPlans.filter((_, i) => reached[i] === 'Active')) {
      const [, voteEnd] = await client.readContract({
        address: deployment.contracts.voting,
        abi: votingAbi,
        functionName: 'getProposalSchedule',
        args: [BigInt(plan.id)],
      });
      expect(voteEnd - head).toBeGreaterThanOrEqual(dayBlock(5));
      for (const councilId of RESERVED_VOTER_GC_IDS) {
        const voter = deployment.accounts.voters.find((v) => v.councilId === councilId)!;
        const [votedCouncilId, votes] = await client.readContract({
          address: deployment.contracts.voting,
          abi: votingAbi,
          functionName: 'getVotes',
          args: [BigInt(plan.id), voter.address],
        });
        expect(votedCouncilId).toBe(BigInt(councilId));
        expect(votes).toBeGreaterThan(0n);
        const [hasVoted] = await client.readContract({
          address: deployment.contracts.voting,
          abi: votingAbi,
          functionName: 'getReceipt',
          args: [BigInt(plan.id), BigInt(councilId)],
        });
        expect(hasVoted).toBe(false);
      }
    }
    expect(deployment.accounts.voters.slice(0, RESERVED_VOTER_GC_IDS.length).map((v) => v.councilId)).toEqual(RESERVED_VOTER_GC_IDS);
  });

  it('switches the voting contract to the tracker counting CL pools by agenda 40, so later agendas count CnStaking + CL', async () => {
    expect(await client.readContract({ address: deployment.contracts.voting, abi: votingAbi, functionName: 'stakingTracker' })).toBe(
      todaysNetworkContracts.stakingTrackerV2,
    );
    const switches = await client.getLogs({
      address: deployment.contracts.voting,
      event: parseAbiItem('event UpdateStakingTracker(address oldAddr, address newAddr)'),
      fromBlock: 0n,
    });
    expect(switches.map((log) => log.args)).toEqual([{ oldAddr: deployment.contracts.stakingTracker, newAddr: todaysNetworkContracts.stakingTrackerV2 }]);
    expect(switches[0]!.blockNumber).toBeGreaterThanOrEqual(dayBlock(TRACKER_SWITCH_DAY));
    expect(switches[0]!.blockNumber).toBeLessThan(dayBlock(agendaPlans.find((p) => p.id === 49)!.proposeDay));

    const pool = clPools[0]!;
    const cnStaking = klay(councilPlans.find((p) => p.councilId === pool.councilId)!.staking[0]!.stakeKlay);
    const tracked = async (id: number) => {
      const [gcIds, balances] = await client.readContract({ address: deployment.contracts.voting, abi: votingAbi, functionName: 'getAllTrackedGCs', args: [BigInt(id)] });
      return balances[gcIds.indexOf(BigInt(pool.councilId))];
    };
    const topUp = pool.topUps.reduce((sum, t) => sum + klay(t.klay), 0n);
    // Before the switch the pool does not count; agenda 49 sees the first deposit, agenda 50 the top-up too.
    expect(await tracked(48)).toBe(cnStaking);
    expect(await tracked(49)).toBe(cnStaking + klay(pool.klay));
    expect(await tracked(50)).toBe(cnStaking + klay(pool.klay) + topUp);
    // The voters were linked in the new tracker: the reserved councils vote on the open agendas there.
    const voter = deployment.accounts.voters.find((v) => v.councilId === RESERVED_VOTER_GC_IDS[0])!;
    expect(await client.readContract({ address: todaysNetworkContracts.stakingTrackerV2, abi: stakingTrackerV2Abi, functionName: 'voterToGCId', args: [voter.address] })).toBe(
      BigInt(RESERVED_VOTER_GC_IDS[0]!),
    );
  });

  it('gives the metadata fixture the shape of the portal\'s agenda metadata', () => {
    for (const entry of agendaMetadata()) expect(() => ProposalMetadataSchema.parse(entry)).not.toThrow();
  });
});

async function publicDelegationContracts(): Promise<Address[]> {
  const contracts = [...new Set(publicDelegations.map((d) => `${d.councilId}/${d.contract}`))];
  return Promise.all(
    contracts.map(async (key) => {
      const [councilId, index] = key.split('/').map(Number);
      const staking = await stakingOf(councilId!, index!);
      return client.readContract({ address: staking, abi: cnStakingV3MultiSigAbi, functionName: 'publicDelegation' });
    }),
  );
}

async function stakingOf(councilId: number, index: number): Promise<Address> {
  const [, staking] = await client.readContract({
    address: deployment.contracts.addressBook,
    abi: addressBookAbi,
    functionName: 'getCnInfo',
    args: [nodeIdOf(councilId, index)],
  });
  return staking;
}

/** Resigned councils left the address book; their contracts are found from the registration events. */
async function stakingOfResigned(councilId: number): Promise<Address[]> {
  const logs = await client.getLogs({
    address: deployment.contracts.addressBook,
    event: parseAbiItem('event RegisterCnStakingContract(address cnNodeId, address cnStakingContract, address cnRewardAddress)'),
    fromBlock: 0n,
  });
  return logs.filter((log) => log.args.cnRewardAddress === rewardAddressOf(councilId)).map((log) => log.args.cnStakingContract!);
}

/** What minting credited to `address` from genesis to the head, a week of blocks per call (the network's limit). */
async function mintedTo(address: Address): Promise<bigint> {
  const head = await client.getBlockNumber();
  let total = 0n;
  for (let lower = 1n; lower <= head; lower += 604_800n) {
    const upper = lower + 604_799n < head ? lower + 604_799n : head;
    const answer = (await client.request({
      method: 'governance_getRewardsAccumulated' as 'eth_chainId',
      params: [`0x${lower.toString(16)}`, `0x${upper.toString(16)}`] as never,
    })) as unknown as { rewards: Record<string, string> };
    total += BigInt(answer.rewards[address.toLowerCase()] ?? '0');
  }
  return total;
}

function executedDisbursements(): Extract<AgendaAction, { kind: 'disburse' }>[] {
  return agendaPlans
    .filter((plan) => plan.expected === 'Executed')
    .flatMap((plan) => plan.actions)
    .filter((action): action is Extract<AgendaAction, { kind: 'disburse' }> => action.kind === 'disburse');
}
