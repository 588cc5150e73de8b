import { useMemo } from 'react';
import { mutate } from 'swr';
import { apiWrite } from '../../api/apiWrite';
import { apiKey } from '../../api/keys';
import type { BodyOf } from '../../api/routes';
import { fetchAnswer, useApi } from '../../api/useApi';
import type { SplitSignature } from '../../shared/secretary/signApproval';
import type { DraftPayload } from './DraftForm';

/**
 * The drafts API (admin §7.4). Signed-in reads, so their keys live here rather than in the public
 * key factory (whose contract test reads every key without a session).
 */
const draftsKey = () => apiKey('GET /v1/proposals/drafts');
const draftKey = (draftId: number) => apiKey('GET /v1/proposals/drafts/{draftId}', { draftId });

export function useDrafts(enabled = true) {
  const drafts = useApi(enabled ? draftsKey() : null);
  // Newest first: the tab's three and the list's first page show the latest drafts.
  const data = useMemo(() => drafts.data?.toSorted((a, b) => b.id - a.id), [drafts.data]);
  return { data, error: drafts.error };
}

export function useDraft(draftId: number | null) {
  return useApi(draftId ? draftKey(draftId) : null);
}

/**
 * Lists refetch after any write (spec §7): the drafts list and every draft's answer are asked again,
 * except a removed draft's, which is only dropped (asking for it again can only answer 404).
 */
async function refetchingDrafts<T>(write: Promise<T>, removedId: number | null = null): Promise<T> {
  const answer = await write;
  const drafts = draftsKey();
  const removed = removedId === null ? null : draftKey(removedId);
  await mutate((key) => typeof key === 'string' && key !== removed && key.startsWith(drafts), undefined, { revalidate: true });
  if (removed !== null) await mutate(removed, undefined, { revalidate: false });
  return answer;
}

// The form sends what it holds, an unchosen type (category 0) included: the server checks it with the
// catalogue's body schema and its answer names what is missing, in the form's words.
export const createDraft = (payload: DraftPayload) => refetchingDrafts(apiWrite('POST /v1/proposals/drafts', { body: payload as BodyOf<'POST /v1/proposals/drafts'> }));
export const editDraft = (draftId: number, changed: Partial<DraftPayload>) =>
  refetchingDrafts(apiWrite('PUT /v1/proposals/drafts/{draftId}', { params: { draftId }, body: changed as BodyOf<'PUT /v1/proposals/drafts/{draftId}'> }));
export const deleteDraft = (draftId: number) => refetchingDrafts(apiWrite('DELETE /v1/proposals/drafts/{draftId}', { params: { draftId } }), draftId);
export const draftTransaction = (draftId: number) => fetchAnswer(apiKey('GET /v1/proposals/drafts/{draftId}/tx', { draftId }));
export const approveDraft = (draftId: number, signature: SplitSignature) => apiWrite('PUT /v1/proposals/drafts/{draftId}/approve', { params: { draftId }, body: { signature } });
export const confirmDraft = (draftId: number) => apiWrite('POST /v1/proposals/drafts/{draftId}/tx', { params: { draftId } });
