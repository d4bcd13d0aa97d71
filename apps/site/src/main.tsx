import './zod-jitless';
import { StrictMode, startTransition } from 'react';
import { setNonce } from 'get-nonce';
import { createRoot, hydrateRoot } from './react-first';
import { BrowserRouter } from 'react-router';
import { PhotoEntranceContext } from '@app/ui';
import { App } from './app/App';
import type { PageState } from './entry-server';
import { NowProvider } from './lib/clock';
import { HYDRATION_LOCK_MS } from './lib/hydration-lock';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The page's style policy admits only <style> elements carrying this response's nonce, which the server hands over in
// this meta (styled-components reads it there itself). Dialogs' scroll lock (Radix's react-remove-scroll) adds its
// <style> through react-style-singleton, which takes the nonce from get-nonce: without it the lock is refused.
const styleNonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (styleNonce) setNonce(styleNonce);

/** Off while a server-rendered page hydrates: its cards keep the photos the first paint showed (PhotoEntranceContext). */
const photoEntrance = { current: true };

/**
 * The time pages read as "now": the server's render time while its page hydrates (the first render must show the
 * HTML's relative times), the device's clock after that.
 */
const hydratingAt: { current: number | undefined } = { current: undefined };
const now = () => new Date(hydratingAt.current ?? Date.now());

/** `hydrating`: the server's page is taken over, its global styles with it (App). */
const app = (hydrating: boolean) => (
  <StrictMode>
    <BrowserRouter>
      <PhotoEntranceContext value={photoEntrance}>
        <NowProvider value={now}>
          <App globalStyle={!hydrating} />
        </NowProvider>
      </PhotoEntranceContext>
    </BrowserRouter>
  </StrictMode>
);

/** React marks a node it has hydrated with its fiber. */
const isHydrated = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

/**
 * Whether every part of a server-rendered page has hydrated: the root's first element and the first element of each
 * Suspense boundary (`<!--$-->`, which React hydrates once the boundary's lazy code has arrived).
 */
function pageHydrated(root: HTMLElement): boolean {
  if (root.firstElementChild && !isHydrated(root.firstElementChild)) return false;
  const boundaries = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let node = boundaries.nextNode(); node; node = boundaries.nextNode()) {
    const first = (node as Comment).data === '$' ? node.nextSibling : null;
    if (first instanceof Element && !isHydrated(first)) return false;
  }
  return true;
}

/**
 * A click on a part of the page that has not hydrated yet is lost (React drops it while that part's code loads), so
 * the server's page takes no pointer input until every part has hydrated, usually a moment after it appears. Links
 * and buttons then answer the first click. (Set through the DOM, which the style policy allows.) A page with a form
 * arrives `inert` from the server (entry-server.tsx), lifted at the same moment.
 */
function lockUntilHydrated(root: HTMLElement) {
  root.style.pointerEvents = 'none';
  const startedAt = performance.now();
  const check = () => {
    const hydrated = pageHydrated(root);
    if (hydrated || performance.now() - startedAt > HYDRATION_LOCK_MS) {
      root.style.removeProperty('pointer-events');
      photoEntrance.current = true;
      hydratingAt.current = undefined;
    }
    // A form is never let go before its code has taken over: sent by the browser, it would lose what was typed.
    if (hydrated) root.removeAttribute('inert');
    else if (root.hasAttribute('inert') || performance.now() - startedAt <= HYDRATION_LOCK_MS)
      setTimeout(check, 30);
  };
  check();
}

/**
 * A page the server rendered (entry-server.tsx) comes with the react-query cache it rendered from: the site's
 * QueryClient gets it before hydrating, so the first render in the browser shows the same data as the server's HTML
 * (nothing loads again, nothing flashes). A lazy page whose code has not arrived yet keeps the server's HTML until it
 * has (React hydrates each Suspense boundary when it can).
 */
async function hydrateServerPage(root: HTMLElement, state: PageState) {
  if (state.queries.length > 0) {
    const [{ hydrate }, { siteQueryClient }] = await Promise.all([
      import('@tanstack/react-query'),
      import('./lib/react-query'),
    ]);
    hydrate(siteQueryClient, state);
  }
  photoEntrance.current = false;
  hydratingAt.current = state.renderedAt;
  // In a transition React hydrates in 5 ms slices, yielding to the browser between them: not one long task that holds
  // the page's first input (and a slow phone's main thread) for the whole page.
  startTransition(() => {
    hydrateRoot(root, app(true));
  });
  lockUntilHydrated(root);
}

const serverState = document.getElementById('ssr-state')?.textContent;
if (serverState && container.firstElementChild) {
  container.style.pointerEvents = 'none';
  void hydrateServerPage(container, JSON.parse(serverState) as PageState);
} else {
  createRoot(container).render(app(false));
}
