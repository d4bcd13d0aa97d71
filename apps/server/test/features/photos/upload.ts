// Test images and multipart bodies for the photo tests (and the fuzz and authorization suites).
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A JPEG shot "sideways" (EXIF orientation 6) carrying a camera make and a GPS position. */
export async function jpegWithGps(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'LeakyCam', Copyright: 'Home Sweet Home' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '30/1 16/1 12/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '97/1 44/1 30/1',
      },
    })
    .toBuffer();
}

export const pngImage = (width = 300, height = 300) =>
  sharp({ create: { width, height, channels: 4, background: '#3a6' } })
    .png()
    .toBuffer();

export interface MultipartBody {
  payload: Buffer;
  headers: Record<string, string>;
}

/** One file part (field, name, declared type), as a browser's FormData sends it. */
export function multipart(
  bytes: Buffer,
  { field = 'photo', filename = 'photo.jpg', type = 'image/jpeg' } = {},
): MultipartBody {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
