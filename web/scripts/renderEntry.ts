import { basename, join } from 'node:path';

/**
 * Where the build keeps its server render module (src/prerender.tsx built for Node): the prerender
 * uses it at build time and the snapshot renderer (snapshots/) afterwards, whenever a page's data
 * changes. Inside web/ so the module finds its packages; one per build output folder.
 */
export const renderEntryDir = (dist: string) => join(import.meta.dirname, '..', 'node_modules', '.render', basename(dist));
export const renderEntryFile = (dist: string) => join(renderEntryDir(dist), 'prerender.js');
