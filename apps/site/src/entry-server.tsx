// The server renderer: apps/server renders each page request with `render` (built by `npm run build` into
// dist-server/, see vite.ssr.config.ts), so a member page arrives painted (shell, navigation, heading, the first page of
// its list) with its styles and its data, and the browser hydrates it (main.tsx).
//
// Data comes from the site's own queries: each render pass renders the app, collects the queries the render used that
// have no data yet, fetches them (the real query functions, through the client core's http client, whose fetch the
// server answers in-process with the real API and the request's cookies) and renders again, until a render needs
// nothing more. The route guards run on the server that way: the session check (RequireSession) and the permission
// check (RequirePermission) render a <Navigate>, which the server build records (ssr/redirects.tsx), and the server
// answers with that redirect. A render that ends on a failed query, throws or takes too long is not sent: the server
// falls back to the page shell, and the browser renders it as before.
//
// Renders run at the same time (a few at once), each with its own state: its QueryClient, its client core
// (ssr/render-client.ts: the http client with the request's fetch, the session, the pollers), its style sheet and its
// redirects. Nothing a render reads or writes is a module variable, so one member's data never reaches another
// member's page.
import './ssr/server-globals';
import './zod-jitless';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter, matchPath } from 'react-router';
import { PhotoFadeInContext } from '@app/ui';
import { ServerStyleSheet } from 'styled-components';
import type { DehydratedState, Query } from '@tanstack/react-query';
import { QueryCache, QueryClient, QueryClientProvider, dehydrate, skipToken } from '@tanstack/react-query';
import { App } from './app/App';
import { NowProvider } from './lib/clock';
import { preloadPages } from './app/AppRoutes';
import { paths } from './config/paths';
import { listRoutes } from './features/discovery/list-kinds';
import { queryDefaults } from './lib/react-query';
import { RedirectsContext } from './ssr/redirects';
import { withRenderClient } from './ssr/render-client';

export interface RenderRequest {
  /** The page's path and query string, as requested. */
  url: string;
  /** Answers the page's API calls (the server's in-process fetch, carrying the request's cookies). */
  fetch: typeof fetch;
  /** The request's Cookie header: what the page reads from cookies itself (the notices dismissed for the session). */
  cookie?: string;
}

export type RenderResult =
  | {
      kind: 'page';
      /** For the page's <head>: what React hoisted (image preloads) and the styles (without a nonce yet). */
      head: string;
      /** For #root. */
      html: string;
      /** The page state (`PageState`), as JSON safe inside a <script>. */
      state: string;
      /** A page with a form: #root is `inert` until it has hydrated (main.tsx), see `formPatterns`. */
      inert: boolean;
      passes: number;
    }
  | { kind: 'redirect'; location: string }
  | { kind: 'fallback'; reason: string };

/**
 * What the browser needs to hydrate the server's HTML as it is: the react-query cache the page rendered from, and the
 * time it rendered at, which pages showing relative times ("5 min ago") hydrate with (main.tsx), so a minute turning
 * over in between, or a phone whose clock is off, does not make the browser's first render differ from the HTML.
 */
export type PageState = DehydratedState & { renderedAt: number };

/** A guarded member page needs profile → permissions → page data → render: four passes (one more the first time
 * a page renders in this process); anything deeper is a fault. */
const MAX_PASSES = 8;
const RENDER_TIMEOUT_MS = 5_000;

/** JSON safe inside a <script> element (no `</script>`, no line separators JavaScript would choke on). */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** A query cache that remembers which queries the current render pass used. */
function trackingCache() {
  const cache = new QueryCache();
  const used = new Set<Query>();
  const build = cache.build.bind(cache);
  cache.build = ((...args: Parameters<typeof build>) => {
    const query = build(...args);
    used.add(query as Query);
    return query;
  }) as typeof cache.build;
  return { cache, used };
}

/** `enabled: false` (or a function saying so) of the hook that built the query: such a query is not fetched. */
const isEnabled = (query: Query) => {
  const { queryFn } = query.options;
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  if (queryFn === skipToken) return false;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
};

/** Card photos of the server's HTML are there at first paint; the browser keeps them while it hydrates (main.tsx). */
const serverRenderedPhotos = () => false;

async function renderPass(tree: ReactNode): Promise<{ html: string; errors: unknown[] }> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(tree, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    // Never outline a large Suspense boundary (React's default from 12,800 bytes: the fallback now, the content later
    // with an inline script to swap them in). The page is sent whole; the script would need the policy's permission,
    // and a browser without JavaScript would keep the fallback.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  return { html: await new Response(prelude).text(), errors };
}

/**
 * Pages whose server HTML holds a form. The browser would let a member type into it and send it itself (a GET with the
 * password in the URL) before the page's code has taken over, so their #root arrives `inert` (nothing can be focused,
 * typed or sent; it looks the same) and main.tsx lifts it once the page has hydrated, about a second later on a slow
 * phone: what is typed after that is the form's.
 */
const formPatterns = [paths.login.path];
const matchesAny = (patterns: readonly string[], pathname: string) =>
  patterns.some((pattern) => matchPath(pattern, pathname) !== null);

/**
 * The pages rendered on the server: the landing page, the login page (inert until hydrated, above) and the member
 * pages members open most, which show data and offer links before any form. Other pages (settings, forms) get the
 * shell, which the browser renders.
 */
const serverRenderedPatterns = [
  paths.landing.path,
  ...formPatterns,
  paths.home.path,
  ...listRoutes.map((list) => list.href),
  paths.inbox.href(),
  paths.search.href(),
  paths.profileView.path,
];
export const isServerRendered = (pathname: string) => matchesAny(serverRenderedPatterns, pathname);

/**
 * Every page's code, loaded once when the server loads the renderer. A lazy page still suspends the first time it
 * renders in this process; that pass's HTML holds a boundary to be completed by a script, which the next pass does
 * not (see `pendingBoundary`).
 */
const pagesLoaded = preloadPages();

/**
 * React's markers of a Suspense boundary that is still pending (`<!--$?-->`: revealed later by an inline script,
 * which the policy would block and a page without JavaScript never runs) or that failed (`<!--$!-->`).
 */
const pendingBoundary = '<!--$?-->';
const failedBoundary = '<!--$!-->';

async function renderNow(url: string): Promise<RenderResult> {
  await pagesLoaded;
  const { cache, used } = trackingCache();
  const renderedAt = Date.now();
  const now = () => new Date(renderedAt);
  const queryClient = new QueryClient({
    queryCache: cache,
    // The browser retries a failed load once; the server does not wait for that. A failed query stays failed in the
    // next pass (a 401 profile must reach RequireSession as an error, not as "loading again").
    defaultOptions: {
      ...queryDefaults,
      queries: { ...queryDefaults.queries, retry: false, retryOnMount: false },
    },
  });
  try {
    for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
      used.clear();
      const redirects: string[] = [];
      const sheet = new ServerStyleSheet();
      try {
        const { html, errors } = await renderPass(
          sheet.collectStyles(
            <StrictMode>
              <StaticRouter location={url}>
                <QueryClientProvider client={queryClient}>
                  <RedirectsContext value={redirects}>
                    <PhotoFadeInContext value={serverRenderedPhotos}>
                      <NowProvider value={now}>
                        <App />
                      </NowProvider>
                    </PhotoFadeInContext>
                  </RedirectsContext>
                </QueryClientProvider>
              </StaticRouter>
            </StrictMode>,
          ),
        );
        if (redirects[0] !== undefined) return { kind: 'redirect', location: redirects[0] };
        if (errors.length > 0) return { kind: 'fallback', reason: `render error: ${String(errors[0])}` };
        if (html.includes(failedBoundary)) return { kind: 'fallback', reason: 'a boundary failed' };
        const queries = [...used];
        const missing = queries.filter((query) => query.state.status === 'pending' && isEnabled(query));
        // A page's code that arrived during this pass: render again, now without waiting.
        if (missing.length === 0 && html.includes(pendingBoundary)) continue;
        if (missing.length === 0) {
          if (/<script\b/i.test(html))
            return { kind: 'fallback', reason: 'the render needs an inline script' };
          const failed = queries.find((query) => query.state.status === 'error');
          if (failed) return { kind: 'fallback', reason: `query ${failed.queryHash} failed` };
          const state = dehydrate(queryClient, {
            shouldDehydrateQuery: (query) => used.has(query) && query.state.status === 'success',
          });
          // React puts the resources it hoists (the first cards' photo preloads) first in a render without <html>:
          // they go to the head, where the browser finds them before anything else.
          const hoisted = /^(?:<link\b[^>]*>)+/.exec(html)?.[0] ?? '';
          return {
            kind: 'page',
            head: hoisted + sheet.getStyleTags(),
            html: html.slice(hoisted.length),
            state: scriptJson({ ...state, renderedAt } satisfies PageState),
            inert: matchesAny(formPatterns, new URL(url, 'http://site').pathname),
            passes: pass,
          };
        }
        await Promise.allSettled(missing.map((query) => query.fetch()));
      } finally {
        sheet.seal();
      }
    }
    return { kind: 'fallback', reason: `still loading after ${MAX_PASSES} passes` };
  } finally {
    queryClient.clear();
  }
}

/**
 * How many renders run at once. A render is mostly JavaScript on the server's one thread: renders at the same time
 * gain while some wait for their data, and beyond a few they only slow each other down (each would take as long as
 * the whole burst, and could reach the render timeout), so later ones wait for a free place.
 */
const MAX_RENDERS_AT_ONCE = 4;
let rendering = 0;
const waitingForPlace: Array<() => void> = [];

async function inPlace<T>(render: () => Promise<T>): Promise<T> {
  if (rendering < MAX_RENDERS_AT_ONCE) rendering += 1;
  else await new Promise<void>((resolve) => waitingForPlace.push(resolve));
  try {
    return await render();
  } finally {
    // The place goes straight to the next render waiting, if any.
    const next = waitingForPlace.shift();
    if (next) next();
    else rendering -= 1;
  }
}

/** Renders one page request, at the same time as others (up to MAX_RENDERS_AT_ONCE), each with its own state. */
export async function render({ url, fetch, cookie }: RenderRequest): Promise<RenderResult> {
  const pathname = new URL(url, 'http://site').pathname;
  if (!isServerRendered(pathname)) return { kind: 'fallback', reason: 'not a server-rendered page' };
  return inPlace(() => withRenderClient({ fetch, cookie }, () => renderNow(url))).catch(
    (error: unknown): RenderResult => ({ kind: 'fallback', reason: `render failed: ${String(error)}` }),
  );
}
