import { describe, expect, it } from 'vitest';
import type { ProposalLifecycle } from '@portal/core/entities/proposal';
import { proposalFromEvents } from './proposalFromEvents';
import { createdEvent, hash, reads, voteEvent } from '../../../test/fixtures/governance';

const DAY = 86_400n;
const settings = { queueTimeout: 14n * DAY, execTimeout: 14n * DAY };
const { tracker, tracked } = reads();

function lifecycle(kind: ProposalLifecycle['kind'], block: number, eta = 0): ProposalLifecycle {
  return { proposal_id: 1, kind, eta, tx_hash: hash(block), block, log_index: 0 };
}

describe('proposalFromEvents', () => {
  it('derives the schedule of a proposal not yet queued: deadline after voteEnd, no eta', () => {
    const r = proposalFromEvents({ created: createdEvent(), votes: [], lifecycle: [], settings, tracked: { tracker, tracked } });
    expect(r.schedule).toEqual({
      voteStart: 1_000n,
      voteEnd: 2_000n,
      queueDeadline: 2_000n + 14n * DAY,
      eta: 0n,
      execDeadline: 0n,
      canceled: false,
      queued: false,
      executed: false,
    });
  });

  it('takes eta from ProposalQueued and the flags from the lifecycle events', () => {
    const r = proposalFromEvents({
      created: createdEvent(),
      votes: [],
      lifecycle: [lifecycle('Queued', 2_100, 2_100 + 2 * 86_400), lifecycle('Executed', 2_100 + 2 * 86_400)],
      settings,
      tracked: { tracker, tracked },
    });
    expect(r.schedule).toMatchObject({ eta: 2_100n + 2n * DAY, execDeadline: 2_100n + 16n * DAY, queued: true, executed: true, canceled: false });
  });

  it('sums the votes per choice, lists voters in voting order, and takes the quorum from the tracker', () => {
    const votes = [
      voteEvent({ gc_id: 3, choice: 0, votes: 3, block: 1_200 }),
      voteEvent({ gc_id: 2, choice: 1, votes: 4, block: 1_100 }),
      voteEvent({ gc_id: 4, choice: 2, votes: 2, block: 1_200, log_index: 5 }),
    ];
    const r = proposalFromEvents({ created: createdEvent(), votes, lifecycle: [], settings, tracked: { tracker, tracked } });
    // tracker: totalVotes 9, numEligible 3 → quorumPower 3, quorumCount 1
    expect(r.tally).toEqual({ yes: 4n, no: 3n, abstain: 2n, quorumCount: 1n, quorumPower: 3n, voters: [2n, 3n, 4n] });
    expect(r.tracker).toBe(tracker);
  });
});
