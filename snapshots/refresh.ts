import { createHash } from 'node:crypto';
import type { Db } from '@portal/core/db/client';
import { snapshotKey, snapshotLocation, SNAPSHOT_PREFIX } from '@portal/core/http/snapshotPaths';
import { jsonForScript, snapshotHtml } from './pageHtml';
import { listSnapshotPages } from './pages';
import type { PageRenderer } from './renderer';
import type { SnapshotStore } from './store';

/** Bumped when this room changes what it writes for the same data (tags, layout): every page renders again. */
const SNAPSHOT_FORMAT = 1;

export type RefreshResult = { pages: number; written: number; removed: number; ms: number };

/** What the caller of a pass may ask of it (snapshots/onChange.ts). */
export type PassHooks = {
  /** Ends the pass between two pages (what it wrote stays, each page whole). */
  signal?: AbortSignal;
  /** Pages with a higher figure are rendered first (e.g. those whose own item was written last). */
  priority?: (follows: readonly string[]) => number;
  /** Called for each page's key once its snapshot shows the data read by this pass (written, or already so). */
  verified?: (key: string, follows: readonly string[]) => void;
};

export type SnapshotRefresherOptions = {
  db: Db;
  store: SnapshotStore;
  renderer: PageRenderer;
  /** The site's public origin: canonical and preview URLs are absolute. */
  siteUrl: string;
  log?: (line: string) => void;
};

/** The hash of everything a page's HTML follows from: the build, this room's format, the URL and the data. */
export function pageHash(build: string, location: string, data: unknown): string {
  return createHash('sha256').update(`${SNAPSHOT_FORMAT}\n${build}\n${location}\n${jsonForScript(data)}`).digest('base64url').slice(0, 32);
}

/**
 * Renders the snapshots whose data changed since they were written: a page whose hash is the one
 * stored with its snapshot is not rendered, nor written (an idle pass writes nothing). Hashes are
 * read from the store once, then kept. A page that no longer exists (a council left the public
 * list) loses its snapshot, so its URL falls back to the prerendered route, never to an old page.
 */
export function snapshotRefresher(options: SnapshotRefresherOptions) {
  const { db, store, renderer, siteUrl } = options;
  const { entry } = renderer;
  let known: Map<string, string> | null = null;

  /** A pass over every page; see PassHooks for what its caller may ask. */
  async function refresh({ signal, priority, verified }: PassHooks = {}): Promise<RefreshResult> {
    const started = performance.now();
    if (!known) {
      known = new Map();
      for (const key of await store.list(SNAPSHOT_PREFIX)) known.set(key, (await store.hashOf(key)) ?? '');
    }
    const pages = await listSnapshotPages(db, entry.snapshotKeys);
    // A stable sort: the list's order among equals.
    if (priority) pages.sort((a, b) => priority(b.follows) - priority(a.follows));
    const current = new Set<string>();
    let written = 0;
    for (const page of pages) {
      signal?.throwIfAborted();
      for (const lang of entry.LOCALES) {
        const prefix = entry.localeBasename(lang);
        const location = snapshotLocation(page.route, page.id, prefix);
        const query = location.indexOf('?');
        const key = query === -1 ? snapshotKey(location, '') : snapshotKey(location.slice(0, query), location.slice(query));
        if (key === null) throw new Error(`${location} has no snapshot key`);
        current.add(key);
        const hash = pageHash(renderer.build, location, page.data);
        if (known.get(key) === hash) {
          verified?.(key, page.follows);
          continue;
        }
        const body = await entry.renderRoute(snapshotLocation(page.route, page.id, ''), lang, page.data);
        const html = snapshotHtml({ template: renderer.template(page.route, prefix), body, location, data: page.data, dataId: entry.PAGE_DATA_ID, preview: page.preview(lang, siteUrl), hash });
        await store.put(key, html, hash);
        known.set(key, hash);
        verified?.(key, page.follows);
        written++;
      }
    }
    let removed = 0;
    for (const key of [...known.keys()].filter((k) => !current.has(k))) {
      await store.remove(key);
      known.delete(key);
      removed++;
    }
    const result = { pages: current.size, written, removed, ms: Math.round(performance.now() - started) };
    if (written + removed > 0) options.log?.(`snapshots: ${written} written, ${removed} removed of ${result.pages} pages in ${result.ms} ms`);
    return result;
  }

  return { refresh };
}
