// What an uploaded file is, read from its first bytes (never its name or the type the browser claims), and its
// pixel size read from the format's header, as the server's decoder would find them. A file that starts like an
// image but whose header cannot be read is corrupt.
import type { photoMediaTypes } from '@app/contract';

export type PhotoMediaType = (typeof photoMediaTypes)[number];

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** HEIF brands in the `ftyp` box: HEVC-coded HEIC, and the generic HEIF image brands. */
const heicBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);
const heifBrands = new Set(['mif1', 'msf1']);

/** The photo media type the bytes start with, or null when they are not one of them. */
export function sniffMediaType(bytes: Uint8Array): PhotoMediaType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, 3) === 'PNG') return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP')
    return 'image/webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp') {
    const brand = ascii(bytes, 8, 4);
    if (heicBrands.has(brand)) return 'image/heic';
    if (heifBrands.has(brand)) return 'image/heif';
  }
  return null;
}

export interface PixelSize {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 65_536 + u16be(b, i + 2);

/** PNG: the IHDR chunk right after the signature. */
function pngSize(b: Uint8Array): PixelSize | null {
  if (b.length < 24 || ascii(b, 12, 4) !== 'IHDR') return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

/** JPEG: the first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC), walking the segments. */
function jpegSize(b: Uint8Array): PixelSize | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    const length = u16be(b, i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { width: u16be(b, i + 7), height: u16be(b, i + 5) };
    if (length < 2) return null;
    i += 2 + length;
  }
  return null;
}

/** WebP: the first chunk (lossy VP8, lossless VP8L, or extended VP8X). */
function webpSize(b: Uint8Array): PixelSize | null {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ' && b.length >= 30)
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === 'VP8L' && b.length >= 25 && b[20] === 0x2f) {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && b.length >= 30) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

/** HEIC/HEIF: the first image spatial extent (`ispe`) property. */
function heifSize(b: Uint8Array): PixelSize | null {
  const limit = Math.min(b.length - 16, 64 * 1024);
  for (let i = 12; i <= limit; i += 1)
    if (b[i] === 0x69 && ascii(b, i, 4) === 'ispe')
      return { width: u32be(b, i + 8), height: u32be(b, i + 12) };
  return null;
}

/** The pixel size in the image's header, or null when the header cannot be read (a corrupt image). */
export function readPixelSize(bytes: Uint8Array, type: PhotoMediaType): PixelSize | null {
  const size =
    type === 'image/png'
      ? pngSize(bytes)
      : type === 'image/jpeg'
        ? jpegSize(bytes)
        : type === 'image/webp'
          ? webpSize(bytes)
          : heifSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
