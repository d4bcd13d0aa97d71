// Photo fixture values: image files made byte by byte (a real, decodable PNG of any size; JPEG, WebP and HEIC headers
// that the content check recognises), the import sandbox's generated albums, and stored photos drawn with the
// mocks' portrait placeholders. Every value depends only on its arguments, so screenshots are stable.
import type { ImportAlbum, ImportProvider, PhotoModeration, PhotoSource } from '@app/contract';
import { photoSizes } from '@app/contract';
import type { SandboxImportPhoto } from '@app/demo-data';
import { sandboxFacebookAlbums, sandboxInstagramMedia } from '@app/demo-data';
import { iso, daysBefore } from '../clock.ts';
import { PHOTO_HEIGHT, PHOTO_WIDTH, portraitDataUri } from '../discovery/photos.ts';
import type { StoredPhoto } from '../store.ts';

// ---------------------------------------------------------------- image files

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const text = (s: string) => [...s].map((ch) => ch.charCodeAt(0));

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const body = new Uint8Array([...text(type), ...data]);
  const chunk = new Uint8Array(12 + data.length);
  chunk.set(u32(data.length), 0);
  chunk.set(body, 4);
  chunk.set(u32(crc32(body)), 8 + data.length);
  return chunk;
}

/** zlib data of `raw` in stored (uncompressed) deflate blocks: valid for every decoder, no compressor needed. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(raw.length / 65_535));
  const out = new Uint8Array(2 + raw.length + blocks * 5 + 4);
  out.set([0x78, 0x01], 0);
  let at = 2;
  for (let b = 0; b < blocks; b += 1) {
    const part = raw.subarray(b * 65_535, (b + 1) * 65_535);
    const len = part.length;
    out.set([b === blocks - 1 ? 1 : 0, len & 0xff, len >>> 8, ~len & 0xff, (~len >>> 8) & 0xff], at);
    out.set(part, at + 5);
    at += 5 + len;
  }
  let a = 1;
  let s = 0;
  for (const byte of raw) {
    a = (a + byte) % 65_521;
    s = (s + a) % 65_521;
  }
  out.set(u32(((s << 16) | a) >>> 0), at);
  return out;
}

/** A real grayscale PNG of `width`×`height` (a diagonal gradient; `seed` shifts it), decodable by browsers. */
export function pngBytes(width: number, height: number, seed = 0): Uint8Array {
  const raw = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width + 1);
    for (let x = 0; x < width; x += 1)
      raw[row + 1 + x] = (((x + y) * 255) / Math.max(1, width + height - 2) + seed * 37) & 0xff;
  }
  const header = new Uint8Array([...u32(width), ...u32(height), 8, 0, 0, 0, 0]);
  const parts = [
    new Uint8Array([0x89, ...text('PNG'), 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlibStored(raw)),
    pngChunk('IEND', new Uint8Array()),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The start of a JPEG (SOI, a JFIF APP0 segment, a baseline SOF0 with the size): enough for the content check. */
export const jpegBytes = (width: number, height: number): Uint8Array =>
  new Uint8Array([
    ...[0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...text('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    ...[0xff, 0xc0, 0x00, 0x11, 0x08, height >>> 8, height & 0xff, width >>> 8, width & 0xff, 3],
    ...[1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    ...[0xff, 0xd9],
  ]);

/** The start of an extended WebP (RIFF, WEBP, a VP8X chunk with the size). */
export const webpBytes = (width: number, height: number): Uint8Array => {
  const w = width - 1;
  const h = height - 1;
  return new Uint8Array([
    ...text('RIFF'),
    22,
    0,
    0,
    0,
    ...text('WEBPVP8X'),
    10,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    ...[w & 0xff, (w >>> 8) & 0xff, (w >>> 16) & 0xff, h & 0xff, (h >>> 8) & 0xff, (h >>> 16) & 0xff],
  ]);
};

/** The start of a HEIC (an `ftyp` box of brand `heic`, then an `ispe` property with the size). */
export const heicBytes = (width: number, height: number, brand = 'heic'): Uint8Array =>
  new Uint8Array([
    ...[0, 0, 0, 24, ...text('ftyp'), ...text(brand), 0, 0, 0, 0, ...text('mif1'), ...text(brand)],
    ...[0, 0, 0, 20, ...text('ispe'), 0, 0, 0, 0, ...u32(width), ...u32(height)],
  ]);

export type SampleKind = 'png' | 'jpeg' | 'webp' | 'heic' | 'text' | 'empty';
const sampleTypes: Record<SampleKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  heic: 'image/heic',
  text: 'text/plain',
  empty: 'image/jpeg',
};

/**
 * A file as a member would pick it, for tests and play functions: `photoFile('png', { width: 640, height: 640 })`;
 * `'text'` is a text file (give it `name: 'notes.jpg'` to disguise it), `'empty'` has no bytes.
 */
export function photoFile(
  kind: SampleKind,
  options: { width?: number; height?: number; name?: string; seed?: number; type?: string } = {},
): File {
  const { width = 800, height = 1000, seed = 0 } = options;
  const bytes =
    kind === 'png'
      ? pngBytes(width, height, seed)
      : kind === 'jpeg'
        ? jpegBytes(width, height)
        : kind === 'webp'
          ? webpBytes(width, height)
          : kind === 'heic'
            ? heicBytes(width, height)
            : kind === 'text'
              ? new TextEncoder().encode('Shopping list: eggs, milk, bread.\n')
              : new Uint8Array();
  const extension = kind === 'text' ? 'txt' : kind === 'empty' ? 'jpg' : kind;
  return new File([bytes as BlobPart], options.name ?? `photo-${seed}.${extension}`, {
    type: options.type ?? sampleTypes[kind],
  });
}

// ---------------------------------------------------------------- stored photos

/** The `full` size of an image: within photoSizes.full, never enlarged (sharp's `inside`). */
export function fullSize(width: number, height: number): { width: number; height: number } {
  const { width: maxW, height: maxH } = photoSizes.full;
  const scale = Math.min(1, maxW / width, maxH / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The three sizes' URLs of a placeholder portrait (`seed` picks its colours). */
export const portraitUrls = (seed: number): StoredPhoto['urls'] => ({
  grid: portraitDataUri(seed, photoSizes.grid.width, photoSizes.grid.height),
  card: portraitDataUri(seed, photoSizes.card.width, photoSizes.card.height),
  full: portraitDataUri(seed, PHOTO_WIDTH, PHOTO_HEIGHT),
});

/** A stored photo of member `memberId` drawn as a portrait placeholder; the rules renumber position and main. */
export function createStoredPhoto(
  memberId: number,
  id: number,
  overrides: Partial<Omit<StoredPhoto, 'id' | 'memberId'>> & {
    moderation?: PhotoModeration;
    source?: PhotoSource;
  } = {},
): StoredPhoto {
  return {
    id,
    memberId,
    position: 0,
    isMain: false,
    moderation: 'approved',
    rejectionReason: null,
    source: 'upload',
    sourceId: null,
    urls: portraitUrls(id),
    width: PHOTO_WIDTH,
    height: PHOTO_HEIGHT,
    createdAt: iso(daysBefore(30 - (id % 30))),
    ...overrides,
  };
}

/** Why the mock moderator rejects a photo (the server's moderation reasons are its own; this is a sample). */
export const sampleRejectionReason = 'This photo does not show your face clearly.';

// ---------------------------------------------------------------- the import sandbox

export interface SandboxAlbum extends ImportAlbum {
  /** The album's photos as the provider lists them; `seed` draws the placeholder picture. */
  photos: { id: string; width: number; height: number; seed: number }[];
}

/** Photos per page of an album at the provider (the server's ALBUM_PHOTOS_PAGE; the contract leaves it open). */
export const ALBUM_PHOTOS_PAGE = 25;

function sandboxAlbum(
  provider: ImportProvider,
  index: number,
  album: { id: string; name: string },
  photos: readonly SandboxImportPhoto[],
): SandboxAlbum {
  const seeded = photos.map((photo, n) => ({
    ...photo,
    seed: (provider === 'facebook' ? 500 : 900) + index * 31 + n,
  }));
  const first = seeded[0];
  return {
    ...album,
    photoCount: seeded.length,
    coverUrl: first ? portraitDataUri(first.seed, 192, 192) : null,
    photos: seeded,
  };
}

/**
 * The import sandbox, as the server's: Facebook has 20 albums (two pages: 17 and 3) of 3–8 photos, the first 30 (more
 * than a page of 25), portrait or landscape; Instagram one album, "Instagram photos", of 12 square media. Ids as the
 * server's (`sandbox-album-01`, `sandbox-photo-01-01`, `sandbox-media-01`), so e2e and stories name the same photos.
 */
export const sandboxAlbums: Record<ImportProvider, SandboxAlbum[]> = {
  facebook: sandboxFacebookAlbums.map(({ photos, ...album }, a) =>
    sandboxAlbum('facebook', a, album, photos),
  ),
  instagram: [
    sandboxAlbum('instagram', 0, { id: 'instagram-media', name: 'Instagram photos' }, sandboxInstagramMedia),
  ],
};

/** A sandbox photo's picture at a size (the thumbnail in the import dialog, or the imported photo's sizes). */
export const sandboxPhotoUrl = (seed: number, width: number, height: number): string =>
  portraitDataUri(seed, width, height);
