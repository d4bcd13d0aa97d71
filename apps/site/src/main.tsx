import './zod-jitless';
import { StrictMode, startTransition } from 'react';
import { setNonce } from 'get-nonce';
import { createRoot, hydrateRoot } from './react-first';
import { BrowserRouter } from 'react-router';
import { PhotoFadeInContext } from '@app/ui';
import { App } from './app/App';
import { onPageCommitted } from './boot/hydration';
import type { PageState } from './entry-server';
import { NowProvider } from './lib/clock';
import { HYDRATION_LOCK_MS } from './lib/hydration-lock';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// Marks when the first page has committed (React answers its input from then on), for end-to-end tests to wait on.
onPageCommitted(() => container.setAttribute('data-page-committed', ''));

// The page's style policy admits only <style> elements carrying this response's nonce, which the server hands over in
// this meta (styled-components reads it there itself). Dialogs' scroll lock (Radix's react-remove-scroll) adds its
// <style> through react-style-singleton, which takes the nonce from get-nonce: without it the lock is refused.
const styleNonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (styleNonce) setNonce(styleNonce);

/**
 * Whether a card that mounts now fades its photo in: not while a server-rendered page hydrates (its cards keep the
 * photos the first paint showed), again afterwards.
 */
let hydrating = false;
const photoFadesIn = () => !hydrating;

/**
 * The time pages read as "now": the server's render time while its page hydrates (the first render must show the
 * HTML's relative times), the device's clock after that.
 */
const hydratingAt: { current: number | undefined } = { current: undefined };
const now = () => new Date(hydratingAt.current ?? Date.now());

const app = (
  <StrictMode>
    <BrowserRouter>
      <PhotoFadeInContext value={photoFadesIn}>
        <NowProvider value={now}>
          <App />
        </NowProvider>
      </PhotoFadeInContext>
    </BrowserRouter>
  </StrictMode>
);

/**
 * A click on a part of the page that has not hydrated yet is lost (React drops it while that part's code loads), so
 * the server's page takes no pointer input until its route's page has committed (boot/hydration.tsx), usually a
 * moment after it appears. Links and buttons then answer the first click. (Set through the DOM, which the style
 * policy allows.) A page with a form arrives `inert` from the server (entry-server.tsx), lifted at the same moment:
 * never before, since a form the browser sent would lose what was typed. Should the page never hydrate (a part's code
 * failed to load), pointer input comes back after HYDRATION_LOCK_MS.
 */
function lockUntilHydrated(root: HTMLElement) {
  root.style.pointerEvents = 'none';
  const release = () => {
    root.style.removeProperty('pointer-events');
    hydrating = false;
    hydratingAt.current = undefined;
  };
  const timer = setTimeout(release, HYDRATION_LOCK_MS);
  onPageCommitted(() => {
    clearTimeout(timer);
    release();
    root.removeAttribute('inert');
  });
}

/**
 * A page the server rendered (entry-server.tsx) comes with the react-query cache it rendered from: the site's
 * QueryClient gets it before hydrating, so the first render in the browser shows the same data as the server's HTML
 * (nothing loads again, nothing flashes). A lazy page whose code has not arrived yet keeps the server's HTML until it
 * has (React hydrates each Suspense boundary when it can).
 */
async function hydrateServerPage(root: HTMLElement, state: PageState) {
  if (state.queries.length > 0) {
    const { hydrate, siteQueryClient } = await import('./lib/react-query');
    hydrate(siteQueryClient, state);
  }
  hydrating = true;
  hydratingAt.current = state.renderedAt;
  lockUntilHydrated(root);
  // In a transition React hydrates in 5 ms slices, yielding to the browser between them: not one long task that holds
  // the page's first input (and a slow phone's main thread) for the whole page.
  startTransition(() => {
    hydrateRoot(root, app);
  });
}

const serverState = document.getElementById('ssr-state')?.textContent;
if (serverState && container.firstElementChild) {
  container.style.pointerEvents = 'none';
  void hydrateServerPage(container, JSON.parse(serverState) as PageState);
} else {
  createRoot(container).render(app);
}
