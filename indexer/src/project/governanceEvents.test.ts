import { type AbiEvent, type Address, encodeAbiParameters, encodeEventTopics, type Hex, type Log, pad, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { stakingTrackerAbi, votingAbi } from '@portal/core/abi/voting';
import { decodeGovernanceLogs, councilIdFromReason, projectGovernanceEvents, voteKey, votesNeedingCouncil } from './governanceEvents';

const VOTING: Address = '0x00000000000000000000000000000000000000aa';
const TRACKER: Address = '0x00000000000000000000000000000000000000bb';
const SECRETARY: Address = '0x1111111111111111111111111111111111111111';
const VOTER: Address = '0x2222222222222222222222222222222222222222';
const TARGET: Address = '0x3333333333333333333333333333333333333333';

const txHash = (n: number): Hex => pad(toHex(n), { size: 32 });

/** A log as a node returns it, encoded from the ABI. */
function makeLog(abi: readonly AbiEvent[], address: Address, eventName: string, args: Record<string, unknown>, block: number, logIndex: number): Log {
  const event = abi.find((e) => e.name === eventName)!;
  const topics = encodeEventTopics({ abi: [event], eventName, args } as never) as [Hex, ...Hex[]];
  const data = encodeAbiParameters(
    event.inputs.filter((i) => !i.indexed),
    event.inputs.filter((i) => !i.indexed).map((i) => args[i.name!]),
  );
  return {
    address,
    topics,
    data,
    blockNumber: BigInt(block),
    logIndex,
    transactionHash: txHash(block * 100 + logIndex),
    blockHash: txHash(block),
    transactionIndex: 0,
    removed: false,
  } as Log;
}

const votingEvents = votingAbi.filter((e) => e.type === 'event') as readonly AbiEvent[];
const trackerEvents = stakingTrackerAbi as readonly AbiEvent[];

const created = (id: number, block: number, targets: Address[] = []) =>
  makeLog(
    votingEvents,
    VOTING,
    'ProposalCreated',
    {
      proposalId: BigInt(id),
      proposer: SECRETARY,
      targets,
      values: targets.map(() => 10n ** 18n),
      signatures: targets.map(() => ''),
      calldatas: targets.map(() => '0x1234'),
      voteStart: BigInt(block + 100),
      voteEnd: BigInt(block + 200),
      description: `Agenda ${id}\nmore`,
    },
    block,
    0,
  );

const vote = (id: number, block: number, reason: string, logIndex = 1) =>
  makeLog(votingEvents, VOTING, 'VoteCast', { voter: VOTER, proposalId: BigInt(id), choice: 1, votes: 3n, reason }, block, logIndex);

describe('decodeGovernanceLogs', () => {
  it('decodes voting and tracker events in chain order, whatever order the node sent', () => {
    const logs = [
      makeLog(trackerEvents, TRACKER, 'RefreshVoter', { gcId: 5n, staking: TARGET, voter: VOTER }, 12, 0),
      vote(1, 11, ''),
      created(1, 10, [TARGET]),
      makeLog(votingEvents, VOTING, 'ProposalQueued', { proposalId: 1n, eta: 500n }, 13, 2),
      makeLog(trackerEvents, TRACKER, 'RefreshStake', {
        trackerId: 1n,
        gcId: 5n,
        staking: TARGET,
        stakingBalance: 1n,
        gcBalance: 1n,
        gcVote: 1n,
        totalVotes: 9n,
      }, 13, 3),
      makeLog(votingEvents, VOTING, 'UpdateSecretary', { oldAddr: SECRETARY, newAddr: VOTER }, 14, 0),
    ];
    const events = decodeGovernanceLogs(logs, VOTING);
    expect(events.map((e) => e.kind)).toEqual(['ProposalCreated', 'VoteCast', 'RefreshVoter', 'ProposalQueued', 'TrackerChanged']);
    const first = events[0]!;
    expect(first.kind === 'ProposalCreated' && first.created).toEqual({
      proposal_id: 1,
      proposer: SECRETARY,
      description: 'Agenda 1\nmore',
      targets: [TARGET],
      values: ['1000000000000000000'],
      calldatas: ['0x1234'],
      vote_start: 110,
      vote_end: 210,
    });
    expect(first.tx_hash).toBe(txHash(1000));
  });
});

describe('councilIdFromReason', () => {
  it.each([
    [pad(toHex(7), { size: 32 }), 7],
    [pad(toHex(7), { size: 32 }).slice(2), 7],
    ['', null],
    ['I agree', null],
    [pad('0x0', { size: 32 }), null],
  ])('%j → %j', (reason, expected) => {
    expect(councilIdFromReason(reason)).toBe(expected);
  });
});

describe('projectGovernanceEvents', () => {
  it('takes the council from the reason when it carries one, else from the resolved map', () => {
    const events = decodeGovernanceLogs([created(1, 10), vote(1, 11, pad(toHex(5), { size: 32 })), vote(2, 12, '', 4)], VOTING);
    const pending = votesNeedingCouncil(events);
    expect(pending).toHaveLength(1);
    const projected = projectGovernanceEvents(events, new Map([[voteKey(pending[0]!), 9]]));
    expect(projected.votes.map((v) => [v.proposal_id, v.gc_id])).toEqual([
      [1, 5],
      [2, 9],
    ]);
    expect(projected.votes[0]).toMatchObject({ voter: VOTER, choice: 1, votes: 3, block: 11, log_index: 1, tx_hash: txHash(1101) });
    expect([...projected.touched].sort()).toEqual([1, 2]);
    expect(projected.created).toHaveLength(1);
  });

  it('refuses a vote whose council is unknown rather than guessing', () => {
    const events = decodeGovernanceLogs([vote(1, 11, '')], VOTING);
    expect(() => projectGovernanceEvents(events)).toThrow(/no council for the vote/);
  });

  it('notices a new staking tracker and voter changes', () => {
    const events = decodeGovernanceLogs(
      [
        makeLog(votingEvents, VOTING, 'UpdateStakingTracker', { oldAddr: TRACKER, newAddr: TARGET }, 20, 0),
        makeLog(trackerEvents, TRACKER, 'RefreshVoter', { gcId: 3n, staking: TARGET, voter: VOTER }, 21, 0),
      ],
      VOTING,
    );
    const projected = projectGovernanceEvents(events);
    expect(projected.newTrackers).toEqual([{ address: TARGET, block: 20 }]);
    expect(projected.votersChanged).toBe(true);
    expect([...projected.councilIds]).toEqual([3]);
  });
});
