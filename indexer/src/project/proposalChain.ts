import type { ProposalChain, ProposalCreated, VoteCast } from '@portal/core/entities/proposal';
import { pebToKlay } from '@portal/core/format';
import { deriveState, isFinalState } from '@portal/core/rules/deriveState';
import type { KnownContract } from '../model/knownContracts';
import type { ProposalReads } from '../model/proposalReads';
import { decodeActions } from './decodeActions';
import { toSafeNumber } from './numbers';

export type BlockTime = { number: bigint; timestamp: bigint };

export type ProposalChainInput = {
  created: ProposalCreated;
  reads: ProposalReads;
  /** Every VoteCast event of the proposal. */
  votes: VoteCast[];
  /** The proposer's council by the voter mapping at the proposal's block (0: not a voter; null: not read). */
  proposerCouncilId?: number | null;
  /** The indexed block: the state is the contract's state() there. */
  head: BlockTime;
  /** Timestamps of the mined blocks among voteStart, voteEnd and the creation block. */
  blockTimes: ReadonlyMap<bigint, bigint>;
  /** The network's contracts the portal knows: actions calling them are decoded. */
  contracts?: readonly KnownContract[];
};

/** The blocks whose timestamps projectProposalChain needs (creation, voteStart, voteEnd; those not after the head). */
export function blocksNeeded(created: ProposalCreated, head: bigint): bigint[] {
  return [BigInt(created.block), BigInt(created.vote_start), BigInt(created.vote_end)].filter((b) => b <= head);
}

/**
 * Whether tracker figures read at `block` are frozen: the tracker takes refreshes only while
 * block < trackEnd (StakingTracker.refreshStake), so from trackEnd on nothing changes them.
 */
export function trackerEnded(block: bigint, trackEnd: bigint): boolean {
  return block >= trackEnd;
}

/**
 * One proposal as the chain has it at the head block. Pure: the same reads give the same item,
 * and a final proposal's item no longer depends on the head (dates of blocks yet to come are
 * estimated from its creation block then, one block a second).
 */
export function projectProposalChain({ created, reads, votes, proposerCouncilId = null, head, blockTimes, contracts = [] }: ProposalChainInput): ProposalChain {
  const { schedule, tally, tracker, tracked } = reads;
  const hasActions = created.targets.length > 0;
  const state = deriveState({
    schedule,
    cast: { yes: tally.yes, no: tally.no, abstain: tally.abstain, votersCount: tally.voters.length },
    tracker,
    hasActions,
    block: head.number,
  });
  // A final state is not enough: a proposal canceled while pending keeps a live tracker (stakes
  // still move its quorum and power) until voteStart, so its figures settle only once read there.
  const settled = isFinalState(state, hasActions);
  const final = settled && trackerEnded(head.number, tracker.trackEnd);

  // A settled state's dates no longer follow the head: blocks to come are dated from creation.
  const createdBlock = BigInt(created.block);
  const anchor: BlockTime = settled ? { number: createdBlock, timestamp: timeOf(blockTimes, createdBlock) } : head;
  const dateOf = (block: bigint) => {
    const seconds = block <= head.number ? timeOf(blockTimes, block) : anchor.timestamp + (block - anchor.number);
    return new Date(Number(seconds) * 1000).toISOString();
  };

  return {
    proposal_id: created.proposal_id,
    proposer: created.proposer,
    proposer_gc_id: proposerCouncilId,
    description: created.description,
    targets: created.targets,
    values: created.values,
    calldatas: created.calldatas,
    actions: decodeActions(created, contracts),
    vote_start: toSafeNumber(schedule.voteStart),
    vote_end: toSafeNumber(schedule.voteEnd),
    queue_deadline: toSafeNumber(schedule.queueDeadline),
    eta: toSafeNumber(schedule.eta),
    exec_deadline: toSafeNumber(schedule.execDeadline),
    canceled: schedule.canceled,
    queued: schedule.queued,
    executed: schedule.executed,
    state,
    final,
    state_block: final ? null : toSafeNumber(head.number),
    tally: {
      yes: toSafeNumber(tally.yes),
      no: toSafeNumber(tally.no),
      abstain: toSafeNumber(tally.abstain),
      quorum_count: toSafeNumber(tally.quorumCount),
      quorum_power: toSafeNumber(tally.quorumPower),
      voters: tally.voters.map(toSafeNumber),
    },
    tracker: {
      track_start: toSafeNumber(tracker.trackStart),
      track_end: toSafeNumber(tracker.trackEnd),
      num_gcs: toSafeNumber(tracker.numGCs),
      total_votes: toSafeNumber(tracker.totalVotes),
      num_eligible: toSafeNumber(tracker.numEligible),
    },
    tracked: tracked.councilIds.map((councilId, i) => ({
      gc_id: toSafeNumber(councilId),
      balance: pebToKlay(tracked.balances[i]!),
      votes: toSafeNumber(tracked.votes[i]!),
    })),
    votes: [...votes]
      .sort((a, b) => a.block - b.block || a.log_index - b.log_index)
      .map((v) => ({ gc_id: v.gc_id, choice: v.choice, power: v.votes, tx_hash: v.tx_hash, block: v.block })),
    created_tx_hash: created.tx_hash,
    created_block: created.block,
    vote_start_date: dateOf(schedule.voteStart),
    vote_end_date: dateOf(schedule.voteEnd),
  };
}

function timeOf(blockTimes: ReadonlyMap<bigint, bigint>, block: bigint): bigint {
  const time = blockTimes.get(block);
  if (time === undefined) throw new Error(`missing the timestamp of block ${block}`);
  return time;
}
