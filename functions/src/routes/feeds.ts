import { Hono, type Context } from 'hono';
import { proposalRoutes } from '@portal/core/api/proposalRoutes';
import { getCouncilList } from '@portal/core/db/repositories/councils';
import { getActivityAtomFeed, getAgendaFeed } from '@portal/core/db/repositories/feeds';
import type { AgendaFeed } from '@portal/core/entities/feed';
import { activityAtom, agendaAtom, ATOM_CONTENT_TYPE } from '@portal/core/feeds/atom';
import { agendaCalendar, CALENDAR_CONTENT_TYPE } from '@portal/core/feeds/icalendar';
import { accessFor } from '../access';
import type { AppEnv } from '../deps';
import { notFound } from '../errors';
import { validate } from '../validate';

/**
 * The feeds (no account needed): agendas as Atom and as an iCalendar of their windows, council
 * activities as Atom (all, or one council's with `?gc=<id>`), each in English or, with `?lang=ko`, Korean. The indexer keeps each as an item
 * (core/src/db/repositories/feeds.ts); these routes only serialize it with the site's origin.
 */

// A vote changes the agenda feeds, so their entries keep them as briefly as the proposal answers.
const agendasAtom = proposalRoutes['GET /v1/feeds/agendas.atom'];
const agendasIcs = proposalRoutes['GET /v1/feeds/agendas.ics'];
const activitiesAtom = proposalRoutes['GET /v1/feeds/activities.atom'];
/** Before the indexer's first run: an empty feed, dated so its answer does not change per request. */
const NEVER = new Date(0).toISOString();

/** Absolute links need the public origin: the configured site's, else the one the request came to. */
function originOf(c: Context<AppEnv>): string {
  const site = c.get('deps').config?.SITE_URL;
  return new URL(site ?? c.req.url).origin;
}

async function agendaFeedOf(c: Context<AppEnv>): Promise<AgendaFeed> {
  return (await getAgendaFeed(c.get('deps').db)) ?? { updated: NEVER, agendas: [] };
}

export const feeds = new Hono<AppEnv>()
  .get('/agendas.atom', accessFor(agendasAtom), validate('query', agendasAtom.query), async (c) => {
    const { lang } = c.req.valid('query');
    return c.body(agendaAtom(await agendaFeedOf(c), originOf(c), lang), 200, { 'Content-Type': ATOM_CONTENT_TYPE });
  })
  .get('/agendas.ics', accessFor(agendasIcs), validate('query', agendasIcs.query), async (c) => {
    const { lang } = c.req.valid('query');
    return c.body(agendaCalendar(await agendaFeedOf(c), originOf(c), lang), 200, { 'Content-Type': CALENDAR_CONTENT_TYPE });
  })
  .get('/activities.atom', accessFor(activitiesAtom), validate('query', activitiesAtom.query), async (c) => {
    const { gc, lang } = c.req.valid('query');
    const { db } = c.get('deps');
    const councilId = gc ?? null;
    let feed = await getActivityAtomFeed(db, councilId);
    if (!feed) {
      if (councilId === null) feed = { council: null, updated: NEVER, entries: [] };
      else {
        // A council of the public list without activities has an empty feed; any other id is unknown.
        const council = (await getCouncilList(db)).find((x) => x.id === councilId);
        if (!council) throw notFound(`Council ${councilId} not found`);
        feed = { council: { id: council.id, name: council.name }, updated: NEVER, entries: [] };
      }
    }
    return c.body(activityAtom(feed, originOf(c), lang), 200, { 'Content-Type': ATOM_CONTENT_TYPE });
  });
