import type { AdminCouncil } from '@portal/core/entities/council';
import type { BalanceQuery, BalanceResult } from '@portal/core/entities/councilInput';
import { DEFAULT_REWARD_FILE_NAME } from '@portal/core/entities/councilInput';
import { apiFile } from '../../api/client';
import { apiWrite } from '../../api/apiWrite';
import { apiKey, fileLang } from '../../api/keys';
import type { Locale } from '../../i18n/locale';
import { pathOf } from '../../api/routes';

/**
 * The admin area's council calls (admin-area §7.2). Their reads are signed-in answers; they sit under
 * /v1/councils, so the councils key group refreshes them after a write as it does the public reads.
 */
export const councilEditorKeys = {
  list: () => apiKey('GET /v1/councils/admin'),
  council: (councilId: number) => apiKey('GET /v1/councils/{cid}/admin', { cid: councilId }),
  members: (councilId: number) => apiKey('GET /v1/councils/{cid}/accounts', { cid: councilId }),
} as const;

function councilForm(metadata: unknown, thumbnail: File | null): FormData {
  const form = new FormData();
  form.set('metadata', JSON.stringify(metadata));
  if (thumbnail) form.set('file_1', thumbnail);
  return form;
}

/** Save Draft: a new council (a draft until published), with its thumbnail. */
export function saveCouncilDraft(metadata: unknown, thumbnail: File | null): Promise<{ id: number; version: number }> {
  return apiWrite('POST /v1/councils', { body: councilForm(metadata, thumbnail) });
}

/** One of the three edit shapes (or `{}` with a thumbnail), made on `version`: a 409 says someone else saved first. */
export function editCouncil(councilId: number, version: number, metadata: unknown, thumbnail: File | null = null): Promise<AdminCouncil> {
  return apiWrite('PUT /v1/councils/{cid}', { params: { cid: councilId }, body: councilForm(metadata, thumbnail), ifMatch: version });
}

export function removeCouncilDraft(councilId: number, version: number): Promise<unknown> {
  return apiWrite('DELETE /v1/councils/{cid}/draft', { params: { cid: councilId }, ifMatch: version });
}

export type MemberInput = { address: string; council_id: number; level: 0 | 1; type: 1 };

export function addMember(input: MemberInput): Promise<unknown> {
  return apiWrite('POST /v1/accounts', { body: input });
}

/** Saves over the version the panel read (If-Match): someone's save since answers 409 with its message. */
export function updateMember(member: { id: number; version?: number | undefined }, input: MemberInput): Promise<unknown> {
  return apiWrite('PUT /v1/accounts/{id}', { params: { id: member.id }, body: input, ifMatch: member.version ?? 0 });
}

/** Removes the member the panel shows: the fields sent must still be the stored ones. */
export function removeMember(member: MemberInput & { id: number }): Promise<unknown> {
  return apiWrite('DELETE /v1/accounts/{id}', { params: { id: member.id }, body: member });
}

export function lookupBalance(councilId: number, query: BalanceQuery): Promise<BalanceResult> {
  return apiWrite('POST /v1/councils/{cid}/balance', { params: { cid: councilId }, body: { ...query, address: query.address.toLowerCase() } });
}

/** The file name of a download's Content-Disposition, or the spec's default (§7.2). */
export function fileNameOf(contentDisposition: string | null): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : DEFAULT_REWARD_FILE_NAME;
}

/** GET …/rewards?year&month(&lang): the CSV, its header in the page's language, and its file name; throws on a refusal. */
export async function fetchRewardData(councilId: number, year: number, month: string, locale: Locale): Promise<{ data: Blob; fileName: string }> {
  const { data, contentDisposition } = await apiFile(pathOf('GET /v1/councils/{cid}/rewards', { cid: councilId }, { year, month, ...fileLang(locale) }));
  return { data, fileName: fileNameOf(contentDisposition) };
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
