import { encodeFunctionData, parseEventLogs, zeroAddress, type Address, type Hex } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { cnStakingV2Abi, govParamAbi, stakingTrackerAbi, treasuryFundAbi, votingAbi } from '../src/abis';
import { devnetAddress, klay } from '../src/accounts';
import { PROPOSAL_STATES } from '../src/scenario/agendaPlan';
import { DAY, useGovernanceFixture, type GovernanceFixture } from './governanceFixture';

const NO = 0;
const YES = 1;
const ABSTAIN = 2;

let f: GovernanceFixture;
useGovernanceFixture((fixture) => (f = fixture));

interface Action {
  target: Address;
  value: bigint;
  calldata: Hex;
}

const voter = (councilId: number) => f.voters.get(councilId)!;
const recipient = devnetAddress('test/recipient');

function payFromKcf(amount: bigint, memo = 'Grant | test'): Action {
  return {
    target: f.contracts.kcf,
    value: 0n,
    calldata: encodeFunctionData({ abi: treasuryFundAbi, functionName: 'disburse', args: [recipient, amount, memo] }),
  };
}

function governanceCall(functionName: 'updateSecretary' | 'updateStakingTracker', address: Address): Action {
  return { target: f.contracts.voting, value: 0n, calldata: encodeFunctionData({ abi: votingAbi, functionName, args: [address] }) };
}

async function propose(options: { actions?: Action[]; delay?: bigint; period?: bigint; from?: PrivateKeyAccount } = {}) {
  const actions = options.actions ?? [];
  const receipt = await f.chain.write(options.from ?? f.secretary, {
    address: f.contracts.voting,
    abi: votingAbi,
    functionName: 'propose',
    args: [
      'A test agenda',
      actions.map((a) => a.target),
      actions.map((a) => a.value),
      actions.map((a) => a.calldata),
      options.delay ?? DAY,
      options.period ?? DAY,
    ],
  });
  const id = await f.voting.read.lastProposalId();
  const [voteStart, voteEnd, queueDeadline] = await f.voting.read.getProposalSchedule([id]);
  return { id, voteStart, voteEnd, queueDeadline, block: receipt.blockNumber, receipt };
}

function vote(councilId: number, id: bigint, choice: number) {
  return f.chain.write(voter(councilId), { address: f.contracts.voting, abi: votingAbi, functionName: 'castVote', args: [id, choice] });
}

function call(from: PrivateKeyAccount, functionName: 'cancel' | 'queue' | 'execute', id: bigint) {
  return f.chain.write(from, { address: f.contracts.voting, abi: votingAbi, functionName, args: [id] });
}

async function state(id: bigint) {
  return PROPOSAL_STATES[await f.voting.read.state([id])];
}

/** Mines so that the next transaction lands in `block`. */
const at = (block: bigint) => f.chain.mineUntil(block);
/** Mines up to and including `block`, so reads see it as the head. */
const mineTo = (block: bigint) => f.chain.mineUntil(block + 1n);

/** A proposal voted through by gc 1 and 2 (12 of 22 votes), its voting over. */
async function passedProposal(actions: Action[] = [payFromKcf(klay(10))]) {
  const proposal = await propose({ actions });
  await at(proposal.voteStart);
  await vote(1, proposal.id, YES);
  await vote(2, proposal.id, YES);
  await mineTo(proposal.voteEnd + 1n);
  return proposal;
}

describe('Voting: settings', () => {
  it('starts with the network defaults', async () => {
    expect(await f.voting.read.secretary()).toBe(f.secretary.address);
    expect(await f.voting.read.stakingTracker()).toBe(f.contracts.stakingTracker);
    expect(await f.voting.read.accessRule()).toEqual([true, false, true, false]);
    expect(await f.voting.read.timingRule()).toEqual([DAY, 28n * DAY, DAY, 28n * DAY]);
    expect(await f.voting.read.queueTimeout()).toBe(14n * DAY);
    expect(await f.voting.read.execDelay()).toBe(2n * DAY);
    expect(await f.voting.read.execTimeout()).toBe(14n * DAY);
    expect(await f.voting.read.lastProposalId()).toBe(0n);
  });

  it('maps voter accounts to councils and back', async () => {
    expect(await f.voting.read.voterToGCId([voter(2).address])).toBe(2n);
    expect(await f.voting.read.gcIdToVoter([2n])).toBe(voter(2).address);
    expect(await f.voting.read.voterToGCId([f.outsider.address])).toBe(0n);
    expect(await f.voting.read.gcIdToVoter([5n])).toBe(zeroAddress);
  });
});

describe('Voting: propose', () => {
  it('schedules the vote from the proposal block and announces it', async () => {
    const { id, block, voteStart, voteEnd, queueDeadline, receipt } = await propose({
      actions: [payFromKcf(klay(5))],
      delay: 2n * DAY,
      period: 3n * DAY,
    });
    expect(id).toBe(1n);
    expect(voteStart).toBe(block + 2n * DAY);
    expect(voteEnd).toBe(voteStart + 3n * DAY);
    expect(queueDeadline).toBe(voteEnd + 14n * DAY);
    expect(await f.voting.read.getProposalContent([id])).toEqual([id, f.secretary.address, 'A test agenda']);
    const [targets, values, signatures, calldatas] = await f.voting.read.getActions([id]);
    expect(targets).toEqual([f.contracts.kcf]);
    expect(values).toEqual([0n]);
    expect(signatures).toEqual(['']);
    expect(calldatas).toEqual([payFromKcf(klay(5)).calldata]);

    const [created] = parseEventLogs({ abi: votingAbi, eventName: 'ProposalCreated', logs: receipt.logs });
    expect(created!.args).toEqual({
      proposalId: id,
      proposer: f.secretary.address,
      targets: [f.contracts.kcf],
      values: [0n],
      signatures: [''],
      calldatas: [payFromKcf(klay(5)).calldata],
      voteStart,
      voteEnd,
      description: 'A test agenda',
    });
    expect((await propose()).id).toBe(2n);
    expect(await f.voting.read.lastProposalId()).toBe(2n);
  });

  it('fixes the voter list at propose and tracks balances until the vote starts', async () => {
    const { id, block, voteStart, receipt } = await propose();
    expect(await f.voting.read.getTrackerSummary([id])).toEqual([block, voteStart, 8n, 22n, 7n]);
    const [councilIds, balances, votes] = await f.voting.read.getAllTrackedGCs([id]);
    expect(councilIds).toEqual([1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n]);
    expect(balances).toEqual([100_000_000, 50_000_000, 5_000_000, 4_000_000, 30_000_000, 5_000_000, 5_000_000, 5_000_000].map(klay));
    expect(votes).toEqual([6n, 6n, 1n, 0n, 6n, 1n, 1n, 1n]);
    const [tracker] = parseEventLogs({ abi: stakingTrackerAbi, eventName: 'CreateTracker', logs: receipt.logs });
    expect(tracker!.args.gcIds).toEqual(councilIds);
  });

  it('refuses actions of unequal lengths', async () => {
    await expect(
      f.chain.write(f.secretary, {
        address: f.contracts.voting,
        abi: votingAbi,
        functionName: 'propose',
        args: ['bad', [f.contracts.kcf], [], ['0x'], DAY, DAY],
      }),
    ).rejects.toThrow('Invalid actions');
  });

  it('keeps the voting delay and period within the timing rule', async () => {
    await expect(propose({ delay: DAY - 1n })).rejects.toThrow('Invalid votingDelay');
    await expect(propose({ delay: 28n * DAY + 1n })).rejects.toThrow('Invalid votingDelay');
    await expect(propose({ period: DAY - 1n })).rejects.toThrow('Invalid votingPeriod');
    await expect(propose({ period: 28n * DAY + 1n })).rejects.toThrow('Invalid votingPeriod');
    await propose({ delay: 28n * DAY, period: 28n * DAY });
  });

  it('lets only the secretary propose by default', async () => {
    await expect(propose({ from: voter(1) })).rejects.toThrow('Not the secretary');
    await expect(propose({ from: f.outsider })).rejects.toThrow('Not the secretary');
  });
});

describe('Voting: states and voting', () => {
  it('is Pending before voteStart, Active through voteEnd, then Failed without votes', async () => {
    const { id, voteStart, voteEnd } = await propose();
    expect(await state(id)).toBe('Pending');
    await at(voteStart - 1n);
    await f.chain.transfer(f.deployer, f.outsider.address, 1n); // mines block voteStart - 1
    expect(await state(id)).toBe('Pending');
    await at(voteStart + 1n);
    expect(await state(id)).toBe('Active');
    await at(voteEnd + 1n);
    expect(await state(id)).toBe('Active'); // the head is voteEnd
    await f.chain.transfer(f.deployer, f.outsider.address, 1n);
    expect(await state(id)).toBe('Failed');
  });

  it('accepts votes from voteStart to voteEnd inclusive, and no other time', async () => {
    const { id, voteStart, voteEnd } = await propose();
    await at(voteStart - 1n);
    await expect(vote(1, id, YES)).rejects.toThrow('Not allowed in current state');
    await vote(2, id, YES); // lands in voteStart
    await at(voteEnd);
    await vote(3, id, NO); // lands in voteEnd
    await expect(vote(6, id, NO)).rejects.toThrow('Not allowed in current state');
  });

  it('records a vote with the council, its votes and the gc id as the reason', async () => {
    const { id, voteStart } = await propose();
    await at(voteStart);
    const receipt = await vote(2, id, ABSTAIN);
    const [cast] = parseEventLogs({ abi: votingAbi, eventName: 'VoteCast', logs: receipt.logs });
    expect(cast!.args).toEqual({
      voter: voter(2).address,
      proposalId: id,
      choice: ABSTAIN,
      votes: 6n,
      reason: `0x${'0'.repeat(63)}2`,
    });
    expect(await f.voting.read.getReceipt([id, 2n])).toEqual([true, ABSTAIN, 6n]);
    expect(await f.voting.read.getReceipt([id, 1n])).toEqual([false, 0, 0n]);
    expect(await f.voting.read.getVotes([id, voter(2).address])).toEqual([2n, 6n]);
    expect(await f.voting.read.getProposalTally([id])).toEqual([0n, 0n, 6n, 3n, 8n, [2n]]);
  });

  it('refuses a second vote from the same council, an unknown account, an ineligible council and a bad choice', async () => {
    const { id, voteStart } = await propose();
    await at(voteStart);
    await vote(1, id, YES);
    await expect(vote(1, id, NO)).rejects.toThrow('Already voted');
    await expect(
      f.chain.write(f.outsider, { address: f.contracts.voting, abi: votingAbi, functionName: 'castVote', args: [id, YES] }),
    ).rejects.toThrow('Not a registered voter');
    await expect(vote(4, id, YES)).rejects.toThrow('Not eligible to vote');
    await expect(vote(3, id, 3)).rejects.toThrow('Not a valid choice');
    await expect(vote(3, 99n, YES)).rejects.toThrow('No such proposal');
  });

  it('counts the votes of a council that changed its voter account', async () => {
    const { id, voteStart } = await propose();
    const newVoter = f.chain.account(`0x${'42'.repeat(32)}`);
    await f.chain.transfer(f.deployer, newVoter.address, klay(1));
    await f.chain.write(f.deployer, {
      address: f.staking.get(2)![0]!,
      abi: cnStakingV2Abi,
      functionName: 'updateVoterAddress',
      args: [newVoter.address],
    });
    await at(voteStart);
    await expect(vote(2, id, YES)).rejects.toThrow('Not a registered voter');
    await f.chain.write(newVoter, { address: f.contracts.voting, abi: votingAbi, functionName: 'castVote', args: [id, YES] });
    expect(await f.voting.read.getReceipt([id, 2n])).toEqual([true, YES, 6n]);
  });
});

describe('Voting: quorum and majority', () => {
  async function outcome(ballots: [councilId: number, choice: number][]) {
    const { id, voteStart, voteEnd } = await propose();
    await at(voteStart);
    for (const [councilId, choice] of ballots) await vote(councilId, id, choice);
    await mineTo(voteEnd + 1n);
    return { state: await state(id), checkQuorum: await f.voting.read.checkQuorum([id]) };
  }

  it('passes on a third of the councils even with little voting power', async () => {
    expect(await outcome([[3, YES], [6, YES], [8, YES]])).toEqual({ state: 'Passed', checkQuorum: true });
  });

  it('passes on a third of the voting power even with few councils', async () => {
    expect(await outcome([[1, YES], [2, YES]])).toEqual({ state: 'Passed', checkQuorum: true });
  });

  it('fails when neither quorum is met', async () => {
    expect(await outcome([[3, YES], [6, YES]])).toEqual({ state: 'Failed', checkQuorum: false });
  });

  it('needs Yes to exceed No and Abstain together', async () => {
    expect((await outcome([[1, YES], [2, NO]])).state).toBe('Failed');
    expect((await outcome([[1, YES], [2, ABSTAIN]])).state).toBe('Failed');
    expect((await outcome([[2, YES], [3, YES], [1, NO]])).state).toBe('Passed'); // 7 = 6 + 1
    expect((await outcome([[2, YES], [1, NO], [3, ABSTAIN]])).state).toBe('Failed'); // 6 < 6 + 1 + 1
  });

  it('reports quorums as a third of eligible councils and of votes, rounded up', async () => {
    const { id } = await propose();
    const [, , , quorumCount, quorumPower] = await f.voting.read.getProposalTally([id]);
    expect([quorumCount, quorumPower]).toEqual([3n, 8n]); // ceil(7 / 3), ceil(22 / 3)
  });
});

describe('Voting: cancel', () => {
  it('lets the proposer cancel while Pending', async () => {
    const { id } = await propose();
    await expect(call(f.outsider, 'cancel', id)).rejects.toThrow('Not the proposer');
    const receipt = await call(f.secretary, 'cancel', id);
    expect(parseEventLogs({ abi: votingAbi, eventName: 'ProposalCanceled', logs: receipt.logs })[0]!.args).toEqual({ proposalId: id });
    expect(await state(id)).toBe('Canceled');
    expect((await f.voting.read.getProposalSchedule([id]))[5]).toBe(true);
  });

  it('refuses to cancel once voting started, or an unknown proposal', async () => {
    const { id, voteStart } = await propose();
    await at(voteStart);
    await expect(call(f.secretary, 'cancel', id)).rejects.toThrow('Not allowed in current state');
    await expect(call(f.secretary, 'cancel', 42n)).rejects.toThrow('No such proposal');
  });
});

describe('Voting: queue and execute', () => {
  it('queues a passed proposal, then executes it from eta, paying out of the fund', async () => {
    const { id } = await passedProposal([payFromKcf(klay(10), 'KGP-9 | Ecosystem Support | test')]);
    expect(await state(id)).toBe('Passed');
    await expect(call(f.outsider, 'queue', id)).rejects.toThrow('Not the secretary');
    const queued = await call(f.secretary, 'queue', id);
    const eta = queued.blockNumber + 2n * DAY;
    expect(parseEventLogs({ abi: votingAbi, eventName: 'ProposalQueued', logs: queued.logs })[0]!.args).toEqual({ proposalId: id, eta });
    const [, , , scheduledEta, execDeadline, , isQueued] = await f.voting.read.getProposalSchedule([id]);
    expect([scheduledEta, execDeadline, isQueued]).toEqual([eta, eta + 14n * DAY, true]);
    expect(await state(id)).toBe('Queued');

    await at(eta - 2n);
    await expect(call(f.outsider, 'execute', id)).rejects.toThrow('Not the secretary');
    await expect(call(f.secretary, 'execute', id)).rejects.toThrow('Not yet executable'); // lands in eta - 1
    const executed = await call(f.secretary, 'execute', id); // lands in eta
    expect(executed.blockNumber).toBe(eta);
    expect(parseEventLogs({ abi: votingAbi, eventName: 'ProposalExecuted', logs: executed.logs })[0]!.args).toEqual({ proposalId: id });
    const [paid] = parseEventLogs({ abi: treasuryFundAbi, eventName: 'Disbursement', logs: executed.logs });
    expect(paid!.args).toEqual({ recipient, value: klay(10), memo: 'KGP-9 | Ecosystem Support | test' });
    expect(await f.client.getBalance({ address: recipient })).toBe(klay(10));
    expect(await state(id)).toBe('Executed');
    await expect(call(f.secretary, 'execute', id)).rejects.toThrow('Not allowed in current state');
  });

  it('queues only passed proposals with actions', async () => {
    const { id, voteStart } = await propose({ actions: [payFromKcf(1n)] });
    await expect(call(f.secretary, 'queue', id)).rejects.toThrow('Not allowed in current state');
    await at(voteStart);
    await expect(call(f.secretary, 'queue', id)).rejects.toThrow('Not allowed in current state');
    const text = await passedProposal([]);
    await expect(call(f.secretary, 'queue', text.id)).rejects.toThrow('Proposal has no action');
    await expect(call(f.secretary, 'execute', text.id)).rejects.toThrow('Not allowed in current state');
  });

  it('expires a passed proposal not queued by queueDeadline, but never a text-only one', async () => {
    const withActions = await passedProposal();
    const textOnly = await passedProposal([]);
    await at(withActions.queueDeadline + 1n);
    expect(await state(withActions.id)).toBe('Passed'); // the head is queueDeadline
    await f.chain.transfer(f.deployer, f.outsider.address, 1n);
    expect(await state(withActions.id)).toBe('Expired');
    await expect(call(f.secretary, 'queue', withActions.id)).rejects.toThrow('Not allowed in current state');
    await at(textOnly.queueDeadline + 365n * DAY);
    expect(await state(textOnly.id)).toBe('Passed');
  });

  it('still executes in the execDeadline block', async () => {
    const { id } = await passedProposal();
    await call(f.secretary, 'queue', id);
    const [, , , , execDeadline] = await f.voting.read.getProposalSchedule([id]);
    await at(execDeadline);
    await call(f.secretary, 'execute', id);
    expect(await state(id)).toBe('Executed');
  });

  it('expires a queued proposal not executed by execDeadline', async () => {
    const { id } = await passedProposal();
    await call(f.secretary, 'queue', id);
    const [, , , , execDeadline] = await f.voting.read.getProposalSchedule([id]);
    await at(execDeadline + 1n);
    await expect(call(f.secretary, 'execute', id)).rejects.toThrow('Not allowed in current state');
    expect(await state(id)).toBe('Expired');
  });

  it('reverts with the failing action\'s reason, or "Transaction failed" when it gives none', async () => {
    const emptyParam = {
      target: f.contracts.govParam,
      value: 0n,
      calldata: encodeFunctionData({ abi: govParamAbi, functionName: 'setParam', args: ['kip71.gastarget', '0x'] }),
    };
    const silent = { target: f.contracts.addressBook, value: 0n, calldata: '0xdeadbeef' as Hex };
    for (const [action, reason] of [
      [emptyParam, 'Empty param value'],
      [silent, 'Transaction failed'],
    ] as const) {
      const { id } = await passedProposal([action]);
      const queued = await call(f.secretary, 'queue', id);
      await at(queued.blockNumber + 2n * DAY);
      await expect(call(f.secretary, 'execute', id)).rejects.toThrow(reason);
      expect(await state(id)).toBe('Queued');
    }
  });

  it('sends the actions\' values, which execute() may bring along', async () => {
    const { id } = await passedProposal([{ target: recipient, value: klay(3), calldata: '0x' }]);
    const queued = await call(f.secretary, 'queue', id);
    await at(queued.blockNumber + 2n * DAY);
    await f.chain.write(f.secretary, { address: f.contracts.voting, abi: votingAbi, functionName: 'execute', args: [id], value: klay(3) });
    expect(await f.client.getBalance({ address: recipient })).toBe(klay(3));
  });
});

describe('Voting: governance of its own rules', () => {
  it('changes the secretary only through an executed proposal', async () => {
    const newSecretary = f.outsider.address;
    await expect(
      f.chain.write(f.secretary, { address: f.contracts.voting, abi: votingAbi, functionName: 'updateSecretary', args: [newSecretary] }),
    ).rejects.toThrow('Not a governance transaction');
    const { id } = await passedProposal([governanceCall('updateSecretary', newSecretary)]);
    const queued = await call(f.secretary, 'queue', id);
    await at(queued.blockNumber + 2n * DAY);
    const executed = await call(f.secretary, 'execute', id);
    expect(parseEventLogs({ abi: votingAbi, eventName: 'UpdateSecretary', logs: executed.logs })[0]!.args).toEqual({
      oldAddr: f.secretary.address,
      newAddr: newSecretary,
    });
    expect(await f.voting.read.secretary()).toBe(newSecretary);
    await propose({ from: f.outsider });
  });

  it('changes the staking tracker only through governance, and only when no tracker is live', async () => {
    const newTracker = await f.chain.deploy(f.deployer, f.compiled.StakingTracker!, [f.contracts.addressBook]);
    await expect(
      f.chain.write(f.secretary, { address: f.contracts.voting, abi: votingAbi, functionName: 'updateStakingTracker', args: [newTracker] }),
    ).rejects.toThrow('Not a governance transaction');

    const nullTracker = await passedProposal([governanceCall('updateStakingTracker', zeroAddress)]);
    const blocked = await passedProposal([governanceCall('updateStakingTracker', newTracker)]);
    const swap = await passedProposal([governanceCall('updateStakingTracker', newTracker)]);
    for (const { id } of [nullTracker, blocked, swap]) await call(f.secretary, 'queue', id);
    await at((await f.chain.blockNumber()) + 2n * DAY);
    await expect(call(f.secretary, 'execute', nullTracker.id)).rejects.toThrow('Address is null');

    const pending = await propose({ delay: 10n * DAY });
    await expect(call(f.secretary, 'execute', blocked.id)).rejects.toThrow('Cannot update tracker when there is an active tracker');
    await call(f.secretary, 'cancel', pending.id);
    await at(pending.voteStart + 1n); // its tracker ends and can be retired

    const executed = await call(f.secretary, 'execute', swap.id);
    const [retired] = parseEventLogs({ abi: stakingTrackerAbi, eventName: 'RetireTracker', logs: executed.logs });
    expect(retired!.args.trackerId).toBeGreaterThan(0n);
    expect(parseEventLogs({ abi: votingAbi, eventName: 'UpdateStakingTracker', logs: executed.logs })[0]!.args).toEqual({
      oldAddr: f.contracts.stakingTracker,
      newAddr: newTracker,
    });
    expect(await f.voting.read.stakingTracker()).toBe(newTracker);
    // Proposals made before the change keep counting with the tracker they were made with.
    expect((await f.voting.read.getTrackerSummary([swap.id]))[3]).toBe(22n);
  });

  it('lets the secretary or governance change the access rule, never to a rule nobody can use', async () => {
    const update = (from: PrivateKeyAccount, rule: [boolean, boolean, boolean, boolean]) =>
      f.chain.write(from, { address: f.contracts.voting, abi: votingAbi, functionName: 'updateAccessRule', args: rule });
    await expect(update(f.outsider, [true, true, true, true])).rejects.toThrow('Not a governance transaction or secretary');
    await expect(update(f.secretary, [false, false, true, false])).rejects.toThrow('No propose access');
    await expect(update(f.secretary, [true, false, false, false])).rejects.toThrow('No execute access');
    const receipt = await update(f.secretary, [true, true, true, true]);
    expect(parseEventLogs({ abi: votingAbi, eventName: 'UpdateAccessRule', logs: receipt.logs })[0]!.args).toEqual({
      secretaryPropose: true,
      voterPropose: true,
      secretaryExecute: true,
      voterExecute: true,
    });
    expect(await f.voting.read.accessRule()).toEqual([true, true, true, true]);
  });

  it('lets eligible voters propose, queue and execute when the access rule allows it', async () => {
    await f.chain.write(f.secretary, {
      address: f.contracts.voting,
      abi: votingAbi,
      functionName: 'updateAccessRule',
      args: [false, true, false, true],
    });
    await expect(propose({ from: f.secretary })).rejects.toThrow('Not a registered voter');
    await expect(propose({ from: voter(4) })).rejects.toThrow('Not eligible to vote');
    const { id, voteStart, voteEnd } = await propose({ from: voter(3), actions: [payFromKcf(1n)] });
    expect((await f.voting.read.getProposalContent([id]))[1]).toBe(voter(3).address);
    await at(voteStart);
    await vote(1, id, YES);
    await vote(2, id, YES);
    await at(voteEnd + 1n);
    await expect(call(f.secretary, 'queue', id)).rejects.toThrow('Not a registered voter');
    const queued = await call(voter(6), 'queue', id);
    await at(queued.blockNumber + 2n * DAY);
    await expect(call(voter(4), 'execute', id)).rejects.toThrow('Not eligible to vote');
    await call(voter(8), 'execute', id);
    expect(await state(id)).toBe('Executed');
  });

  it('keeps the access rule usable when the secretary is removed', async () => {
    const { id } = await passedProposal([governanceCall('updateSecretary', zeroAddress)]);
    const queued = await call(f.secretary, 'queue', id);
    await at(queued.blockNumber + 2n * DAY);
    await expect(call(f.secretary, 'execute', id)).rejects.toThrow('No propose access');
  });

  it('lets the secretary or governance change the timing rule within sane bounds', async () => {
    const update = (from: PrivateKeyAccount, rule: [bigint, bigint, bigint, bigint]) =>
      f.chain.write(from, { address: f.contracts.voting, abi: votingAbi, functionName: 'updateTimingRule', args: rule });
    await expect(update(f.outsider, [DAY, DAY, DAY, DAY])).rejects.toThrow('Not a governance transaction or secretary');
    await expect(update(f.secretary, [DAY - 1n, DAY, DAY, DAY])).rejects.toThrow('Invalid timing');
    await expect(update(f.secretary, [DAY, DAY, DAY - 1n, DAY])).rejects.toThrow('Invalid timing');
    await expect(update(f.secretary, [2n * DAY, DAY, DAY, DAY])).rejects.toThrow('Invalid timing');
    await expect(update(f.secretary, [DAY, DAY, 2n * DAY, DAY])).rejects.toThrow('Invalid timing');
    const receipt = await update(f.secretary, [DAY, 7n * DAY, 2n * DAY, 14n * DAY]);
    expect(parseEventLogs({ abi: votingAbi, eventName: 'UpdateTimingRule', logs: receipt.logs })[0]!.args).toEqual({
      minVotingDelay: DAY,
      maxVotingDelay: 7n * DAY,
      minVotingPeriod: 2n * DAY,
      maxVotingPeriod: 14n * DAY,
    });
    await expect(propose({ delay: 8n * DAY })).rejects.toThrow('Invalid votingDelay');
    await expect(propose({ period: DAY })).rejects.toThrow('Invalid votingPeriod');
  });
});
