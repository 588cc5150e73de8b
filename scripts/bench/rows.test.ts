import { describe, expect, it } from 'vitest';
import { atLoad, NOISY_LOAD, type Row } from './rows';

const timed: Row = { figure: 'cold start', measured: '280 ms', target: '≤ 300 ms', verdict: 'PASS' };
const size: Row = { figure: 'bundle', measured: '994 kB', target: '≤ 1 MB', verdict: 'PASS', untimed: true };

describe('a row measured under load', () => {
  it('carries the load its measurement began at, and is judged at or below the noisy load', () => {
    expect(atLoad(NOISY_LOAD, [timed])).toEqual([{ ...timed, load: NOISY_LOAD }]);
  });

  it('is marked NOISY above it, saying what it would have been, instead of being judged', () => {
    const [row] = atLoad(3.4, [{ ...timed, verdict: 'FAIL', note: 'median of 10' }]);
    expect(row).toEqual({ ...timed, verdict: 'NOISY', note: 'would be FAIL; median of 10', load: 3.4 });
  });

  it('keeps a size or a count judged whatever the load, and never turns NOT MEASURED into NOISY', () => {
    expect(atLoad(5, [size])[0]!.verdict).toBe('PASS');
    expect(atLoad(5, [{ ...timed, untimed: true }])[0]!.verdict).toBe('PASS');
    expect(atLoad(5, [{ ...timed, verdict: 'NOT MEASURED' }])[0]!.verdict).toBe('NOT MEASURED');
  });
});
