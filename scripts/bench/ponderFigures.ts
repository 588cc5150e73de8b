/**
 * The pure half of the Ponder yardstick (scripts/bench/ponder.ts): reading Ponder's log, counting
 * what each indexer stored, and turning the timings into the bench's row.
 */
import type { ProposalChain } from '@portal/core/entities/proposal';
import { median, pass, type Row, spread } from './rows';

export const PONDER_FIGURE = 'our backfill / Ponder 1.0 on the same data';
export const PONDER_TARGET = '< 1';

/** What both indexers must agree on after indexing the same range. */
export type IndexedCounts = {
  agendas: number;
  canceled: number;
  queued: number;
  executed: number;
  votes: number;
  trackedCouncils: number;
  /** Sum over agendas of the tracker's total votes (getTrackerSummary), as a decimal string. */
  totalTrackedVotes: string;
};

export type PonderLog = {
  /** When Ponder's own indexing began (ms since the epoch), and which line said so. */
  indexingStart: { at: number; marker: string } | null;
  /** When Ponder started answering 200 on /ready: historical indexing complete. */
  readyAt: number | null;
  /** Error and fatal lines, for a run that never became ready. */
  errors: string[];
};

const SYNC_MIGRATION = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z) \[ponder_sync migration\]/;
const HISTORICAL_START = /^Started '.+' historical sync/;
const READY = 'Started returning 200 responses from /ready endpoint';

/**
 * Reads `ponder start --log-format json` output. Its indexing starts after the last migration of its
 * sync store (those lines are printed with an ISO time): before that come its build (vite-node), the
 * embedded PGlite's start and its tables' creation, none of which our timed backfill does. Should
 * those lines be missing, the start of its historical sync is taken instead (a little later: after
 * its first chain requests and its setup handler).
 */
export function parsePonderLog(output: string): PonderLog {
  let migrationEnd: number | null = null;
  let historicalStart: number | null = null;
  let readyAt: number | null = null;
  const errors: string[] = [];
  for (const raw of output.split('\n')) {
    const line = raw.trim();
    const migration = SYNC_MIGRATION.exec(line);
    if (migration) {
      migrationEnd = Date.parse(migration[1]!);
      continue;
    }
    if (!line.startsWith('{')) continue;
    let entry: { level?: unknown; time?: unknown; msg?: unknown };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue;
    }
    if (typeof entry.time !== 'number' || typeof entry.msg !== 'string') continue;
    if (historicalStart === null && HISTORICAL_START.test(entry.msg)) historicalStart = entry.time;
    if (readyAt === null && entry.msg === READY) readyAt = entry.time;
    if (typeof entry.level === 'number' && entry.level >= 50) errors.push(entry.msg);
  }
  const indexingStart =
    migrationEnd !== null
      ? { at: migrationEnd, marker: 'end of its sync-store migrations' }
      : historicalStart !== null
        ? { at: historicalStart, marker: 'start of its historical sync' }
        : null;
  return { indexingStart, readyAt, errors };
}

const RPC_COUNT = /^ponder_rpc_request_duration_count\{([^}]*)\} (\d+(?:\.\d+)?)$/;

/** Ponder's chain requests by method, from its Prometheus /metrics (e.g. { eth_getLogs: 12, eth_call: 180 }). */
export function rpcRequestsOf(metrics: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of metrics.split('\n')) {
    const match = RPC_COUNT.exec(line.trim());
    const method = match && /method="([^"]+)"/.exec(match[1]!)?.[1];
    if (method) counts[method] = (counts[method] ?? 0) + Number(match[2]);
  }
  return counts;
}

/** Our table's side of the comparison, from the proposal chain items the backfill wrote. */
export function countsOfChains(chains: readonly Pick<ProposalChain, 'canceled' | 'queued' | 'executed' | 'votes' | 'tracked' | 'tracker'>[]): IndexedCounts {
  return {
    agendas: chains.length,
    canceled: chains.filter((c) => c.canceled).length,
    queued: chains.filter((c) => c.queued).length,
    executed: chains.filter((c) => c.executed).length,
    votes: chains.reduce((n, c) => n + c.votes.length, 0),
    trackedCouncils: chains.reduce((n, c) => n + c.tracked.length, 0),
    totalTrackedVotes: String(chains.reduce((n, c) => n + BigInt(c.tracker.total_votes), 0n)),
  };
}

/** "votes: ours 496, Ponder 495" for every count that differs. */
export function countMismatches(ours: IndexedCounts, ponder: IndexedCounts): string[] {
  return (Object.keys(ours) as (keyof IndexedCounts)[])
    .filter((key) => String(ours[key]) !== String(ponder[key]))
    .map((key) => `${key}: ours ${ours[key]}, Ponder ${ponder[key]}`);
}

export type PonderPairs = {
  /** Our governance backfill, seconds, one per pair. */
  ours: number[];
  /** Ponder from the end of its startup to /ready, seconds (the figure compared). */
  ponderIndexing: number[];
  /** Ponder from its process's start to /ready answering 200, seconds. */
  ponderTotal: number[];
  /** Count mismatches found in any pair. */
  mismatches: string[];
  /** Load averages (1 min) seen while measuring. */
  load: number[];
};

const seconds = (values: readonly number[]) => `${median(values).toFixed(2)} s${spread(values, 2)}`;

/** The bench row: our backfill against Ponder's indexing of the same range, like for like. */
export function ponderRow(pairs: PonderPairs): Row {
  const { ours, ponderIndexing, ponderTotal, mismatches, load } = pairs;
  const ratio = median(ours) / median(ponderIndexing);
  const notes = [
    `medians of ${ours.length} alternating pair(s); Ponder's time runs from the end of its startup (build, PGlite, tables) to /ready, ` +
      `as ours excludes the Node start and the table's creation; with its startup, process start → /ready 200 took ${seconds(ponderTotal)}`,
    `load ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}`,
  ];
  if (mismatches.length > 0) notes.unshift(`Ponder indexed other data: ${mismatches.join('; ')}`);
  return {
    figure: PONDER_FIGURE,
    measured: `ours ${seconds(ours)} / Ponder ${seconds(ponderIndexing)} = ${ratio.toFixed(2)}`,
    target: PONDER_TARGET,
    verdict: pass(ratio < 1 && mismatches.length === 0),
    note: notes.join('; '),
  };
}
