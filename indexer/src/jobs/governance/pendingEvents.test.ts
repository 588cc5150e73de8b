import { describe, expect, it } from 'vitest';
import type { ProposalCreated, ProposalLifecycle, VoteCast } from '@portal/core/entities/proposal';
import { PendingEvents } from './pendingEvents';

const created = (id: number) => ({ proposal_id: id }) as ProposalCreated;
const vote = (id: number, councilId: number) => ({ proposal_id: id, gc_id: councilId }) as VoteCast;
const queued = (id: number) => ({ proposal_id: id, kind: 'Queued' }) as unknown as ProposalLifecycle;

describe('PendingEvents', () => {
  it('gathers ranges and hands out whole transactions: creations first, then votes, then lifecycle events', () => {
    const pending = new PendingEvents();
    pending.add({ created: [created(1), created(2)], votes: [vote(1, 1), vote(1, 2), vote(2, 1)], lifecycle: [] });
    pending.add({ created: [created(3)], votes: [vote(3, 1)], lifecycle: [queued(1)] });
    expect(pending.size).toBe(8);
    expect(pending.take(3)).toEqual({ created: [created(1), created(2), created(3)], votes: [vote(1, 1), vote(1, 2), vote(2, 1)], lifecycle: [] });
    expect(pending.size).toBe(2);
    expect(pending.take(3)).toEqual({ created: [], votes: [], lifecycle: [] });
    expect(pending.take()).toEqual({ created: [], votes: [vote(3, 1)], lifecycle: [queued(1)] });
    expect(pending.size).toBe(0);
  });
});
