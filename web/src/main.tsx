import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appRoot } from './styles/global.css';
import { App } from './App';
import { parseWithoutEval } from './zodWithoutEval';

parseWithoutEval();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
root.classList.add(appRoot);

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
