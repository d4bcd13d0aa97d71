// Server rendering of the site's pages. The site's build writes a renderer next to dist (apps/site/dist-server/
// entry-server.js, from apps/site/src/entry-server.tsx); when it is there, each page request is rendered by it: the
// page's HTML, its styles (carrying this response's CSP nonce) and the react-query cache the browser hydrates from
// (a `<script type="application/json">`, which CSP does not treat as a script). Its API calls are answered
// in-process by this app (`app.inject`) with the page request's cookies: the same handlers, permission checks and
// queries as the browser's calls. A redirect the page would make (login, paywall) is answered as an HTTP redirect;
// anything the renderer cannot render is served as the page shell (index.html) that the browser renders.
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What apps/site/src/entry-server.tsx exports (kept structural: the server does not import the site). */
export type RenderResult =
  | { kind: 'page'; head: string; html: string; state: string; inert?: boolean; passes: number }
  | { kind: 'redirect'; location: string }
  | { kind: 'fallback'; reason: string };

export interface SiteRenderer {
  /** `cookie`: the page request's Cookie header (the page reads the notices dismissed this session from it). */
  render(request: { url: string; fetch: typeof fetch; cookie?: string }): Promise<RenderResult>;
}

/** The renderer's file for a site build folder (`…/apps/site/dist` → `…/apps/site/dist-server/entry-server.js`). */
export const rendererFile = (dist: string) => join(dirname(dist), 'dist-server', 'entry-server.js');

/** Loads the renderer, and again when a new build replaces it (one stat per page request); undefined without one. */
export function rendererLoader(file: string): () => Promise<SiteRenderer | undefined> {
  let cached: { modified: number; renderer: Promise<SiteRenderer | undefined> } | undefined;
  return () => {
    if (!existsSync(file)) return Promise.resolve(undefined);
    const modified = statSync(file).mtimeMs;
    if (cached?.modified !== modified) {
      // A new URL per build: Node caches modules by URL.
      const url = `${pathToFileURL(file).href}?build=${modified}`;
      cached = { modified, renderer: import(url).then((module: SiteRenderer) => module) };
    }
    return cached.renderer;
  };
}

/**
 * A fetch for the renderer: GET requests to this app's API, answered by `app.inject` with the page request's cookies
 * and client address (rate limits and logs see the member, not the server). A render only reads.
 */
export function inProcessFetch(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET' || !url.startsWith('/api/')) {
      throw new Error(`The server renderer only reads this app's API (${method} ${url}).`);
    }
    const response = await app.inject({
      method: 'GET',
      url,
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      },
    });
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** Where the rendered parts go in index.html. */
const ROOT = '<div id="root"></div>';

/**
 * index.html with the rendered page: its head part (image preloads, styles with this response's nonce) at the end of
 * the head, its HTML inside #root (`inert` for a page with a form, until the browser has hydrated it) and the query
 * cache beside it. Returns undefined when index.html has no empty #root to fill.
 */
export function pageWithRender(
  indexHtml: string,
  page: { head: string; html: string; state: string; inert?: boolean },
  nonce: string,
): string | undefined {
  if (!indexHtml.includes(ROOT) || !indexHtml.includes('</head>')) return undefined;
  const head = page.head.replace(/<style(?=[\s>])/g, `<style nonce="${nonce}"`);
  return indexHtml
    .replace('</head>', () => `${head}</head>`)
    .replace(
      ROOT,
      () =>
        `<div id="root"${page.inert ? ' inert' : ''}>${page.html}</div><script type="application/json" id="ssr-state">${page.state}</script>`,
    );
}
