import { Hono } from 'hono';
import * as z from 'zod';
import { getCouncilList } from '@portal/core/db/repositories/councils';
import { getProposalStats } from '@portal/core/db/repositories/leaderboard';
import {
  getAbsenceWatch,
  getCouncilVotes,
  getProposalDetail,
  getProposalDetails,
  getProposalList,
  getProposalListWithCouncilVotes,
} from '@portal/core/db/repositories/proposals';
import type { AbsenceWatch } from '@portal/core/entities/absence';
import type { CouncilRef, CouncilVotes, ProposalCard, ProposalListEntry } from '@portal/core/entities/proposal';
import { success } from '@portal/core/envelope';
import { NETWORK_ABSENCE_RULE } from '@portal/core/rules/absence';
import { groupOf, isClosed, ProposalState } from '@portal/core/rules/proposals';
import { agendaVotesCsvRows, agendaVotesExport, agendaVotesFileName, LEADERBOARD_CSV_FILE_NAME, leaderboardCsvRows } from '@portal/core/views/exports';
import { publicRead } from '../access';
import { csv, csvResponse } from '../csv';
import type { AppDeps, AppEnv } from '../deps';
import { notFound } from '../errors';
import { noQuery, validate } from '../validate';

/** A vote should show within seconds, so the CDN keeps proposal answers only briefly. */
export const PROPOSAL_CACHE_SECONDS = 5;

const Id = z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
/** The agenda number of /v1/proposals/{id} and its exports (votes.csv, votes.json). */
export const AgendaParam = z.strictObject({ id: Id });

/** Before the indexer built the views: nobody missed anything yet. */
const NO_ABSENCES: AbsenceWatch = { rule: { missed_votes: NETWORK_ABSENCE_RULE.missedVotes, penalty_days: NETWORK_ABSENCE_RULE.penaltyDays }, councils: [] };

/** Filters of the proposal lists (Proposal page, Proposal list, my-page published list). */
const ListQuery = z.strictObject({
  /** 0 all, 1 upcoming (pending), 2 ongoing (active), 3 closed. */
  category: z.coerce.number().int().min(0).max(3).default(0).describe('0 all, 1 upcoming, 2 ongoing, 3 closed'),
  /** Voting history counts ongoing agendas as closed too. */
  history: z.enum(['0', '1']).default('0').describe('1: ongoing agendas count as closed too (voting history)'),
  /** A proposal category (1 Governance … 5 ETC); 0 all. */
  tag: z.coerce.number().int().min(0).max(5).default(0).describe('A proposal category, 1 Governance … 5 ETC; 0 all'),
  /** Case-insensitive substring of the title. */
  input: z.string().max(200).default('').describe('Part of the title, any case'),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
type ListFilters = z.infer<typeof ListQuery>;

const CATEGORY_OF_GROUP = { Upcoming: 1, Ongoing: 2, Closed: 3 } as const;

function inCategory(state: number, category: number, history: boolean): boolean {
  if (category === 0) return true;
  if (category === CATEGORY_OF_GROUP.Closed && history) return isClosed(state as ProposalState) || state === ProposalState.Active;
  return CATEGORY_OF_GROUP[groupOf(state as ProposalState)] === category;
}

/** Filters and pages a list; the counts per category follow the tag and title filters, for the chips. */
function filterAndPage<T extends Pick<ProposalListEntry, 'title' | 'state' | 'tags'>>(entries: T[], q: ListFilters) {
  const needle = q.input.toLowerCase();
  const searched = entries.filter((e) => (q.tag === 0 || e.tags.includes(q.tag)) && e.title.toLowerCase().includes(needle));
  const history = q.history === '1';
  const counts = {
    all: searched.length,
    upcoming: searched.filter((e) => inCategory(e.state, 1, history)).length,
    ongoing: searched.filter((e) => inCategory(e.state, 2, history)).length,
    closed: searched.filter((e) => inCategory(e.state, 3, history)).length,
  };
  const matching = searched.filter((e) => inCategory(e.state, q.category, history));
  const start = (q.page - 1) * q.size;
  return { page: matching.slice(start, start + q.size), total: matching.length, counts };
}

/** 404 unless the id is a council of the public list (one without votes yet has an empty history). */
async function requireCouncil(deps: AppDeps, gcId: number): Promise<CouncilRef> {
  const council = (await getCouncilList(deps.db)).find((c) => c.id === gcId);
  if (!council) throw notFound(`Council ${gcId} not found`);
  return { id: council.id, name: council.name, thumbnail: council.thumbnail };
}

async function detailWithBlock(deps: AppDeps, id: number) {
  const [detail, list] = await Promise.all([getProposalDetail(deps.db, id), getProposalList(deps.db)]);
  if (!detail) throw notFound(`Proposal ${id} not found`);
  return [detail, list?.block ?? null] as const;
}

export const proposals = new Hono<AppEnv>()
  .get('/', publicRead({ sharedSeconds: PROPOSAL_CACHE_SECONDS }), validate('query', ListQuery), async (c) => {
    const q = c.req.valid('query');
    const { db } = c.get('deps');
    const list = await getProposalList(db);
    const { page, total, counts } = filterAndPage(list?.proposals ?? [], q);
    const details = new Map((await getProposalDetails(db, page.map((e) => e.id))).map((d) => [d.id, d]));
    const items: ProposalCard[] = page.map((entry) => {
      const detail = details.get(entry.id);
      if (!detail) return { ...entry, contextAndProposal: '', extraLinks: [], queueDeadline: 0, eta: 0, execDeadline: 0 };
      const { voting: _voting, actions: _actions, ...card } = detail;
      return card;
    });
    return c.json(success({ items, total, page: q.page, size: q.size, counts, block: list?.block ?? null }));
  })
  .get('/status', publicRead({ sharedSeconds: PROPOSAL_CACHE_SECONDS }), noQuery(), async (c) => {
    const { db } = c.get('deps');
    return c.json(success((await getProposalStats(db)) ?? { participations: [], voting_powers: [] }));
  })
  // The leaderboard as a spreadsheet, with each council's absence watch.
  .get('/status.csv', publicRead({ sharedSeconds: PROPOSAL_CACHE_SECONDS }), noQuery(), async (c) => {
    const { db } = c.get('deps');
    const [stats, watch] = await Promise.all([getProposalStats(db), getAbsenceWatch(db)]);
    return csvResponse(csv(leaderboardCsvRows(stats ?? { participations: [], voting_powers: [] }, watch)), LEADERBOARD_CSV_FILE_NAME);
  })
  // The absence watch (KGP-31): each council's run of closed agendas missed, longest first.
  .get('/absences', publicRead({ sharedSeconds: PROPOSAL_CACHE_SECONDS }), noQuery(), async (c) => {
    return c.json(success((await getAbsenceWatch(c.get('deps').db)) ?? NO_ABSENCES));
  })
  .get('/councils/:cid{[0-9]+}/votes', publicRead({ sharedSeconds: PROPOSAL_CACHE_SECONDS }), validate('param', z.strictObject({ cid: Id })), noQuery(), async (c) => {
    const { cid } = c.req.valid('param');
    const deps = c.get('deps');
    const votes = await getCouncilVotes(deps.db, cid);
    if (votes) return c.json(success(votes));
    const empty: CouncilVotes = { council: await requireCouncil(deps, cid), votes: [] };
    return c.json(success(empty));
  })
  .get('/councils/:id{[0-9]+}', publicRead({ sharedSeconds: PROPOSAL_CACHE_SECONDS }), validate('param', z.strictObject({ id: Id })), validate('query', ListQuery), async (c) => {
    const { id } = c.req.valid('param');
    const q = c.req.valid('query');
    const deps = c.get('deps');
    const { list, votes } = await getProposalListWithCouncilVotes(deps.db, id);
    if (!votes) await requireCouncil(deps, id);
    const byProposal = new Map((votes?.votes ?? []).map((v) => [v.proposal_id, v]));
    const entries = (list?.proposals ?? []).flatMap((entry) => {
      const vote = byProposal.get(entry.proposal_id);
      return vote ? [{ ...entry, choice: vote.choice, power: vote.power, vote_tx_hash: vote.tx_hash }] : [];
    });
    const { page, total, counts } = filterAndPage(entries, q);
    return c.json(success({ items: page, total, page: q.page, size: q.size, counts, block: list?.block ?? null }));
  })
  .get('/:id{[0-9]+}/votes.csv', publicRead({ sharedSeconds: PROPOSAL_CACHE_SECONDS }), validate('param', AgendaParam), noQuery(), async (c) => {
    const { id } = c.req.valid('param');
    const votes = agendaVotesExport(...(await detailWithBlock(c.get('deps'), id)));
    return csvResponse(csv(agendaVotesCsvRows(votes)), agendaVotesFileName(id, 'csv'));
  })
  .get('/:id{[0-9]+}/votes.json', publicRead({ sharedSeconds: PROPOSAL_CACHE_SECONDS }), validate('param', AgendaParam), noQuery(), async (c) => {
    const { id } = c.req.valid('param');
    const votes = agendaVotesExport(...(await detailWithBlock(c.get('deps'), id)));
    c.header('Content-Disposition', `attachment; filename="${agendaVotesFileName(id, 'json')}"`);
    c.header('Access-Control-Expose-Headers', 'Content-Disposition');
    return c.json(success(votes));
  })
  .get('/:id{[0-9]+}', publicRead({ sharedSeconds: PROPOSAL_CACHE_SECONDS }), validate('param', AgendaParam), noQuery(), async (c) => {
    const { id } = c.req.valid('param');
    const { db } = c.get('deps');
    const [detail, list] = await Promise.all([getProposalDetail(db, id), getProposalList(db)]);
    if (!detail) throw notFound(`Proposal ${id} not found`);
    // The indexed block: the page counts down in blocks from it (the chain's clock, not the browser's).
    return c.json(success({ ...detail, block: list?.block ?? null }));
  });
