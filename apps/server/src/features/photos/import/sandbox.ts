// The offline import providers (the default): generated Facebook albums and Instagram media, so import works with no
// network and no Facebook or Instagram account (npm start, tests, e2e). Each photo is an SVG landscape drawn from its
// id (the same id always draws the same picture), shown in the import dialog as a data: URL and rendered to a real
// JPEG with sharp when imported, so it goes through the same processing as an upload.
import { createHash } from 'node:crypto';
import { FACEBOOK_ALBUM_BATCH } from '@app/contract';
import type { SandboxImportPhoto } from '@app/demo-data/import-sandbox';
import { sandboxFacebookAlbums, sandboxInstagramMedia } from '@app/demo-data/import-sandbox';
import sharp from 'sharp';
import type { AlbumPhotosPage, PhotoImportProvider, ProviderPhoto } from './provider.ts';
import { ALBUM_PHOTOS_PAGE, INSTAGRAM_ALBUM, ImportError } from './provider.ts';

/** Random numbers from a seed (mulberry32): the same photo id always draws the same picture. */
function seeded(id: string): () => number {
  let state = createHash('sha256').update(id).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A landscape (sky, sun, three ridges) in `width`×`height`, its colours and shapes drawn from `id`. No text. */
export function sandboxSvg(id: string, width: number, height: number): string {
  const random = seeded(id);
  const hue = Math.floor(random() * 360);
  const sky = `hsl(${hue} 70% 72%)`;
  const horizon = `hsl(${(hue + 40) % 360} 80% 85%)`;
  const sunX = Math.round(width * (0.2 + random() * 0.6));
  const sunY = Math.round(height * (0.15 + random() * 0.3));
  const sunR = Math.round(Math.min(width, height) * (0.06 + random() * 0.06));
  const ridges = [0.55, 0.68, 0.8].map((base, i) => {
    const points: string[] = [`0,${height}`];
    const steps = 6;
    for (let s = 0; s <= steps; s++) {
      const x = Math.round((width * s) / steps);
      const y = Math.round(height * (base + (random() - 0.5) * 0.18));
      points.push(`${x},${y}`);
    }
    points.push(`${width},${height}`);
    const light = 45 - i * 12;
    return `<polygon points="${points.join(' ')}" fill="hsl(${(hue + 180 + i * 15) % 360} 35% ${light}%)"/>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${horizon}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="hsl(${(hue + 60) % 360} 95% 92%)"/>`,
    ...ridges,
    '</svg>',
  ].join('');
}

/** The picture as a small data: URL for the import dialog (the same drawing, scaled by the browser). */
function thumbUrl(id: string, width: number, height: number): string {
  return `data:image/svg+xml;base64,${Buffer.from(sandboxSvg(id, width, height)).toString('base64')}`;
}

/** The picture as a JPEG of its full size, as a phone would have uploaded it. */
async function renderJpeg(id: string, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(sandboxSvg(id, width, height)))
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A sandbox cursor is the offset of the next item, as decimal digits. */
function offsetOf(cursor: string | undefined, total: number): number {
  if (cursor === undefined) return 0;
  const offset = /^\d{1,6}$/.test(cursor) ? Number(cursor) : NaN;
  if (!Number.isInteger(offset) || offset <= 0 || offset >= total) {
    throw new ImportError('bad_cursor', 'sandbox: unknown cursor');
  }
  return offset;
}

function page<T>(items: readonly T[], cursor: string | undefined, size: number) {
  const from = offsetOf(cursor, items.length);
  const to = from + size;
  return { items: items.slice(from, to), nextCursor: to < items.length ? String(to) : null };
}

interface SandboxPhoto extends ProviderPhoto {
  albumId: string;
}

function sandboxProvider(
  provider: PhotoImportProvider['provider'],
  albums: readonly { id: string; name: string; photos: readonly SandboxPhoto[] }[],
  albumPageSize: number,
): PhotoImportProvider {
  const photosById = new Map(albums.flatMap((album) => album.photos.map((photo) => [photo.id, photo])));
  return {
    provider,
    sandbox: true,
    async verifyToken() {
      // Every token is fine: the sandbox has no accounts.
    },
    async albums(_token, cursor) {
      const { items, nextCursor } = page(albums, cursor, albumPageSize);
      return {
        albums: items.map((album) => ({
          id: album.id,
          name: album.name,
          photoCount: album.photos.length,
          coverUrl: album.photos[0]?.thumbUrl ?? null,
        })),
        nextCursor,
      };
    },
    async albumPhotos(_token, albumId, cursor): Promise<AlbumPhotosPage> {
      const album = albums.find((a) => a.id === albumId);
      if (!album) throw new ImportError('not_found', 'sandbox: no such album');
      const { items, nextCursor } = page(album.photos, cursor, ALBUM_PHOTOS_PAGE);
      return { photos: items.map(({ albumId: _album, ...photo }) => photo), nextCursor };
    },
    async photoBytes(_token, photoId, maxBytes) {
      const photo = photosById.get(photoId);
      if (!photo) throw new ImportError('not_found', 'sandbox: no such photo');
      const bytes = await renderJpeg(photo.id, photo.width, photo.height);
      if (bytes.length > maxBytes) throw new ImportError('too_large', 'sandbox: photo too large');
      return bytes;
    },
  };
}

function photo({ id, width, height }: SandboxImportPhoto, albumId: string): SandboxPhoto {
  // The thumbnail is drawn at a fifth of the size: the same picture, a much shorter data: URL.
  return {
    id,
    albumId,
    width,
    height,
    thumbUrl: thumbUrl(id, Math.round(width / 5), Math.round(height / 5)),
  };
}

/** Facebook: demo-data's 20 albums of 3–8 photos (the first: more than a page), landscape and portrait. */
export function sandboxFacebookProvider(): PhotoImportProvider {
  const albums = sandboxFacebookAlbums.map(({ id, name, photos }) => ({
    id,
    name,
    photos: photos.map((p) => photo(p, id)),
  }));
  return sandboxProvider('facebook', albums, FACEBOOK_ALBUM_BATCH);
}

/** Instagram has no albums to the API: one "Instagram photos" album of the member's square media. */
export function sandboxInstagramProvider(): PhotoImportProvider {
  const photos = sandboxInstagramMedia.map((p) => photo(p, INSTAGRAM_ALBUM.id));
  return sandboxProvider('instagram', [{ ...INSTAGRAM_ALBUM, photos }], FACEBOOK_ALBUM_BATCH);
}
