import type { ActivityRecord } from '@portal/core/entities/activity';
import { UploadTicketSchema } from '@portal/core/entities/activityInput';
import { API_BASE, apiFetch } from '../../api/client';
import { ApiError } from '../../api/readEnvelope';
import type { ActivityChanges, ActivityFormState, AttachmentPayload, LinkInput } from './activityForm';
import { contractsOf, filledLinks } from './activityForm';

/** The calls of admin §7.3. PDFs go straight to the uploads bucket first (a 10 MB file does not fit through the API). */

/** A record as the management list answers it: with the edit version its editor sends back. */
export type VersionedActivity = ActivityRecord & { version: number };

export type ActivityList = { items: VersionedActivity[]; total: number; page: number; size: number };

export const ACTIVITIES_PER_PAGE = 3;

export const councilActivitiesPath = (councilId: number, page: number) => `${API_BASE}/councils/${councilId}/activity?page=${page}&size=${ACTIVITIES_PER_PAGE}`;

/** Posts a PDF to the bucket with a fresh upload ticket; answers the pending key the write names. */
async function uploadPdf(councilId: number, file: File): Promise<string> {
  const ticket = UploadTicketSchema.parse(await apiFetch(`${API_BASE}/councils/${councilId}/activity/uploads`, { method: 'POST' }));
  const body = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) body.append(name, value);
  body.append('file', new Blob([await file.arrayBuffer()], { type: 'application/pdf' }), file.name);
  const response = await fetch(ticket.url, { method: 'POST', body });
  if (!response.ok) throw new ApiError(`The file could not be uploaded (HTTP ${response.status})`, response.status);
  return ticket.key;
}

async function attachmentsOf(councilId: number, links: LinkInput[]): Promise<AttachmentPayload[]> {
  const payload: AttachmentPayload[] = [];
  for (const link of links) {
    if (link.kind === 'link') payload.push({ type: 'url', title: link.title.trim(), url: link.url.trim() });
    else if (link.file) payload.push({ type: 'pdf', title: link.title.trim(), upload: await uploadPdf(councilId, link.file), filename: link.file.name });
    else if (link.stored) payload.push({ type: 'pdf', title: link.title.trim(), url: link.stored.url, ...(link.stored.filename ? { filename: link.stored.filename } : {}) });
  }
  return payload;
}

function multipart(metadata: Record<string, unknown>, thumbnail: File | null): FormData {
  const body = new FormData();
  body.append('metadata', JSON.stringify(metadata));
  if (thumbnail) body.append('thumbnail', thumbnail, thumbnail.name);
  return body;
}

export async function postActivity(councilId: number, form: ActivityFormState): Promise<{ id: number }> {
  const attachments = await attachmentsOf(councilId, filledLinks(form));
  const metadata = { council_id: councilId, title: form.title.trim(), content: form.content, ...contractsOf(form), attachments };
  return apiFetch(`${API_BASE}/councils/${councilId}/activity`, { method: 'POST', body: multipart(metadata, form.thumbnail) });
}

/**
 * Sends only the changed fields (and the new thumbnail, if one was chosen) over the version the form
 * read (If-Match: a save by someone else since answers 409); answers the metadata sent.
 */
export async function putActivity(councilId: number, activity: Pick<VersionedActivity, 'id' | 'version'>, changes: ActivityChanges, thumbnail: File | null): Promise<Record<string, unknown>> {
  const { attachments, ...rest } = changes;
  const metadata: Record<string, unknown> = { ...rest, ...(attachments ? { attachments: await attachmentsOf(councilId, attachments) } : {}) };
  await apiFetch(`${API_BASE}/councils/${councilId}/activity/${activity.id}`, { method: 'PUT', body: multipart(metadata, thumbnail), headers: { 'If-Match': `"${activity.version}"` } });
  return metadata;
}

export function deleteActivity(councilId: number, activityId: number): Promise<unknown> {
  return apiFetch(`${API_BASE}/councils/${councilId}/activity/${activityId}`, { method: 'DELETE' });
}
