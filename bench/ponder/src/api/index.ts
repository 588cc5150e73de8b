import { db } from 'ponder:api';
import schema from 'ponder:schema';
import { Hono } from 'hono';
import { count, graphql } from 'ponder';

const app = new Hono();
app.use('/graphql', graphql({ db, schema }));

/** What the bench compares with our table: what was indexed, counted. */
app.get('/counts', async (c) => {
  const [agendas, [votes], [tracked], [voters]] = await Promise.all([
    db.select().from(schema.agenda),
    db.select({ n: count() }).from(schema.vote),
    db.select({ n: count() }).from(schema.trackedCouncil),
    db.select({ n: count() }).from(schema.councilVoter),
  ]);
  return c.json({
    agendas: agendas.length,
    canceled: agendas.filter((a) => a.canceled).length,
    queued: agendas.filter((a) => a.queued).length,
    executed: agendas.filter((a) => a.executed).length,
    votes: votes!.n,
    trackedCouncils: tracked!.n,
    totalTrackedVotes: String(agendas.reduce((total, a) => total + a.totalVotes, 0n)),
    councilVoters: voters!.n,
  });
});

export default app;
