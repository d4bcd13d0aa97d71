import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  PHOTOS_PER_MEMBER_MAX,
  PHOTO_MAX_BYTES,
  apiErrorBody,
  deletePhoto,
  getPhotos,
  getProfile,
  getProfileView,
  photoErrorCodes,
  photoSizes,
  profileWire,
  reorderPhotos,
  searchPage,
  setMainPhoto,
  uploadPhoto,
} from '@app/contract';
import type { OpenApiDocument } from '@app/contract';
import { buildPath } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../../src/db/schema.ts';
import type { PhotoModerator } from '../../../src/features/photos/pipeline.ts';
import { sniffImageType } from '../../../src/http/upload.ts';
import { TestClient, XSRF, describeBackends, loginAs, parseBody, testTempDir } from '../../helper.ts';
import { buildWithServices, expectError, filesUnder } from './route-helpers.ts';
import { jpegWithGps, multipart, pngImage } from './upload.ts';

const uploadResponse = uploadPhoto.response;
const stateResponse = getPhotos.response;

/** Every file under the storage folder (the photo sizes), relative. */
const storedFiles = (dataDir: string) => filesUnder(join(dataDir, 'media'));

describe('sniffImageType', () => {
  it('recognises images by their first bytes only', async () => {
    expect(sniffImageType(await jpegWithGps())).toBe('image/jpeg');
    expect(sniffImageType(await pngImage())).toBe('image/png');
    expect(
      sniffImageType(
        await sharp(await pngImage())
          .webp()
          .toBuffer(),
      ),
    ).toBe('image/webp');
    const heic = Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1');
    expect(sniffImageType(heic)).toBe('image/heic');
    expect(sniffImageType(Buffer.from('\0\0\0\x18ftypmif1', 'latin1'))).toBe('image/heif');
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImageType(Buffer.from('hello, I am a text file.jpg'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describeBackends('photos', (backend) => {
  let dataDir: string;
  let app: FastifyInstance;

  beforeEach(() => {
    dataDir = testTempDir('photos-test-');
  });

  async function build(moderator?: PhotoModerator) {
    if (!moderator) return backend.build({ env: { DATA_DIR: dataDir } });
    return buildWithServices(backend, dataDir, { photoModerator: moderator });
  }

  async function member(overrides: Parameters<typeof backend.createMember>[0] = {}) {
    const row = await backend.createMember(overrides);
    return { row, client: await loginAs(app, row.email) };
  }

  const upload = (client: TestClient, bytes: Buffer, options?: Parameters<typeof multipart>[1]) => {
    const body = multipart(bytes, options);
    return client.request({
      method: 'POST',
      url: uploadPhoto.path,
      payload: body.payload,
      headers: body.headers,
    });
  };

  async function uploaded(client: TestClient, bytes?: Buffer) {
    const response = await upload(client, bytes ?? (await pngImage()));
    expect(response.statusCode, response.body).toBe(200);
    return parseBody(uploadResponse, response).data;
  }

  describe('upload', () => {
    beforeEach(async () => {
      app = await build();
    });

    it('stores the three sizes upright as WebP with no EXIF (GPS above all), served same-origin', async () => {
      const { client } = await member();
      const original = await jpegWithGps(400, 300);
      expect(original.includes('LeakyCam')).toBe(true);
      const { photo, photos } = await uploaded(client, original);
      expect(photos).toEqual([photo]);
      expect(photo).toMatchObject({ isMain: true, position: 0, moderation: 'approved', source: 'upload' });
      // Orientation 6: the 400×300 pixels are shown turned a quarter, 300×400.
      expect({ width: photo.width, height: photo.height }).toEqual({ width: 300, height: 400 });

      for (const [size, box] of Object.entries(photoSizes)) {
        const url = photo.urls[size as keyof typeof photoSizes];
        expect(url).toMatch(/^\/media\/photos\/\d+\/[0-9a-f-]{36}\/(grid|card|full)\.webp$/);
        const served = await client.get(url);
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(served.headers['cache-control']).toContain('immutable');
        const bytes = served.rawPayload;
        const meta = await sharp(bytes).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        expect(bytes.includes('Exif')).toBe(false);
        expect(bytes.includes('LeakyCam')).toBe(false);
        expect(bytes.includes('Home Sweet Home')).toBe(false);
        if (box.fit === 'cover') expect([meta.width, meta.height]).toEqual([box.width, box.height]);
        else expect([meta.width, meta.height]).toEqual([300, 400]);
      }
      expect(storedFiles(dataDir)).toHaveLength(3);
    });

    it('refuses a text file named .jpg, an empty file, a corrupt JPEG and an oversize file, storing nothing', async () => {
      const { client } = await member();
      await uploaded(client);
      const before = storedFiles(dataDir);

      const text = await upload(client, Buffer.from('not a photo at all, just text\n'.repeat(20)), {
        filename: 'holiday.jpg',
        type: 'image/jpeg',
      });
      expectError(text, 415, photoErrorCodes.unsupportedType, 'photo');

      expectError(await upload(client, Buffer.alloc(0)), 400, photoErrorCodes.emptyFile, 'photo');

      const jpeg = await jpegWithGps(800, 600);
      const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 3));
      expectError(await upload(client, truncated), 400, photoErrorCodes.corruptImage, 'photo');
      const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 7)]);
      expectError(await upload(client, garbage), 400, photoErrorCodes.corruptImage, 'photo');

      // A HEIC header over garbage goes through the HEIC decoder and is refused the same way.
      const fakeHeic = Buffer.concat([
        Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'),
        Buffer.alloc(3000, 3),
      ]);
      expectError(
        await upload(client, fakeHeic, { filename: 'IMG_0001.HEIC', type: 'image/heic' }),
        400,
        photoErrorCodes.corruptImage,
        'photo',
      );

      const oversize = Buffer.concat([jpeg, Buffer.alloc(PHOTO_MAX_BYTES, 1)]);
      expectError(await upload(client, oversize), 413, photoErrorCodes.tooLarge, 'photo');

      // Wrong part name, or no multipart at all: still named after the upload field.
      const wrongField = await upload(client, jpeg, { field: 'file' });
      expectError(wrongField, 400, 'invalid_request', 'photo');
      const json = await client.post(uploadPhoto.path, { photo: 'data:image/jpeg;base64,AAAA' });
      expectError(json, 415, photoErrorCodes.unsupportedType, 'photo');

      expect(storedFiles(dataDir)).toEqual(before);
      const state = parseBody(stateResponse, await client.get(getPhotos.path)).data;
      expect(state.photos).toHaveLength(1);
    });

    it(`refuses a photo beyond ${PHOTOS_PER_MEMBER_MAX} with photo_limit_reached`, async () => {
      const { row, client } = await member();
      await backend.db.insert(schema.photos).values(
        Array.from({ length: PHOTOS_PER_MEMBER_MAX }, (_, i) => ({
          memberId: row.id,
          url: `https://example.test/${i}.jpg`,
          width: 100,
          height: 100,
          position: i,
          isMain: i === 0,
        })),
      );
      expectError(await upload(client, await pngImage()), 409, photoErrorCodes.photoLimit, 'photo');
      expect(storedFiles(dataDir)).toEqual([]);
    });

    it('needs a session (401) and the XSRF header', async () => {
      const { client } = await member();
      const body = multipart(await pngImage());
      const anonymous = await new TestClient(app).request({ method: 'POST', url: uploadPhoto.path, ...body });
      expect(anonymous.statusCode).toBe(401);
      const noXsrf = await client.request({ method: 'POST', url: uploadPhoto.path, ...body, xsrf: false });
      expect(noXsrf.statusCode).toBe(403);
      expect(storedFiles(dataDir)).toEqual([]);
    });
  });

  it('documents the upload as multipart/form-data naming the photo field', async () => {
    app = await build();
    const document = (await app.inject('/api/openapi.json')).json<OpenApiDocument>();
    const body = document.paths[uploadPhoto.path]?.post?.requestBody;
    expect(body?.required).toBe(true);
    expect(body?.content['application/json']).toBeUndefined();
    const form = body?.content['multipart/form-data'];
    expect(form?.schema).toMatchObject({
      type: 'object',
      required: ['photo'],
      properties: { photo: { type: 'string', format: 'binary', maxLength: PHOTO_MAX_BYTES } },
    });
    expect(form?.encoding?.photo?.contentType).toContain('image/heic');
  });

  describe('managing photos', () => {
    beforeEach(async () => {
      app = await build();
    });

    it('sets the main photo, reorders and deletes; the current profile and what others see follow', async () => {
      const owner = await member({ gender: 'woman', seeking: ['man'] });
      const viewer = await member({ gender: 'man', seeking: ['woman'] });
      const first = (await uploaded(owner.client)).photo;
      const second = (await uploaded(owner.client, await jpegWithGps())).photo;
      const third = (await uploaded(owner.client)).photo;
      expect([first.isMain, second.isMain, third.isMain]).toEqual([true, false, false]);

      const profile = async () => parseBody(profileWire, await owner.client.get(getProfile.path));
      expect((await profile()).NbOfImages).toBe('3');
      expect((await profile()).profileMainImage).toBe(first.urls.full);

      const main = await owner.client.request({
        method: 'PUT',
        url: setMainPhoto.path,
        payload: { photoId: second.id },
      });
      expect(main.statusCode, main.body).toBe(200);
      const afterMain = parseBody(stateResponse, main).data.photos;
      expect(afterMain.filter((p) => p.isMain).map((p) => p.id)).toEqual([second.id]);
      expect((await profile()).profileMainImage).toBe(second.urls.full);

      // Another member sees the new main photo at once: search card (card size) and profile view (main first).
      const search = parseBody(searchPage, await viewer.client.get('/api/user/search')).data.items;
      expect(search.find((m) => m.id === owner.row.id)?.photoUrl).toBe(second.urls.card);
      const view = await viewer.client.get(buildPath(getProfileView.path, { id: owner.row.id }));
      const detail = parseBody(getProfileView.response, view).data;
      expect(detail.photos.map((p) => p.id)).toEqual([second.id, first.id, third.id]);

      const order = [third.id, first.id, second.id];
      const reordered = await owner.client.request({
        method: 'PUT',
        url: reorderPhotos.path,
        payload: { photoIds: order },
      });
      expect(reordered.statusCode, reordered.body).toBe(200);
      expect(parseBody(stateResponse, reordered).data.photos.map((p) => [p.id, p.position])).toEqual([
        [third.id, 0],
        [first.id, 1],
        [second.id, 2],
      ]);
      expect((await profile()).images.map((i) => i.id)).toEqual(order);

      // Deleting the main photo: its files go, the first by order becomes main.
      const filesBefore = storedFiles(dataDir).length;
      const deleted = await owner.client.request({
        method: 'DELETE',
        url: buildPath(deletePhoto.path, { photoId: second.id }),
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      const left = parseBody(stateResponse, deleted).data.photos;
      expect(left.map((p) => [p.id, p.position, p.isMain])).toEqual([
        [third.id, 0, true],
        [first.id, 1, false],
      ]);
      expect(storedFiles(dataDir)).toHaveLength(filesBefore - 3);
      expect((await owner.client.get(second.urls.card)).statusCode).toBe(404);
      expect((await profile()).NbOfImages).toBe('2');
      expect((await profile()).profileMainImage).toBe(third.urls.full);
    });

    it('reorder needs every photo id once (400 naming photoIds); another member’s photo is 404', async () => {
      const owner = await member();
      const other = await member();
      const a = (await uploaded(owner.client)).photo;
      const b = (await uploaded(owner.client)).photo;
      const theirs = (await uploaded(other.client)).photo;

      const put = (url: string, payload: object) => owner.client.request({ method: 'PUT', url, payload });
      expectError(await put(reorderPhotos.path, { photoIds: [a.id] }), 400, 'invalid_request', 'photoIds');
      expectError(
        await put(reorderPhotos.path, { photoIds: [a.id, theirs.id] }),
        400,
        'invalid_request',
        'photoIds',
      );
      expectError(
        await put(reorderPhotos.path, { photoIds: [a.id, b.id, theirs.id] }),
        400,
        'invalid_request',
        'photoIds',
      );
      const dup = await put(reorderPhotos.path, { photoIds: [a.id, a.id] });
      expect(dup.statusCode).toBe(400);
      expect(apiErrorBody.parse(dup.json()).error.field).toMatch(/^photoIds/);

      expect((await put(setMainPhoto.path, { photoId: theirs.id })).statusCode).toBe(404);
      const del = await owner.client.request({
        method: 'DELETE',
        url: buildPath(deletePhoto.path, { photoId: theirs.id }),
      });
      expect(del.statusCode).toBe(404);
      const theirState = parseBody(stateResponse, await other.client.get(getPhotos.path)).data;
      expect(theirState.photos.map((p) => [p.id, p.isMain])).toEqual([[theirs.id, true]]);
      expect((await other.client.get(theirs.urls.full)).statusCode).toBe(200);
    });
  });

  it('a pending photo is the owner’s alone until moderation approves it', async () => {
    app = await build({ review: () => Promise.resolve({ moderation: 'pending', reason: null }) });
    try {
      const owner = await member({ gender: 'woman', seeking: ['man'] });
      const viewer = await member({ gender: 'man', seeking: ['woman'] });
      const { photo } = await uploaded(owner.client);
      expect(photo.moderation).toBe('pending');

      const own = await owner.client.get(photo.urls.card);
      expect(own.statusCode).toBe(200);
      expect(own.headers['cache-control']).toBe('private, no-store');
      expect((await viewer.client.get(photo.urls.card)).statusCode).toBe(404);
      expect((await app.inject({ url: photo.urls.card })).statusCode).toBe(404);

      const view = await viewer.client.get(buildPath(getProfileView.path, { id: owner.row.id }));
      const detail = parseBody(getProfileView.response, view).data;
      expect(detail.photos).toEqual([]);
      expect(detail.photoUrl).toBeNull();
      const search = parseBody(searchPage, await viewer.client.get('/api/user/search?hasPhoto=true')).data;
      expect(search.items.map((m) => m.id)).not.toContain(owner.row.id);

      await backend.db
        .update(schema.photos)
        .set({ moderation: 'approved' })
        .where(eq(schema.photos.id, photo.id));
      expect((await viewer.client.get(photo.urls.card)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('a connection dropped mid-upload leaves no row and no file, and existing photos intact', async () => {
    app = await build();
    const { row, client } = await member();
    const kept = (await uploaded(client)).photo;
    const filesBefore = storedFiles(dataDir);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const jpeg = await jpegWithGps(1200, 900);
    const body = multipart(jpeg);
    const cookie = Object.entries(client.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST ${uploadPhoto.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nX-XSRF-TOKEN: ${XSRF}\r\n` +
        `Content-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
    );
    socket.write(body.payload.subarray(0, Math.floor(body.payload.length / 2)));
    await new Promise((resolve) => setTimeout(resolve, 150));
    socket.destroy();
    // The server notices the reset and fails the upload; give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 400));

    const rows = await backend.db.select().from(schema.photos).where(eq(schema.photos.memberId, row.id));
    expect(rows.map((p) => p.id)).toEqual([kept.id]);
    expect(storedFiles(dataDir)).toEqual(filesBefore);
    expect((await client.get(kept.urls.full)).statusCode).toBe(200);
  });
});
