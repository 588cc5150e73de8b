import { encodeErrorResult, parseEventLogs, type Address } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { cnStakingV3MultiSigAbi, publicDelegationAbi, stakingTrackerV2Abi } from '../src/abis';
import { devnetAddress, klay } from '../src/accounts';
import { COMMISSION_RATE, useCurrentNetworkFixture, type CurrentNetworkFixture } from './currentNetworkFixture';

let f: CurrentNetworkFixture;
useCurrentNetworkFixture((fixture) => (f = fixture));

const WEEK = 604_800n; // blocks: one a second
const payee = devnetAddress('test/payee');
/** The network's request states, as PublicDelegation reports them. */
const RequestState = { Requested: 1, Withdrawable: 2, Withdrawn: 3, PendingCancel: 4, Canceled: 5 } as const;
/** CnStakingV3MultiSig's function ids and request states. */
const TOGGLE_REDELEGATION = 11;
const MultisigState = { NotConfirmed: 1, Executed: 2, Canceled: 4 } as const;

const pd = (gcId: 11 | 12) => ({ address: f.v3[gcId].publicDelegation!, abi: publicDelegationAbi }) as const;
const cn = (gcId: 11 | 12) => ({ address: f.v3[gcId].staking, abi: cnStakingV3MultiSigAbi }) as const;
const delegator = (n: 1 | 2 | 3) => f.delegators[n - 1]!;

async function tracked(trackerId: bigint, gcId: bigint) {
  const [cnStaking, total] = await f.chain.client.readContract({
    address: f.liquidity.stakingTrackerV2,
    abi: stakingTrackerV2Abi,
    functionName: 'getTrackedGCBalance',
    args: [trackerId, gcId],
  });
  const [, votes] = await f.chain.client.readContract({
    address: f.liquidity.stakingTrackerV2,
    abi: stakingTrackerV2Abi,
    functionName: 'getTrackedGC',
    args: [trackerId, gcId],
  });
  expect(total).toBe(cnStaking); // no CL pools for these councils
  return { balance: cnStaking, votes };
}

function shares(gcId: 11 | 12, account: Address) {
  return f.chain.client.readContract({ ...pd(gcId), functionName: 'balanceOf', args: [account] });
}

async function requestWithdrawal(from: PrivateKeyAccount, assets: bigint): Promise<bigint> {
  const receipt = await f.chain.write(from, { ...pd(11), functionName: 'withdraw', args: [payee, assets] });
  // The network's event names its arguments with a leading underscore.
  const [requested] = parseEventLogs({ abi: publicDelegationAbi, eventName: 'RequestWithdrawal', logs: receipt.logs });
  return requested!.args['_requestId'];
}

function requestState(id: bigint) {
  return f.chain.client.readContract({ ...pd(11), functionName: 'getCurrentWithdrawalRequestState', args: [id] });
}

async function enableRedelegation() {
  const [first, second] = f.admins[11];
  await f.chain.write(first!, { ...cn(11), functionName: 'submitToggleRedelegation' });
  const id = (await f.chain.client.readContract({ ...cn(11), functionName: 'requestCount' })) - 1n;
  await f.chain.write(second!, { ...cn(11), functionName: 'confirmRequest', args: [id, TOGGLE_REDELEGATION, zero, zero, zero] });
  await f.chain.write(f.admins[12][0]!, { ...cn(12), functionName: 'submitToggleRedelegation' });
}
const zero = `0x${'0'.repeat(64)}` as const;

describe('PublicDelegation: shares of a council\'s CnStakingV3', () => {
  it('mints non-transferable pdKAIA shares for what is staked, and stakes it all in CnStakingV3 at once', async () => {
    expect(await f.chain.client.readContract({ ...pd(11), functionName: 'symbol' })).toBe('GC11-pdKAIA');
    expect(await f.chain.client.readContract({ ...pd(11), functionName: 'name' })).toBe('GC11 Public Delegated KAIA');
    expect(await shares(11, delegator(1).address)).toBe(klay(7_000_000));
    expect(await shares(11, delegator(2).address)).toBe(klay(3_000_000));
    expect(await f.chain.client.readContract({ ...pd(11), functionName: 'totalSupply' })).toBe(klay(10_000_000));
    expect(await f.chain.client.readContract({ ...cn(11), functionName: 'staking' })).toBe(klay(10_000_000));
    expect(await f.chain.client.getBalance({ address: f.v3[11].publicDelegation! })).toBe(0n);
    expect(await f.chain.client.readContract({ ...cn(11), functionName: 'rewardAddress' })).toBe(f.v3[11].publicDelegation);
    await expect(
      f.chain.write(delegator(1), { ...pd(11), functionName: 'transfer', args: [delegator(2).address, 1n] }),
    ).rejects.toThrow('Transfer not allowed.');
  });

  it('moves the tracker\'s balance with a stake, at once', async () => {
    const trackerId = await f.createTracker();
    const receipt = await f.chain.write(delegator(3), { ...pd(11), functionName: 'stake', value: klay(2_000_000) });
    const [refreshed] = parseEventLogs({ abi: stakingTrackerV2Abi, eventName: 'RefreshStake', logs: receipt.logs });
    expect(refreshed!.args).toMatchObject({ trackerId, gcId: 11n, staking: f.v3[11].staking, gcBalance: klay(12_000_000), gcVote: 2n });
    expect(await shares(11, delegator(3).address)).toBe(klay(2_000_000));
  });

  it('takes withdrawn KAIA out of the tracker when requested, and pays it a week later on claim', async () => {
    const trackerId = await f.createTracker(3n * WEEK);
    const id = await requestWithdrawal(delegator(2), klay(1_000_000));
    expect(await shares(11, delegator(2).address)).toBe(klay(2_000_000));
    expect(await tracked(trackerId, 11n)).toEqual({ balance: klay(9_000_000), votes: 1n });
    expect(await f.chain.client.readContract({ ...pd(11), functionName: 'getUserRequestIds', args: [delegator(2).address] })).toEqual([id]);
    expect(await requestState(id)).toBe(RequestState.Requested);
    await expect(f.chain.write(delegator(2), { ...pd(11), functionName: 'claim', args: [id] })).rejects.toThrow('Not withdrawable yet.');
    await expect(f.chain.write(delegator(1), { ...pd(11), functionName: 'claim', args: [id] })).rejects.toThrow(
      'Not the owner of the request.',
    );

    await f.chain.mineUntil((await f.chain.blockNumber()) + WEEK + 10n);
    expect(await requestState(id)).toBe(RequestState.Withdrawable);
    const claimed = await f.chain.write(delegator(2), { ...pd(11), functionName: 'claim', args: [id] });
    expect(parseEventLogs({ abi: publicDelegationAbi, eventName: 'Claimed', logs: claimed.logs })[0]!.args).toEqual({
      _user: delegator(2).address,
      _requestId: id,
    });
    expect(await f.chain.client.getBalance({ address: payee })).toBe(klay(1_000_000));
    expect(await requestState(id)).toBe(RequestState.Withdrawn);
    expect(await tracked(trackerId, 11n)).toEqual({ balance: klay(9_000_000), votes: 1n });
  });

  it('stakes a lapsed request again for its owner on claim, and a canceled one at once', async () => {
    const trackerId = await f.createTracker(3n * WEEK);
    const lapsed = await requestWithdrawal(delegator(2), klay(1_000_000));
    await f.chain.mineUntil((await f.chain.blockNumber()) + 2n * WEEK + 10n);
    expect(await requestState(lapsed)).toBe(RequestState.PendingCancel);
    await f.chain.write(delegator(2), { ...pd(11), functionName: 'claim', args: [lapsed] });
    expect(await requestState(lapsed)).toBe(RequestState.Canceled);
    expect(await f.chain.client.getBalance({ address: payee })).toBe(0n);
    expect(await shares(11, delegator(2).address)).toBe(klay(3_000_000));
    expect(await tracked(trackerId, 11n)).toEqual({ balance: klay(10_000_000), votes: 2n });

    const canceled = await requestWithdrawal(delegator(2), klay(500_000));
    expect((await tracked(trackerId, 11n)).balance).toBe(klay(9_500_000));
    await f.chain.write(delegator(2), { ...pd(11), functionName: 'cancelApprovedStakingWithdrawal', args: [canceled] });
    expect(await requestState(canceled)).toBe(RequestState.Canceled);
    expect(await shares(11, delegator(2).address)).toBe(klay(3_000_000));
    expect((await tracked(trackerId, 11n)).balance).toBe(klay(10_000_000));
  });

  it('sweeps rewards into the stake less the commission, so each share is worth more', async () => {
    // Block rewards reach the reward address without a call, as minting does.
    await f.chain.provider.request({ method: 'hardhat_setBalance', params: [f.v3[11].publicDelegation!, `0x${klay(1_000_000).toString(16)}`] });
    const commission = (klay(1_000_000) * COMMISSION_RATE) / 10_000n;
    expect(await f.chain.client.readContract({ ...pd(11), functionName: 'reward' })).toBe(klay(1_000_000) - commission);
    const receipt = await f.chain.write(delegator(1), { ...pd(11), functionName: 'sweep' });
    expect(parseEventLogs({ abi: publicDelegationAbi, eventName: 'SendCommission', logs: receipt.logs })[0]!.args).toEqual({
      _commissionTo: f.commissionTo,
      _commission: commission,
    });
    expect(await f.chain.client.getBalance({ address: f.commissionTo })).toBe(commission);
    expect(await f.chain.client.readContract({ ...cn(11), functionName: 'staking' })).toBe(klay(10_900_000));
    expect(await f.chain.client.readContract({ ...pd(11), functionName: 'totalAssets' })).toBe(klay(10_900_000));
    expect(await f.chain.client.readContract({ ...pd(11), functionName: 'maxWithdraw', args: [delegator(1).address] })).toBe(klay(7_630_000));
    // A later staker buys shares at the new rate.
    await f.chain.write(delegator(3), { ...pd(11), functionName: 'stake', value: klay(1_090_000) });
    expect(await shares(11, delegator(3).address)).toBe(klay(1_000_000));
  });

  it('redelegates a holder\'s stake to another council: one tracker figure falls, the other rises', async () => {
    const trackerId = await f.createTracker();
    await expect(
      f.chain.write(delegator(1), { ...pd(11), functionName: 'redelegateByShares', args: [f.v3[12].staking, klay(7_000_000)] }),
    ).rejects.toThrow('Redelegation disabled.');
    await enableRedelegation();

    const receipt = await f.chain.write(delegator(1), {
      ...pd(11),
      functionName: 'redelegateByShares',
      args: [f.v3[12].staking, klay(7_000_000)],
    });
    expect(parseEventLogs({ abi: cnStakingV3MultiSigAbi, eventName: 'HandleRedelegation', logs: receipt.logs })[0]!.args).toEqual({
      user: delegator(1).address,
      prevCnStakingV3: f.v3[11].staking,
      targetCnStakingV3: f.v3[12].staking,
      value: klay(7_000_000),
    });
    expect(await shares(11, delegator(1).address)).toBe(0n);
    expect(await shares(12, delegator(1).address)).toBe(klay(7_000_000));
    // gc 11 falls below the minimum: two eligible councils (12 and 13) cap every council at 1 vote.
    expect(await tracked(trackerId, 11n)).toEqual({ balance: klay(3_000_000), votes: 0n });
    expect(await tracked(trackerId, 12n)).toEqual({ balance: klay(13_000_000), votes: 1n });
    const [, , , totalVotes, numEligible] = await f.chain.client.readContract({
      address: f.liquidity.stakingTrackerV2,
      abi: stakingTrackerV2Abi,
      functionName: 'getTrackerSummary',
      args: [trackerId],
    });
    expect([totalVotes, numEligible]).toEqual([2n, 2n]);

    // No hopping on: the stake that just arrived stays a week.
    await expect(
      f.chain.write(delegator(1), { ...pd(12), functionName: 'redelegateByShares', args: [f.v3[11].staking, klay(1_000_000)] }),
    ).rejects.toThrow("Can't redelegate yet.");
    // Only to a CnStakingV3 of the address book.
    await expect(
      f.chain.write(delegator(2), { ...pd(11), functionName: 'redelegateByShares', args: [f.v2[13], klay(1_000_000)] }),
    ).rejects.toThrow('Invalid CnStakingV3.');
  });
});

describe('CnStakingV3MultiSig: the council\'s admins', () => {
  it('executes a request once the required admins confirmed it; the proposer revoking cancels it', async () => {
    const [first, second] = f.admins[11];
    await f.chain.write(first!, { ...cn(11), functionName: 'submitToggleRedelegation' });
    const state = (id: bigint) => f.chain.client.readContract({ ...cn(11), functionName: 'getRequestState', args: [id] });
    expect(await state(0n)).toBe(MultisigState.NotConfirmed);
    expect(await f.chain.client.readContract({ ...cn(11), functionName: 'isRedelegationEnabled' })).toBe(false);
    await expect(
      f.chain.write(second!, { ...cn(11), functionName: 'confirmRequest', args: [0n, TOGGLE_REDELEGATION - 1, zero, zero, zero] }),
    ).rejects.toThrow('Function id and arguments do not match.');
    await f.chain.write(second!, { ...cn(11), functionName: 'confirmRequest', args: [0n, TOGGLE_REDELEGATION, zero, zero, zero] });
    expect(await state(0n)).toBe(MultisigState.Executed);
    expect(await f.chain.client.readContract({ ...cn(11), functionName: 'isRedelegationEnabled' })).toBe(true);

    await f.chain.write(first!, { ...cn(11), functionName: 'submitToggleRedelegation' });
    await f.chain.write(first!, { ...cn(11), functionName: 'revokeConfirmation', args: [1n, TOGGLE_REDELEGATION, zero, zero, zero] });
    expect(await state(1n)).toBe(MultisigState.Canceled);
    expect(await f.chain.client.readContract({ ...cn(11), functionName: 'isRedelegationEnabled' })).toBe(true);
  });

  it('lets only admins submit, and only the public delegation stake or ask for withdrawals', async () => {
    // Hardhat cannot name a custom error of a contract it did not compile: its encoding is compared.
    const unauthorized = async (role: 'ADMIN_ROLE' | 'STAKER_ROLE') =>
      encodeErrorResult({
        abi: cnStakingV3MultiSigAbi,
        errorName: 'AccessControlUnauthorizedAccount',
        args: [delegator(1).address, await f.chain.client.readContract({ ...cn(11), functionName: role })],
      });
    // Read the expected errors first: awaiting them inside `rejects.toThrow(...)` would leave the write's
    // rejection without a handler for a moment, which Vitest reports as an unhandled error.
    const notAdmin = await unauthorized('ADMIN_ROLE');
    const notStaker = await unauthorized('STAKER_ROLE');
    await expect(f.chain.write(delegator(1), { ...cn(11), functionName: 'submitToggleRedelegation' })).rejects.toThrow(notAdmin);
    await expect(f.chain.write(delegator(1), { ...cn(11), functionName: 'delegate', value: klay(1) })).rejects.toThrow(notStaker);
    await expect(
      f.chain.write(f.admins[11][0]!, { ...cn(11), functionName: 'submitApproveStakingWithdrawal', args: [payee, klay(1)] }),
    ).rejects.toThrow('Public delegation enabled.');
    const [contractValidator, nodeId, rewardAddress, admins, requirement, , , allReviewed, isInitialized] = await f.chain.client.readContract({
      ...cn(11),
      functionName: 'getState',
    });
    expect({ contractValidator, nodeId, rewardAddress, admins, requirement, allReviewed, isInitialized }).toEqual({
      contractValidator: '0x0000000000000000000000000000000000000000',
      nodeId: devnetAddress('test/gc-11/node'),
      rewardAddress: f.v3[11].publicDelegation,
      // The validator left slot 0 at the deposit and the last admin took it (swap-and-pop, as on the network).
      admins: [f.admins[11][1]!.address, f.admins[11][0]!.address],
      requirement: 2n,
      allReviewed: true,
      isInitialized: true,
    });
  });
});
