import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import * as z from 'zod';
import {
  createCouncilDraft,
  deleteCouncilDraft,
  editCouncilRecord,
  getCouncilRecord,
  listCouncilRecords,
  resolveCategories,
} from '@portal/core/db/repositories/councils';
import { rebuildCouncilRefViews } from '@portal/core/db/rebuildViews';
import { getCommunityTypes } from '@portal/core/db/repositories/lookups';
import { listStakingPointsOfMonth } from '@portal/core/db/repositories/stats';
import { InvalidEditError } from '@portal/core/db/writeErrors';
import type { Account } from '@portal/core/entities/account';
import type { CouncilRecord } from '@portal/core/entities/council';
import {
  BalanceQuerySchema,
  CouncilCreateSchema,
  CouncilInfoEditSchema,
  CouncilLinksEditSchema,
  CouncilProfileShapeSchema,
  councilEditShape,
  FIRST_REWARD_YEAR,
} from '@portal/core/entities/councilInput';
import { success } from '@portal/core/envelope';
import { rewardCsvFileName, rewardCsvRows, rewardMonths } from '@portal/core/rules/councilRewards';
import { storeUpload } from '@portal/core/storage/uploads';
import { signedInRead, write } from '../access';
import { assertCouncilScope } from '../auth/authorize';
import { BalanceLookupError, lookupBalance } from '../chain/councilBalance';
import { RpcError } from '../chain/jsonRpc';
import { csv, csvResponse } from '../csv';
import type { AppEnv } from '../deps';
import { badRequest, describeZodError, forbidden, notFound } from '../errors';
import { versionFromIfMatch } from '../ifMatch';
import { noQuery, validate } from '../validate';
import { uploadJudgeOf, uploadsBucketOf } from '../uploadsBucket';

const CouncilParam = z.strictObject({ cid: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Under Lambda's 6 MB request limit, and room for a 3.8 MB thumbnail with its metadata. */
const MAX_FORM_BYTES = 5 * 1024 * 1024;

const formLimit = () =>
  bodyLimit({
    maxSize: MAX_FORM_BYTES,
    onError: () => {
      throw new HTTPException(413, { message: 'The request is larger than 5 MB; the thumbnail must be under 3.8 MB' });
    },
  });

/** Who reads a council's admin data, reward data and balances: site operators, secretaries, and that council's own members. */
const COUNCIL_READERS = ['siteAdmin', 'siteManager', 'secretary', 'gcAdmin', 'gcManager'] as const;
/** Who edits a council's profile, links and thumbnail: site admins, and that council's own members. */
const COUNCIL_EDITORS = ['siteAdmin', 'gcAdmin', 'gcManager'] as const;

function assertReadScope(account: Account, cid: number): void {
  if (!account.roles.includes('secretary')) assertCouncilScope(account, cid);
}

/** The multipart form of §7.2: a JSON `metadata` part and an optional `file_1` thumbnail; nothing else. */
async function readCouncilForm(c: Context<AppEnv>): Promise<{ metadata: unknown; thumbnail: Uint8Array | null }> {
  if (!/^multipart\/form-data\b/i.test(c.req.header('Content-Type') ?? '')) throw badRequest('Send the council as multipart/form-data');
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw badRequest('The form could not be read');
  }
  const names = [...form.keys()];
  const unknown = names.filter((name) => name !== 'metadata' && name !== 'file_1');
  if (unknown.length > 0) throw badRequest(`Unknown form fields: ${[...new Set(unknown)].join(', ')}`);
  if (form.getAll('metadata').length !== 1 || form.getAll('file_1').length > 1) throw badRequest('Send one metadata part and at most one file_1');
  const text = form.get('metadata');
  if (typeof text !== 'string') throw badRequest('metadata must be a JSON text part');
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

function parseMetadata<S extends z.ZodType>(schema: S, metadata: unknown): z.infer<S> {
  const parsed = schema.safeParse(metadata);
  if (!parsed.success) throw badRequest(describeZodError(parsed.error));
  return parsed.data;
}

/**
 * The thumbnail judged by its bytes (never its name or Content-Type) and stored only when it passes;
 * a refused file is answered 400 with the reason and nothing is stored or referenced.
 */
async function storeThumbnail(c: Context<AppEnv>, bytes: Uint8Array): Promise<string> {
  const { s3, bucket } = uploadsBucketOf(c.get('deps'));
  const stored = await storeUpload(s3, bucket, bytes, 'councilThumbnail', await uploadJudgeOf(c.get('deps'))({ purpose: 'councilThumbnail', bytes }));
  if (!stored.ok) throw badRequest(`Thumbnail refused: ${stored.reason}`);
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

const RewardQuery = z.strictObject({
  year: z.coerce.number().int().min(FIRST_REWARD_YEAR),
  month: z.string().regex(/^(0[1-9]|1[0-2])$/, 'month must be two digits, 01 to 12'),
});

/**
 * The admin area's council routes (admin-area §2.4–§2.6, §4.3, §7.2), mounted under /v1/councils:
 * drafts and published councils with their edit versions, create (Save Draft), the three edit
 * shapes with the thumbnail, draft removal, reward data and the balance checker. Every write saves
 * the council and rebuilds the public views it shows in (the council list; for a name, thumbnail or
 * publication change also the activity and proposal views), so the public pages follow at once.
 */
export const councilAdmin = new Hono<AppEnv>()
  .get('/admin', signedInRead('siteAdmin', 'siteManager', 'secretary'), noQuery(), async (c) => {
    const list = await listCouncilRecords(c.get('deps').db);
    return c.json(success(list.map(({ record, version }) => ({ council: record, version }))));
  })
  .get('/:cid{[0-9]+}/admin', signedInRead(...COUNCIL_READERS), validate('param', CouncilParam), noQuery(), async (c) => {
    const { cid } = c.req.valid('param');
    assertReadScope(c.get('account'), cid);
    const stored = await getCouncilRecord(c.get('deps').db, cid);
    if (!stored) throw notFound(`Council ${cid} not found`);
    return c.json(success({ council: stored.record, version: stored.version }));
  })
  .post('/', write('siteAdmin'), formLimit(), noQuery(), async (c) => {
    const { metadata, thumbnail } = await readCouncilForm(c);
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
  .put('/:cid{[0-9]+}', write(...COUNCIL_EDITORS), formLimit(), validate('param', CouncilParam), noQuery(), async (c) => {
    const { cid } = c.req.valid('param');
    const account = c.get('account');
    assertCouncilScope(account, cid);
    const version = versionFromIfMatch(c, 'the council');
    const { metadata, thumbnail } = await readCouncilForm(c);
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
        if (!account.roles.includes('siteAdmin')) throw forbidden('Only a site admin may edit the GC information');
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
  .delete('/:cid{[0-9]+}/draft', write('siteAdmin'), validate('param', CouncilParam), noQuery(), async (c) => {
    const { cid } = c.req.valid('param');
    const removed = await deleteCouncilDraft(c.get('deps').db, cid, versionFromIfMatch(c, 'the council'));
    return c.json(success({ id: removed.id }));
  })
  .get('/:cid{[0-9]+}/rewards', signedInRead(...COUNCIL_READERS), validate('param', CouncilParam), validate('query', RewardQuery), async (c) => {
    const { cid } = c.req.valid('param');
    const { year, month } = c.req.valid('query');
    assertReadScope(c.get('account'), cid);
    if (!rewardMonths(year, new Date()).includes(month)) throw badRequest(`There is no reward data for ${year}-${month} yet`);
    const { db } = c.get('deps');
    const stored = await getCouncilRecord(db, cid);
    if (!stored) throw notFound(`Council ${cid} not found`);
    const points = await listStakingPointsOfMonth(db, cid, `${year}-${month}`);
    return csvResponse(csv(rewardCsvRows(points)), rewardCsvFileName(stored.record.name, year, month));
  })
  .post('/:cid{[0-9]+}/balance', write(...COUNCIL_READERS), validate('param', CouncilParam), noQuery(), validate('json', BalanceQuerySchema), async (c) => {
    const { cid } = c.req.valid('param');
    assertReadScope(c.get('account'), cid);
    const { config } = c.get('deps');
    if (!config) throw new HTTPException(503, { message: 'The network is not configured on this server' });
    try {
      return c.json(success(await lookupBalance(config.RPC_URL, c.req.valid('json'))));
    } catch (error) {
      if (error instanceof BalanceLookupError) throw badRequest(error.message);
      if (error instanceof RpcError) throw new HTTPException(502, { message: error.message });
      throw error;
    }
  });
