import { Hono } from 'hono';
import { delegatorRoutes } from '@portal/core/api/delegatorRoutes';
import { getCouncilList } from '@portal/core/db/repositories/councils';
import { listHoldingsOfDelegator } from '@portal/core/db/repositories/delegations';
import { getCouncilVotes, getProposalList } from '@portal/core/db/repositories/proposals';
import type { DelegatorView } from '@portal/core/entities/delegation';
import type { CouncilRef } from '@portal/core/entities/proposal';
import { success } from '@portal/core/envelope';
import { pebToKlay } from '@portal/core/format';
import { accessFor } from '../access';
import type { AppEnv } from '../deps';
import { noQuery, validate } from '../validate';

const view = delegatorRoutes['GET /v1/delegators/{address}'];

/**
 * /v1/delegators/{address}: what the indexer stored of the address's public-delegation shares, and
 * each backed council's part in every agenda from the council-vote views; no chain call.
 */
export const delegators = new Hono<AppEnv>().get('/:address', accessFor(view), validate('param', view.params), noQuery(), async (c) => {
  const { address } = c.req.valid('param');
  const { db } = c.get('deps');
  const [holdings, councils, list] = await Promise.all([listHoldingsOfDelegator(db, address), getCouncilList(db), getProposalList(db)]);
  const councilIds = [...new Set(holdings.map((h) => h.council_id))].sort((a, b) => a - b);
  const votesOf = new Map(await Promise.all(councilIds.map(async (id) => [id, await getCouncilVotes(db, id)] as const)));
  const ref = (id: number): CouncilRef => {
    const council = councils.find((k) => k.id === id) ?? votesOf.get(id)?.council;
    return council ? { id, name: council.name, thumbnail: council.thumbnail } : { id, name: `GC #${id}`, thumbnail: '' };
  };
  const answer: DelegatorView = {
    address,
    councils: [...holdings]
      .sort((a, b) => a.council_id - b.council_id || a.pool.localeCompare(b.pool))
      .map((h) => ({ council: ref(h.council_id), pool: h.pool, shares: h.shares, value: pebToKlay(BigInt(h.assets)), block: h.block })),
    agendas: councilIds.length === 0
      ? []
      : (list?.proposals ?? []).map((agenda) => ({
          id: agenda.id,
          title: agenda.title,
          state: agenda.state,
          votes: councilIds.map((councilId) => {
            const vote = votesOf.get(councilId)?.votes.find((v) => v.proposal_id === agenda.proposal_id);
            return { council_id: councilId, choice: vote?.choice ?? -1, tracked: vote !== undefined };
          }),
        })),
  };
  return c.json(success(answer));
});
