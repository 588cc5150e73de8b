import { Hono } from 'hono';
import * as z from 'zod';
import { getActivityPage, getCouncilActivitySummary } from '@portal/core/db/repositories/activities';
import { getCouncilList } from '@portal/core/db/repositories/councils';
import { getProposalStats } from '@portal/core/db/repositories/proposalStats';
import { getAbsenceWatch } from '@portal/core/db/repositories/proposals';
import type { Council } from '@portal/core/entities/council';
import { Address } from '@portal/core/entities/primitives';
import type { CouncilRef } from '@portal/core/entities/proposal';
import { activityStrip, councilHistory, findCouncilByAddress, sortCouncils } from '@portal/core/rules/councils';
import { success } from '@portal/core/envelope';
import { COUNCIL_LIST_CSV_FILE_NAME, councilListCsvRows } from '@portal/core/views/exports';
import { publicRead } from '../access';
import { csv, csvResponse } from '../csv';
import type { AppDeps, AppEnv } from '../deps';
import { notFound } from '../errors';
import { PageQuery } from '../queries';
import { noQuery, validate } from '../validate';

/**
 * `order`: vote — the voting pages' selector strip; act — the activity pages' strip; staking — the
 * full council list in list order (total staking, resigned after by name). The admin area calls
 * GET /v1/councils with no query (admin-area spec §7.2) for that full list, so staking is the default.
 */
const CouncilsQuery = z.strictObject({ order: z.enum(['vote', 'act', 'staking']).default('staking') });

const CouncilId = z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

async function voteStrip(deps: AppDeps): Promise<CouncilRef[]> {
  const [list, stats] = await Promise.all([getCouncilList(deps.db), getProposalStats(deps.db)]);
  // Councils that can vote: not the foundation (no voting rights), not resigned. Those with voting
  // power first, as the leaderboard ranks them; then the others by name.
  const voting = list.filter((council) => !council.site_conf.isFoundation && council.resigned_at === null);
  const rank = new Map((stats?.voting_powers ?? []).map((p, i) => [p.council.id, i]));
  const ordered = voting.sort(
    (a, b) => (rank.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.id) ?? Number.MAX_SAFE_INTEGER) || a.name.localeCompare(b.name) || a.id - b.id,
  );
  return ordered.map(({ id, name, thumbnail }) => ({ id, name, thumbnail }));
}

async function actStrip(deps: AppDeps): Promise<CouncilRef[]> {
  const [list, summary] = await Promise.all([getCouncilList(deps.db), getCouncilActivitySummary(deps.db)]);
  return activityStrip(list, new Map(Object.entries(summary).map(([id, s]) => [Number(id), s.count])));
}

async function requireCouncil(deps: AppDeps, id: number): Promise<Council> {
  const council = (await getCouncilList(deps.db)).find((c) => c.id === id);
  if (!council) throw notFound(`Council ${id} not found`);
  return council;
}

export const councils = new Hono<AppEnv>()
  .get('/', publicRead(), validate('query', CouncilsQuery), async (c) => {
    const deps = c.get('deps');
    switch (c.req.valid('query').order) {
      case 'vote':
        return c.json(success(await voteStrip(deps)));
      case 'act':
        return c.json(success(await actStrip(deps)));
      case 'staking':
        return c.json(success(sortCouncils(await getCouncilList(deps.db))));
    }
  })
  // The full list (staking order) as a spreadsheet, with each council's absence watch.
  .get('/list.csv', publicRead(), noQuery(), async (c) => {
    const { db } = c.get('deps');
    const [list, watch] = await Promise.all([getCouncilList(db), getAbsenceWatch(db)]);
    return csvResponse(csv(councilListCsvRows(sortCouncils(list), watch)), COUNCIL_LIST_CSV_FILE_NAME);
  })
  .get('/history', publicRead(), noQuery(), async (c) => c.json(success(councilHistory(await getCouncilList(c.get('deps').db)))))
  .get('/addr/:addr', publicRead(), validate('param', z.strictObject({ addr: Address })), noQuery(), async (c) => {
    const { addr } = c.req.valid('param');
    const council = findCouncilByAddress(await getCouncilList(c.get('deps').db), addr);
    if (!council) throw notFound(`No council has the contract ${addr}`);
    return c.json(success(council));
  })
  .get('/:cid{[0-9]+}/activities', publicRead(), validate('param', z.strictObject({ cid: CouncilId })), validate('query', PageQuery), async (c) => {
    const { cid } = c.req.valid('param');
    const { page, size } = c.req.valid('query');
    const deps = c.get('deps');
    const activityPage = await getActivityPage(deps.db, cid, page, size);
    // A council without activities has an empty feed; an unknown council is a 404.
    if (activityPage.total === 0) await requireCouncil(deps, cid);
    return c.json(success(activityPage));
  })
  .get('/:cid{[0-9]+}', publicRead(), validate('param', z.strictObject({ cid: CouncilId })), noQuery(), async (c) => {
    return c.json(success(await requireCouncil(c.get('deps'), c.req.valid('param').cid)));
  });
