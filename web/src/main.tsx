import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { appRoot } from './styles/global.css';
import { App } from './App';
import { parseWithoutEval } from './zodWithoutEval';

parseWithoutEval();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
root.classList.add(appRoot);

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A page prerendered at build time (scripts/prerender.ts) is hydrated when it was rendered for this
// very URL; another query (an id, a filter) changes what the route renders, so then the route
// renders afresh over the painted page, as does any page that was not prerendered.
// Either runs as a transition, so React renders in slices and yields to the browser between them: the
// page is already painted, and one long hydration task would block input (and Lighthouse's TBT).
startTransition(() => {
  if (root.dataset.prerendered === window.location.pathname + window.location.search) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
