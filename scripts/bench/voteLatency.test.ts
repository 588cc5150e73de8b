import { describe, expect, it } from 'vitest';
import { VOTE_LATENCY_FIGURE, VOTE_SNAPSHOT_FIGURE, VOTE_SNAPSHOT_SLACK_MS, voteLatencyRow } from './voteLatency';

describe("the vote latency row", () => {
  it('prints the median, the max and the spread against one interval + 1 s, and passes when the slowest vote is within it', () => {
    expect(voteLatencyRow([1_200, 3_400, 5_900, 2_000, 4_100, 600], 5_000)).toEqual({
      figure: VOTE_LATENCY_FIGURE,
      measured: 'median 2.70 s, max 5.90 s (0.60–5.90, n=6)',
      target: '≤ one indexer interval + 1 s (5 s + 1 s)',
      verdict: 'PASS',
    });
    expect(voteLatencyRow([6_000], 5_000).verdict).toBe('PASS');
  });

  it('fails on the slowest vote alone, however good the median', () => {
    const row = voteLatencyRow([500, 600, 700, 800, 900, 6_001], 5_000);
    expect(row.verdict).toBe('FAIL');
    expect(row.measured).toBe('median 0.75 s, max 6.00 s (0.50–6.00, n=6)');
  });

  it('prints the interval it was measured with', () => {
    expect(voteLatencyRow([2_500], 2_000)).toMatchObject({ target: '≤ one indexer interval + 1 s (2 s + 1 s)', verdict: 'PASS' });
    expect(voteLatencyRow([3_001], 2_000).verdict).toBe('FAIL');
  });

  it('is not measured without a vote', () => {
    expect(voteLatencyRow([], 5_000)).toMatchObject({ measured: '—', verdict: 'NOT MEASURED' });
  });

  it("judges the snapshot's row against one interval + 2 s", () => {
    expect(voteLatencyRow([6_500, 7_000], 5_000, VOTE_SNAPSHOT_FIGURE, VOTE_SNAPSHOT_SLACK_MS)).toMatchObject({
      figure: VOTE_SNAPSHOT_FIGURE,
      target: '≤ one indexer interval + 2 s (5 s + 2 s)',
      verdict: 'PASS',
    });
    expect(voteLatencyRow([7_001], 5_000, VOTE_SNAPSHOT_FIGURE, VOTE_SNAPSHOT_SLACK_MS).verdict).toBe('FAIL');
  });
});
