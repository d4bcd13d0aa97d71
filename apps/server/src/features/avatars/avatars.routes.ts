// Member avatars generated offline with DiceBear from a seed: deterministic, so they are cached for a year.
import { errorCodes } from '@app/contract';
import { createAvatar } from '@dicebear/core';
import * as lorelei from '@dicebear/lorelei';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/errors.ts';

const FILE = /^([a-z0-9][a-z0-9._-]{0,63})\.svg$/i;
const CACHE_LIMIT = 1000;
const backgrounds = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c7f0d8'];

export default async function avatarRoutes(app: FastifyInstance) {
  const cache = new Map<string, string>();
  const render = (seed: string) => {
    let svg = cache.get(seed);
    if (svg === undefined) {
      svg = createAvatar(lorelei, { seed, size: 256, backgroundColor: backgrounds }).toString();
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      cache.set(seed, svg);
    }
    return svg;
  };

  app.get<{ Params: { file: string } }>('/api/avatars/:file', async (request, reply) => {
    const seed = FILE.exec(request.params.file)?.[1];
    if (!seed) throw new ApiError(404, errorCodes.notFound, 'No such avatar.');
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(render(seed));
  });
}
