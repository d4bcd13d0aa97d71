// Image files made byte by byte, as a member would pick them in a play function or a test: a real, decodable PNG of any
// size, and JPEG, WebP and HEIC headers that the site's content check recognises. Every value depends only on its
// arguments, so screenshots are stable. What the server answers to an upload comes from the recording, not from these.

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
function pngBytes(width: number, height: number, seed = 0): Uint8Array {
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
const jpegBytes = (width: number, height: number): Uint8Array =>
  new Uint8Array([
    ...[0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...text('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    ...[0xff, 0xc0, 0x00, 0x11, 0x08, height >>> 8, height & 0xff, width >>> 8, width & 0xff, 3],
    ...[1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    ...[0xff, 0xd9],
  ]);

/** The start of an extended WebP (RIFF, WEBP, a VP8X chunk with the size). */
const webpBytes = (width: number, height: number): Uint8Array => {
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
const heicBytes = (width: number, height: number, brand = 'heic'): Uint8Array =>
  new Uint8Array([
    ...[0, 0, 0, 24, ...text('ftyp'), ...text(brand), 0, 0, 0, 0, ...text('mif1'), ...text(brand)],
    ...[0, 0, 0, 20, ...text('ispe'), 0, 0, 0, 0, ...u32(width), ...u32(height)],
  ]);

type SampleKind = 'png' | 'jpeg' | 'webp' | 'heic' | 'text' | 'empty';
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
