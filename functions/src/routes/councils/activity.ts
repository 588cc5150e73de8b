import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { councilRoutes } from '@portal/core/api/councilRoutes';
import {
  ACTIVITY_CHANGED,
  createActivityRecord,
  deleteActivityRecord,
  getActivityRank,
  getActivityRecord,
  listCouncilActivityRecords,
  updateActivityRecord,
} from '@portal/core/db/repositories/activities';
import { rebuildActivityViews } from '@portal/core/db/rebuildViews';
import { getCouncilList, getCouncilProfile } from '@portal/core/db/repositories/councils';
import type { Attachment, ActivityRecord } from '@portal/core/entities/activity';
import { ActivityCreateInput, ActivityUpdateInput, ATTACHMENT_FILE_PARTS, type AttachmentInput } from '@portal/core/entities/activityInput';
import { failure, success } from '@portal/core/envelope';
import { ACTIVITY_MESSAGES, contractsProblem, normalizeContent } from '@portal/core/entities/activityForm';
import { discardPendingUpload, pendingKeyOwner, presignPendingUpload, readPendingUpload, storeUpload } from '@portal/core/storage/uploads';
import type { UploadJudge, UploadVerdict } from '@portal/core/uploads/judge';
import { UPLOAD_RULES, type UploadPurpose } from '@portal/core/uploads/rules';
import { accessFor } from '../../access';
import { assertCouncilScope } from '../../auth/authorize';
import type { AppDeps, AppEnv } from '../../deps';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { versionFromIfMatch } from '../../ifMatch';
import { uploadJudgeOf, uploadsBucketOf } from '../../uploadsBucket';
import { noQuery, validate } from '../../validate';
import { multipartOnly, parseMetadata } from './form';
import { REQUEST_MAX_BYTES } from '../../requestSize';

/**
 * Activity authoring (admin-area §2.7, §5 "Activity", §7.3): a council's admin or manager, or a site
 * operator, posts, edits and deletes the council's activities. Thumbnails travel in the multipart
 * request; PDFs (up to 10 MB, more than a Lambda request carries) go straight to the uploads bucket
 * with a presigned POST and the write names the pending key. Every file is judged by its bytes
 * before anything is stored, and each write rebuilds the public activity views, so the feed shows it at once.
 */

const authorList = councilRoutes['GET /v1/councils/{cid}/activity'];
const uploadTicket = councilRoutes['POST /v1/councils/{cid}/activity/uploads'];
const post = councilRoutes['POST /v1/councils/{cid}/activity'];
const put = councilRoutes['PUT /v1/councils/{cid}/activity/{aid}'];
const remove = councilRoutes['DELETE /v1/councils/{cid}/activity/{aid}'];

const requestLimit = () =>
  bodyLimit({
    maxSize: REQUEST_MAX_BYTES,
    onError: (c) => c.json(failure(413, 'The request is larger than 6 MB; PDF attachments are uploaded on their own first.'), 413),
  });

type AnyContext = Context<AppEnv, string>;

async function requireCouncil(deps: AppDeps, councilId: number): Promise<void> {
  if (await getCouncilProfile(deps.db, councilId)) return;
  if ((await getCouncilList(deps.db)).some((c) => c.id === councilId)) return;
  throw notFound(`Council ${councilId} not found`);
}

async function requireActivity(deps: AppDeps, councilId: number, activityId: number) {
  const found = await getActivityRecord(deps.db, activityId);
  // Another council's activity is as unknown here as a missing one.
  if (!found || found.record.council_id !== councilId) throw notFound(`Activity ${activityId} not found`);
  return found;
}

/** The activity form of §7.3 is multipart form data; its `metadata` text is checked by the catalogue's schema. */
const activityForm = () => [multipartOnly('Send the activity as multipart/form-data'), validate('form', post.body.multipart)] as const;

/**
 * The parts of a write past its validated `metadata` text: that text's JSON, `thumbnail` and
 * `file_1`…`file_3`; anything else is refused.
 */
async function readParts(c: AnyContext, text: string | undefined): Promise<{ metadata: unknown; files: Map<string, File> }> {
  const body = await c.req.parseBody({ all: true });
  const files = new Map<string, File>();
  let metadata: unknown = {};
  if (text !== undefined) {
    try {
      metadata = JSON.parse(text);
    } catch {
      throw badRequest('metadata: must be JSON text');
    }
  }
  for (const [name, value] of Object.entries(body)) {
    if (Array.isArray(value)) throw badRequest(`${name}: sent more than once`);
    if (name === 'metadata') continue;
    if (name === 'thumbnail' || (ATTACHMENT_FILE_PARTS as readonly string[]).includes(name)) {
      if (typeof value === 'string') throw badRequest(`${name}: must be a file`);
      files.set(name, value);
    } else {
      throw badRequest(`Unknown field: ${name}`, 'unknown_field');
    }
  }
  return { metadata, files };
}

/** The author's sentence for a refused file of one purpose. */
function refusal(purpose: UploadPurpose, size: number, reason: string): string {
  const rule = UPLOAD_RULES[purpose];
  if (purpose === 'attachment') {
    if (size > rule.maxBytes) return ACTIVITY_MESSAGES.fileSize;
    if (/ is not accepted here|is not a PNG, JPEG, SVG or PDF/.test(reason)) return ACTIVITY_MESSAGES.pdfOnly;
    return reason;
  }
  if (size > rule.maxBytes) return ACTIVITY_MESSAGES.thumbnailSize;
  if (/ is not accepted here|is not a PNG, JPEG, SVG or PDF/.test(reason)) return ACTIVITY_MESSAGES.thumbnailType;
  if (/; it must be at least \d+x\d+\.$/.test(reason)) return ACTIVITY_MESSAGES.thumbnailDimensions;
  return reason;
}

/** A file to store, with the judge's verdict on it, once every file of the request has passed. */
type Checked = { purpose: UploadPurpose; bytes: Uint8Array; verdict: UploadVerdict };

async function checkFile(judge: UploadJudge, file: File, purpose: UploadPurpose): Promise<Checked> {
  if (file.size > UPLOAD_RULES[purpose].maxBytes) throw badRequest(refusal(purpose, file.size, ''));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const verdict = await judge({ purpose, bytes });
  if (!verdict.ok) throw badRequest(refusal(purpose, bytes.length, verdict.reason));
  return { purpose, bytes, verdict };
}

/** The author's sentence for a refused pending upload: the judge reads it, so its size is known from the reason only. */
function pendingRefusal(reason: string): string {
  return refusal('attachment', reason.startsWith('The file is larger') ? Infinity : 0, reason);
}

type Planned = { attachment: Omit<Attachment, 'url'> & { url?: string }; file?: Checked };

/**
 * Every file of a write, judged before anything is stored: the thumbnail, PDF parts, and pending
 * uploads (read from the bucket and removed whatever the outcome). Only when all pass are they
 * stored, under their content-hash keys; a refused write leaves nothing behind to refer to.
 */
async function resolveFiles(
  deps: AppDeps,
  accountId: number,
  files: Map<string, File>,
  attachments: AttachmentInput[] | undefined,
  current: readonly Attachment[],
): Promise<{ thumbnail: string | null; attachments: Attachment[] | undefined }> {
  const pendingKeys = (attachments ?? []).flatMap((a) => (a.type === 'pdf' && a.upload ? [a.upload] : []));
  for (const key of pendingKeys) {
    if (pendingKeyOwner(key) !== accountId) throw forbidden('This upload was not made by your account', 'upload_not_yours');
  }
  const referenced = new Set<string>((attachments ?? []).flatMap((a) => (a.type === 'pdf' && a.file ? [a.file] : [])));
  for (const name of files.keys()) {
    if (name !== 'thumbnail' && !referenced.has(name)) throw badRequest(`${name}: no attachment refers to it`);
  }
  const bucket = files.size > 0 || pendingKeys.length > 0 ? uploadsBucketOf(deps) : null;
  try {
    const judge = bucket ? uploadJudgeOf(deps) : null;
    const thumbnailFile = files.get('thumbnail');
    const thumbnail = thumbnailFile ? await checkFile(judge!, thumbnailFile, 'activityThumbnail') : null;
    const planned: Planned[] = [];
    for (const input of attachments ?? []) {
      if (input.type === 'url') {
        planned.push({ attachment: { type: 'url', title: input.title.trim(), url: input.url.trim() } });
      } else if (input.file) {
        const file = files.get(input.file);
        if (!file) throw badRequest(`${input.file}: ${ACTIVITY_MESSAGES.attachmentNeedsSource}`);
        planned.push({ attachment: { type: 'pdf', title: input.title.trim(), filename: input.filename ?? baseName(file.name) }, file: await checkFile(judge!, file, 'attachment') });
      } else if (input.upload) {
        // The judge reads the pending file itself; the bytes read here are stored only if they are the ones it judged.
        const verdict = await judge!({ purpose: 'attachment', pendingKey: input.upload });
        if (!verdict.ok) throw badRequest(pendingRefusal(verdict.reason));
        const read = await readPendingUpload(bucket!.s3, bucket!.bucket, input.upload, 'attachment');
        if (!read.ok) throw badRequest(pendingRefusal(read.reason));
        planned.push({ attachment: { type: 'pdf', title: input.title.trim(), filename: input.filename ?? 'File.pdf' }, file: { purpose: 'attachment', bytes: read.bytes, verdict } });
      } else {
        // Kept on edit: only a PDF this activity already has.
        const kept = current.find((a) => a.type === 'pdf' && a.url === input.url);
        if (!kept) throw badRequest(ACTIVITY_MESSAGES.attachmentNeedsSource);
        planned.push({ attachment: { type: 'pdf', title: input.title.trim(), url: kept.url, ...(input.filename ?? kept.filename ? { filename: input.filename ?? kept.filename } : {}) } });
      }
    }

    const store = async (checked: Checked) => {
      const stored = await storeUpload(bucket!.s3, bucket!.bucket, checked.bytes, checked.purpose, checked.verdict);
      if (!stored.ok) throw badRequest(refusal(checked.purpose, checked.bytes.length, stored.reason));
      return stored.url;
    };
    const thumbnailUrl = thumbnail ? await store(thumbnail) : null;
    const resolved: Attachment[] = [];
    for (const plan of planned) {
      const url = plan.file ? await store(plan.file) : plan.attachment.url!;
      resolved.push({ ...plan.attachment, url });
    }
    return { thumbnail: thumbnailUrl, attachments: attachments ? resolved : undefined };
  } finally {
    for (const key of pendingKeys) await discardPendingUpload(bucket!.s3, bucket!.bucket, key);
  }
}

function baseName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  return base.replace(/\p{Cc}/gu, '').slice(0, 255) || 'File.pdf';
}

/** The clock of the last build of the views (the indexed chain's time), so a write never shifts the rankings' days. */
async function rebuildViews(deps: AppDeps): Promise<void> {
  const rank = await getActivityRank(deps.db, '30');
  await rebuildActivityViews(deps.db, rank ? new Date(rank.updated_at) : new Date());
}

function assertContracts(contracts: readonly string[], csvFilename: string | null): void {
  const problem = contractsProblem(contracts, csvFilename === null ? 'manual' : 'csv');
  if (problem) throw badRequest(problem);
}

export const councilActivity = new Hono<AppEnv>()
  .get('/:cid{[0-9]+}/activity', accessFor(authorList), validate('param', authorList.params), validate('query', authorList.query), async (c) => {
    const { cid } = c.req.valid('param');
    const { page, size } = c.req.valid('query');
    assertCouncilScope(c.get('account'), cid);
    const deps = c.get('deps');
    await requireCouncil(deps, cid);
    const records = await listCouncilActivityRecords(deps.db, cid);
    // Each item with the edit version its editor sends back in If-Match.
    const items = records.slice((page - 1) * size, page * size).map(({ record, rev }) => ({ ...record, version: rev }));
    return c.json(success({ items, total: records.length, page, size }));
  })
  .post('/:cid{[0-9]+}/activity/uploads', accessFor(uploadTicket), validate('param', uploadTicket.params), noQuery(), async (c) => {
    const { cid } = c.req.valid('param');
    const account = c.get('account');
    assertCouncilScope(account, cid);
    const deps = c.get('deps');
    await requireCouncil(deps, cid);
    const { s3, bucket, endpoint } = uploadsBucketOf(deps);
    return c.json(success(await presignPendingUpload(s3, bucket, { accountId: account.id, purpose: 'attachment', endpoint, now: new Date() })));
  })
  .post('/:cid{[0-9]+}/activity', accessFor(post), requestLimit(), validate('param', post.params), noQuery(), ...activityForm(), async (c) => {
    const { cid } = c.req.valid('param');
    const account = c.get('account');
    assertCouncilScope(account, cid);
    const deps = c.get('deps');
    const { metadata, files } = await readParts(c, c.req.valid('form').metadata);
    const input = parseMetadata(ActivityCreateInput, metadata);
    if (input.council_id !== cid) throw badRequest('council_id: must be the council of the address');
    await requireCouncil(deps, cid);
    assertContracts(input.contracts, input.csv_filename);
    const resolved = await resolveFiles(deps, account.id, files, input.attachments, []);
    const record = await createActivityRecord(deps.db, {
      council_id: cid,
      title: input.title,
      content: normalizeContent(input.content),
      featured_image: resolved.thumbnail ?? '',
      created_at: new Date().toISOString(),
      attachments: resolved.attachments ?? [],
      contracts: input.contracts,
      csv_filename: input.csv_filename,
    });
    await rebuildViews(deps);
    return c.json(success({ id: record.id }));
  })
  .put('/:cid{[0-9]+}/activity/:aid{[0-9]+}', accessFor(put), requestLimit(), validate('param', put.params), noQuery(), ...activityForm(), async (c) => {
    const { cid, aid } = c.req.valid('param');
    const account = c.get('account');
    assertCouncilScope(account, cid);
    const deps = c.get('deps');
    const { metadata, files } = await readParts(c, c.req.valid('form').metadata);
    const change = parseMetadata(ActivityUpdateInput, metadata);
    if (change.featured_image === 'none' && files.has('thumbnail')) throw badRequest('featured_image: "none" and a new thumbnail cannot both be sent');
    const version = versionFromIfMatch(c, 'the activity');
    const { record, rev } = await requireActivity(deps, cid, aid);
    // Saved over the version the editor read, not the one read now: someone's save in between wins, this one gets 409.
    if (rev !== version) throw conflict(ACTIVITY_CHANGED);
    const contracts = change.contracts ?? record.contracts;
    const csvFilename = change.csv_filename !== undefined ? change.csv_filename : record.csv_filename;
    if (change.contracts !== undefined || change.csv_filename !== undefined) assertContracts(contracts, csvFilename);
    const resolved = await resolveFiles(deps, account.id, files, change.attachments, record.attachments);
    const next: ActivityRecord = {
      ...record,
      ...(change.title !== undefined ? { title: change.title } : {}),
      ...(change.content !== undefined ? { content: normalizeContent(change.content) } : {}),
      contracts,
      csv_filename: csvFilename,
      featured_image: resolved.thumbnail ?? (change.featured_image === 'none' ? '' : record.featured_image),
      attachments: resolved.attachments ?? record.attachments,
    };
    await updateActivityRecord(deps.db, next, version);
    await rebuildViews(deps);
    return c.json(success({ id: aid }));
  })
  .delete('/:cid{[0-9]+}/activity/:aid{[0-9]+}', accessFor(remove), validate('param', remove.params), noQuery(), async (c) => {
    const { cid, aid } = c.req.valid('param');
    assertCouncilScope(c.get('account'), cid);
    const deps = c.get('deps');
    await requireActivity(deps, cid, aid);
    await deleteActivityRecord(deps.db, aid);
    await rebuildViews(deps);
    return c.json(success({ id: aid }));
  });
