import { encodeErrorResult, keccak256, stringToHex, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { addressBookAbi, cnStakingV3Abi, stakingTrackerV2Abi } from '../src/abis';
import { devnetAddress, klay } from '../src/accounts';
import { GENESIS_TIMESTAMP } from '../src/scenario/timeline';
import { useCurrentNetworkFixture, type CurrentNetworkFixture } from './currentNetworkFixture';

let f: CurrentNetworkFixture;
useCurrentNetworkFixture((fixture) => (f = fixture));

const GC = 21n;
const nodeId = devnetAddress('test/gc-21/node');
const reward = devnetAddress('test/gc-21/reward');
const payee = devnetAddress('test/gc-21/payee');
/** CnStakingV3's WithdrawalStakingState.Transferred. */
const TRANSFERRED = 1;

/** A single-owner CnStakingV3 without public delegation: 2M locked until `unlock`, set up and registered. */
async function deployWithLockup(unlock: bigint): Promise<Address> {
  const staking = await f.chain.deploy(f.deployer, f.compiled.CnStakingV3!, [f.deployer.address, nodeId, reward, [unlock], [klay(2_000_000)]]);
  const contract = { address: staking, abi: cnStakingV3Abi } as const;
  await f.chain.write(f.deployer, { ...contract, functionName: 'setStakingTracker', args: [f.liquidity.stakingTrackerV2] });
  await f.chain.write(f.deployer, { ...contract, functionName: 'setGCId', args: [GC] });
  await f.chain.write(f.deployer, { ...contract, functionName: 'reviewInitialConditions' });
  await expect(
    f.chain.write(f.deployer, { ...contract, functionName: 'depositLockupStakingAndInit', value: klay(1_000_000) }),
  ).rejects.toThrow('Value does not match.');
  await f.chain.write(f.deployer, { ...contract, functionName: 'depositLockupStakingAndInit', value: klay(2_000_000) });
  await f.chain.write(f.deployer, { address: f.addressBook, abi: addressBookAbi, functionName: 'registerCnStakingContract', args: [nodeId, staking, reward] });
  return staking;
}

const createTracker = () => f.createTracker(10_000_000n);

function tracked(trackerId: bigint) {
  return f.chain.client.readContract({
    address: f.liquidity.stakingTrackerV2,
    abi: stakingTrackerV2Abi,
    functionName: 'getTrackedGCBalance',
    args: [trackerId, GC],
  });
}

describe('CnStakingV3 without public delegation', () => {
  it('counts the initial lockup and anyone\'s delegated stake; the lockup leaves only once unlocked', async () => {
    // Block timestamps are genesis + the block number: the lockup unlocks 1,000 blocks from now.
    const unlockBlock = (await f.chain.blockNumber()) + 1_000n;
    const staking = await deployWithLockup(BigInt(GENESIS_TIMESTAMP) + unlockBlock);
    const contract = { address: staking, abi: cnStakingV3Abi } as const;
    // Without public delegation anyone may stake.
    await f.chain.write(f.delegators[0]!, { ...contract, functionName: 'delegate', value: klay(4_000_000) });
    const trackerId = await createTracker();
    expect(await tracked(trackerId)).toEqual([klay(6_000_000), klay(6_000_000)]);

    const lockup = async () => (await f.chain.client.readContract({ ...contract, functionName: 'getLockupStakingInfo' })).slice(2);
    expect(await lockup()).toEqual([klay(2_000_000), klay(2_000_000), 0n]);
    await expect(
      f.chain.write(f.deployer, { ...contract, functionName: 'withdrawLockupStaking', args: [payee, klay(1)] }),
    ).rejects.toThrow('Value is not withdrawable.');

    await f.chain.mineUntil(unlockBlock + 10n);
    expect(await lockup()).toEqual([klay(2_000_000), klay(2_000_000), klay(2_000_000)]);
    await f.chain.write(f.deployer, { ...contract, functionName: 'withdrawLockupStaking', args: [payee, klay(2_000_000)] });
    expect(await f.chain.client.getBalance({ address: payee })).toBe(klay(2_000_000));
    expect(await lockup()).toEqual([klay(2_000_000), 0n, 0n]);
    expect(await tracked(trackerId)).toEqual([klay(4_000_000), klay(4_000_000)]);
  });

  it('pays an approved withdrawal of delegated stake a week later, and only to its owner\'s claim', async () => {
    const staking = await deployWithLockup(BigInt(GENESIS_TIMESTAMP) + 10_000_000n);
    const contract = { address: staking, abi: cnStakingV3Abi } as const;
    await f.chain.write(f.delegators[0]!, { ...contract, functionName: 'delegate', value: klay(4_000_000) });
    const trackerId = await createTracker();
    const balance = async () => (await tracked(trackerId))[0];

    await expect(
      f.chain.write(f.delegators[0]!, { ...contract, functionName: 'approveStakingWithdrawal', args: [payee, klay(1)] }),
    ).rejects.toThrow(
      encodeErrorResult({
        abi: cnStakingV3Abi,
        errorName: 'AccessControlUnauthorizedAccount',
        args: [f.delegators[0]!.address, keccak256(stringToHex('UNSTAKING_APPROVER_ROLE'))],
      }),
    );
    // Only delegated stake can be requested: the 2M lockup cannot.
    await expect(
      f.chain.write(f.deployer, { ...contract, functionName: 'approveStakingWithdrawal', args: [payee, klay(4_000_001)] }),
    ).rejects.toThrow('Invalid value.');
    await f.chain.write(f.deployer, { ...contract, functionName: 'approveStakingWithdrawal', args: [payee, klay(1_000_000)] });
    expect(await balance()).toBe(klay(5_000_000));
    await expect(f.chain.write(f.deployer, { ...contract, functionName: 'withdrawApprovedStaking', args: [0n] })).rejects.toThrow(
      'Not withdrawable yet.',
    );
    await f.chain.mineUntil((await f.chain.blockNumber()) + 604_800n + 10n);
    await f.chain.write(f.deployer, { ...contract, functionName: 'withdrawApprovedStaking', args: [0n] });
    expect(await f.chain.client.getBalance({ address: payee })).toBe(klay(1_000_000));
    expect(await balance()).toBe(klay(5_000_000));
    expect(await f.chain.client.readContract({ ...contract, functionName: 'getApprovedStakingWithdrawalIds', args: [0n, 0n, TRANSFERRED] })).toEqual([0n]);
  });
});
