import type * as z from 'zod';
import type { SiteAccountSchema } from '@portal/core/entities/account';
import type { AdminCouncilListSchema, AdminCouncilSchema, CouncilRecord } from '@portal/core/entities/council';
import type { BalanceQuery, BalanceResult } from '@portal/core/entities/councilInput';
import { DEFAULT_REWARD_FILE_NAME } from '@portal/core/entities/councilInput';
import { API_BASE, apiFetch, authHeaders } from '../../api/client';
import { legacyKey } from '../../api/keys';

/**
 * The admin area's council calls (admin-area §7.2). Their reads are signed-in answers, so they stay
 * out of the public key factory (and its contract test of anonymous answers); they sit under
 * /v1/councils, so the councils key group refreshes them after a write as it does the public reads.
 */
export const councilAdminKeys = {
  list: () => legacyKey<typeof AdminCouncilListSchema>(`${API_BASE}/councils/admin`),
  council: (cid: number) => legacyKey<typeof AdminCouncilSchema>(`${API_BASE}/councils/${cid}/admin`),
  members: (cid: number) => legacyKey<z.ZodArray<typeof SiteAccountSchema>>(`${API_BASE}/councils/${cid}/accounts`),
} as const;

function councilForm(metadata: unknown, thumbnail: File | null): FormData {
  const form = new FormData();
  form.set('metadata', JSON.stringify(metadata));
  if (thumbnail) form.set('file_1', thumbnail);
  return form;
}

/** Save Draft: a new council (a draft until published), with its thumbnail. */
export function saveCouncilDraft(metadata: unknown, thumbnail: File | null): Promise<{ id: number; version: number }> {
  return apiFetch(`${API_BASE}/councils`, { method: 'POST', body: councilForm(metadata, thumbnail) });
}

/** One of the three edit shapes (or `{}` with a thumbnail), made on `version`: a 409 says someone else saved first. */
export function editCouncil(cid: number, version: number, metadata: unknown, thumbnail: File | null = null): Promise<{ council: CouncilRecord; version: number }> {
  return apiFetch(`${API_BASE}/councils/${cid}`, { method: 'PUT', body: councilForm(metadata, thumbnail), headers: { 'If-Match': `"${version}"` } });
}

export function removeCouncilDraft(cid: number, version: number): Promise<unknown> {
  return apiFetch(`${API_BASE}/councils/${cid}/draft`, { method: 'DELETE', headers: { 'If-Match': `"${version}"` } });
}

export type MemberInput = { address: string; council_id: number; level: 0 | 1; type: 1 };

export function addMember(input: MemberInput): Promise<unknown> {
  return apiFetch(`${API_BASE}/accounts`, { method: 'POST', body: JSON.stringify(input) });
}

/** Saves over the version the panel read (If-Match): someone's save since answers 409 with its message. */
export function updateMember(member: { id: number; version?: number | undefined }, input: MemberInput): Promise<unknown> {
  return apiFetch(`${API_BASE}/accounts/${member.id}`, { method: 'PUT', body: JSON.stringify(input), headers: { 'If-Match': `"${member.version ?? 0}"` } });
}

export function removeMember(member: MemberInput & { id: number }): Promise<unknown> {
  return apiFetch(`${API_BASE}/accounts/${member.id}`, { method: 'DELETE', body: JSON.stringify(member) });
}

export function lookupBalance(cid: number, query: BalanceQuery): Promise<BalanceResult> {
  return apiFetch(`${API_BASE}/councils/${cid}/balance`, { method: 'POST', body: JSON.stringify({ ...query, address: query.address.toLowerCase() }) });
}

/** The file name of a download's Content-Disposition, or the spec's default (§7.2). */
export function fileNameOf(contentDisposition: string | null): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : DEFAULT_REWARD_FILE_NAME;
}

/** GET …/rewards?year&month: the CSV and its file name; throws on a refusal. */
export async function fetchRewardData(cid: number, year: number, month: string): Promise<{ data: Blob; fileName: string }> {
  const response = await fetch(`${API_BASE}/councils/${cid}/rewards?year=${year}&month=${month}`, { headers: authHeaders() });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return { data: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}

/** Saves a blob as a file through a temporary link (the browser's download). */
export function saveFile(data: Blob, fileName: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
