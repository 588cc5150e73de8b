import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Lang } from '@portal/core/i18n/serverText';
import { renderEntryFile } from '../web/scripts/renderEntry';

/**
 * The web build's render module (web/src/prerender.tsx, built for Node by the web build and kept
 * beside it): the same components the browser hydrates, rendered with the API answers as SWR's
 * fallback. Loaded, never imported, so no web feature enters this room's sources.
 */
export type RenderEntry = {
  renderRoute(location: string, locale: Lang, pageData: Record<string, unknown> | null): Promise<string>;
  localeBasename(locale: Lang): string;
  LOCALES: readonly Lang[];
  PAGE_DATA_ID: string;
  snapshotKeys: { agenda(agendaNumber: number): string[]; council(): string[]; councilsPage(): string[] };
};

export type PageRenderer = {
  entry: RenderEntry;
  /** Names the build: a new one (other asset names, other styles) makes every page render again. */
  build: string;
  /** The route's prerendered page in the language (its prefix: '' or '/ko'), which a snapshot fills. */
  template(route: string, prefix: string): string;
};

/**
 * The renderer of a web build (`web/dist`, or another `vite build --outDir`): null when it has no
 * render module (built before snapshots). The module is the build's own, or (`entryFile`) the copy
 * a deployed writer carries beside the build's pages.
 */
export async function webBuildRenderer(dist: string, entryFile = renderEntryFile(dist)): Promise<PageRenderer | null> {
  if (!existsSync(entryFile) || !existsSync(join(dist, 'index.html'))) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as RenderEntry;
  const templates = new Map<string, string>();
  return {
    entry,
    build: createHash('sha256').update(readFileSync(join(dist, 'index.html'))).digest('base64url').slice(0, 16),
    template(route, prefix) {
      const file = join(dist, 'prerendered', `${prefix.slice(1)}${prefix ? '/' : ''}${route.slice(1)}.html`);
      let text = templates.get(file);
      if (text === undefined) templates.set(file, (text = readFileSync(file, 'utf8')));
      return text;
    },
  };
}
