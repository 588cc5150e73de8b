import { describe, expect, it } from 'vitest';
import { countMismatches, countsOfChains, type IndexedCounts, parsePonderLog, ponderRow, rpcRequestsOf } from './ponderFigures';

// Lines as `ponder start --log-format json` printed them on the devnet (trimmed).
const LOG = [
  '{"level":30,"time":1795510632970,"service":"build","msg":"Using PGlite database in \'/tmp/x\' (from ponder.config.ts)"}',
  '{"level":30,"time":1795510634643,"service":"database","msg":"Created tables [agenda, tracked_council, vote]"}',
  '2026-11-24T08:57:14.965Z [ponder_sync migration] started 2025_02_19_0_primary_key',
  '2026-11-24T08:57:15.073Z [ponder_sync migration] finished 2025_02_26_1_rpc_request_results',
  '{"level":30,"time":1795510635114,"service":"server","msg":"Started listening on port 42111"}',
  '{"level":30,"time":1795510635162,"service":"historical","msg":"Started \'devnet\' historical sync with 0% cached"}',
  '{"level":30,"time":1795510635195,"service":"app","msg":"Indexed 1 events with 0.0% complete and 3h 45m 23s remaining"}',
  '{"level":30,"time":1795510638749,"service":"indexing","msg":"Completed historical indexing"}',
  '{"level":30,"time":1795510638763,"service":"server","msg":"Started returning 200 responses from /ready endpoint"}',
].join('\n');

describe('parsePonderLog', () => {
  it('times Ponder from the end of its sync-store migrations to /ready', () => {
    const parsed = parsePonderLog(LOG);
    expect(parsed.indexingStart).toEqual({ at: Date.parse('2026-11-24T08:57:15.073Z'), marker: 'end of its sync-store migrations' });
    expect(parsed.readyAt).toBe(1795510638763);
    expect(parsed.readyAt! - parsed.indexingStart!.at).toBe(3690);
    expect(parsed.errors).toEqual([]);
  });

  it('falls back on the start of its historical sync when no migration line was printed', () => {
    const parsed = parsePonderLog(LOG.split('\n').filter((line) => !line.includes('migration')).join('\n'));
    expect(parsed.indexingStart).toEqual({ at: 1795510635162, marker: 'start of its historical sync' });
  });

  it('collects error lines and leaves readyAt null for a run that never became ready', () => {
    const failed = [
      '2026-11-24T08:57:15.073Z [ponder_sync migration] finished x',
      'not json {',
      '{"level":50,"time":1795510635300,"service":"indexing","msg":"Error while processing \'Voting:VoteCast\' event"}',
      '{"level":60,"time":1795510635301,"service":"process","msg":"Fatal error"}',
    ].join('\n');
    expect(parsePonderLog(failed)).toMatchObject({ readyAt: null, errors: ["Error while processing 'Voting:VoteCast' event", 'Fatal error'] });
  });
});

const vote = { gc_id: 1, choice: 1, power: 2, tx_hash: `0x${'ab'.repeat(32)}`, block: 10 } as const;
const tracked = { gc_id: 1, balance: '5000000', votes: 1 };
const tracker = { track_start: 1, track_end: 5, num_gcs: 2, total_votes: 3, num_eligible: 2 };

describe('countsOfChains and countMismatches', () => {
  const counts = countsOfChains([
    { canceled: true, queued: false, executed: false, votes: [], tracked: [tracked, { ...tracked, gc_id: 2 }], tracker },
    { canceled: false, queued: true, executed: true, votes: [vote, { ...vote, gc_id: 2 }], tracked: [tracked], tracker: { ...tracker, total_votes: 4 } },
  ]);

  it('counts agendas, lifecycle flags, votes and tracked councils', () => {
    expect(counts).toEqual({ agendas: 2, canceled: 1, queued: 1, executed: 1, votes: 2, trackedCouncils: 3, totalTrackedVotes: '7' } satisfies IndexedCounts);
  });

  it('names every count that differs, and none when all agree', () => {
    expect(countMismatches(counts, { ...counts })).toEqual([]);
    expect(countMismatches(counts, { ...counts, votes: 1, totalTrackedVotes: '8' })).toEqual(['votes: ours 2, Ponder 1', 'totalTrackedVotes: ours 7, Ponder 8']);
  });
});

describe('ponderRow', () => {
  const pairs = { ours: [1.4, 1.2, 1.6], ponderIndexing: [3.7, 3.5, 4.0], ponderTotal: [7.9, 7.5, 8.4], mismatches: [], load: [2.1, 3.4] };

  it('compares the medians and passes under 1', () => {
    const row = ponderRow(pairs);
    expect(row.measured).toBe('ours 1.40 s (1.20–1.60, n=3) / Ponder 3.70 s (3.50–4.00, n=3) = 0.38');
    expect(row.target).toBe('< 1');
    expect(row.verdict).toBe('PASS');
    expect(row.note).toContain('process start → /ready 200 took 7.90 s');
    expect(row.note).toContain('load 2.1–3.4');
  });

  it('fails when ours is not faster, or when Ponder indexed other data', () => {
    expect(ponderRow({ ...pairs, ours: [3.7, 3.7, 3.7] }).verdict).toBe('FAIL');
    const mismatched = ponderRow({ ...pairs, mismatches: ['votes: ours 2, Ponder 1'] });
    expect(mismatched.verdict).toBe('FAIL');
    expect(mismatched.note).toMatch(/^Ponder indexed other data: votes: ours 2, Ponder 1/);
  });
});

describe('rpcRequestsOf', () => {
  it("sums Ponder's request counts by method, ignoring the histogram's other series", () => {
    const metrics = [
      '# HELP ponder_rpc_request_duration Duration of RPC requests',
      '# TYPE ponder_rpc_request_duration histogram',
      'ponder_rpc_request_duration_bucket{le="1",network="devnet",method="eth_call"} 3',
      'ponder_rpc_request_duration_sum{network="devnet",method="eth_call"} 812.5',
      'ponder_rpc_request_duration_count{network="devnet",method="eth_call"} 180',
      'ponder_rpc_request_duration_count{network="devnet",method="eth_getLogs"} 12',
      'ponder_rpc_request_duration_count{network="other",method="eth_getLogs"} 2',
      'ponder_rpc_request_lag_count{network="devnet",method="eth_call"} 180',
    ].join('\n');
    expect(rpcRequestsOf(metrics)).toEqual({ eth_call: 180, eth_getLogs: 14 });
    expect(rpcRequestsOf('')).toEqual({});
  });
});
