/**
 * The operator's command to derive stored items again, in place (the portal keeps answering
 * meanwhile), whatever their projection version: for a projection fix whose version was not bumped,
 * or to check a range after an incident (a version bump repairs every older item by itself on the
 * indexer's next pass). Run `npm run reproject -- --help` for the kinds and their ranges.
 * It runs with the indexer's configuration (the same environment: PORTAL_TABLE, RPC_URL,
 * VOTING_ADDRESS, DYNAMODB_ENDPOINT for a local table, …). Killed half-way, it goes on from where it
 * stopped when run again with the same range (or on the indexer's next pass).
 */
import { parseArgs } from 'node:util';
import { serverConfig } from '@portal/core/config';
import { createIndexerContext } from '@portal/indexer/src/createContext';
import { reprojectChainActivityRange } from '@portal/indexer/src/jobs/chainActivityJob';
import { reprojectAgendas } from '@portal/indexer/src/jobs/governance/reproject';
import { reprojectStakingRange } from '@portal/indexer/src/jobs/stakingJob';
import { reprojectSupplyRange } from '@portal/indexer/src/jobs/supplyJob';
import { reprojectTreasuryRange } from '@portal/indexer/src/jobs/treasuryJob';

const USAGE = `usage: npm run reproject -- [--kind <kind>] --from <first> [--to <last>]

Derives stored items again from the table and the chain, at the block the table is indexed to,
replacing them in place; only items whose content changed are written. Both ends are included.

kinds:
  agendas          (default) the proposals of agendas <first> to <last> (agenda numbers), then
                   the public views
  chain-days       the On-Chain Status days <first> to <last> (Singapore days, yyyy-MM-dd) from
                   their blocks, then the contract rankings
  account-months   the active and new accounts of months <first> to <last> (UTC, yyyy-MM) from
                   their blocks
  staking-days     the staking points (every council's and all councils') of days <first> to
                   <last> (Singapore days, yyyy-MM-dd) from the chain's staking info and rewards
  supply-samples   the supply sample buckets of days <first> to <last> (UTC, yyyy-MM-dd), read
                   again at the blocks they hold, then the supply series
  treasury-days    the fund payments of days <first> to <last> (UTC, yyyy-MM-dd) from the funds'
                   logs (operators' labels kept), then the treasury months

examples:
  npm run reproject -- --from 12 --to 20
  npm run reproject -- --kind chain-days --from 2026-10-01 --to 2026-10-07
  npm run reproject -- --kind account-months --from 2026-10
  npm run reproject -- --kind staking-days --from 2026-10-01 --to 2026-10-31`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATES = { 'chain-days': { kind: 'chainDay', pattern: DAY }, 'account-months': { kind: 'accountMonth', pattern: /^\d{4}-\d{2}$/ } } as const;
/** The kinds each job derives again by days, with its command. */
const DAY_KINDS = { 'staking-days': reprojectStakingRange, 'supply-samples': reprojectSupplyRange, 'treasury-days': reprojectTreasuryRange } as const;

const { values } = parseArgs({ options: { kind: { type: 'string', default: 'agendas' }, from: { type: 'string' }, to: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const first = values.from ?? '';
const last = values.to ?? first;

function usageError(): never {
  console.error(USAGE);
  process.exit(2);
}

try {
  if (values.kind === 'agendas') {
    const [from, to] = [Number(first), Number(last)];
    if (!first || !Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < from) usageError();
    const ctx = createIndexerContext(serverConfig());
    const { proposals, written, views } = await reprojectAgendas(ctx, { from, to });
    console.log(`agendas ${from}-${to}: ${proposals} proposals derived again, ${written} written, ${views} views written`);
  } else if (values.kind === 'chain-days' || values.kind === 'account-months') {
    const { kind, pattern } = DATES[values.kind];
    if (!pattern.test(first) || !pattern.test(last) || last < first) usageError();
    const ctx = createIndexerContext(serverConfig());
    const { periods, written } = await reprojectChainActivityRange(ctx, kind, { from: first, to: last });
    console.log(`${values.kind} ${first}-${last}: ${periods} derived again, ${written} written`);
  } else if (values.kind === 'staking-days' || values.kind === 'supply-samples' || values.kind === 'treasury-days') {
    if (!DAY.test(first) || !DAY.test(last) || last < first) usageError();
    const ctx = createIndexerContext(serverConfig());
    const { periods, written } = await DAY_KINDS[values.kind](ctx, { from: first, to: last });
    console.log(`${values.kind} ${first}-${last}: ${periods} days derived again, ${written} written`);
  } else {
    usageError();
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
