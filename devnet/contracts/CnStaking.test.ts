import { parseEventLogs, zeroAddress, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { addressBookAbi, cnStakingV1Abi, cnStakingV2Abi, stakingTrackerAbi, votingAbi } from '../src/abis';
import { devnetAddress, devnetPrivateKey, klay } from '../src/accounts';
import { deployCnStakingV1 } from '../src/cnStakingV1';
import { GENESIS_TIMESTAMP } from '../src/scenario/timeline';
import { DAY, useGovernanceFixture, type GovernanceFixture } from './governanceFixture';

let f: GovernanceFixture;
useGovernanceFixture((fixture) => (f = fixture));

const LOCKUP = 7n * DAY;
const payee = devnetAddress('test/payee');
const staking = () => f.staking.get(3)![0]!; // a V2 contract holding 5M
const read = <name extends 'staking' | 'unstaking'>(functionName: name, address: Address = staking()) =>
  f.client.readContract({ address, abi: cnStakingV2Abi, functionName });

function approve(value: bigint, from = f.deployer, to: Address = payee) {
  return f.chain.write(from, { address: staking(), abi: cnStakingV2Abi, functionName: 'approveStakingWithdrawal', args: [to, value] });
}

function settle(functionName: 'withdrawApprovedStaking' | 'cancelApprovedStakingWithdrawal', id: bigint, from = f.deployer) {
  return f.chain.write(from, { address: staking(), abi: cnStakingV2Abi, functionName, args: [id] });
}

describe('CnStaking', () => {
  it('describes itself: version, council, node, reward address, tracker', async () => {
    const voterless = f.staking.get(5)![0]!;
    const read1 = <name extends 'VERSION' | 'CONTRACT_TYPE' | 'gcId' | 'admin' | 'stakingTracker'>(address: Address, functionName: name) =>
      f.client.readContract({ address, abi: cnStakingV2Abi, functionName });
    expect(await read1(staking(), 'VERSION')).toBe(2n);
    expect(await read1(staking(), 'CONTRACT_TYPE')).toBe('CnStakingContract');
    expect(await read1(voterless, 'gcId')).toBe(5n);
    expect(await f.client.readContract({ address: voterless, abi: cnStakingV2Abi, functionName: 'voterAddress' })).toBe(zeroAddress);
    expect(await read1(staking(), 'admin')).toBe(f.deployer.address);
    expect(await read1(staking(), 'stakingTracker')).toBe(f.contracts.stakingTracker);
    expect(await f.client.readContract({ address: staking(), abi: cnStakingV2Abi, functionName: 'voterAddress' })).toBe(f.voters.get(3)!.address);
  });

  it('takes stakes through stakeKlay() and plain transfers, and refuses nothing', async () => {
    await f.chain.transfer(f.outsider, staking(), klay(2));
    expect(await read('staking')).toBe(klay(5_000_002));
    expect(await f.client.getBalance({ address: staking() })).toBe(klay(5_000_002));
    await expect(
      f.chain.write(f.deployer, { address: staking(), abi: cnStakingV2Abi, functionName: 'stakeKlay', value: 0n }),
    ).rejects.toThrow('Invalid amount');
  });

  it('keeps an approved withdrawal in unstaking() until the lock-up ends, then pays it out', async () => {
    const approved = await approve(klay(1_000_000));
    const block = approved.blockNumber;
    const withdrawableFrom = BigInt(GENESIS_TIMESTAMP) + block + LOCKUP;
    expect(parseEventLogs({ abi: cnStakingV2Abi, eventName: 'ApproveStakingWithdrawal', logs: approved.logs })[0]!.args).toEqual({
      approvedWithdrawalId: 0n,
      to: payee,
      value: klay(1_000_000),
      withdrawableFrom,
    });
    expect(await read('unstaking')).toBe(klay(1_000_000));
    expect(await f.client.readContract({ address: staking(), abi: cnStakingV2Abi, functionName: 'getApprovedStakingWithdrawalInfo', args: [0n] })).toEqual([
      payee,
      klay(1_000_000),
      withdrawableFrom,
      1,
    ]);

    await f.chain.mineUntil(block + LOCKUP - 1n);
    await expect(settle('withdrawApprovedStaking', 0n)).rejects.toThrow('Not withdrawable yet');
    const withdrawn = await settle('withdrawApprovedStaking', 0n); // lands at the end of the lock-up
    expect(parseEventLogs({ abi: cnStakingV2Abi, eventName: 'WithdrawApprovedStaking', logs: withdrawn.logs })[0]!.args).toEqual({
      approvedWithdrawalId: 0n,
      to: payee,
      value: klay(1_000_000),
    });
    expect(await f.client.getBalance({ address: payee })).toBe(klay(1_000_000));
    expect([await read('staking'), await read('unstaking')]).toEqual([klay(4_000_000), 0n]);
    await expect(settle('withdrawApprovedStaking', 0n)).rejects.toThrow('Not transferable');
    await expect(settle('withdrawApprovedStaking', 7n)).rejects.toThrow('No such request');
  });

  it('cancels a withdrawal, giving the stake back its weight', async () => {
    await approve(klay(2_000_000));
    const canceled = await settle('cancelApprovedStakingWithdrawal', 0n);
    expect(parseEventLogs({ abi: cnStakingV2Abi, eventName: 'CancelApprovedStakingWithdrawal', logs: canceled.logs })[0]!.args).toEqual({
      approvedWithdrawalId: 0n,
      to: payee,
      value: klay(2_000_000),
    });
    expect(await read('unstaking')).toBe(0n);
    await expect(settle('cancelApprovedStakingWithdrawal', 0n)).rejects.toThrow('Not transferable');
  });

  it('approves only what is staked and not already being withdrawn, to a real address', async () => {
    await expect(approve(0n)).rejects.toThrow('Invalid value');
    await expect(approve(klay(5_000_001))).rejects.toThrow('Invalid value');
    await approve(klay(3_000_000));
    await expect(approve(klay(2_000_001))).rejects.toThrow('Invalid value');
    await expect(approve(klay(1), f.deployer, '0x0000000000000000000000000000000000000000')).rejects.toThrow('Invalid address');
  });

  it('tells the staking tracker about every change, while it tracks', async () => {
    await f.chain.write(f.secretary, { address: f.contracts.voting, abi: votingAbi, functionName: 'propose', args: ['t', [], [], [], DAY, DAY] });
    const approved = await approve(klay(1_000_000));
    const [refreshed] = parseEventLogs({ abi: stakingTrackerAbi, eventName: 'RefreshStake', logs: approved.logs });
    expect(refreshed!.args.stakingBalance).toBe(klay(4_000_000));
    const canceled = await settle('cancelApprovedStakingWithdrawal', 0n);
    expect(parseEventLogs({ abi: stakingTrackerAbi, eventName: 'RefreshStake', logs: canceled.logs })[0]!.args.stakingBalance).toBe(klay(5_000_000));
  });

  it('lets only its admin manage withdrawals, the reward address, the tracker and the voter', async () => {
    await expect(approve(klay(1), f.outsider)).rejects.toThrow('Not the admin');
    await expect(settle('withdrawApprovedStaking', 0n, f.outsider)).rejects.toThrow('Not the admin');
    await expect(settle('cancelApprovedStakingWithdrawal', 0n, f.outsider)).rejects.toThrow('Not the admin');
    for (const functionName of ['updateRewardAddress', 'updateStakingTracker'] as const) {
      await expect(
        f.chain.write(f.outsider, { address: staking(), abi: cnStakingV2Abi, functionName, args: [payee] }),
      ).rejects.toThrow('Not the admin');
    }
    await expect(
      f.chain.write(f.outsider, { address: staking(), abi: cnStakingV2Abi, functionName: 'updateVoterAddress', args: [payee] }),
    ).rejects.toThrow('Not the admin');

    const updated = await f.chain.write(f.deployer, { address: staking(), abi: cnStakingV2Abi, functionName: 'updateRewardAddress', args: [payee] });
    expect(parseEventLogs({ abi: cnStakingV2Abi, eventName: 'UpdateRewardAddress', logs: updated.logs })[0]!.args).toEqual({ rewardAddress: payee });
    expect(await f.client.readContract({ address: staking(), abi: cnStakingV2Abi, functionName: 'rewardAddress' })).toBe(payee);
  });

  it('needs a council id and real addresses to be deployed', async () => {
    const args = (councilId: bigint, nodeId: Address) => [f.deployer.address, councilId, nodeId, payee, f.contracts.stakingTracker];
    await expect(f.chain.deploy(f.deployer, f.compiled.CnStakingV2!, args(0n, payee))).rejects.toThrow('Invalid gc id');
    await expect(
      f.chain.deploy(f.deployer, f.compiled.CnStakingV2!, args(1n, '0x0000000000000000000000000000000000000000')),
    ).rejects.toThrow('Invalid address');
  });
});

describe('CnStakingV1: the network\'s first staking contract', () => {
  async function deployV1() {
    const admin = f.chain.account(devnetPrivateKey('test/v1-admin'));
    await f.chain.transfer(f.deployer, admin.address, klay(10));
    const nodeId = devnetAddress('test/v1/node');
    const rewardAddress = devnetAddress('test/v1/reward');
    const address = await deployCnStakingV1(f.chain, f.compiled, f.deployer, { nodeId, rewardAddress, admin, lockup: klay(3_000_000), stake: klay(4_000_000) });
    return { address, nodeId, rewardAddress, admin };
  }

  it('answers what the first version answers, and reverts on gcId() and unstaking(), which it lacks', async () => {
    const { address, nodeId, rewardAddress } = await deployV1();
    const readV1 = <name extends 'CONTRACT_TYPE' | 'VERSION' | 'staking' | 'initialLockupStaking' | 'nodeId' | 'rewardAddress' | 'isInitialized'>(
      functionName: name,
    ) => f.client.readContract({ address, abi: cnStakingV1Abi, functionName });
    expect(await readV1('CONTRACT_TYPE')).toBe('CnStakingContract');
    expect(await readV1('VERSION')).toBe(1n);
    expect([await readV1('nodeId'), await readV1('rewardAddress'), await readV1('isInitialized')]).toEqual([nodeId, rewardAddress, true]);
    expect([await readV1('initialLockupStaking'), await readV1('staking')]).toEqual([klay(3_000_000), klay(4_000_000)]);
    expect(await f.client.getBalance({ address })).toBe(klay(7_000_000));
    // Its fallback takes the unknown call and refuses it for carrying no value.
    await expect(f.client.readContract({ address, abi: cnStakingV2Abi, functionName: 'gcId' })).rejects.toThrow('Invalid amount.');
    await expect(f.client.readContract({ address, abi: cnStakingV2Abi, functionName: 'unstaking' })).rejects.toThrow('Invalid amount.');
    await expect(f.client.readContract({ address, abi: cnStakingV2Abi, functionName: 'voterAddress' })).rejects.toThrow('Invalid amount.');
  });

  it('approves a withdrawal through its admins\' multisig, and keeps it in its balance until withdrawn', async () => {
    const { address, admin } = await deployV1();
    const approved = await f.chain.write(admin, { address, abi: cnStakingV1Abi, functionName: 'submitApproveStakingWithdrawal', args: [payee, klay(1_000_000)] });
    expect(parseEventLogs({ abi: cnStakingV1Abi, eventName: 'ApproveStakingWithdrawal', logs: approved.logs })[0]!.args.value).toBe(klay(1_000_000));
    expect(await f.client.readContract({ address, abi: cnStakingV1Abi, functionName: 'withdrawalRequestCount' })).toBe(1n);
    expect(await f.client.getBalance({ address })).toBe(klay(7_000_000));
    // Only the admins' multisig may approve directly.
    await expect(
      f.chain.write(admin, { address, abi: cnStakingV1Abi, functionName: 'approveStakingWithdrawal', args: [payee, 1n] }),
    ).rejects.toThrow('Not a multisig-transaction.');
  });

  it('is left out of the tracker, as the network\'s tracker leaves it out: a proposal is still created', async () => {
    const { address, nodeId, rewardAddress } = await deployV1();
    await f.chain.write(f.deployer, { address: f.contracts.addressBook, abi: addressBookAbi, functionName: 'registerCnStakingContract', args: [nodeId, address, rewardAddress] });
    const tracker = { address: f.contracts.stakingTracker, abi: stakingTrackerAbi } as const;
    expect(await f.client.readContract({ ...tracker, functionName: 'isCnStakingV2', args: [address] })).toBe(false);
    expect(await f.client.readContract({ ...tracker, functionName: 'isCnStakingV2', args: [staking()] })).toBe(true);
    await f.chain.write(f.secretary, { address: f.contracts.voting, abi: votingAbi, functionName: 'propose', args: ['with a V1', [], [], [], DAY, DAY] });
    const id = await f.voting.read.lastProposalId();
    const [, , numGCs] = await f.voting.read.getTrackerSummary([id]);
    expect(numGCs).toBe(8n);
  });
});
