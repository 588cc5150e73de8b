import type { Db } from '@portal/core/db/client';
import { keysWritten } from '@portal/core/db/writeCounter';
import type { PassHooks } from './refresh';

export type OnChange = {
  /**
   * Whether the page stored at `key` shows its data: a pass rendered it (or found it unchanged)
   * after the last write to any item it follows. Writes to other items leave it fresh.
   */
  fresh(key: string): boolean;
  /** Resolves when a pass that started after every write made so far has ended. */
  settled(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Runs `refresh` after the table is written (by the indexer's pass or an operator's edit, through any
 * of `dbs`): a short wait collects a pass's writes into one refresh, one refresh runs at a time, and
 * writes during one make one more. Each write is a number in order; a page is fresh while no item
 * it follows was written after the start of the pass that last verified it. A pass renders first the
 * pages whose own item was written last (a vote's agenda before the rest of the list's pages).
 * `stop()` ends the pass under way at its next page (the signal given to `refresh`).
 */
export function refreshOnTableWrites(dbs: Db[], refresh: (hooks: PassHooks) => Promise<unknown>, options: { debounceMs?: number; log?: (line: string) => void } = {}): OnChange {
  const debounceMs = options.debounceMs ?? 300;
  let writes = 0;
  /** The write number a completed pass last started at. */
  let completed = 0;
  let passes = 0;
  /** The number of the last write to each followed item ("pk sk") since the last completed pass began. */
  const lastWrite = new Map<string, number>();
  /** The last write whose items are unknown (a PartiQL statement): every page follows it. */
  let unknownWrite = 0;
  /** Per page key: the write number its last verifying pass started at, and the items it follows. */
  const pages = new Map<string, { at: number; follows: readonly string[] }>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  const stopping = new AbortController();
  const waiting: { at: number; resolve: () => void }[] = [];

  const lastWriteOf = (follows: readonly string[]) => Math.max(unknownWrite, ...follows.map((item) => lastWrite.get(item) ?? 0));
  const settle = () => {
    for (const w of waiting.splice(0)) {
      if (passes > 0 && w.at <= completed) w.resolve();
      else waiting.push(w);
    }
  };
  const run = () => {
    timer = null;
    if (stopped) return;
    // The pass under way schedules the next one when it ends.
    if (running) return;
    const at = writes;
    const seen = new Set<string>();
    running = refresh({
      signal: stopping.signal,
      // Its own item (the first it follows) written last comes first: the page a vote changed.
      priority: (follows) => lastWrite.get(follows[0] ?? '') ?? 0,
      verified: (key, follows) => {
        seen.add(key);
        pages.set(key, { at, follows });
      },
    })
      .then(
        () => {
          completed = at;
          passes++;
          // Pages the pass no longer has are gone (their snapshot removed); writes it has seen are in every page.
          for (const key of [...pages.keys()]) if (!seen.has(key)) pages.delete(key);
          for (const [item, n] of lastWrite) if (n <= at) lastWrite.delete(item);
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
  const written = (items: string[] | null) => {
    writes++;
    if (items === null) unknownWrite = writes;
    else for (const item of items) lastWrite.set(item, writes);
    if (!timer && !stopped) timer = setTimeout(run, debounceMs);
  };
  const name = `snapshotsOnWrite-${Math.random().toString(36).slice(2)}`;
  for (const db of dbs) {
    db.doc.middlewareStack.add(
      (next, context) => async (args) => {
        const items = keysWritten(context.commandName ?? '', args.input);
        try {
          return await next(args);
        } finally {
          // A failed write may still have been applied (a timeout): counted all the same.
          if (items === null || items.length > 0) written(items);
        }
      },
      { step: 'initialize', name },
    );
  }
  // The first pass: the snapshots on disk may be of data older than the table.
  timer = setTimeout(run, 0);
  return {
    fresh: (key) => {
      const page = pages.get(key);
      return page !== undefined && lastWriteOf(page.follows) <= page.at;
    },
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
