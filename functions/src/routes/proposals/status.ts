import { Hono } from 'hono';
import { proposalRoutes } from '@portal/core/api/proposalRoutes';
import { getProposalStats } from '@portal/core/db/repositories/proposalStats';
import { getAbsenceWatch } from '@portal/core/db/repositories/proposals';
import type { AbsenceWatch } from '@portal/core/entities/absence';
import { success } from '@portal/core/envelope';
import { NETWORK_ABSENCE_RULE } from '@portal/core/rules/absence';
import { LEADERBOARD_CSV_FILE_NAME, leaderboardCsvRows } from '@portal/core/views/downloads';
import { accessFor } from '../../access';
import { csv, csvResponse } from '../../csv';
import type { AppEnv } from '../../deps';
import { noQuery, validate } from '../../validate';
import { networkProfileOfConfig } from '@portal/core/config';

const stats = proposalRoutes['GET /v1/proposals/status'];
const statsCsv = proposalRoutes['GET /v1/proposals/status.csv'];
const absences = proposalRoutes['GET /v1/proposals/absences'];

/** Before the indexer built the views: nobody missed anything yet. */
const NO_ABSENCES: AbsenceWatch = { rule: { missed_votes: NETWORK_ABSENCE_RULE.missedVotes, penalty_days: NETWORK_ABSENCE_RULE.penaltyDays }, councils: [] };
const NO_STATS = { participations: [], voting_powers: [] };

/** /v1/proposals/status (the leaderboard, also as CSV) and /v1/proposals/absences (the absence watch). */
export const status = new Hono<AppEnv>()
  .get('/status', accessFor(stats), noQuery(), async (c) => c.json(success((await getProposalStats(c.get('deps').db)) ?? NO_STATS)))
  // The leaderboard as a spreadsheet, with each council's absence watch.
  .get('/status.csv', accessFor(statsCsv), validate('query', statsCsv.query), async (c) => {
    const { lang } = c.req.valid('query');
    const { db, config } = c.get('deps');
    const [leaderboard, watch] = await Promise.all([getProposalStats(db), getAbsenceWatch(db)]);
    return csvResponse(csv(leaderboardCsvRows(leaderboard ?? NO_STATS, watch, networkProfileOfConfig(config).token, lang)), LEADERBOARD_CSV_FILE_NAME);
  })
  // The absence watch (KGP-31): each council's run of closed agendas missed, longest first.
  .get('/absences', accessFor(absences), noQuery(), async (c) => c.json(success((await getAbsenceWatch(c.get('deps').db)) ?? NO_ABSENCES)));
