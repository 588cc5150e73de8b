import type { ProposalCreated, ProposalLifecycle, VoteCast } from '@portal/core/entities/proposal';
import { VoteChoice } from '@portal/core/rules/proposals';
import { quorumOf } from '@portal/core/rules/quorum';
import type { ProposalReads, TrackedCouncils, VotingSettings } from '../model/proposalReads';

/**
 * A proposal's schedule and tally as the contract's getters answer them, from its events alone:
 * voteStart and voteEnd from ProposalCreated, queueDeadline = voteEnd + queueTimeout, eta from
 * ProposalQueued and execDeadline = eta + execTimeout (both 0 until queued), the flags from the
 * lifecycle events, the sums and the voters (gc ids in voting order) from VoteCast, the quorum from
 * the tracker (ceil of a third of its eligible councils and of its votes). Pure; the differential
 * test holds it equal to the contract.
 */
export function proposalFromEvents(input: {
  created: ProposalCreated;
  votes: readonly VoteCast[];
  lifecycle: readonly ProposalLifecycle[];
  settings: VotingSettings;
  tracked: TrackedCouncils;
}): ProposalReads {
  const { created, votes, lifecycle, settings, tracked } = input;
  const voteStart = BigInt(created.vote_start);
  const voteEnd = BigInt(created.vote_end);
  const has = (kind: ProposalLifecycle['kind']) => lifecycle.some((e) => e.kind === kind);
  const queued = lifecycle.find((e) => e.kind === 'Queued');
  const eta = queued ? BigInt(queued.eta) : 0n;

  const inOrder = [...votes].sort((a, b) => a.block - b.block || a.log_index - b.log_index);
  const sum = (choice: number) => inOrder.reduce((total, v) => (v.choice === choice ? total + BigInt(v.votes) : total), 0n);
  const yes = sum(VoteChoice.Yes);
  const no = sum(VoteChoice.No);
  const abstain = inOrder.reduce((total, v) => total + BigInt(v.votes), 0n) - yes - no;
  const { quorumCount, quorumPower } = quorumOf(tracked.tracker);

  return {
    proposalId: created.proposal_id,
    schedule: {
      voteStart,
      voteEnd,
      queueDeadline: voteEnd + settings.queueTimeout,
      eta,
      execDeadline: queued ? eta + settings.execTimeout : 0n,
      canceled: has('Canceled'),
      queued: queued !== undefined,
      executed: has('Executed'),
    },
    tally: { yes, no, abstain, quorumCount, quorumPower, voters: inOrder.map((v) => BigInt(v.gc_id)) },
    ...tracked,
  };
}
