import { Hono } from 'hono';
import { proposalRoutes } from '@portal/core/api/proposalRoutes';
import { getCouncilList } from '@portal/core/db/repositories/councils';
import { getCouncilVotes, getProposalListWithCouncilVotes } from '@portal/core/db/repositories/proposals';
import type { CouncilRef, CouncilVotes } from '@portal/core/entities/proposal';
import { success } from '@portal/core/envelope';
import { accessFor } from '../../access';
import type { AppDeps, AppEnv } from '../../deps';
import { notFound } from '../../errors';
import { noQuery, validate } from '../../validate';
import { filterAndPage } from './listing';

const history = proposalRoutes['GET /v1/proposals/councils/{cid}'];
const votes = proposalRoutes['GET /v1/proposals/councils/{cid}/votes'];

/** 404 unless the id is a council of the public list (one without votes yet has an empty history). */
async function requireCouncil(deps: AppDeps, councilId: number): Promise<CouncilRef> {
  const council = (await getCouncilList(deps.db)).find((c) => c.id === councilId);
  if (!council) throw notFound(`Council ${councilId} not found`);
  return { id: council.id, name: council.name, thumbnail: council.thumbnail };
}

/** /v1/proposals/councils/{cid}: one council's voting history (the agendas it voted on) and its votes. */
export const councilVoting = new Hono<AppEnv>()
  .get('/:cid{[0-9]+}/votes', accessFor(votes), validate('param', votes.params), noQuery(), async (c) => {
    const { cid } = c.req.valid('param');
    const deps = c.get('deps');
    const found = await getCouncilVotes(deps.db, cid);
    if (found) return c.json(success(found));
    const empty: CouncilVotes = { council: await requireCouncil(deps, cid), votes: [] };
    return c.json(success(empty));
  })
  .get('/:cid{[0-9]+}', accessFor(history), validate('param', history.params), validate('query', history.query), async (c) => {
    const { cid } = c.req.valid('param');
    const q = c.req.valid('query');
    const deps = c.get('deps');
    const { list, votes: councilVotes } = await getProposalListWithCouncilVotes(deps.db, cid);
    if (!councilVotes) await requireCouncil(deps, cid);
    const byProposal = new Map((councilVotes?.votes ?? []).map((v) => [v.proposal_id, v]));
    const entries = (list?.proposals ?? []).flatMap((entry) => {
      const vote = byProposal.get(entry.proposal_id);
      return vote ? [{ ...entry, choice: vote.choice, power: vote.power, vote_tx_hash: vote.tx_hash }] : [];
    });
    const { page, total, counts } = filterAndPage(entries, q);
    return c.json(success({ items: page, total, page: q.page, size: q.size, counts, block: list?.block ?? null }));
  });
