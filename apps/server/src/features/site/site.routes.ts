// Serves the built website (apps/site/dist): files as they are; any other GET for an HTML page is rendered on the
// server when the site's renderer is built (site-renderer.ts), else gets index.html (the site routes on the client).
// Unknown /api paths answer the contract's JSON 404. When the site has not been built, pages explain how to build it
// instead of failing.
// index.html is templated per response: it carries this response's CSP style nonce (`<meta property="csp-nonce">`,
// read by styled-components and Vite's preload helper, and on its own style tags), and the policy allows its inline
// scripts by hash (plugins/external/security-headers.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { errorCodes } from '@app/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { repoRoot } from '../../config.ts';
import { ApiError, sendApiError } from '../../http/errors.ts';
import { inlineScriptHashes, styleAttributeHashes } from '../../plugins/external/security-headers.ts';
import type { SiteRenderer } from './site-renderer.ts';
import { inProcessFetch, pageWithRender, rendererFile, rendererLoader } from './site-renderer.ts';

/** Vite fingerprints files under assets/, so they never change: cache them for a year. Pages must revalidate. */
function cacheHeaders(reply: FastifyReply, path: string) {
  reply.header(
    'cache-control',
    path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '';
  const lastSegment = request.url.split('?')[0]?.split('/').pop() ?? '';
  return accept.includes('text/html') || (accept.includes('*/*') && !lastSegment.includes('.'));
}

const notBuiltPage = (dist: string, nonce: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Site not built</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style nonce="${nonce}">body { font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem }</style></head>
<body>
<h1>The website has not been built yet</h1>
<p>The API is running, but <code>${relative(repoRoot, dist) || dist}</code> holds no <code>index.html</code>.</p>
<p>Run <code>npm run build</code> and restart the server, or start everything with <code>npm start</code>.</p>
</body></html>`;

interface IndexPage {
  modified: number;
  /** index.html split where the nonce goes. */
  before: string;
  after: string;
  scriptHashes: string[];
}

/** index.html, read again when a new build replaces it (one stat per page request). */
function indexPageLoader(file: string): () => IndexPage {
  let cached: IndexPage | undefined;
  return () => {
    const modified = statSync(file).mtimeMs;
    if (cached?.modified === modified) return cached;
    const html = readFileSync(file, 'utf8');
    // First in <head> (or where the head begins when the tags are left out), before anything that reads it.
    const head = /<head\b[^>]*>/i.exec(html) ?? /<!doctype[^>]*>/i.exec(html);
    const at = head ? head.index + head[0].length : 0;
    cached = {
      modified,
      before: html.slice(0, at),
      after: html.slice(at),
      scriptHashes: inlineScriptHashes(html),
    };
    return cached;
  };
}

/** index.html with this response's nonce: in the meta tag that hands it to scripts, and on its own style tags. */
const withNonce = (page: IndexPage, nonce: string) => {
  const after = page.after.replace(/<style(?=[\s>])/g, `<style nonce="${nonce}"`);
  return `${page.before}\n    <meta property="csp-nonce" nonce="${nonce}" />${after}`;
};

function sendIndexPage(reply: FastifyReply, page: IndexPage) {
  reply.allowInlineScripts(page.scriptHashes);
  const nonce = reply.cspNonce();
  reply.header('cache-control', 'no-cache');
  return reply.type('text/html; charset=utf-8').send(withNonce(page, nonce));
}

/**
 * A page request: rendered on the server when the renderer is built (a redirect it asks for is answered as one),
 * else, or when it cannot render the page, index.html.
 */
async function sendPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  page: IndexPage,
  renderer: SiteRenderer | undefined,
) {
  if (!renderer || request.method !== 'GET') return sendIndexPage(reply, page);
  const result = await renderer.render({
    url: request.url,
    fetch: inProcessFetch(app, request),
    cookie: request.headers.cookie,
  });
  if (result.kind === 'redirect') {
    reply.header('cache-control', 'no-store');
    return reply.redirect(result.location, 302);
  }
  if (result.kind === 'fallback') {
    request.log.info({ reason: result.reason }, 'page not rendered on the server: sending the shell');
    return sendIndexPage(reply, page);
  }
  reply.allowInlineScripts(page.scriptHashes);
  const nonce = reply.cspNonce();
  const html = pageWithRender(withNonce(page, nonce), result, nonce);
  if (html === undefined) return sendIndexPage(reply, page);
  reply.allowStyleAttributes(styleAttributeHashes(result.html));
  // The page holds the member's own data: no shared cache may keep it, and the browser asks again each time.
  reply.header('cache-control', 'private, no-cache');
  reply.header('vary', 'Cookie');
  return reply.type('text/html; charset=utf-8').send(html);
}

export default async function siteRoutes(app: FastifyInstance) {
  const dist = app.config.siteDist;
  const indexFile = join(dist, 'index.html');
  const built = existsSync(indexFile);
  const indexPage = indexPageLoader(indexFile);
  const renderer = rendererLoader(rendererFile(dist));
  if (built) {
    // index.html is never served as a file (it needs its nonce): `/` is the page, `/index.html` falls through to
    // the page handler below.
    await app.register(fastifyStatic, {
      root: dist,
      setHeaders: cacheHeaders,
      index: false,
      allowedPath: (path) => path !== '/index.html',
    });
    app.get('/', async (request, reply) => sendPage(app, request, reply, indexPage(), await renderer()));
  } else {
    app.log.warn({ dist }, 'the website is not built: pages will show how to build it');
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return sendApiError(
        reply,
        new ApiError(
          404,
          errorCodes.notFound,
          `No API endpoint ${request.method} ${request.url.split('?')[0]}.`,
        ),
      );
    }
    if (!wantsPage(request)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!built) {
      return reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage(dist, reply.cspNonce()));
    }
    return sendPage(app, request, reply, indexPage(), await renderer());
  });
}
