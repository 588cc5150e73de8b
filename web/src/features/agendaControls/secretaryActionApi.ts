import { mutate } from 'swr';
import type { SecretaryAction } from '@portal/core/entities/secretaryAction';
import { apiWrite } from '../../api/apiWrite';
import { apiKey } from '../../api/keys';
import { fetchAnswer, useApi } from '../../api/useApi';
import type { SplitSignature } from '../../shared/secretary/signApproval';
import type { SigningRequest } from '../../shared/secretary/useApprovalFlow';

/**
 * /v1/proposals/{proposalId}/secretary/{action}: an agenda's queue, execute or cancel by its on-chain
 * id, approved and confirmed as a draft's propose (functions/src/routes/proposals/secretaryActions.ts).
 * Signed-in reads: their keys live here, not in the public key factory.
 */
const actionKey = (proposalId: number, action: SecretaryAction) => apiKey('GET /v1/proposals/{proposalId}/secretary/{action}', { proposalId, action });

export function useSecretaryAction(proposalId: number, action: SecretaryAction) {
  return useApi(actionKey(proposalId, action));
}

export const refetchSecretaryAction = (proposalId: number, action: SecretaryAction) => mutate(actionKey(proposalId, action));

export async function signingRequestOf(proposalId: number, action: SecretaryAction): Promise<SigningRequest> {
  const answer = await fetchAnswer(actionKey(proposalId, action));
  if (!answer.transaction) throw new Error('There is no transaction to approve');
  return answer.transaction.signing;
}

export const approveSecretaryAction = (proposalId: number, action: SecretaryAction, signature: SplitSignature) =>
  apiWrite('PUT /v1/proposals/{proposalId}/secretary/{action}/approve', { params: { proposalId, action }, body: { signature } });

export const confirmSecretaryAction = (proposalId: number, action: SecretaryAction) => apiWrite('POST /v1/proposals/{proposalId}/secretary/{action}/tx', { params: { proposalId, action } });

/** PUT /v1/proposals/{agendaNumber}/site_state: a text agenda's In Progress (5) or Executed (7), by a site admin. */
export const putSiteState = (agendaNumber: number, siteState: 5 | 7) => apiWrite('PUT /v1/proposals/{agendaNumber}/site_state', { params: { agendaNumber }, body: { site_state: siteState } });
