import type { Db } from '@portal/core/db/client';
import { keysWritten } from '@portal/core/db/writeCounter';
import { LISTED_FROM } from './pages';
import type { PassHooks } from './refresh';

export type OnChange = {
  /**
   * Whether the page stored at `key` shows its data: a pass rendered it (or found it unchanged)
   * after the last write to any item it follows. Writes to other items leave it fresh.
   */
  fresh(key: string): boolean;
  /** Resolves when a pass that started after every write made so far that can change a page has ended. */
  settled(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Runs `refresh` after the table is written (by the indexer's pass or an operator's edit, through any
 * of `dbs`): a short wait collects a burst of writes into one refresh, one refresh runs at a time, and
 * writes during one make one more. Each write is a number in order; a page is fresh while no item
 * it follows was written after the start of the pass that last verified it. Only writes to items a
 * page follows (or that list the pages) make a pass: the indexer's checkpoints and statistics do not.
 * A pass renders first the pages whose own item was written last (a vote's agenda before the rest of
 * the list's pages); such a write during a pass ends it at its next page, so the next pass begins
 * with that page instead of waiting for every other page to render. `stop()` ends the pass under way
 * at its next page too (the signal given to `refresh`).
 */
export function refreshOnTableWrites(dbs: Db[], refresh: (hooks: PassHooks) => Promise<unknown>, options: { debounceMs?: number; log?: (line: string) => void } = {}): OnChange {
  // Short: one job's writes come in one transaction or a burst, and a later write ends a pass early anyway.
  const debounceMs = options.debounceMs ?? 50;
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
  /** Every item a known page follows, and those the pages are listed from. */
  let followedItems = new Set<string>(LISTED_FROM);
  /** The last write that can change a page: a pass that started after it shows it. */
  let lastRelevant = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  /** The pass under way's signal (aborted by stop() or by a write to an item a page follows) and the pages it verified. */
  let pass: { controller: AbortController; verified: number } | null = null;
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
    const controller = new AbortController();
    const current = (pass = { controller, verified: 0 });
    running = refresh({
      signal: controller.signal,
      // Its own item (the first it follows) written last comes first: the page a vote changed.
      priority: (follows) => lastWrite.get(follows[0] ?? '') ?? 0,
      verified: (key, follows) => {
        current.verified++;
        seen.add(key);
        pages.set(key, { at, follows });
        for (const item of follows) followedItems.add(item);
      },
    })
      .then(
        () => {
          completed = at;
          passes++;
          // Pages the pass no longer has are gone (their snapshot removed); writes it has seen are in every page.
          for (const key of [...pages.keys()]) if (!seen.has(key)) pages.delete(key);
          for (const [item, n] of lastWrite) if (n <= at) lastWrite.delete(item);
          followedItems = new Set([...LISTED_FROM, ...[...pages.values()].flatMap((page) => page.follows)]);
        },
        (error: unknown) => {
          // Ended for a newer write (or the stop): what it verified stays verified.
          if (!controller.signal.aborted) options.log?.(`snapshots: refresh failed: ${(error as Error).message}`);
        },
      )
      .finally(() => {
        running = null;
        pass = null;
        settle();
        // Writes made during the pass that can change a page make one more (a failed pass is tried again at the next such write, not in a loop).
        if (lastRelevant > at && !stopped && !timer) timer = setTimeout(run, debounceMs);
      });
  };
  const written = (items: string[] | null) => {
    writes++;
    if (items === null) unknownWrite = writes;
    else for (const item of items) lastWrite.set(item, writes);
    const followed = items === null || items.some((item) => followedItems.has(item));
    // Until a pass has completed, the pages are still being learnt: any write may be one's.
    if (!followed && passes > 0) return;
    lastRelevant = writes;
    // A page followed this item: the pass under way ends at its next page, and the next one begins with it
    // (once it has verified a page: a list rewritten at every block must not keep a pass from its first).
    if (followed && pass && pass.verified > 0) pass.controller.abort();
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
      waiting.push({ at: lastRelevant, resolve });
      settle();
    }),
    async stop() {
      stopped = true;
      pass?.controller.abort();
      if (timer) clearTimeout(timer);
      for (const db of dbs) db.doc.middlewareStack.remove(name);
      await running;
    },
  };
}
