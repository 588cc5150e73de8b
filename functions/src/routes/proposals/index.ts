import { Hono } from 'hono';
import type { AppEnv } from '../../deps';
import { agendas } from './agendas';
import { councilVoting } from './councils';
import { drafts } from './drafts';
import { agendaExports } from './exports';
import { secretaryActions } from './secretaryActions';
import { siteState } from './siteState';
import { status } from './status';

/**
 * Everything under /v1/proposals, mounted once (core/src/api/proposalRoutes.ts names each route).
 * Each path segment says which id it takes: `{agendaNumber}` an agenda's number, `{proposalId}` its
 * on-chain id (the secretary's actions), `{draftId}` an agenda draft's. Every id segment is digits
 * only, so no literal segment (drafts, status, absences, councils) can be taken for one.
 */
export const proposals = new Hono<AppEnv>()
  .route('/drafts', drafts)
  .route('/councils', councilVoting)
  .route('/', status)
  .route('/', agendaExports)
  .route('/', siteState)
  .route('/', secretaryActions)
  .route('/', agendas);
