import { Hono } from 'hono';
import { councilRoutes } from '@portal/core/api/councilRoutes';
import { getActivityPage, getCouncilActivitySummary } from '@portal/core/db/repositories/activities';
import { getCouncilList } from '@portal/core/db/repositories/councils';
import { getProposalStats } from '@portal/core/db/repositories/proposalStats';
import { getAbsenceWatch } from '@portal/core/db/repositories/proposals';
import type { Council } from '@portal/core/entities/council';
import type { CouncilRef } from '@portal/core/entities/proposal';
import { activityStrip, councilHistory, findCouncilByAddress, sortCouncils } from '@portal/core/rules/councils';
import { success } from '@portal/core/envelope';
import { COUNCIL_LIST_CSV_FILE_NAME, councilListCsvRows } from '@portal/core/views/downloads';
import { accessFor } from '../../access';
import { csv, csvResponse } from '../../csv';
import type { AppDeps, AppEnv } from '../../deps';
import { notFound } from '../../errors';
import { noQuery, validate } from '../../validate';
import { networkProfileOfConfig } from '@portal/core/config';

const list = councilRoutes['GET /v1/councils'];
const listCsv = councilRoutes['GET /v1/councils/list.csv'];
const history = councilRoutes['GET /v1/councils/history'];
const byAddress = councilRoutes['GET /v1/councils/addr/{addr}'];
const activities = councilRoutes['GET /v1/councils/{cid}/activities'];
const one = councilRoutes['GET /v1/councils/{cid}'];

async function voteStrip(deps: AppDeps): Promise<CouncilRef[]> {
  const [councils, stats] = await Promise.all([getCouncilList(deps.db), getProposalStats(deps.db)]);
  // Councils that can vote: not the foundation (no voting rights), not resigned, not under the
  // tracker's minimum in CnStaking (`eligible`; unknown before the indexer read it). Those with
  // voting power first, as the leaderboard ranks them; then the others by name.
  const voting = councils.filter(
    (council) => !council.site_conf.isFoundation && council.resigned_at === null && council.stake?.eligible !== false,
  );
  const rank = new Map((stats?.voting_powers ?? []).map((p, i) => [p.council.id, i]));
  const ordered = voting.sort(
    (a, b) => (rank.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.id) ?? Number.MAX_SAFE_INTEGER) || a.name.localeCompare(b.name) || a.id - b.id,
  );
  return ordered.map(({ id, name, thumbnail }) => ({ id, name, thumbnail }));
}

async function actStrip(deps: AppDeps): Promise<CouncilRef[]> {
  const [councils, summary] = await Promise.all([getCouncilList(deps.db), getCouncilActivitySummary(deps.db)]);
  return activityStrip(councils, new Map(Object.entries(summary).map(([councilId, s]) => [Number(councilId), s.count])));
}

async function requireCouncil(deps: AppDeps, councilId: number): Promise<Council> {
  const council = (await getCouncilList(deps.db)).find((c) => c.id === councilId);
  if (!council) throw notFound(`Council ${councilId} not found`);
  return council;
}

/** The public council list, its strips, its history and each council with its activities. */
export const councilList = new Hono<AppEnv>()
  .get('/', accessFor(list), validate('query', list.query), async (c) => {
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
  .get('/list.csv', accessFor(listCsv), validate('query', listCsv.query), async (c) => {
    const { lang } = c.req.valid('query');
    const { db, config } = c.get('deps');
    const [councils, watch] = await Promise.all([getCouncilList(db), getAbsenceWatch(db)]);
    return csvResponse(csv(councilListCsvRows(sortCouncils(councils), watch, networkProfileOfConfig(config).token, lang)), COUNCIL_LIST_CSV_FILE_NAME);
  })
  .get('/history', accessFor(history), noQuery(), async (c) => c.json(success(councilHistory(await getCouncilList(c.get('deps').db)))))
  .get('/addr/:addr', accessFor(byAddress), validate('param', byAddress.params), noQuery(), async (c) => {
    const { addr } = c.req.valid('param');
    const council = findCouncilByAddress(await getCouncilList(c.get('deps').db), addr);
    if (!council) throw notFound(`No council has the contract ${addr}`);
    return c.json(success(council));
  })
  .get('/:cid{[0-9]+}/activities', accessFor(activities), validate('param', activities.params), validate('query', activities.query), async (c) => {
    const { cid } = c.req.valid('param');
    const { page, size } = c.req.valid('query');
    const deps = c.get('deps');
    const activityPage = await getActivityPage(deps.db, cid, page, size);
    // A council without activities has an empty feed; an unknown council is a 404.
    if (activityPage.total === 0) await requireCouncil(deps, cid);
    return c.json(success(activityPage));
  })
  .get('/:cid{[0-9]+}', accessFor(one), validate('param', one.params), noQuery(), async (c) => {
    return c.json(success(await requireCouncil(c.get('deps'), c.req.valid('param').cid)));
  });
