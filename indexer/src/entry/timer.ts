import type { IndexerContext } from '../context';
import { runIndexer } from '../runIndexer';

/**
 * The local stand-in for the schedule: a run every `intervalMs`, never two at once. A tick that
 * comes while a run is under way is not dropped: one run follows as soon as it ends, as on AWS,
 * where the tick is throttled (one concurrent run) and retried. So a vote waits at most one
 * interval plus a run, even when a run takes longer than the interval.
 * `trigger()` asks for a run now (e.g. right after a vote) and resolves when a run that started
 * after the call has ended; stop() waits for the run under way and starts no other.
 */
export function startIndexerTimer(ctx: IndexerContext, intervalMs: number, run: (ctx: IndexerContext) => Promise<unknown> = runIndexer) {
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let stopped = false;
  const start = (): Promise<void> => {
    const started = performance.now();
    running = run(ctx)
      .then(
        () => {
          const took = performance.now() - started;
          if (took > intervalMs) ctx.log(`indexer run took ${took.toFixed(0)} ms, longer than its interval (${intervalMs} ms)`);
        },
        (error: unknown) => ctx.log(`indexer run failed: ${(error as Error).message}`),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const tick = (): Promise<void> => {
    if (stopped) return queued ?? running ?? Promise.resolve();
    if (!running) return start();
    // Ticks that come during one run make one run after it, not one each.
    queued ??= running.then(() => {
      queued = null;
      return stopped ? undefined : start();
    });
    return queued;
  };
  const timer = setInterval(tick, intervalMs);
  return {
    trigger: () => tick(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await (queued ?? running);
    },
  };
}
