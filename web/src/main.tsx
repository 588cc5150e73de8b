import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { appRoot } from './styles/global.css';
import { App } from './App';
import { parseWithoutEval } from './zodWithoutEval';
import { localeOfPath } from './i18n/locale';
import { shellMessages } from './features/shell/messages';
import { holdPageData, readPageData } from './snapshotData';

parseWithoutEval();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
root.classList.add(appRoot);

const locale = localeOfPath(window.location.pathname);
// A snapshot (a page rendered with its data) hydrates from the answers it embeds, without asking again.
holdPageData(readPageData(document));
const app = (
  <StrictMode>
    <App locale={locale} />
  </StrictMode>
);

// The shell (header, menus, footer) is on every page and outside the routes' Suspense: its Korean
// messages are loaded before the first render, in parallel with nothing else on an English page.
const messagesReady = locale === 'ko' ? shellMessages.ko() : Promise.resolve();

// A page prerendered at build time (scripts/prerender.ts) is hydrated when it was rendered for this
// very URL; another query (an id, a filter) changes what the route renders, so then the route
// renders afresh over the painted page, as does any page that was not prerendered.
// Either runs as a transition, so React renders in slices and yields to the browser between them: the
// page is already painted, and one long hydration task would block input (and Lighthouse's TBT).
void messagesReady.then(() =>
  startTransition(() => {
    if (root.dataset.prerendered === window.location.pathname + window.location.search) hydrateRoot(root, app);
    else createRoot(root).render(app);
  }),
);
