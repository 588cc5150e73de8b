import { Hono } from 'hono';
import { proposalRoutes } from '@portal/core/api/proposalRoutes';
import type { AgendaNumber } from '@portal/core/api/ids';
import { getProposalDetail, getProposalDetails, getProposalList } from '@portal/core/db/repositories/proposals';
import type { ProposalCard } from '@portal/core/entities/proposal';
import { success } from '@portal/core/envelope';
import { accessFor } from '../../access';
import type { AppDeps, AppEnv } from '../../deps';
import { notFound } from '../../errors';
import { noQuery, validate } from '../../validate';
import { filterAndPage } from './listing';

const listing = proposalRoutes['GET /v1/proposals'];
const one = proposalRoutes['GET /v1/proposals/{agendaNumber}'];

/** One agenda by its agenda number, and the block the views were built at. */
export async function detailWithBlock(deps: AppDeps, agendaNumber: AgendaNumber) {
  const [detail, list] = await Promise.all([getProposalDetail(deps.db, agendaNumber), getProposalList(deps.db)]);
  if (!detail) throw notFound(`Proposal ${agendaNumber} not found`);
  return [detail, list?.block ?? null] as const;
}

/** GET /v1/proposals (the agendas, filtered and paged) and GET /v1/proposals/{agendaNumber}. */
export const agendas = new Hono<AppEnv>()
  .get('/', accessFor(listing), validate('query', listing.query), async (c) => {
    const q = c.req.valid('query');
    const { db } = c.get('deps');
    const proposals = await getProposalList(db);
    const { page, total, counts } = filterAndPage(proposals?.proposals ?? [], q);
    const details = new Map((await getProposalDetails(db, page.map((e) => e.id))).map((d) => [d.id, d]));
    const items: ProposalCard[] = page.map((entry) => {
      const detail = details.get(entry.id);
      if (!detail) return { ...entry, contextAndProposal: '', extraLinks: [], queueDeadline: 0, eta: 0, execDeadline: 0 };
      const { voting: _voting, actions: _actions, ...card } = detail;
      return card;
    });
    return c.json(success({ items, total, page: q.page, size: q.size, counts, block: proposals?.block ?? null }));
  })
  .get('/:agendaNumber{[0-9]+}', accessFor(one), validate('param', one.params), noQuery(), async (c) => {
    const [detail, block] = await detailWithBlock(c.get('deps'), c.req.valid('param').agendaNumber);
    // The indexed block: the page counts down in blocks from it (the chain's clock, not the browser's).
    return c.json(success({ ...detail, block }));
  });
