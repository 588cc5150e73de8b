import type { ProposalCreated, ProposalLifecycle, VoteCast } from '@portal/core/entities/proposal';

export type GovernanceEvents = { created: ProposalCreated[]; votes: VoteCast[]; lifecycle: ProposalLifecycle[] };

/**
 * Events decoded but not written yet, gathered across scan ranges so that they go to the table in
 * whole transactions (DynamoDB Local commits per request). What is taken is always a prefix of
 * creations, then votes, then lifecycle events: no vote or lifecycle event is taken before the
 * creation of its proposal, which putGovernanceEvents counts on.
 */
export class PendingEvents {
  private events: GovernanceEvents = { created: [], votes: [], lifecycle: [] };

  get size(): number {
    return this.events.created.length + this.events.votes.length + this.events.lifecycle.length;
  }

  add(events: { created: readonly ProposalCreated[]; votes: readonly VoteCast[]; lifecycle: readonly ProposalLifecycle[] }): void {
    this.events.created.push(...events.created);
    this.events.votes.push(...events.votes);
    this.events.lifecycle.push(...events.lifecycle);
  }

  /** Takes every pending event, or (`multipleOf`) the largest prefix whose size is a multiple of it. */
  take(multipleOf?: number): GovernanceEvents {
    let left = multipleOf ? this.size - (this.size % multipleOf) : this.size;
    const taken: GovernanceEvents = { created: [], votes: [], lifecycle: [] };
    for (const kind of ['created', 'votes', 'lifecycle'] as const) {
      const count = Math.min(left, this.events[kind].length);
      (taken[kind] as unknown[]) = this.events[kind].slice(0, count);
      (this.events[kind] as unknown[]) = this.events[kind].slice(count);
      left -= count;
    }
    return taken;
  }
}
