/**
 * PUT /v1/proposals/{id}/site_state (admin spec §7.4, public spec §4): a text agenda has nothing to
 * queue or execute on chain, so a site admin marks its progress: passed → In Progress (5) →
 * Executed (7). The public views are rebuilt at once.
 */
import { Hono } from 'hono';
import * as z from 'zod';
import { getProposalChain, getProposalDetail, getProposalList, getProposalMetadata, putProposalMetadata } from '@portal/core/db/repositories/proposals';
import { success } from '@portal/core/envelope';
import { ProposalState } from '@portal/core/rules/proposals';
import { defaultMetadata } from '@portal/core/views/proposalViews';
import { rebuildProposalViews } from '@portal/core/db/rebuildViews';
import { write } from '../access';
import type { AppEnv } from '../deps';
import { badRequest, conflict, notFound } from '../errors';
import { noQuery, validate } from '../validate';

export const SITE_STATE_REFUSALS = {
  notText: 'Only a text agenda has a site state; other agendas are queued and executed on chain',
  notPassed: 'Only a passed agenda can be marked In Progress or Executed',
  order: 'A text agenda goes from passed to In Progress, then to Executed',
} as const;

export const proposalSiteState = new Hono<AppEnv>().put(
  '/:id{[0-9]+}/site_state',
  write('siteAdmin'),
  validate('param', z.strictObject({ id: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER) })),
  noQuery(),
  validate('json', z.strictObject({ site_state: z.union([z.literal(5), z.literal(7)]) })),
  async (c) => {
    const { db } = c.get('deps');
    const detail = await getProposalDetail(db, c.req.valid('param').id);
    if (!detail) throw notFound(`No agenda ${c.req.valid('param').id}`);
    if (detail.hasActions) throw badRequest(SITE_STATE_REFUSALS.notText);
    if (detail.state !== ProposalState.Passed) throw conflict(SITE_STATE_REFUSALS.notPassed);
    const next = c.req.valid('json').site_state;
    const allowed = next === 5 ? detail.site_state === null : detail.site_state === 5;
    if (!allowed) throw conflict(SITE_STATE_REFUSALS.order);
    const chain = await getProposalChain(db, detail.proposal_id);
    if (!chain) throw notFound(`No agenda ${detail.id}`);
    const metadata = (await getProposalMetadata(db, detail.proposal_id)) ?? defaultMetadata(chain);
    await putProposalMetadata(db, { ...metadata, site_state: next });
    await rebuildProposalViews(db, (await getProposalList(db))?.block ?? 0);
    return c.json(success({ id: detail.id, proposal_id: detail.proposal_id, site_state: next }));
  },
);
