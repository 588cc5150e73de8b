import { join } from 'node:path';
import type { Db } from '@portal/core/db/client';
import { refreshOnTableWrites, type OnChange } from './onChange';
import { snapshotRefresher } from './refresh';
import { webBuildRenderer } from './renderer';
import { folderStore } from './store';

/**
 * Snapshots for the local origin: rendered with the web build in `dist` and written under `dir`
 * (the stack's own folder: stacks sharing one build each write their own data), brought up to date
 * after every write to the table through `dbs` (the indexer's and the API's clients). Null when the
 * build has no render module: the origin then serves the prerender alone.
 */
export async function startLocalSnapshots(options: { dist: string; dir: string; dbs: Db[]; siteUrl: string; log: (line: string) => void }): Promise<OnChange | null> {
  const renderer = await webBuildRenderer(options.dist);
  if (!renderer) {
    options.log(`snapshots: ${join(options.dist, 'index.html')} has no render module beside it (build the web): pages are served as prerendered`);
    return null;
  }
  const refresher = snapshotRefresher({ db: options.dbs[0]!, store: folderStore(options.dir), renderer, siteUrl: options.siteUrl, log: options.log });
  return refreshOnTableWrites(options.dbs, refresher.refresh, { log: options.log });
}
