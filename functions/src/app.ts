import { Hono } from 'hono';
import { failure } from '@portal/core/envelope';
import type { AppDeps, AppEnv } from './deps';
import { handleError } from './errors';
import { privateByDefault } from './middleware/cache';
import { cachedPublicReads } from './middleware/readCache';
import { openapiRoute } from './openapi/openapiRoute';
import { accounts, adminAccounts, councilAccounts } from './routes/accounts';
import { activities } from './routes/activities';
import { activityAuthoring } from './routes/activityAuthoring';
import { auth } from './routes/auth';
import { councilAdmin } from './routes/councilAdmin';
import { councilPage } from './routes/councilPage';
import { contracts } from './routes/contracts';
import { councils } from './routes/councils';
import { feeds } from './routes/feeds';
import { financial } from './routes/financial';
import { forum } from './routes/forum';
import { categories, communities } from './routes/lookups';
import { network } from './routes/network';
import { networkConfig } from './routes/networkConfig';
import { pages } from './routes/pages';
import { proposalDrafts } from './routes/proposalDrafts';
import { proposals } from './routes/proposals';
import { proposalSiteState } from './routes/proposalSiteState';
import { secretaryActions } from './routes/secretaryActions';
import { releaseNotes } from './routes/releaseNotes';
import { stat, supply } from './routes/stats';
import { statusPage } from './routes/statusPage';
import { transactions } from './routes/transactions';
import { treasury } from './routes/treasury';
import { version } from './routes/version';

/** The whole API under /v1, the same on Lambda and on the local Node server. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', privateByDefault());
  // Only the API's own reads: the local origin mounts this app at '/', so '*' would also keep the
  // status file, uploads and web files it serves beside the API (and answer a flipped status stale).
  if (deps.readCache) app.use('/v1/*', cachedPublicReads(deps.readCache));
  app.onError(handleError);
  app.notFound((c) => c.json(failure(404, `No route for ${c.req.method} ${c.req.path}`), 404));
  return app
    .route('/v1/version', version)
    .route('/v1/page', pages)
    .route('/v1/forum', forum)
    .route('/v1/network', network)
    .route('/v1/network-config', networkConfig)
    // Before the public /v1/proposals/:id routes: "drafts" is no agenda id.
    .route('/v1/proposals/drafts', proposalDrafts)
    .route('/v1/proposals', proposalSiteState)
    .route('/v1/proposals', secretaryActions)
    .route('/v1/proposals', proposals)
    .route('/v1/councils', councils)
    .route('/v1/page/councils', councilPage)
    .route('/v1/activities', activities)
    .route('/v1/feeds', feeds)
    .route('/v1/transactions', transactions)
    .route('/v1/categories', categories)
    .route('/v1/communities', communities)
    .route('/v1/stat', stat)
    .route('/v1/klay', supply)
    .route('/v1/status', statusPage)
    .route('/v1/status/contract', contracts)
    .route('/v1/treasury', treasury)
    .route('/v1/financial', financial)
    .route('/v1/release_note', releaseNotes)
    .route('/v1/auth', auth)
    .route('/v1/accounts', accounts)
    .route('/v1/admin/accounts', adminAccounts)
    .route('/v1/councils', councilAccounts)
    .route('/v1/councils', councilAdmin)
    .route('/v1/councils', activityAuthoring)
    // Read at the first request, when every route above is mounted: the document follows the routes.
    .route('/v1/openapi.json', openapiRoute(() => app.routes));
}

export type App = ReturnType<typeof createApp>;
