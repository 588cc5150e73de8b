/**
 * After `vite build`: renders every public route of src/prerender.tsx into dist/prerendered/<route>.html
 * (dist/index.html with the route's HTML inside #root). The origin answers a route with its file and
 * any other path with index.html; main.tsx hydrates the first and renders the second.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { feedLinkTags, type FeedLink } from '../src/feedLinks';
import type { Locale } from '../src/i18n/locale';
import { renderEntryDir, renderEntryFile } from './renderEntry';
import { MANIFEST_FILE, routeFirstLoad, type Manifest } from './bundleReport';
import { inlineStylesheet, joinStylesheets, replaceStylesheetLinks, routeStylesheetParts, stylesheetProblems } from './routeStylesheet';

const web = join(import.meta.dirname, '..');
/** The build to prerender into: web/dist, or another `vite build --outDir` (a second build beside it, e.g. another network profile's). */
const dist = process.env.PORTAL_WEB_OUT_DIR ? resolve(process.env.PORTAL_WEB_OUT_DIR) : join(web, 'dist');
// Kept after the prerender: the snapshot renderer renders pages with their data through it.
const serverOut = renderEntryDir(dist);

/** Where the route's prerendered page is written (the local origin and the CDN look there); /ko/Home for Korean. */
export const prerenderedFile = (route: string) => join('prerendered', `${route.replace(/^\//, '')}.html`);

/** Each language's URL of the page, so a crawler finds the other (the English one is also the default). */
const hreflangLinks = (route: string) =>
  server.LOCALES.map((locale) => `<link rel="alternate" hreflang="${locale}" href="${server.localeBasename(locale)}${route}">`).join('') +
  `<link rel="alternate" hreflang="x-default" href="${route}">`;

await build({ configFile: join(web, 'vite.config.ts'), logLevel: 'warn', build: { ssr: 'src/prerender.tsx', outDir: serverOut, emptyOutDir: true, manifest: false, ssrManifest: false } });
const server = (await import(pathToFileURL(renderEntryFile(dist)).href)) as {
  renderRoute(location: string, locale: Locale): Promise<string>;
  LOCALES: readonly Locale[];
  localeBasename(locale: Locale): string;
  PRERENDERED_ROUTES: readonly { path: string; query?: string; feeds?: readonly FeedLink[] }[];
  appRoot: string;
};

const manifest = JSON.parse(readFileSync(join(dist, MANIFEST_FILE), 'utf8')) as Manifest;
const shell = readFileSync(join(dist, 'index.html'), 'utf8');

/**
 * The route's chunks, preloaded with the entry so hydration does not wait for a second round trip.
 * Vite's loader finds these links and does not add them again.
 */
function routeModulePreloads(route: string): string {
  const entry = routeFirstLoad(manifest, 'index.html');
  return routeFirstLoad(manifest, routeSource(route))
    .js.filter((file) => !entry.js.includes(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

/**
 * The page's styles, which the painted HTML needs before any script runs (without them it would
 * reflow when the route's chunk adds them): the entry's and the route's, inline in one <style>
 * (scripts/routeStylesheet.ts says why); returns what replaces the shell's stylesheet links.
 */
function routeStylesheet(route: string): { styles: string; parts: string[] } {
  const parts = routeStylesheetParts(manifest, routeSource(route), shell);
  const joined = joinStylesheets(parts.map((file) => ({ file, text: readAsset(file) })));
  return { styles: inlineStylesheet(joined, parts), parts };
}

function routeSource(route: string): string {
  const src = `src/routes${route}.tsx`;
  if (!manifest[src]) throw new Error(`${src} is not a chunk of the build: is ${route} a lazy route?`);
  return src;
}
const readAsset = (file: string) => readFileSync(join(dist, file), 'utf8');
const root = '<div id="root"></div>';
if (!shell.includes(root)) throw new Error(`dist/index.html has no ${root}`);
const pages = server.LOCALES.flatMap((locale) => server.PRERENDERED_ROUTES.map((route) => ({ locale, ...route })));
for (const { locale, path: route, query, feeds } of pages) {
  const prefix = server.localeBasename(locale);
  const rendered = await server.renderRoute(`${route}${query ?? ''}`, locale);
  if (/<script\b/i.test(rendered)) throw new Error(`${route} rendered an inline script: the CSP would refuse it`);
  // A route's <title> is hoisted into the head by React in the browser, never hydrated in place.
  const html = rendered.replace(/<title>[^<]*<\/title>/, '');
  const stylesheet = routeStylesheet(route);
  const page = replaceStylesheetLinks(shell, stylesheet.styles)
    .replace(/<html lang="[a-z]+"/, `<html lang="${locale}"`)
    .replace('</head>', () => `${feedLinkTags(feeds ?? [], locale)}${hreflangLinks(route)}${routeModulePreloads(route)}</head>`)
    .replace(root, () => `<div id="root" class="${server.appRoot}" data-prerendered="${prefix}${route}${query ?? ''}">${html}</div>`);
  const file = join(dist, prerenderedFile(`${prefix}${route}`));
  mkdirSync(dirname(file), { recursive: true });
  const problems = stylesheetProblems(page, stylesheet.parts, readAsset);
  if (problems.length > 0) throw new Error(`${route}'s page ${problems.join('; ')}`);
  writeFileSync(file, page);
  console.log(`prerendered ${prefix}${route} (${(html.length / 1024).toFixed(1)} kB of HTML)`);
}
