/**
 * `npm run reproject -- --from <agenda> --to <agenda>`: derives the proposals of those agendas
 * again from the stored events and the chain, at the block the table is indexed to, and rebuilds
 * the public views; items are replaced in place, so the portal keeps answering meanwhile. For a
 * projection fix whose version was not bumped, or to check a range after an incident: a version
 * bump repairs every older item by itself on the indexer's next pass.
 * It runs with the indexer's configuration (the same environment: PORTAL_TABLE, RPC_URL,
 * VOTING_ADDRESS, DYNAMODB_ENDPOINT for a local table, …). Killed half-way, it goes on from where it
 * stopped when run again with the same range (or on the indexer's next pass).
 */
import { parseArgs } from 'node:util';
import { serverConfig } from '@portal/core/config';
import { createIndexerContext } from '@portal/indexer/src/createContext';
import { reprojectAgendas } from '@portal/indexer/src/jobs/governance/reproject';

const USAGE = 'usage: npm run reproject -- --from <agenda number> --to <agenda number>';

const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
const from = Number(values.from);
const to = Number(values.to ?? values.from);
if (!values.from || !Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < from) {
  console.error(USAGE);
  process.exit(2);
}

try {
  const ctx = createIndexerContext(serverConfig());
  const { proposals, written, views } = await reprojectAgendas(ctx, { from, to });
  console.log(`agendas ${from}-${to}: ${proposals} proposals derived again, ${written} written, ${views} views written`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
