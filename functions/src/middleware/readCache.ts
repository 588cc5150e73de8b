import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { Db } from '@portal/core/db/client';

/**
 * Public reads answered from their serialized answer instead of the table. A public read is the
 * same for everybody, and the table changes only when the indexer runs (seconds apart) or an
 * operator writes; so the answer to a URL is computed once, kept with its validator and its
 * compressed forms, and sent as bytes until it is `FRESH_MS` old. Then the next request asks the
 * table again while the others still get the kept answer (stale while one refreshes), so a burst
 * never reaches the table more than once per URL. A write through this process clears everything at
 * once, so an editor's next public read already shows the edit; another process (another Lambda)
 * shows it within `FRESH_MS`, far inside the CDN's own s-maxage.
 */

/** How long a kept answer is served without asking the table: a vote shows within one indexer interval + 1 s. */
export const FRESH_MS = 1_000;
/** Kept URLs and their bytes at most (the lists take free-text filters; the oldest-stored goes first). */
const LIMIT = 2_000;
const LIMIT_BYTES = 32 * 1024 * 1024;

export type ReadyAnswer = {
  body: Buffer;
  /** Content-Type, Cache-Control and ETag, as the route answered them. */
  headers: Record<string, string>;
  etag: string;
  storedAt: number;
  /** Compressed forms, made on first demand (see localCdn's compression). */
  encoded: Map<string, Buffer>;
};

export class ReadCache {
  private readonly entries = new Map<string, ReadyAnswer>();
  private readonly refreshing = new Set<string>();
  private bytes = 0;
  /** Counts clears: an answer computed across a write may hold the old data, so it is not kept. */
  private generation = 0;

  constructor(
    private readonly freshMs = FRESH_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * The answer to send for a URL, or undefined when the caller must compute it (then it must call
   * `store` or `release`). A stale answer is still sent while another request refreshes it.
   */
  lookup(key: string): ReadyAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt <= this.freshMs || this.refreshing.has(key)) return entry;
    this.refreshing.add(key);
    return undefined;
  }

  /** The answer `lookup` would send, without claiming the refresh when it is due (then undefined). */
  peek(key: string): ReadyAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    return this.now() - entry.storedAt <= this.freshMs || this.refreshing.has(key) ? entry : undefined;
  }

  /** Pass to `store`: taken before the answer is computed. */
  currentGeneration(): number {
    return this.generation;
  }

  /** Keeps an answer (unless a write happened since `generation` was taken); answers it with its ETag. */
  store(key: string, body: Buffer, headers: Record<string, string>, generation = this.generation): ReadyAnswer {
    const etag = headers['etag'] ?? `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const entry: ReadyAnswer = { body, headers: { ...headers, etag }, etag, storedAt: this.now(), encoded: new Map() };
    this.refreshing.delete(key);
    if (generation !== this.generation) return entry;
    this.forget(key);
    while (this.entries.size > 0 && (this.entries.size >= LIMIT || this.bytes + body.byteLength > LIMIT_BYTES)) this.forget(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    this.bytes += body.byteLength;
    return entry;
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.byteLength;
    this.entries.delete(key);
  }

  /** The caller computed nothing to keep (an error, a private answer): the next request tries again. */
  release(key: string): void {
    this.refreshing.delete(key);
  }

  /** After a write: every kept answer may have changed. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }
}

/** The key of a request: path and query, as sent (two spellings of one query are two entries). Takes an absolute URL (Hono's) or a request target (Node's). */
export function readKey(url: string): string {
  if (url.startsWith('/')) return url;
  const start = url.indexOf('/', url.indexOf('//') + 2);
  return start < 0 ? '/' : url.slice(start);
}

const KEPT_HEADERS = ['content-type', 'cache-control', 'etag'] as const;

/**
 * The app's middleware: a GET answered 200 with a public Cache-Control (a `publicRead` route) is
 * kept; a kept one is answered without running the route; any other method clears the cache when it
 * is done. Mounted on the app, so Lambda and the local origin share it.
 */
export function cachedPublicReads(cache: ReadCache) {
  return createMiddleware(async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') {
      try {
        await next();
      } finally {
        if (method !== 'OPTIONS') cache.clear();
      }
      return;
    }
    const key = readKey(c.req.url);
    const ready = cache.lookup(key);
    if (ready) {
      c.res = undefined;
      c.res = new Response(ready.body as Uint8Array<ArrayBuffer>, { status: 200, headers: ready.headers });
      return;
    }
    const generation = cache.currentGeneration();
    let stored = false;
    try {
      await next();
      const cacheControl = c.res.headers.get('Cache-Control') ?? '';
      if (c.res.status === 200 && cacheControl.startsWith('public') && !c.res.headers.has('Content-Encoding')) {
        const body = Buffer.from(await c.res.clone().arrayBuffer());
        const headers = Object.fromEntries(KEPT_HEADERS.flatMap((name) => { const value = c.res.headers.get(name); return value === null ? [] : [[name, value]]; }));
        const entry = cache.store(key, body, headers, generation);
        stored = true;
        c.header('ETag', entry.etag);
      }
    } finally {
      if (!stored) cache.release(key);
    }
  });
}

const WRITE_COMMAND = /^(Put|Update|Delete|BatchWrite|TransactWrite|ExecuteStatement|BatchExecuteStatement|ExecuteTransaction)/;

/**
 * Clears the cache after every write made through this table client: for a writer in the same
 * process as the API (the local stack's indexer), the kept answers follow the table at once.
 */
export function clearOnTableWrites(db: Db, cache: ReadCache): void {
  db.doc.middlewareStack.add(
    (next, context) => async (args) => {
      try {
        return await next(args);
      } finally {
        if (WRITE_COMMAND.test(context.commandName ?? '')) cache.clear();
      }
    },
    { step: 'initialize', name: 'portalReadCacheClear' },
  );
}
