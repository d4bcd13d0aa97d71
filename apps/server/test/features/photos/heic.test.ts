// A real HEIC photo (HEVC-coded, as iPhones save them) through the upload: sharp's prebuilt libvips has no HEVC
// decoder, so the pipeline decodes it with heic-decode first. The fixture is a 640×800 portrait made with libheif's
// heif-enc (x265) from a JPEG carrying a camera make and an EXIF GPS position, which must not survive.
import { readFileSync } from 'node:fs';
import { photoSizes, uploadPhoto } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeEach, expect, it } from 'vitest';
import { describeBackends, loginAs, parseBody, testTempDir } from '../../helper.ts';
import { multipart } from './upload.ts';

const heic = readFileSync(new URL('./fixtures/portrait.heic', import.meta.url));

describeBackends('HEIC upload', (backend) => {
  let dataDir: string;
  let app: FastifyInstance;

  beforeEach(async () => {
    dataDir = testTempDir('photos-heic-test-');
    app = await backend.build({ env: { DATA_DIR: dataDir } });
  });

  it('stores a real HEIC photo as WebP sizes with neither its EXIF nor its GPS', async () => {
    expect(heic.subarray(4, 12).toString('latin1')).toBe('ftypheic');
    expect(heic.includes('PhoneMaker')).toBe(true);
    const row = await backend.createMember({});
    const client = await loginAs(app, row.email);
    const body = multipart(heic, { filename: 'IMG_0042.HEIC', type: 'image/heic' });
    const response = await client.request({
      method: 'POST',
      url: uploadPhoto.path,
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { photo } = parseBody(uploadPhoto.response, response).data;
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 640, height: 800 });
    for (const size of Object.keys(photoSizes) as (keyof typeof photoSizes)[]) {
      const served = await client.get(photo.urls[size]);
      expect(served.statusCode).toBe(200);
      const bytes = served.rawPayload;
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes('PhoneMaker')).toBe(false);
      // The picture survived decoding: the face (a light disc) sits above the red shirt.
      const { data, info } = await sharp(bytes)
        .resize(8, 10, { fit: 'fill' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
      ];
      const [faceR, faceG] = pixel(4, 4);
      const [shirtR, shirtG] = pixel(4, 9);
      expect(faceR).toBeGreaterThan(200);
      expect(faceG).toBeGreaterThan(170);
      expect(shirtR).toBeGreaterThan(150);
      expect(shirtG).toBeLessThan(90);
    }
  });
});
