// Multipart bodies for upload endpoints (Endpoint.upload) in the fuzz and authorization suites: a valid image the
// contract's media types accept, and the bad files each upload must refuse naming its field. Built synchronously
// (a PNG written by hand with zlib) so the request generators stay plain fast-check arbitraries.
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { UploadSpec } from '@app/contract';

export interface UploadBody {
  body: Buffer;
  contentType: string;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A solid RGB PNG (480×480 by default: big enough for a selfie the sandbox reviewer can judge). */
function pngBytes(size = 480): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x7a)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const image = pngBytes();

function multipartBody(
  bytes: Buffer,
  { field, filename = 'photo.png', type = 'image/png' }: { field: string; filename?: string; type?: string },
): UploadBody {
  const boundary = `----suite${randomBytes(8).toString('hex')}`;
  return {
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A valid upload for the endpoint: one image in its field. */
export const goodUpload = (spec: UploadSpec): UploadBody => multipartBody(image, { field: spec.field });

export interface BadUpload {
  label: string;
  upload: UploadBody;
  /** The status the refusal must have (the error body names `spec.field`). */
  status: number;
}

/** Files every upload must refuse, each naming the upload field. */
export function badUploads(spec: UploadSpec): BadUpload[] {
  const { field } = spec;
  const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
  return [
    { label: 'empty file', upload: multipartBody(Buffer.alloc(0), { field }), status: 400 },
    {
      label: 'text file named .jpg',
      upload: multipartBody(Buffer.from('just some text, not a photo\n'.repeat(10)), {
        field,
        filename: 'photo.jpg',
        type: 'image/jpeg',
      }),
      status: 415,
    },
    {
      label: 'corrupt JPEG',
      upload: multipartBody(Buffer.concat([jpegStart, Buffer.alloc(4000, 9)]), { field, type: 'image/jpeg' }),
      status: 400,
    },
    {
      label: 'truncated PNG',
      upload: multipartBody(image.subarray(0, 60), { field }),
      status: 400,
    },
    { label: 'another field name', upload: multipartBody(image, { field: `${field}x` }), status: 400 },
    {
      label: 'JSON instead of multipart',
      upload: { body: Buffer.from(JSON.stringify({ [field]: 'x' })), contentType: 'application/json' },
      status: 415,
    },
    {
      label: 'over the size cap',
      upload: multipartBody(Buffer.concat([image, Buffer.alloc(spec.maxBytes, 1)]), { field }),
      status: 413,
    },
  ];
}
