import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type * as z from 'zod';
import { councilRoutes } from '@portal/core/api/councilRoutes';
import { createCouncilDraft, deleteCouncilDraft, editCouncilRecord, getCouncilRecord, listCouncilRecords, resolveCategories } from '@portal/core/db/repositories/councils';
import { rebuildCouncilRefViews } from '@portal/core/db/rebuildViews';
import { getCommunityTypes } from '@portal/core/db/repositories/lookups';
import { InvalidEditError } from '@portal/core/db/writeErrors';
import type { CouncilRecord } from '@portal/core/entities/council';
import { CouncilCreateSchema, CouncilInfoEditSchema, CouncilLinksEditSchema, CouncilProfileShapeSchema, councilEditShape } from '@portal/core/entities/councilInput';
import { success } from '@portal/core/envelope';
import { storeUpload } from '@portal/core/storage/uploads';
import { accessFor } from '../../access';
import { assertCouncilScope } from '../../auth/authorize';
import type { AppEnv } from '../../deps';
import { badRequest, forbidden, notFound } from '../../errors';
import { versionFromIfMatch } from '../../ifMatch';
import { noQuery, validate } from '../../validate';
import { uploadJudgeOf, uploadsBucketOf } from '../../uploadsBucket';
import { assertReadScope } from './scope';
import { multipartOnly, parseMetadata } from './form';

const listAll = councilRoutes['GET /v1/councils/admin'];
const readOne = councilRoutes['GET /v1/councils/{cid}/admin'];
const create = councilRoutes['POST /v1/councils'];
const editCouncil = councilRoutes['PUT /v1/councils/{cid}'];
const removeDraft = councilRoutes['DELETE /v1/councils/{cid}/draft'];

/** Under Lambda's 6 MB request limit, and room for a 3.8 MB thumbnail with its metadata. */
const MAX_FORM_BYTES = 5 * 1024 * 1024;

const formLimit = () =>
  bodyLimit({
    maxSize: MAX_FORM_BYTES,
    onError: () => {
      throw new HTTPException(413, { message: 'The request is larger than 5 MB; the thumbnail must be under 3.8 MB' });
    },
  });

/** The council form of §7.2 is multipart form data; its `metadata` text is checked by the catalogue's schema. */
const councilForm = () => [multipartOnly('Send the council as multipart/form-data'), validate('form', create.body.multipart)] as const;

/**
 * The rest of the form of §7.2, past its validated `metadata` text: that text's JSON, and an
 * optional `file_1` thumbnail; nothing else.
 */
async function readCouncilForm(c: Context<AppEnv>, text: string): Promise<{ metadata: unknown; thumbnail: Uint8Array | null }> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw badRequest('The form could not be read');
  }
  const unknown = [...form.keys()].filter((name) => name !== 'metadata' && name !== 'file_1');
  if (unknown.length > 0) throw badRequest(`Unknown form fields: ${[...new Set(unknown)].join(', ')}`, 'unknown_field');
  if (form.getAll('file_1').length > 1) throw badRequest('Send one metadata part and at most one file_1');
  let metadata: unknown;
  try {
    metadata = JSON.parse(text);
  } catch {
    throw badRequest('metadata is not JSON');
  }
  const file = form.get('file_1');
  if (file !== null && typeof file === 'string') throw badRequest('file_1 must be a file');
  return { metadata, thumbnail: file ? new Uint8Array(await file.arrayBuffer()) : null };
}

/**
 * The thumbnail judged by its bytes (never its name or Content-Type) and stored only when it passes;
 * a refused file is answered 400 with the reason and nothing is stored or referenced.
 */
async function storeThumbnail(c: Context<AppEnv>, bytes: Uint8Array): Promise<string> {
  const { s3, bucket } = uploadsBucketOf(c.get('deps'));
  const stored = await storeUpload(s3, bucket, bytes, 'councilThumbnail', await uploadJudgeOf(c.get('deps'))({ purpose: 'councilThumbnail', bytes }));
  if (!stored.ok) throw badRequest(`Thumbnail refused: ${stored.reason}`, 'upload_refused');
  return stored.url;
}

/** Community type ids → the stored communities (type name and icon with the links). */
async function resolveCommunities(c: Context<AppEnv>, communities: z.infer<typeof CouncilLinksEditSchema>['communities']): Promise<CouncilRecord['communities']> {
  const types = new Map((await getCommunityTypes(c.get('deps').db)).map((type) => [type.id, type]));
  return communities.map(({ id, links }) => {
    const type = types.get(id);
    if (!type) throw new InvalidEditError(`Community type ${id} does not exist`);
    return { id, name: type.name, thumbnail: type.thumbnail, links };
  });
}

/** What changed for the public views that embed a council's name and thumbnail or hide drafts' content. */
function touchesCouncilRefs(before: CouncilRecord, after: CouncilRecord): boolean {
  return (
    before.name !== after.name ||
    before.thumbnail !== after.thumbnail ||
    (before.joined_at === null) !== (after.joined_at === null) ||
    before.site_conf.isFoundation !== after.site_conf.isFoundation
  );
}

/**
 * The admin area's councils (admin-area §2.4–§2.6, §4.3, §7.2): drafts and published councils with
 * their edit versions, create (Save Draft), the three edit shapes with the thumbnail, and draft
 * removal. Every write saves the council and rebuilds the public views it shows in (the council
 * list; for a name, thumbnail or publication change also the activity and proposal views), so the
 * public pages follow at once.
 */
export const councilAdmin = new Hono<AppEnv>()
  .get('/admin', accessFor(listAll), noQuery(), async (c) => {
    const councils = await listCouncilRecords(c.get('deps').db);
    return c.json(success(councils.map(({ record, version }) => ({ council: record, version }))));
  })
  .get('/:cid{[0-9]+}/admin', accessFor(readOne), validate('param', readOne.params), noQuery(), async (c) => {
    const { cid } = c.req.valid('param');
    assertReadScope(c.get('account'), cid);
    const stored = await getCouncilRecord(c.get('deps').db, cid);
    if (!stored) throw notFound(`Council ${cid} not found`);
    return c.json(success({ council: stored.record, version: stored.version }));
  })
  .post('/', accessFor(create), formLimit(), noQuery(), ...councilForm(), async (c) => {
    const { metadata, thumbnail } = await readCouncilForm(c, c.req.valid('form').metadata);
    const input = parseMetadata(CouncilCreateSchema, metadata);
    const { db } = c.get('deps');
    const categories = await resolveCategories(db, input.categories);
    const thumbnailUrl = thumbnail ? await storeThumbnail(c, thumbnail) : '';
    const created = await createCouncilDraft(db, {
      name: input.name,
      thumbnail: thumbnailUrl,
      summary: input.summary,
      description: input.description,
      categories,
      websites: input.websites.map((w) => ({ url: w.url, title: w.title ?? '' })),
      communities: [],
      site_conf: input.site_conf,
      address: input.address.toLowerCase(),
    });
    return c.json(success({ id: created.id, version: 1 }));
  })
  .put('/:cid{[0-9]+}', accessFor(editCouncil), formLimit(), validate('param', editCouncil.params), noQuery(), ...councilForm(), async (c) => {
    const { cid } = c.req.valid('param');
    const account = c.get('account');
    assertCouncilScope(account, cid);
    const version = versionFromIfMatch(c, 'the council');
    const { metadata, thumbnail } = await readCouncilForm(c, c.req.valid('form').metadata);
    const { db } = c.get('deps');
    const shape = councilEditShape(metadata);
    let change: (record: CouncilRecord) => CouncilRecord;
    switch (shape) {
      case 'profile': {
        const edit = parseMetadata(CouncilProfileShapeSchema, metadata);
        const categories = await resolveCategories(db, edit.categories);
        change = (record) => ({ ...record, categories, summary: edit.summary, description: edit.description });
        break;
      }
      case 'links': {
        const edit = parseMetadata(CouncilLinksEditSchema, metadata);
        const communities = await resolveCommunities(c, edit.communities);
        change = (record) => ({ ...record, communities, websites: edit.websites.map((w) => ({ url: w.url, title: w.title ?? '' })) });
        break;
      }
      case 'info': {
        if (!account.roles.includes('siteAdmin')) throw forbidden('Only a site admin may edit the GC information', 'site_admin_only');
        const edit = parseMetadata(CouncilInfoEditSchema, metadata);
        change = (record) => ({ ...record, name: edit.name, site_conf: edit.site_conf, address: edit.address.toLowerCase(), joined_at: edit.joined_at, resigned_at: edit.resigned_at });
        break;
      }
      case 'thumbnail':
        if (!thumbnail) throw badRequest('Nothing to change: send one of the three shapes or a thumbnail');
        change = (record) => record;
        break;
      default:
        throw badRequest('metadata must be a JSON object');
    }
    const thumbnailUrl = thumbnail ? await storeThumbnail(c, thumbnail) : null;
    const saved = await editCouncilRecord(db, cid, version, (record) => {
      const next = change(record);
      return thumbnailUrl ? { ...next, thumbnail: thumbnailUrl } : next;
    });
    if (touchesCouncilRefs(saved.before, saved.record)) await rebuildCouncilRefViews(db);
    return c.json(success({ council: saved.record, version: saved.version }));
  })
  .delete('/:cid{[0-9]+}/draft', accessFor(removeDraft), validate('param', removeDraft.params), noQuery(), async (c) => {
    const { cid } = c.req.valid('param');
    const removed = await deleteCouncilDraft(c.get('deps').db, cid, versionFromIfMatch(c, 'the council'));
    return c.json(success({ id: removed.id }));
  });
