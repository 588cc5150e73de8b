import type { VersionedActivity } from '@portal/core/entities/activity';
import { postToBucket } from '../../api/client';
import { apiWrite } from '../../api/apiWrite';
import { apiKey } from '../../api/keys';
import type { ActivityChanges, ActivityFormState, AttachmentPayload, LinkInput } from './activityForm';
import { contractsOf, filledLinks } from './activityForm';

/** The calls of admin §7.3. PDFs go straight to the uploads bucket first (a 10 MB file does not fit through the API). */

export type { VersionedActivity };

export const ACTIVITIES_PER_PAGE = 3;

/** One page of the council's management list, each activity with its edit version. */
export const councilActivitiesKey = (councilId: number, page: number) => apiKey('GET /v1/councils/{cid}/activity', { cid: councilId }, { page, size: ACTIVITIES_PER_PAGE });

/** Posts a PDF to the bucket with a fresh upload ticket; answers the pending key the write names. */
async function uploadPdf(councilId: number, file: File): Promise<string> {
  const ticket = await apiWrite('POST /v1/councils/{cid}/activity/uploads', { params: { cid: councilId } });
  const body = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) body.append(name, value);
  body.append('file', new Blob([await file.arrayBuffer()], { type: 'application/pdf' }), file.name);
  await postToBucket(ticket.url, body);
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
  return apiWrite('POST /v1/councils/{cid}/activity', { params: { cid: councilId }, body: multipart(metadata, form.thumbnail) });
}

/**
 * Sends only the changed fields (and the new thumbnail, if one was chosen) over the version the form
 * read (If-Match: a save by someone else since answers 409); answers the metadata sent.
 */
export async function putActivity(councilId: number, activity: Pick<VersionedActivity, 'id' | 'version'>, changes: ActivityChanges, thumbnail: File | null): Promise<Record<string, unknown>> {
  const { attachments, ...rest } = changes;
  const metadata: Record<string, unknown> = { ...rest, ...(attachments ? { attachments: await attachmentsOf(councilId, attachments) } : {}) };
  await apiWrite('PUT /v1/councils/{cid}/activity/{aid}', { params: { cid: councilId, aid: activity.id }, body: multipart(metadata, thumbnail), ifMatch: activity.version });
  return metadata;
}

export function deleteActivity(councilId: number, activityId: number): Promise<unknown> {
  return apiWrite('DELETE /v1/councils/{cid}/activity/{aid}', { params: { cid: councilId, aid: activityId } });
}
