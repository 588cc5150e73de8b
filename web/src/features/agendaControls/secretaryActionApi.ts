import useSWR, { mutate } from 'swr';
import type { SecretaryAction } from '@portal/core/entities/secretaryAction';
import { apiFetch } from '../../api/client';
import type { ApiError } from '../../api/readEnvelope';
import type { SigningRequest } from '../../shared/secretary/useApprovalFlow';

/**
 * /v1/proposals/{proposalId}/secretary/{action}: an agenda's queue, execute or cancel, approved and
 * confirmed as a draft's propose (functions/src/routes/secretaryActions.ts). Signed-in reads: their
 * keys live here, not in the public key factory.
 */
export type SecretaryActionAnswer = {
  proposal_id: number;
  action: SecretaryAction;
  draft_approval_threshold: number;
  approvers: { address: string; signed: boolean; weight: number }[];
  signed_weight: number;
  confirm_tx_hash: string | null;
  transaction: { from: string; to: string; input: string; nonce: string; gas: string; gasPrice: string; signing: SigningRequest } | null;
};

export const secretaryActionPath = (proposalId: number, action: SecretaryAction) => `/v1/proposals/${proposalId}/secretary/${action}`;

export function useSecretaryAction(proposalId: number, action: SecretaryAction) {
  return useSWR<SecretaryActionAnswer, ApiError>(secretaryActionPath(proposalId, action), (path: string) => apiFetch<SecretaryActionAnswer>(path));
}

export const refetchSecretaryAction = (proposalId: number, action: SecretaryAction) => mutate(secretaryActionPath(proposalId, action));

export async function signingRequestOf(proposalId: number, action: SecretaryAction): Promise<SigningRequest> {
  const answer = await apiFetch<SecretaryActionAnswer>(secretaryActionPath(proposalId, action));
  if (!answer.transaction) throw new Error('There is no transaction to approve');
  return answer.transaction.signing;
}

export const approveSecretaryAction = (proposalId: number, action: SecretaryAction, signature: { V: string; R: string; S: string }) =>
  apiFetch<SecretaryActionAnswer>(`${secretaryActionPath(proposalId, action)}/approve`, { method: 'PUT', body: JSON.stringify({ signature }) });

export const confirmSecretaryAction = (proposalId: number, action: SecretaryAction) =>
  apiFetch<SecretaryActionAnswer>(`${secretaryActionPath(proposalId, action)}/tx`, { method: 'POST' });

/** PUT /v1/proposals/{id}/site_state: a text agenda's In Progress (5) or Executed (7), by a site admin. */
export const putSiteState = (agendaId: number, siteState: 5 | 7) =>
  apiFetch<{ id: number; proposal_id: number; site_state: 5 | 7 }>(`/v1/proposals/${agendaId}/site_state`, { method: 'PUT', body: JSON.stringify({ site_state: siteState }) });
