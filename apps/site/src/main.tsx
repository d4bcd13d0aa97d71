import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { DehydratedState } from '@tanstack/react-query';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

/**
 * A page the server rendered (entry-server.tsx) comes with the react-query cache it rendered from: the site's
 * QueryClient gets it before hydrating, so the first render in the browser shows the same data as the server's HTML
 * (nothing loads again, nothing flashes). A lazy page whose code has not arrived yet keeps the server's HTML until it
 * has (React hydrates each Suspense boundary when it can).
 */
async function hydrateServerPage(root: HTMLElement, state: DehydratedState) {
  if (state.queries.length > 0) {
    const [{ hydrate }, { siteQueryClient }] = await Promise.all([
      import('@tanstack/react-query'),
      import('./lib/react-query'),
    ]);
    hydrate(siteQueryClient, state);
  }
  hydrateRoot(root, app);
}

const serverState = document.getElementById('ssr-state')?.textContent;
if (serverState && container.firstElementChild) {
  void hydrateServerPage(container, JSON.parse(serverState) as DehydratedState);
} else {
  createRoot(container).render(app);
}
