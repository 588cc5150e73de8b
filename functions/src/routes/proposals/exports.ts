import { Hono } from 'hono';
import { proposalRoutes } from '@portal/core/api/proposalRoutes';
import { success } from '@portal/core/envelope';
import { agendaVotesCsvRows, agendaVotesExport, agendaVotesFileName } from '@portal/core/views/downloads';
import { accessFor } from '../../access';
import { csv, csvResponse } from '../../csv';
import type { AppEnv } from '../../deps';
import { noQuery, validate } from '../../validate';
import { detailWithBlock } from './agendas';

const votesCsv = proposalRoutes['GET /v1/proposals/{agendaNumber}/votes.csv'];
const votesJson = proposalRoutes['GET /v1/proposals/{agendaNumber}/votes.json'];

/** /v1/proposals/{agendaNumber}/votes.csv and .json: one agenda's votes as downloads (the rows of its page's council table). */
export const agendaExports = new Hono<AppEnv>()
  .get('/:agendaNumber{[0-9]+}/votes.csv', accessFor(votesCsv), validate('param', votesCsv.params), validate('query', votesCsv.query), async (c) => {
    const { agendaNumber } = c.req.valid('param');
    const { lang } = c.req.valid('query');
    const votes = agendaVotesExport(...(await detailWithBlock(c.get('deps'), agendaNumber)));
    return csvResponse(csv(agendaVotesCsvRows(votes, lang)), agendaVotesFileName(agendaNumber, 'csv'));
  })
  .get('/:agendaNumber{[0-9]+}/votes.json', accessFor(votesJson), validate('param', votesJson.params), noQuery(), async (c) => {
    const { agendaNumber } = c.req.valid('param');
    const votes = agendaVotesExport(...(await detailWithBlock(c.get('deps'), agendaNumber)));
    c.header('Content-Disposition', `attachment; filename="${agendaVotesFileName(agendaNumber, 'json')}"`);
    c.header('Access-Control-Expose-Headers', 'Content-Disposition');
    return c.json(success(votes));
  });
