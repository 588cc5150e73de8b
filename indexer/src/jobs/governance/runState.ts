import type { ProposalCreated, ProposalLifecycle, VoteCast } from '@portal/core/entities/proposal';
import type { projectGovernanceEvents } from '../../project/governanceEvents';

/** What the run learned from the logs, for the projection step. */
export class RunState {
  readonly created = new Map<number, ProposalCreated>();
  readonly votes = new Map<number, VoteCast[]>();
  readonly lifecycle = new Map<number, ProposalLifecycle[]>();
  readonly touched = new Set<number>();
  readonly councilIds = new Set<number>();
  votersChanged = false;
  logs = 0;
  readonly startedAt = Date.now();

  constructor(readonly from: bigint) {}

  add(projected: ReturnType<typeof projectGovernanceEvents>, logs: number): void {
    for (const c of projected.created) this.created.set(c.proposal_id, c);
    for (const v of projected.votes) this.votes.set(v.proposal_id, [...(this.votes.get(v.proposal_id) ?? []), v]);
    for (const e of projected.lifecycle) this.lifecycle.set(e.proposal_id, [...(this.lifecycle.get(e.proposal_id) ?? []), e]);
    for (const id of projected.touched) this.touched.add(id);
    for (const id of projected.councilIds) this.councilIds.add(id);
    this.votersChanged ||= projected.votersChanged;
    this.logs += logs;
  }
}
