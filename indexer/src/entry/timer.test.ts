import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IndexerContext } from '../context';
import { startIndexerTimer } from './timer';

/** Runs that end when the test says so, recording when each started (fake time). */
function controlledRuns() {
  const started: number[] = [];
  const ends: (() => void)[] = [];
  let active = 0;
  let maxActive = 0;
  const run = () => {
    started.push(Date.now());
    active++;
    maxActive = Math.max(maxActive, active);
    return new Promise<void>((resolve) =>
      ends.push(() => {
        active--;
        resolve();
      }),
    );
  };
  return { run, started, endNext: () => ends.shift()?.(), maxActive: () => maxActive };
}

const ctx = (lines: string[] = []) => ({ log: (line: string) => lines.push(line) }) as unknown as IndexerContext;
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('the indexer timer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once every interval', async () => {
    const runs = controlledRuns();
    const timer = startIndexerTimer(ctx(), 5_000, runs.run);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(runs.started).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs.started).toEqual([5_000]);
    runs.endNext();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs.started).toEqual([5_000, 10_000]);
    runs.endNext();
    await timer.stop();
  });

  it('runs a tick that came during a run as soon as that run ends, once for any number of such ticks, never two at once', async () => {
    const lines: string[] = [];
    const runs = controlledRuns();
    const timer = startIndexerTimer(ctx(lines), 1_000, runs.run);
    await vi.advanceTimersByTimeAsync(1_000);
    // The run lasts 3.5 intervals: three ticks come meanwhile.
    await vi.advanceTimersByTimeAsync(3_500);
    expect(runs.started).toEqual([1_000]);
    runs.endNext();
    await flush();
    expect(runs.started).toEqual([1_000, 4_500]);
    expect(runs.maxActive()).toBe(1);
    expect(lines).toEqual(['indexer run took 3500 ms, longer than its interval (1000 ms)']);
    // The next tick (5 000) falls during that run too: one more run right after it.
    await vi.advanceTimersByTimeAsync(700);
    runs.endNext();
    await flush();
    expect(runs.started).toEqual([1_000, 4_500, 5_200]);
    runs.endNext();
    await timer.stop();
    expect(runs.maxActive()).toBe(1);
  });

  it('trigger() runs now, or right after the run under way, and resolves when that run ends', async () => {
    const runs = controlledRuns();
    const timer = startIndexerTimer(ctx(), 60_000, runs.run);
    let firstDone = false;
    void timer.trigger().then(() => (firstDone = true));
    await flush();
    expect(runs.started).toEqual([0]);
    let secondDone = false;
    await vi.advanceTimersByTimeAsync(100);
    void timer.trigger().then(() => (secondDone = true));
    runs.endNext();
    await flush();
    expect([firstDone, secondDone]).toEqual([true, false]);
    expect(runs.started).toEqual([0, 100]);
    runs.endNext();
    await flush();
    expect(secondDone).toBe(true);
    await timer.stop();
  });

  it('stop() waits for the run under way and starts no other, not even a tick that came during it', async () => {
    const runs = controlledRuns();
    const timer = startIndexerTimer(ctx(), 1_000, runs.run);
    await vi.advanceTimersByTimeAsync(2_500);
    expect(runs.started).toEqual([1_000]);
    let stopped = false;
    void timer.stop().then(() => (stopped = true));
    await flush();
    expect(stopped).toBe(false);
    runs.endNext();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(stopped).toBe(true);
    expect(runs.started).toEqual([1_000]);
  });

  it('logs a failed run and keeps its schedule', async () => {
    const lines: string[] = [];
    let calls = 0;
    const timer = startIndexerTimer(ctx(lines), 1_000, async () => {
      calls++;
      throw new Error('the node is down');
    });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toBe(2);
    expect(lines).toEqual(['indexer run failed: the node is down', 'indexer run failed: the node is down']);
    await timer.stop();
  });
});
