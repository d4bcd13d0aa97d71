// Member avatars generated offline with DiceBear from a seed: deterministic, so they are cached for a year. Served as
// the SVG (`<seed>.svg`, the profile's full-size picture) and, for cards and grids, as WebP at that photo size
// (`<seed>.card.webp`, `<seed>.grid.webp`; see `generatedAvatarAt`), rasterised once with sharp and kept in memory.
import { errorCodes, errorCopy, photoSizes } from '@app/contract';
import { createAvatar } from '@dicebear/core';
import * as lorelei from '@dicebear/lorelei';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { ApiError } from '../../http/errors.ts';

const FILE = /^([a-zA-Z0-9][a-zA-Z0-9._-]{0,63}?)(?:\.svg|\.(grid|card)\.webp)$/;
const SVG_SIZE = 256;
const WEBP_QUALITY = 82;
/** At most this many pictures in memory (about 6 KB an SVG, 4-10 KB a WebP): the demo community's, and then some. */
const CACHE_LIMIT = 1000;
const backgrounds = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c7f0d8'];

/** A small least-recently-added cache whose values may still be on their way (concurrent requests share one). */
function boundedCache<T>() {
  const entries = new Map<string, T>();
  const get = (key: string, make: () => T): T => {
    let value = entries.get(key);
    if (value === undefined) {
      value = make();
      if (entries.size >= CACHE_LIMIT) entries.delete(entries.keys().next().value as string);
      entries.set(key, value);
    }
    return value;
  };
  return { get, forget: (key: string) => void entries.delete(key) };
}

export default async function avatarRoutes(app: FastifyInstance) {
  const svgs = boundedCache<string>();
  const bitmaps = boundedCache<Promise<Buffer>>();
  const svgOf = (seed: string) =>
    svgs.get(seed, () =>
      createAvatar(lorelei, { seed, size: SVG_SIZE, backgroundColor: backgrounds }).toString(),
    );
  const webpOf = (seed: string, size: 'grid' | 'card') =>
    bitmaps.get(`${seed}.${size}`, () => {
      const { width, height, fit } = photoSizes[size];
      // Rendered at the density that gives the larger side in pixels, so the vector is drawn sharp, not scaled up.
      const density = (72 * Math.max(width, height)) / SVG_SIZE;
      return sharp(Buffer.from(svgOf(seed)), { density })
        .resize(width, height, { fit })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer()
        .catch((error: unknown) => {
          bitmaps.forget(`${seed}.${size}`); // the next request tries again
          throw error;
        });
    });

  app.get<{ Params: { file: string } }>('/api/avatars/:file', async (request, reply) => {
    const [, seed, size] = FILE.exec(request.params.file) ?? [];
    if (!seed) throw new ApiError(404, errorCodes.notFound, errorCopy.not_found('This avatar'));
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    if (size === 'grid' || size === 'card') return reply.type('image/webp').send(await webpOf(seed, size));
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svgOf(seed));
  });
}
