import useSWR, { mutate } from 'swr';
import type { ProposalDraft } from '@portal/core/entities/proposalDraft';
import { apiFetch } from '../../api/client';
import type { ApiError } from '../../api/readEnvelope';
import type { SigningRequest } from '../../shared/secretary/useApprovalFlow';

/**
 * The drafts API (admin §7.4). Signed-in reads, so their SWR keys live here rather than in the public
 * key factory (whose contract test reads every key without a session).
 */
export const DRAFTS_PATH = '/v1/proposals/drafts';
export const draftPath = (id: number) => `${DRAFTS_PATH}/${id}`;

const fetchJson = <T>(path: string) => apiFetch<T>(path);

/** Newest first: the tab's three and the list's first page show the latest drafts. */
const newestFirst = async (path: string) => (await apiFetch<ProposalDraft[]>(path)).toSorted((a, b) => b.id - a.id);

export function useDrafts(enabled = true) {
  return useSWR<ProposalDraft[], ApiError>(enabled ? DRAFTS_PATH : null, newestFirst);
}

export function useDraft(id: number | null) {
  return useSWR<ProposalDraft, ApiError>(id ? draftPath(id) : null, fetchJson<ProposalDraft>);
}

export type DraftTxAnswer = {
  from: string;
  to: string;
  input: string;
  nonce: string;
  gas: string;
  gasPrice: string;
  signing: SigningRequest;
};

/**
 * Lists refetch after any write (spec §7): the drafts list and every draft's answer are asked again,
 * except a removed draft's, which is only dropped (asking for it again can only answer 404).
 */
async function refetchingDrafts<T>(write: Promise<T>, removedId: number | null = null): Promise<T> {
  const answer = await write;
  const removed = removedId === null ? null : draftPath(removedId);
  await mutate((key) => typeof key === 'string' && key !== removed && key.startsWith(DRAFTS_PATH), undefined, { revalidate: true });
  if (removed !== null) await mutate(removed, undefined, { revalidate: false });
  return answer;
}

export const createDraft = (payload: unknown) => refetchingDrafts(apiFetch<ProposalDraft>(DRAFTS_PATH, { method: 'POST', body: JSON.stringify(payload) }));
export const editDraft = (id: number, changed: unknown) => refetchingDrafts(apiFetch<ProposalDraft>(draftPath(id), { method: 'PUT', body: JSON.stringify(changed) }));
export const deleteDraft = (id: number) => refetchingDrafts(apiFetch<unknown>(draftPath(id), { method: 'DELETE' }), id);
export const draftTransaction = (id: number) => apiFetch<DraftTxAnswer>(`${draftPath(id)}/tx`);
export const approveDraft = (id: number, signature: { V: string; R: string; S: string }) =>
  apiFetch<ProposalDraft>(`${draftPath(id)}/approve`, { method: 'PUT', body: JSON.stringify({ signature }) });
export const confirmDraft = (id: number) => apiFetch<ProposalDraft>(`${draftPath(id)}/tx`, { method: 'POST' });
