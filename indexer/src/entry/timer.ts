import type { IndexerContext } from '../context';
import { runIndexer } from '../runIndexer';

/**
 * The local stand-in for the schedule: a run every `intervalMs`, never two at once.
 * `trigger()` asks for a run now (e.g. right after a vote); stop() waits for the run under way.
 */
export function startIndexerTimer(ctx: IndexerContext, intervalMs: number) {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return running;
    running = runIndexer(ctx)
      .catch((error: unknown) => ctx.log(`indexer run failed: ${(error as Error).message}`))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(tick, intervalMs);
  return {
    trigger: () => tick(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
