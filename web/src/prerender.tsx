/**
 * The build-time render of the public routes (scripts/prerender.ts runs it in Node after the client
 * build): the shell and each route's static content as HTML, so a browser paints before any
 * JavaScript runs; main.tsx then hydrates it. Data blocks render their loading state (SWR has no
 * data on the server) and no signed-in state exists here. The snapshot renderer (snapshots/) loads
 * the same module to render a page with its data: the API answers as SWR's fallback.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { appRoot } from './styles/global.css';
import { parseWithoutEval } from './zodWithoutEval';
import { PRERENDERED_ROUTES } from './prerenderedRoutes';
import { LOCALES, localeBasename, type Locale } from './i18n/locale';
import { holdPageData, PAGE_DATA_ID, type PageData } from './snapshotData';
import { snapshotKeys } from './snapshotKeys';

export { appRoot, PRERENDERED_ROUTES, LOCALES, localeBasename, PAGE_DATA_ID, snapshotKeys };



async function render(path: string, locale: Locale, pageData: PageData | null): Promise<string> {
  const basename = localeBasename(locale);
  holdPageData(pageData);
  const { prelude } = await prerender(
    <StrictMode>
      <App locale={locale} router={(routes) => <StaticRouter basename={basename} location={`${basename}${path}`}>{routes}</StaticRouter>} />
    </StrictMode>,
    // A large boundary is otherwise outlined: sent after its fallback with an inline script (see below).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * The route's HTML. Rendered twice: the first render loads the route's lazy modules, so in the
 * second nothing suspends and every block is inline HTML (a boundary that resolves late, or a
 * large one, is sent with an inline script that moves it into place, which the CSP refuses).
 */
export async function renderRoute(path: string, locale: Locale, pageData: PageData | null = null): Promise<string> {
  parseWithoutEval();
  const first = await render(path, locale, pageData);
  // Once a route's modules are loaded (a snapshot pass renders many pages of one route), one render is enough.
  return /<script\b/i.test(first) || /<template\b/i.test(first) ? render(path, locale, pageData) : first;
}
