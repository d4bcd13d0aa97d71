// Photos in the database, as on PostgreSQL without an S3 bucket: the store's own behaviour, and two servers over
// one database, where a photo uploaded through one is served and deleted through the other.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { deletePhoto, photoSizes, uploadPhoto } from '@app/contract';
import { buildPath } from '@app/contract';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { photoFiles } from '../../../src/db/schema.ts';
import { databaseStorage } from '../../../src/features/photos/storage.ts';
import { describeBackends, loginAs, parseBody, testTempDir } from '../../helper.ts';
import { filesUnder } from './route-helpers.ts';
import { multipart, pngImage } from './upload.ts';

describeBackends('photos in the database', (backend) => {
  const storedRows = async () => (await backend.db.select({ n: count() }).from(photoFiles))[0]?.n;

  it('puts, gets and deletes whole files, byte for byte', async () => {
    const storage = databaseStorage(backend.db);
    expect(storage.kind).toBe('database');
    // Every byte value, NUL included, must come back as written.
    const full = Buffer.concat([Buffer.from([0, 255, 0, 92, 120]), randomBytes(200_000)]);
    await storage.put('photos/1/k/full.webp', full, 'image/webp');
    await storage.put('photos/1/k/card.webp', Buffer.from('card'), 'image/webp');
    await storage.put('verification/1/s.webp', Buffer.from('selfie'), 'image/webp');
    const read = await storage.get('photos/1/k/full.webp');
    expect(Buffer.isBuffer(read)).toBe(true);
    expect(read?.equals(full)).toBe(true);
    expect(await storage.get('photos/1/k/grid.webp')).toBeNull();

    await storage.put('photos/1/k/card.webp', Buffer.from('card, again'), 'image/webp');
    expect(String(await storage.get('photos/1/k/card.webp'))).toBe('card, again');

    // A key with no file is not an error; the other keys' files stay.
    await storage.delete(['photos/1/k/full.webp', 'photos/1/k/card.webp', 'photos/1/k/grid.webp']);
    await storage.delete([]);
    expect(await storage.get('photos/1/k/full.webp')).toBeNull();
    expect(await storage.get('photos/1/k/card.webp')).toBeNull();
    expect(String(await storage.get('verification/1/s.webp'))).toBe('selfie');
    expect(await storedRows()).toBe(1);

    await expect(storage.get('photos/../../etc/passwd')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put('../x', Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.delete(['photos/1/k/full.webp', '/etc'])).rejects.toThrow(/Invalid storage key/);
  });

  it('two servers over one database: uploaded through one, served and deleted through the other', async () => {
    // The config says PostgreSQL, which picks the database store; both apps share the backend's open database.
    const server = async () => {
      const dataDir = testTempDir('photos-shared-');
      const env = { DATABASE_URL: 'postgres://app@db.invalid/app', DATA_DIR: dataDir };
      return { app: await backend.build({ env }), dataDir };
    };
    const one = await server();
    const two = await server();
    const owner = await backend.createMember();
    const viewer = await backend.createMember();

    const body = multipart(await pngImage());
    const uploaded = await (
      await loginAs(one.app, owner.email)
    ).request({ method: 'POST', url: uploadPhoto.path, payload: body.payload, headers: body.headers });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { photo } = parseBody(uploadPhoto.response, uploaded).data;
    expect(await storedRows()).toBe(Object.keys(photoSizes).length);

    const throughTwo = await loginAs(two.app, viewer.email);
    for (const url of Object.values(photo.urls)) {
      const fromOne = await one.app.inject({ url });
      const fromTwo = await throughTwo.get(url);
      expect(fromTwo.statusCode).toBe(200);
      expect(fromTwo.headers['content-type']).toBe('image/webp');
      expect(fromTwo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(fromTwo.rawPayload.equals(fromOne.rawPayload)).toBe(true);
      expect((await sharp(fromTwo.rawPayload).metadata()).format).toBe('webp');
      // Either server's tag revalidates at the other without reading the file again.
      const etag = fromOne.headers.etag;
      expect(etag).toBe(fromTwo.headers.etag);
      const revalidated = await two.app.inject({ url, headers: { 'if-none-match': String(etag) } });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.rawPayload).toHaveLength(0);
    }
    // Never on either server's disk.
    expect([...filesUnder(join(one.dataDir, 'media')), ...filesUnder(join(two.dataDir, 'media'))]).toEqual(
      [],
    );

    const ownerOnTwo = await loginAs(two.app, owner.email);
    const deleted = await ownerOnTwo.request({
      method: 'DELETE',
      url: buildPath(deletePhoto.path, { photoId: photo.id }),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await storedRows()).toBe(0);
    for (const url of Object.values(photo.urls)) expect((await one.app.inject({ url })).statusCode).toBe(404);
  });
});
