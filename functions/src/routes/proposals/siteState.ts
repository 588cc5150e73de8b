/**
 * PUT /v1/proposals/{agendaNumber}/site_state (admin spec §7.4, public spec §4): a text agenda has nothing to
 * queue or execute on chain, so a site admin marks its progress: passed → In Progress (5) →
 * Executed (7). The public views are rebuilt at once.
 */
import { Hono } from 'hono';
import { proposalRoutes } from '@portal/core/api/proposalRoutes';
import { getProposalChain, getProposalDetail, getProposalList, getProposalMetadata, putProposalMetadata } from '@portal/core/db/repositories/proposals';
import { success } from '@portal/core/envelope';
import { ProposalState } from '@portal/core/rules/proposals';
import { defaultMetadata } from '@portal/core/views/proposalViews';
import { rebuildProposalViews } from '@portal/core/db/rebuildViews';
import { accessFor } from '../../access';
import type { AppEnv } from '../../deps';
import { badRequest, conflict, notFound } from '../../errors';
import { noQuery, validate } from '../../validate';

const mark = proposalRoutes['PUT /v1/proposals/{agendaNumber}/site_state'];

export const SITE_STATE_REFUSALS = {
  notText: 'Only a text agenda has a site state; other agendas are queued and executed on chain',
  notPassed: 'Only a passed agenda can be marked In Progress or Executed',
  order: 'A text agenda goes from passed to In Progress, then to Executed',
} as const;

export const siteState = new Hono<AppEnv>().put(
  '/:agendaNumber{[0-9]+}/site_state',
  accessFor(mark),
  validate('param', mark.params),
  noQuery(),
  validate('json', mark.body),
  async (c) => {
    const { db } = c.get('deps');
    const { agendaNumber } = c.req.valid('param');
    const detail = await getProposalDetail(db, agendaNumber);
    if (!detail) throw notFound(`No agenda ${agendaNumber}`);
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
