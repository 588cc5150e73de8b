import type { ProposalDetailAnswer } from '@portal/core/entities/proposal';
import type { SecretaryAction } from '@portal/core/entities/secretaryAction';
import { ProposalState } from '@portal/core/rules/proposals';

/** What the controls read of an agenda: the detail as the API answers it. */
export type AgendaFacts = Pick<ProposalDetailAnswer, 'id' | 'proposal_id' | 'state' | 'site_state' | 'categoryId' | 'hasActions' | 'eta' | 'block'>;

/** Text agendas (transaction type 1) have nothing on chain to queue or execute. */
const TEXT_ONLY = 1;

/**
 * The step the secretary may take now (admin §7.7): cancel a pending agenda, queue a passed one with
 * actions, execute a queued one once the indexed head is past its ETA. None otherwise.
 */
export function secretaryActionFor(agenda: AgendaFacts): SecretaryAction | null {
  if (agenda.state === ProposalState.Pending) return 'cancel';
  if (agenda.state === ProposalState.Passed && agenda.hasActions) return 'queue';
  if (agenda.state === ProposalState.Queued && agenda.block !== null && agenda.block >= agenda.eta) return 'execute';
  return null;
}

/**
 * The site state a site admin may set next on a text agenda (public §4, admin §2.8): a passed one
 * goes In Progress (5), then Executed (7); none once executed or for any other agenda.
 */
export function nextSiteState(agenda: AgendaFacts): 5 | 7 | null {
  if (agenda.categoryId !== TEXT_ONLY || agenda.hasActions || agenda.state !== ProposalState.Passed) return null;
  if (agenda.site_state === null) return 5;
  if (agenda.site_state === 5) return 7;
  return null;
}
