import { type Address, getAddress, type Hex, type Log, parseEventLogs } from 'viem';
import { stakingTrackerAbi, votingAbi } from '@portal/core/abi/voting';
import type { ProposalCreated, ProposalLifecycle, VoteCast } from '@portal/core/entities/proposal';
import { toSafeNumber } from './numbers';

type Position = { block: number; log_index: number; tx_hash: Hex };

/** The governance events the indexer acts on, decoded and in chain order. */
export type GovernanceEvent = Position &
  (
    | { kind: 'ProposalCreated'; created: Omit<ProposalCreated, keyof Position> }
    | { kind: 'VoteCast'; proposal_id: number; voter: Address; choice: number; votes: number; reason: string }
    | { kind: 'ProposalCanceled' | 'ProposalExecuted'; proposal_id: number }
    | { kind: 'ProposalQueued'; proposal_id: number; eta: number }
    | { kind: 'UpdateStakingTracker'; old: Address; new: Address }
    | { kind: 'RefreshVoter'; gc_id: number; voter: Address }
    | { kind: 'TrackerChanged'; tracker_id: number }
  );

const position = (log: { blockNumber: bigint | null; logIndex: number | null; transactionHash: Hex | null }): Position => ({
  block: toSafeNumber(log.blockNumber!),
  log_index: log.logIndex!,
  tx_hash: log.transactionHash!,
});

/**
 * Decodes the voting contract's and the staking trackers' logs. Logs of other addresses or with
 * unknown topics are ignored: the portal only follows what it understands.
 */
export function decodeGovernanceLogs(logs: Log[], voting: Address): GovernanceEvent[] {
  const fromVoting = logs.filter((log) => log.address.toLowerCase() === voting.toLowerCase());
  const fromTrackers = logs.filter((log) => log.address.toLowerCase() !== voting.toLowerCase());
  const events: GovernanceEvent[] = [];
  for (const log of parseEventLogs({ abi: votingAbi, logs: fromVoting, strict: true })) {
    const at = position(log);
    switch (log.eventName) {
      case 'ProposalCreated': {
        const a = log.args;
        events.push({
          ...at,
          kind: 'ProposalCreated',
          created: {
            proposal_id: toSafeNumber(a.proposalId),
            proposer: getAddress(a.proposer),
            description: a.description,
            targets: a.targets.map((t) => getAddress(t)),
            values: a.values.map((v) => v.toString()),
            calldatas: [...a.calldatas],
            vote_start: toSafeNumber(a.voteStart),
            vote_end: toSafeNumber(a.voteEnd),
          },
        });
        break;
      }
      case 'VoteCast':
        events.push({
          ...at,
          kind: 'VoteCast',
          proposal_id: toSafeNumber(log.args.proposalId),
          voter: getAddress(log.args.voter),
          choice: log.args.choice,
          votes: toSafeNumber(log.args.votes),
          reason: log.args.reason,
        });
        break;
      case 'ProposalCanceled':
      case 'ProposalExecuted':
        events.push({ ...at, kind: log.eventName, proposal_id: toSafeNumber(log.args.proposalId) });
        break;
      case 'ProposalQueued':
        events.push({ ...at, kind: 'ProposalQueued', proposal_id: toSafeNumber(log.args.proposalId), eta: toSafeNumber(log.args.eta) });
        break;
      case 'UpdateStakingTracker':
        events.push({ ...at, kind: 'UpdateStakingTracker', old: getAddress(log.args.oldAddr), new: getAddress(log.args.newAddr) });
        break;
      default:
        break; // secretary, access and timing rules: not shown by the portal
    }
  }
  for (const log of parseEventLogs({ abi: stakingTrackerAbi, logs: fromTrackers, strict: true })) {
    const at = position(log);
    if (log.eventName === 'RefreshVoter') {
      events.push({ ...at, kind: 'RefreshVoter', gc_id: toSafeNumber(log.args.gcId), voter: getAddress(log.args.voter) });
    } else {
      events.push({ ...at, kind: 'TrackerChanged', tracker_id: toSafeNumber(log.args.trackerId) });
    }
  }
  return events.sort((a, b) => a.block - b.block || a.log_index - b.log_index);
}

/** On the main network a vote's `reason` is the voter's gc id as a 32-byte hex string. */
export function councilIdFromReason(reason: string): number | null {
  const match = /^(0x)?([0-9a-fA-F]{64})$/.exec(reason.trim());
  if (!match) return null;
  const councilId = BigInt(`0x${match[2]}`);
  return councilId > 0n && councilId <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(councilId) : null;
}

/** Votes whose council the event does not say: the job asks the contract (getVotes at the vote's block). */
export function votesNeedingCouncil(events: GovernanceEvent[]) {
  return events.flatMap((e) => (e.kind === 'VoteCast' && councilIdFromReason(e.reason) === null ? [e] : []));
}

export const voteKey = (vote: { proposal_id: number; voter: string; block: number }) => `${vote.proposal_id}:${vote.voter.toLowerCase()}:${vote.block}`;

export type ProjectedEvents = {
  created: ProposalCreated[];
  votes: VoteCast[];
  /** Canceled, queued and executed events: with the created ones and the votes, each proposal's schedule. */
  lifecycle: ProposalLifecycle[];
  /** Proposals whose state an event changed. */
  touched: Set<number>;
  /** Staking trackers the voting contract switched to, with the block it did. */
  newTrackers: { address: Address; block: number }[];
  /** Some council's voter account changed (or the tracker did): read the voter mapping again. */
  votersChanged: boolean;
  /** Councils seen in voter events. */
  councilIds: Set<number>;
};

/**
 * Turns decoded events into the event items to write. `councilOfVote` answers the votes listed by
 * votesNeedingCouncil (keyed by voteKey).
 */
export function projectGovernanceEvents(events: GovernanceEvent[], councilOfVote: ReadonlyMap<string, number> = new Map()): ProjectedEvents {
  const out: ProjectedEvents = { created: [], votes: [], lifecycle: [], touched: new Set(), newTrackers: [], votersChanged: false, councilIds: new Set() };
  for (const e of events) {
    const at = { block: e.block, log_index: e.log_index, tx_hash: e.tx_hash };
    switch (e.kind) {
      case 'ProposalCreated':
        out.created.push({ ...e.created, ...at });
        out.touched.add(e.created.proposal_id);
        break;
      case 'VoteCast': {
        const councilId = councilIdFromReason(e.reason) ?? councilOfVote.get(voteKey(e));
        if (councilId === undefined || councilId <= 0) throw new Error(`no council for the vote of ${e.voter} on proposal ${e.proposal_id} (tx ${e.tx_hash})`);
        out.votes.push({ proposal_id: e.proposal_id, gc_id: councilId, voter: e.voter, choice: e.choice, votes: e.votes, ...at });
        out.touched.add(e.proposal_id);
        out.councilIds.add(councilId);
        break;
      }
      case 'ProposalCanceled':
      case 'ProposalExecuted':
      case 'ProposalQueued':
        out.lifecycle.push({
          proposal_id: e.proposal_id,
          kind: e.kind === 'ProposalCanceled' ? 'Canceled' : e.kind === 'ProposalQueued' ? 'Queued' : 'Executed',
          eta: e.kind === 'ProposalQueued' ? e.eta : 0,
          ...at,
        });
        out.touched.add(e.proposal_id);
        break;
      case 'UpdateStakingTracker':
        out.newTrackers.push({ address: e.new, block: e.block });
        out.votersChanged = true;
        break;
      case 'RefreshVoter':
        out.votersChanged = true;
        out.councilIds.add(e.gc_id);
        break;
      case 'TrackerChanged':
        break; // balances move: pending proposals are read again anyway
    }
  }
  return out;
}
