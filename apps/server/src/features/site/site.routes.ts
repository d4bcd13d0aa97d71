// Serves the built website (apps/site/dist): files as they are, any other GET for an HTML page gets index.html
// (the site routes on the client). Unknown /api paths answer the contract's JSON 404. When the site has not been
// built, pages explain how to build it instead of failing.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { errorCodes } from '@app/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { repoRoot } from '../../config.ts';
import { ApiError, sendApiError } from '../../http/errors.ts';

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

const notBuiltPage = (dist: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Site not built</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>The website has not been built yet</h1>
<p>The API is running, but <code>${relative(repoRoot, dist) || dist}</code> holds no <code>index.html</code>.</p>
<p>Run <code>npm run build</code> and restart the server, or start everything with <code>npm start</code>.</p>
</body></html>`;

export default async function siteRoutes(app: FastifyInstance) {
  const dist = app.config.siteDist;
  const built = existsSync(join(dist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, { root: dist, setHeaders: cacheHeaders, index: ['index.html'] });
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
    if (!built) return reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage(dist));
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
