import { Hono } from 'hono';
import { statusRoutes } from '@portal/core/api/statusRoutes';
import { getContractMetaById, getContractSync, updateContractCategories, updateContractMeta } from '@portal/core/db/repositories/contractRankings';
import { getCouncilList } from '@portal/core/db/repositories/councils';
import { CONTRACT_EDIT_MESSAGES, CONTRACT_LOGO_MAX_BYTES, ContractEditSchema, NOT_A_COUNCIL } from '@portal/core/entities/stats';
import { success } from '@portal/core/envelope';
import { storeUpload } from '@portal/core/storage/uploads';
import { accessFor } from '../access';
import type { AppEnv } from '../deps';
import { badRequest, describeZodError, notFound } from '../errors';
import { versionFromIfMatch } from '../ifMatch';
import { noQuery, validate } from '../validate';
import { uploadJudgeOf, uploadsBucketOf } from '../uploadsBucket';

const sync = statusRoutes['GET /v1/status/contract/sync'];
const category = statusRoutes['PUT /v1/status/contract/category'];
const read = statusRoutes['GET /v1/status/contract/{id}'];
const edit = statusRoutes['PUT /v1/status/contract/{id}'];

/**
 * The contract ranking under /v1/status/contract: when it was last computed (public), and the
 * operators' editor (spec §7.5): one contract's description and its edit, and a bulk category
 * change. Each write saves the descriptions and rebuilds every stored ranking in one transaction, so
 * Status → Ranking shows it at once. An edit names the version its editor read in If-Match.
 */
export const statusContracts = new Hono<AppEnv>()
  .get('/sync', accessFor(sync), noQuery(), async (c) => c.json(success({ synced_at: await getContractSync(c.get('deps').db) })))
  .put('/category', accessFor(category), noQuery(), validate('json', category.body), async (c) => {
    await updateContractCategories(c.get('deps').db, c.req.valid('json'));
    return c.json(success(null));
  })
  .get('/:id{[0-9]+}', accessFor(read), validate('param', read.params), noQuery(), async (c) => {
    const meta = await getContractMetaById(c.get('deps').db, c.req.valid('param').id);
    if (!meta) throw notFound('There is no such contract');
    return c.json(success(meta));
  })
  .put('/:id{[0-9]+}', accessFor(edit), validate('param', edit.params), noQuery(), validate('form', edit.body.multipart), async (c) => {
    const { db } = c.get('deps');
    const version = versionFromIfMatch(c, 'the contract');
    const form = c.req.valid('form');
    let metadata: unknown;
    try {
      metadata = JSON.parse(form.metadata);
    } catch {
      throw badRequest('Invalid form: metadata must be JSON');
    }
    const parsed = ContractEditSchema.safeParse(metadata);
    if (!parsed.success) throw badRequest(describeZodError(parsed.error));

    const council = parsed.data.council_id === NOT_A_COUNCIL ? null : ((await getCouncilList(db)).find((cl) => cl.id === parsed.data.council_id) ?? null);
    let logo: { url: string; filename: string } | null = null;
    const file = form.thumbnail;
    if (file && parsed.data.council_id === NOT_A_COUNCIL) {
      if (file.size > CONTRACT_LOGO_MAX_BYTES) throw badRequest(CONTRACT_EDIT_MESSAGES.logoTooLarge);
      const { s3, bucket } = uploadsBucketOf(c.get('deps'));
      const bytes = new Uint8Array(await file.arrayBuffer());
      const stored = await storeUpload(s3, bucket, bytes, 'contractLogo', await uploadJudgeOf(c.get('deps'))({ purpose: 'contractLogo', bytes }));
      if (!stored.ok) throw badRequest(stored.reason);
      logo = { url: stored.url, filename: file.name.slice(0, 200) };
    }
    return c.json(success(await updateContractMeta(db, c.req.valid('param').id, parsed.data, version, council, logo)));
  });
