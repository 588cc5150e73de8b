import type { Db } from '@portal/core/db/client';

const WRITE_COMMAND = /^(Put|Update|Delete|BatchWrite|TransactWrite|ExecuteStatement|BatchExecuteStatement|ExecuteTransaction)/;

export type OnChange = {
  /** Whether every table write so far was followed by a completed pass: only then do the snapshots show the data. */
  fresh(): boolean;
  /** Resolves when a pass that started after every write made so far has ended. */
  settled(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Runs `refresh` after the table is written (by the indexer's pass or an operator's edit, through any
 * of `dbs`): a short wait collects a pass's writes into one refresh, one refresh runs at a time, and
 * writes during one make one more. Until a refresh that started after the last write has ended, the
 * snapshots may be older than their data: `fresh()` says so, and the origin serves the prerender.
 * `stop()` ends the pass under way at its next page (the signal given to `refresh`).
 */
export function refreshOnTableWrites(dbs: Db[], refresh: (signal: AbortSignal) => Promise<unknown>, options: { debounceMs?: number; log?: (line: string) => void } = {}): OnChange {
  const debounceMs = options.debounceMs ?? 300;
  let writes = 0;
  /** The write count the last completed pass started at. */
  let verified = 0;
  let passes = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  const stopping = new AbortController();
  const waiting: { at: number; resolve: () => void }[] = [];

  const settle = () => {
    for (const w of waiting.splice(0)) {
      if (passes > 0 && w.at <= verified) w.resolve();
      else waiting.push(w);
    }
  };
  const run = () => {
    timer = null;
    if (stopped) return;
    // The pass under way schedules the next one when it ends.
    if (running) return;
    const at = writes;
    running = refresh(stopping.signal)
      .then(
        () => {
          verified = at;
          passes++;
        },
        (error: unknown) => {
          if (!stopped) options.log?.(`snapshots: refresh failed: ${(error as Error).message}`);
        },
      )
      .finally(() => {
        running = null;
        settle();
        // Writes made during the pass make one more (a failed pass is tried again at the next write, not in a loop).
        if (writes !== at && !stopped && !timer) timer = setTimeout(run, debounceMs);
      });
  };
  const written = () => {
    writes++;
    if (!timer && !stopped) timer = setTimeout(run, debounceMs);
  };
  const name = `snapshotsOnWrite-${Math.random().toString(36).slice(2)}`;
  for (const db of dbs) {
    db.doc.middlewareStack.add(
      (next, context) => async (args) => {
        try {
          return await next(args);
        } finally {
          if (WRITE_COMMAND.test(context.commandName ?? '')) written();
        }
      },
      { step: 'initialize', name },
    );
  }
  // The first pass: the snapshots on disk may be of data older than the table.
  timer = setTimeout(run, 0);
  return {
    fresh: () => passes > 0 && writes === verified,
    settled: () => new Promise<void>((resolve) => {
      waiting.push({ at: writes, resolve });
      settle();
    }),
    async stop() {
      stopped = true;
      stopping.abort();
      if (timer) clearTimeout(timer);
      for (const db of dbs) db.doc.middlewareStack.remove(name);
      await running;
    },
  };
}
