import { Hono } from 'hono';
import * as z from 'zod';
import { getContractMetaById, updateContractCategories, updateContractMeta } from '@portal/core/db/repositories/contractRankings';
import { getCouncilList } from '@portal/core/db/repositories/councils';
import { CONTRACT_EDIT_MESSAGES, CONTRACT_LOGO_MAX_BYTES, ContractCategoryChangeSchema, ContractEditSchema, NOT_A_COUNCIL } from '@portal/core/entities/stats';
import { success } from '@portal/core/envelope';
import { storeUpload } from '@portal/core/storage/uploads';
import { signedInRead, write } from '../access';
import type { AppEnv } from '../deps';
import { badRequest, describeZodError, notFound } from '../errors';
import { noQuery, validate } from '../validate';
import { uploadJudgeOf, uploadsBucketOf } from '../uploadsBucket';

const ContractId = z.strictObject({ id: z.coerce.number().int().positive() });

/** The edit's form: `metadata` (JSON text) and, optionally, the logo file as `thumbnail`; nothing else. */
const ContractForm = z.strictObject({
  metadata: z.string().max(10_000),
  thumbnail: z.instanceof(File).optional(),
});

/**
 * The operators' contract ranking editor under /v1/status/contract (spec §7.5): one contract's
 * description and its edit, and a bulk category change. Each write saves the descriptions and
 * rebuilds every stored ranking in one transaction, so Status → Ranking shows it at once.
 * (GET /v1/status/contract/sync lives with the Status page's reads.)
 */
export const contracts = new Hono<AppEnv>()
  .put('/category', write('siteAdmin'), noQuery(), validate('json', ContractCategoryChangeSchema), async (c) => {
    await updateContractCategories(c.get('deps').db, c.req.valid('json'));
    return c.json(success(null));
  })
  .get('/:id{[0-9]+}', signedInRead('siteAdmin', 'siteManager'), validate('param', ContractId), noQuery(), async (c) => {
    const meta = await getContractMetaById(c.get('deps').db, c.req.valid('param').id);
    if (!meta) throw notFound('There is no such contract');
    return c.json(success(meta));
  })
  .put('/:id{[0-9]+}', write('siteAdmin'), validate('param', ContractId), noQuery(), async (c) => {
    const { db } = c.get('deps');
    const form = ContractForm.safeParse(await c.req.parseBody());
    if (!form.success) throw badRequest(`Invalid form: ${describeZodError(form.error)}`);
    let metadata: unknown;
    try {
      metadata = JSON.parse(form.data.metadata);
    } catch {
      throw badRequest('Invalid form: metadata must be JSON');
    }
    const edit = ContractEditSchema.safeParse(metadata);
    if (!edit.success) throw badRequest(describeZodError(edit.error));

    const council = edit.data.council_id === NOT_A_COUNCIL ? null : ((await getCouncilList(db)).find((cl) => cl.id === edit.data.council_id) ?? null);
    let logo: { url: string; filename: string } | null = null;
    const file = form.data.thumbnail;
    if (file && edit.data.council_id === NOT_A_COUNCIL) {
      if (file.size > CONTRACT_LOGO_MAX_BYTES) throw badRequest(CONTRACT_EDIT_MESSAGES.logoTooLarge);
      const { s3, bucket } = uploadsBucketOf(c.get('deps'));
      const bytes = new Uint8Array(await file.arrayBuffer());
      const stored = await storeUpload(s3, bucket, bytes, 'contractLogo', await uploadJudgeOf(c.get('deps'))({ purpose: 'contractLogo', bytes }));
      if (!stored.ok) throw badRequest(stored.reason);
      logo = { url: stored.url, filename: file.name.slice(0, 200) };
    }
    return c.json(success(await updateContractMeta(db, c.req.valid('param').id, edit.data, council, logo)));
  });
