import { parseEventLogs, zeroAddress, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { addressBookAbi, cnStakingV2Abi, publicDelegationAbi, stakingTrackerAbi, votingAbi } from '../src/abis';
import { devnetAddress, devnetPrivateKey, klay } from '../src/accounts';
import { deployCnStakingV1 } from '../src/cnStakingV1';
import { deployCnStakingV3 } from '../src/deployCurrentNetwork';
import { DAY, useGovernanceFixture, type GovernanceFixture } from './governanceFixture';

let f: GovernanceFixture;
useGovernanceFixture((fixture) => (f = fixture));

const stakingOf = (councilId: number, index = 0) => f.staking.get(councilId)![index]!;
const trackerRead = () => ({ address: f.contracts.stakingTracker, abi: stakingTrackerAbi }) as const;

async function propose(delay = DAY) {
  const receipt = await f.chain.write(f.secretary, {
    address: f.contracts.voting,
    abi: votingAbi,
    functionName: 'propose',
    args: ['tracked', [], [], [], delay, DAY],
  });
  const id = await f.voting.read.lastProposalId();
  const [voteStart] = await f.voting.read.getProposalSchedule([id]);
  const [created] = parseEventLogs({ abi: stakingTrackerAbi, eventName: 'CreateTracker', logs: receipt.logs });
  return { id, voteStart, trackerId: created!.args.trackerId };
}

function stake(councilId: number, amount: bigint, index = 0) {
  return f.chain.write(f.deployer, { address: stakingOf(councilId, index), abi: cnStakingV2Abi, functionName: 'stakeKlay', value: amount });
}

describe('StakingTracker: trackers', () => {
  it('creates trackers only for its owner, the voting contract', async () => {
    expect(await f.client.readContract({ ...trackerRead(), functionName: 'owner' })).toBe(f.contracts.voting);
    await expect(
      f.chain.write(f.deployer, { ...trackerRead(), functionName: 'createTracker', args: [1n, 2n] }),
    ).rejects.toThrow('Caller is not the owner');
    await expect(
      f.chain.write(f.deployer, { ...trackerRead(), functionName: 'transferOwnership', args: [f.deployer.address] }),
    ).rejects.toThrow('Caller is not the owner');
  });

  it('groups a council\'s staking contracts and leaves out what is being withdrawn', async () => {
    await f.chain.write(f.deployer, {
      address: stakingOf(7, 1),
      abi: cnStakingV2Abi,
      functionName: 'approveStakingWithdrawal',
      args: [f.deployer.address, klay(1_000_000)],
    });
    const { id, trackerId } = await propose();
    expect(await f.client.readContract({ ...trackerRead(), functionName: 'getTrackedGC', args: [trackerId, 7n] })).toEqual([
      klay(4_000_000),
      0n,
    ]);
    expect(await f.client.readContract({ ...trackerRead(), functionName: 'stakingToGCId', args: [trackerId, stakingOf(7, 1)] })).toBe(7n);
    // gc 7 fell below the minimum: six eligible councils, so the cap drops to 5.
    const [, , numGCs, totalVotes, numEligible] = await f.voting.read.getTrackerSummary([id]);
    expect([numGCs, totalVotes, numEligible]).toEqual([8n, 5n + 5n + 1n + 5n + 1n + 1n, 6n]);
  });

  it('follows stake changes until the vote starts, then freezes and retires the tracker', async () => {
    const { id, voteStart, trackerId } = await propose();
    const receipt = await stake(3, klay(5_000_000));
    const [refreshed] = parseEventLogs({ abi: stakingTrackerAbi, eventName: 'RefreshStake', logs: receipt.logs });
    expect(refreshed!.args).toEqual({
      trackerId,
      gcId: 3n,
      staking: stakingOf(3),
      stakingBalance: klay(10_000_000),
      gcBalance: klay(10_000_000),
      gcVote: 2n,
      totalVotes: 23n,
    });
    expect(await f.client.readContract({ ...trackerRead(), functionName: 'getLiveTrackerIds' })).toEqual([trackerId]);

    await f.chain.mineUntil(voteStart);
    const late = await stake(3, klay(50_000_000)); // lands in voteStart: frozen
    expect(parseEventLogs({ abi: stakingTrackerAbi, eventName: 'RefreshStake', logs: late.logs })).toEqual([]);
    expect(parseEventLogs({ abi: stakingTrackerAbi, eventName: 'RetireTracker', logs: late.logs })[0]!.args).toEqual({ trackerId });
    expect(await f.client.readContract({ ...trackerRead(), functionName: 'getLiveTrackerIds' })).toEqual([]);
    expect(await f.voting.read.getVotes([id, f.voters.get(3)!.address])).toEqual([3n, 2n]);
  });

  it('recounts every council\'s votes when one crosses the minimum and the cap moves', async () => {
    const { id } = await propose();
    await stake(4, klay(1_000_000)); // gc 4 reaches 5M: eight eligible, cap 7
    const [, balances, votes] = await f.voting.read.getAllTrackedGCs([id]);
    expect(balances[3]).toBe(klay(5_000_000));
    expect(votes).toEqual([7n, 7n, 1n, 1n, 6n, 1n, 1n, 1n]);
    expect((await f.voting.read.getTrackerSummary([id])).slice(3)).toEqual([25n, 8n]);
  });

  it('fixes the councils at propose: one joining later has no vote in that proposal', async () => {
    const { id, voteStart } = await propose();
    const nodeId = devnetAddress('late/node');
    const late = await f.chain.deploy(f.deployer, f.compiled.CnStakingV2!, [
      f.deployer.address,
      9n,
      nodeId,
      devnetAddress('late/reward'),
      f.contracts.stakingTracker,
    ]);
    await f.chain.write(f.deployer, { address: late, abi: cnStakingV2Abi, functionName: 'stakeKlay', value: klay(50_000_000) });
    await f.chain.write(f.deployer, {
      address: f.contracts.addressBook,
      abi: addressBookAbi,
      functionName: 'registerCnStakingContract',
      args: [nodeId, late, devnetAddress('late/reward')],
    });
    const lateVoter = f.outsider;
    await f.chain.write(f.deployer, { address: late, abi: cnStakingV2Abi, functionName: 'updateVoterAddress', args: [lateVoter.address] });
    expect((await f.voting.read.getAllTrackedGCs([id]))[0]).not.toContain(9n);
    await f.chain.mineUntil(voteStart);
    await expect(
      f.chain.write(lateVoter, { address: f.contracts.voting, abi: votingAbi, functionName: 'castVote', args: [id, 1] }),
    ).rejects.toThrow('Not eligible to vote');
    expect((await propose()).id).toBe(id + 1n);
    expect((await f.voting.read.getAllTrackedGCs([id + 1n]))[0]).toContain(9n);
  });

  it('leaves out a staking contract that reports to another tracker, as the network\'s tracker does', async () => {
    const away = stakingOf(7, 1);
    const before = await propose();
    const [counted] = await f.client.readContract({ ...trackerRead(), functionName: 'getTrackedGC', args: [before.trackerId, 7n] });
    const balance = (await f.client.getBalance({ address: away })) - (await f.client.readContract({ address: away, abi: cnStakingV2Abi, functionName: 'unstaking' }));
    expect(balance).toBeGreaterThan(0n);
    await f.chain.write(f.deployer, { address: away, abi: cnStakingV2Abi, functionName: 'updateStakingTracker', args: [devnetAddress('nobody')] });
    const after = await propose();
    expect(await f.client.readContract({ ...trackerRead(), functionName: 'getTrackedGC', args: [after.trackerId, 7n] })).toEqual([counted - balance, expect.any(BigInt)]);
    expect(await f.client.readContract({ ...trackerRead(), functionName: 'stakingToGCId', args: [after.trackerId, away] })).toBe(0n);
  });

  it('ignores staking contracts it does not track', async () => {
    await propose();
    const receipt = await f.chain.write(f.outsider, { ...trackerRead(), functionName: 'refreshStake', args: [devnetAddress('nobody')] });
    expect(parseEventLogs({ abi: stakingTrackerAbi, logs: receipt.logs })).toEqual([]);
  });
});

describe('StakingTracker: the vote cap', () => {
  /**
   * A tracker of its own, over an address book listing only `gcIds`, created by the deployer; the
   * councils' staking contracts report to it (a tracker counts no contract reporting elsewhere).
   */
  async function trackerOver(councilIds: number[]) {
    const addressBook = await f.chain.deploy(f.deployer, f.compiled.AddressBook!);
    const tracker = await f.chain.deploy(f.deployer, f.compiled.StakingTracker!, [addressBook]);
    for (const councilId of councilIds) {
      await f.chain.write(f.deployer, {
        address: addressBook,
        abi: addressBookAbi,
        functionName: 'registerCnStakingContract',
        args: [devnetAddress(`cap/${councilId}`), stakingOf(councilId), devnetAddress(`cap/reward-${councilId}`)],
      });
      await f.chain.write(f.deployer, { address: stakingOf(councilId), abi: cnStakingV2Abi, functionName: 'updateStakingTracker', args: [tracker] });
    }
    await f.chain.write(f.deployer, { address: tracker, abi: stakingTrackerAbi, functionName: 'createTracker', args: [0n, 1n] });
    const [, , gcVotes] = await f.client.readContract({
      address: tracker,
      abi: stakingTrackerAbi,
      functionName: 'getAllTrackedGCs',
      args: [1n],
    });
    return gcVotes;
  }

  it('is max(1, numEligible - 1)', async () => {
    expect(await trackerOver([1])).toEqual([1n]); // one eligible: cap 1
    expect(await trackerOver([1, 2])).toEqual([1n, 1n]); // two eligible: cap 1
    expect(await trackerOver([1, 2, 3])).toEqual([2n, 2n, 1n]); // three eligible: cap 2
    expect(await trackerOver([1, 4])).toEqual([1n, 0n]); // gc 4 is below the minimum
  });
});

describe('StakingTracker: voters', () => {
  const updateVoter = (councilId: number, voter: Address, index = 0) =>
    f.chain.write(f.deployer, { address: stakingOf(councilId, index), abi: cnStakingV2Abi, functionName: 'updateVoterAddress', args: [voter] });

  it('maps one voter to one council, and releases the old voter when it changes', async () => {
    const oldVoter = f.voters.get(2)!.address;
    const newVoter = devnetAddress('new-voter');
    const receipt = await updateVoter(2, newVoter);
    expect(parseEventLogs({ abi: stakingTrackerAbi, eventName: 'RefreshVoter', logs: receipt.logs })[0]!.args).toEqual({
      gcId: 2n,
      staking: stakingOf(2),
      voter: newVoter,
    });
    expect(await f.client.readContract({ ...trackerRead(), functionName: 'voterToGCId', args: [newVoter] })).toBe(2n);
    expect(await f.client.readContract({ ...trackerRead(), functionName: 'voterToGCId', args: [oldVoter] })).toBe(0n);
    expect(await f.client.readContract({ ...trackerRead(), functionName: 'gcIdToVoter', args: [2n] })).toBe(newVoter);

    await updateVoter(2, zeroAddress);
    expect(await f.client.readContract({ ...trackerRead(), functionName: 'gcIdToVoter', args: [2n] })).toBe(zeroAddress);
    expect(await f.client.readContract({ ...trackerRead(), functionName: 'voterToGCId', args: [newVoter] })).toBe(0n);
  });

  it('refuses a voter that already serves another council, and undoes the staking contract\'s change', async () => {
    await expect(updateVoter(2, f.voters.get(1)!.address)).rejects.toThrow('Voter address already taken');
    expect(await f.client.readContract({ address: stakingOf(2), abi: cnStakingV2Abi, functionName: 'voterAddress' })).toBe(
      f.voters.get(2)!.address,
    );
  });

  it('takes voters only from registered V2 staking contracts', async () => {
    const unregistered = await f.chain.deploy(f.deployer, f.compiled.CnStakingV2!, [
      f.deployer.address,
      9n,
      devnetAddress('unregistered/node'),
      devnetAddress('unregistered/reward'),
      f.contracts.stakingTracker,
    ]);
    await expect(
      f.chain.write(f.deployer, { address: unregistered, abi: cnStakingV2Abi, functionName: 'updateVoterAddress', args: [devnetAddress('x')] }),
    ).rejects.toThrow('Not a staking contract');
    // A registered first-version contract answers VERSION() 1.
    const admin = f.chain.account(devnetPrivateKey('test/v1-admin'));
    await f.chain.transfer(f.deployer, admin.address, klay(10));
    const nodeId = devnetAddress('v1/node');
    const v1 = await deployCnStakingV1(f.chain, f.compiled, f.deployer, { nodeId, rewardAddress: devnetAddress('v1/reward'), admin, lockup: klay(1) });
    await f.chain.write(f.deployer, { address: f.contracts.addressBook, abi: addressBookAbi, functionName: 'registerCnStakingContract', args: [nodeId, v1, devnetAddress('v1/reward')] });
    await expect(
      f.chain.write(f.outsider, { ...trackerRead(), functionName: 'refreshVoter', args: [v1] }),
    ).rejects.toThrow('Invalid CnStaking contract');
  });
});

describe('StakingTracker: CnStakingV3 before KIP-226', () => {
  it('is a tracker a CnStakingV3 with public delegation accepts (StakingTracker, version 1, its address book), and follows its delegations', async () => {
    expect(await f.client.readContract({ ...trackerRead(), functionName: 'CONTRACT_TYPE' })).toBe('StakingTracker');
    expect(await f.client.readContract({ ...trackerRead(), functionName: 'VERSION' })).toBe(1n);
    expect(await f.client.readContract({ ...trackerRead(), functionName: 'ADDRESS_BOOK_ADDRESS' })).toBe(f.contracts.addressBook);

    const admin = f.chain.account(devnetPrivateKey('test/v3-admin'));
    await f.chain.transfer(f.deployer, admin.address, klay(10));
    const factory = await f.chain.deploy(f.deployer, f.compiled.PublicDelegationFactory!);
    // setStakingTracker refuses a tracker that does not say it is a StakingTracker of version 1.
    const { staking, publicDelegation } = await deployCnStakingV3(f.chain, f.compiled, f.deployer, {
      gcId: 9n,
      nodeId: devnetAddress('v3/node'),
      admins: [admin],
      requirement: 1n,
      stakingTracker: f.contracts.stakingTracker,
      addressBook: f.contracts.addressBook,
      publicDelegation: { factory, owner: admin.address, commissionTo: devnetAddress('v3/commission'), commissionRate: 0n, gcName: 'GC9' },
    });
    await f.chain.write(f.outsider, { address: publicDelegation!, abi: publicDelegationAbi, functionName: 'stake', value: klay(40) });
    const { trackerId } = await propose();
    const tracked = () => f.client.readContract({ ...trackerRead(), functionName: 'getTrackedGC', args: [trackerId, 9n] });
    expect(await f.client.readContract({ ...trackerRead(), functionName: 'stakingToGCId', args: [trackerId, staking] })).toBe(9n);
    expect((await tracked())[0]).toBe(klay(40));
    await f.chain.write(f.outsider, { address: publicDelegation!, abi: publicDelegationAbi, functionName: 'stake', value: klay(5) });
    expect((await tracked())[0]).toBe(klay(45));
  });
});
