// Photo import routes over a real database and real photo storage (a temp DATA_DIR): the Facebook sandbox's albums
// 17 a page, importing 8 across two album pages through the photo pipeline, the 9th refused with nothing stored,
// Instagram's own limit, all-or-nothing failures, and the Graph adapters behind the routes (connect, a refused
// token) over recorded responses.
import { join } from 'node:path';
import {
  FACEBOOK_ALBUM_BATCH,
  MAX_FACEBOOK_PHOTOS,
  PHOTOS_PER_MEMBER_MAX,
  buildPath,
  connectImport,
  errorCodes,
  getImportAlbumPhotos,
  getImportAlbums,
  getImportStatus,
  getPhotos,
  importPhotos,
  photoErrorCodes,
} from '@app/contract';
import type { ImportProvider } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../../../src/db/schema.ts';
import { facebookGraphProvider } from '../../../../src/features/photos/import/facebook-graph.ts';
import type { ImportProviders } from '../../../../src/features/photos/import/index.ts';
import { ALBUM_PHOTOS_PAGE, INSTAGRAM_ALBUM } from '../../../../src/features/photos/import/provider.ts';
import { sandboxFacebookProvider, sandboxSvg } from '../../../../src/features/photos/import/sandbox.ts';
import type { TestClient } from '../../../helper.ts';
import { describeBackends, loginAs, parseBody, testTempDir } from '../../../helper.ts';
import { buildWithServices, expectError, filesUnder } from '../route-helpers.ts';
import { FACEBOOK_SECRET, FACEBOOK_TOKEN, recordedFetch } from './recorded.ts';

const path = (template: string, params: Record<string, string>) => buildPath(template, params);
const statusUrl = (provider: ImportProvider) => path(getImportStatus.path, { provider });
const albumsUrl = (provider: ImportProvider, cursor?: string) =>
  `${path(getImportAlbums.path, { provider })}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
const albumUrl = (provider: ImportProvider, albumId: string, cursor?: string) =>
  `${path(getImportAlbumPhotos.path, { provider, albumId })}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
const importUrl = (provider: ImportProvider) => path(importPhotos.path, { provider });

describe('the sandbox providers', () => {
  it('draw the same picture for the same id, and different ones for different ids', () => {
    expect(sandboxSvg('a', 100, 80)).toBe(sandboxSvg('a', 100, 80));
    expect(sandboxSvg('a', 100, 80)).not.toBe(sandboxSvg('b', 100, 80));
  });

  it('render a photo as a real JPEG of its size', async () => {
    const facebook = sandboxFacebookProvider();
    const { albums } = await facebook.albums(undefined, undefined);
    const { photos } = await facebook.albumPhotos(undefined, albums[1]?.id ?? '', undefined);
    const photo = photos[0];
    if (!photo) throw new Error('no sandbox photo');
    const bytes = await facebook.photoBytes(undefined, photo.id, 15 * 1024 * 1024);
    const meta = await sharp(bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width: photo.width,
      height: photo.height,
    });
    expect(photo.thumbUrl).toMatch(/^data:image\/svg\+xml;base64,/);
  });
});

describeBackends('photo import', (backend) => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = testTempDir('photo-import-test-');
  });

  /** Every stored file under the photo storage folder. */
  const storedFiles = () => filesUnder(join(dataDir, 'media'));

  async function build(providers?: Partial<ImportProviders>): Promise<FastifyInstance> {
    if (!providers) return backend.build({ env: { DATA_DIR: dataDir } });
    return buildWithServices(backend, dataDir, { photoImport: providers });
  }

  async function member(app: FastifyInstance) {
    const row = await backend.createMember();
    return { row, client: await loginAs(app, row.email) };
  }

  async function albumPages(client: TestClient, provider: ImportProvider) {
    const first = await client.get(albumsUrl(provider));
    expect(first.statusCode, first.body).toBe(200);
    const page1 = parseBody(getImportAlbums.response, first).data;
    if (!page1.nextCursor) return [page1];
    const second = await client.get(albumsUrl(provider, page1.nextCursor));
    expect(second.statusCode, second.body).toBe(200);
    return [page1, parseBody(getImportAlbums.response, second).data];
  }

  async function photosOf(client: TestClient, provider: ImportProvider, albumId: string) {
    const response = await client.get(albumUrl(provider, albumId));
    expect(response.statusCode, response.body).toBe(200);
    return parseBody(getImportAlbumPhotos.response, response).data;
  }

  const importing = (client: TestClient, provider: ImportProvider, photoIds: string[]) =>
    client.post(importUrl(provider), { photoIds });

  async function imported(client: TestClient, provider: ImportProvider, photoIds: string[]) {
    const response = await importing(client, provider, photoIds);
    expect(response.statusCode, response.body).toBe(200);
    return parseBody(importPhotos.response, response).data;
  }

  async function photoCount(client: TestClient) {
    const response = await client.get(getPhotos.path);
    return parseBody(getPhotos.response, response).data.photos.length;
  }

  describe('from the Facebook sandbox', () => {
    it('is connected at once and says the limit', async () => {
      const app = await build();
      const { client } = await member(app);
      const response = await client.get(statusUrl('facebook'));
      expect(parseBody(getImportStatus.response, response).data).toEqual({
        provider: 'facebook',
        connected: true,
        sandbox: true,
        imported: 0,
        limit: MAX_FACEBOOK_PHOTOS,
      });
      // Connecting the sandbox needs nothing and changes nothing.
      const connected = await client.post(path(connectImport.path, { provider: 'facebook' }), {
        accessToken: 'anything',
      });
      expect(parseBody(connectImport.response, connected).data.connected).toBe(true);
    });

    it('lists the albums in batches of 17: 17, then the last 3', async () => {
      const app = await build();
      const { client } = await member(app);
      const pages = await albumPages(client, 'facebook');
      expect(pages.map((page) => page.albums.length)).toEqual([FACEBOOK_ALBUM_BATCH, 3]);
      expect(pages[1]?.nextCursor).toBeNull();
      const ids = pages.flatMap((page) => page.albums.map((album) => album.id));
      expect(new Set(ids).size).toBe(20);
      for (const album of pages.flatMap((page) => page.albums)) {
        expect(album.photoCount).toBeGreaterThan(0);
        expect(album.coverUrl).toMatch(/^data:image\/svg\+xml/);
      }
    });

    it("pages an album's photos and refuses a cursor it never gave", async () => {
      const app = await build();
      const { client } = await member(app);
      const [page1] = await albumPages(client, 'facebook');
      const big = page1?.albums[0];
      if (!big) throw new Error('no album');
      const first = await photosOf(client, 'facebook', big.id);
      expect(first.photos).toHaveLength(ALBUM_PHOTOS_PAGE);
      expect(first.nextCursor).not.toBeNull();
      const second = parseBody(
        getImportAlbumPhotos.response,
        await client.get(albumUrl('facebook', big.id, first.nextCursor ?? '')),
      ).data;
      expect(first.photos.length + second.photos.length).toBe(big.photoCount);
      expect(second.nextCursor).toBeNull();

      expectError(
        await client.get(albumsUrl('facebook', 'page-2')),
        400,
        errorCodes.invalidRequest,
        'cursor',
      );
      expectError(
        await client.get(albumUrl('facebook', big.id, '999')),
        400,
        errorCodes.invalidRequest,
        'cursor',
      );
      expectError(await client.get(albumUrl('facebook', 'no-such-album')), 404, errorCodes.notFound);
    });

    it('imports 8 photos chosen across two album pages through the pipeline; a 9th is refused and nothing stored', async () => {
      const app = await build();
      const { client } = await member(app);
      const [page1, page2] = await albumPages(client, 'facebook');
      const fromPage1 = (await photosOf(client, 'facebook', page1?.albums[4]?.id ?? '')).photos;
      const fromPage2 = (await photosOf(client, 'facebook', page2?.albums[2]?.id ?? '')).photos;
      const firstPick = fromPage1.slice(0, 4).map((photo) => photo.id);
      const secondPick = fromPage2.slice(0, 4).map((photo) => photo.id);
      expect(firstPick).toHaveLength(4);
      expect(secondPick).toHaveLength(4);

      const first = await imported(client, 'facebook', firstPick);
      expect(first.imported).toHaveLength(4);
      expect(first.limits.imported).toEqual({ facebook: 4, instagram: 0 });
      const second = await imported(client, 'facebook', secondPick);
      expect(second.imported).toHaveLength(4);
      expect(second.photos).toHaveLength(8);
      expect(second.limits.imported.facebook).toBe(MAX_FACEBOOK_PHOTOS);
      for (const photo of second.photos) {
        expect(photo.source).toBe('facebook');
        expect(photo.moderation).toBe('approved');
      }
      // The first photo a member has becomes main.
      expect(second.photos.filter((photo) => photo.isMain)).toHaveLength(1);
      // Processed like an upload: WebP of the contract's sizes, no metadata.
      const full = second.photos[0];
      const served = await app.inject({ method: 'GET', url: full?.urls.full ?? '' });
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect({ width: meta.width, height: meta.height }).toEqual({
        width: full?.width,
        height: full?.height,
      });

      // The album shows them as imported (not selectable again).
      const again = await photosOf(client, 'facebook', page1?.albums[4]?.id ?? '');
      expect(again.photos.filter((photo) => photo.imported).map((photo) => photo.id)).toEqual(firstPick);
      const status = parseBody(getImportStatus.response, await client.get(statusUrl('facebook'))).data;
      expect(status.imported).toBe(MAX_FACEBOOK_PHOTOS);

      const files = storedFiles();
      const ninth = fromPage1[4]?.id ?? '';
      const error = expectError(
        await importing(client, 'facebook', [ninth]),
        400,
        photoErrorCodes.importLimit,
        'photoIds',
      );
      expect(error.message).toBe(
        'You can import up to 8 photos from Facebook, and you have imported 8 already.',
      );
      expect(await photoCount(client)).toBe(8);
      expect(storedFiles()).toEqual(files);
    });

    it('refuses more than the limit in one request whole, saying how many are left', async () => {
      const app = await build();
      const { client } = await member(app);
      const [page1] = await albumPages(client, 'facebook');
      const photos = (await photosOf(client, 'facebook', page1?.albums[0]?.id ?? '')).photos;
      await imported(client, 'facebook', [photos[0]?.id ?? '', photos[1]?.id ?? '']);
      const files = storedFiles();

      const nine = photos.slice(2, 11).map((photo) => photo.id);
      const error = expectError(
        await importing(client, 'facebook', nine),
        400,
        photoErrorCodes.importLimit,
        'photoIds',
      );
      expect(error.message).toBe(
        'You can import up to 8 photos from Facebook: choose at most 6 more photos.',
      );
      expect(await photoCount(client)).toBe(2);
      expect(storedFiles()).toEqual(files);
    });

    it('refuses a photo imported already, and an unknown one, leaving nothing of the request behind', async () => {
      const app = await build();
      const { client } = await member(app);
      const [page1] = await albumPages(client, 'facebook');
      const photos = (await photosOf(client, 'facebook', page1?.albums[3]?.id ?? '')).photos;
      const [a, b, c] = photos.map((photo) => photo.id);
      await imported(client, 'facebook', [a ?? '']);
      const files = storedFiles();

      expectError(
        await importing(client, 'facebook', [b ?? '', a ?? '']),
        400,
        errorCodes.invalidRequest,
        'photoIds',
      );
      // The unknown id comes last: the two before it are processed and stored, then taken back.
      expectError(
        await importing(client, 'facebook', [b ?? '', c ?? '', 'sandbox-photo-99-99']),
        400,
        errorCodes.invalidRequest,
        'photoIds',
      );
      expect(await photoCount(client)).toBe(1);
      expect(storedFiles()).toEqual(files);
      // Still importable afterwards.
      expect((await imported(client, 'facebook', [b ?? '', c ?? ''])).imported).toHaveLength(2);
    });

    it("keeps to the member's limit of 20 photos", async () => {
      const app = await build();
      const { row, client } = await member(app);
      await backend.db.insert(schema.photos).values(
        Array.from({ length: PHOTOS_PER_MEMBER_MAX - 2 }, (_, i) => ({
          memberId: row.id,
          url: `/api/avatars/photo-${i}.svg`,
          width: 480,
          height: 600,
          position: i,
          isMain: i === 0,
        })),
      );
      const [page1] = await albumPages(client, 'facebook');
      const photos = (await photosOf(client, 'facebook', page1?.albums[2]?.id ?? '')).photos;
      const error = expectError(
        await importing(
          client,
          'facebook',
          photos.slice(0, 3).map((photo) => photo.id),
        ),
        409,
        photoErrorCodes.photoLimit,
        'photoIds',
      );
      expect(error.message).toContain('choose at most 2 more photos');
      expect(await photoCount(client)).toBe(PHOTOS_PER_MEMBER_MAX - 2);
      expect(
        (
          await imported(
            client,
            'facebook',
            photos.slice(0, 2).map((photo) => photo.id),
          )
        ).photos,
      ).toHaveLength(PHOTOS_PER_MEMBER_MAX);
    });

    it('never ends over the limit when two imports race', async () => {
      const app = await build();
      const { client } = await member(app);
      const [page1] = await albumPages(client, 'facebook');
      const photos = (await photosOf(client, 'facebook', page1?.albums[0]?.id ?? '')).photos.map((p) => p.id);
      const responses = await Promise.all([
        importing(client, 'facebook', photos.slice(0, 5)),
        importing(client, 'facebook', photos.slice(5, 10)),
      ]);
      const count = await photoCount(client);
      expect(count).toBeLessThanOrEqual(MAX_FACEBOOK_PHOTOS);
      expect(responses.some((response) => response.statusCode === 400)).toBe(true);
      for (const response of responses) {
        if (response.statusCode !== 200) expectError(response, 400, photoErrorCodes.importLimit, 'photoIds');
      }
      expect(storedFiles()).toHaveLength(count * 3);
    });
  });

  describe('from the Instagram sandbox', () => {
    it('shows one album of media and imports with its own limit', async () => {
      const app = await build();
      const { client } = await member(app);
      const pages = await albumPages(client, 'instagram');
      expect(pages).toHaveLength(1);
      expect(pages[0]?.albums).toEqual([
        expect.objectContaining({ id: INSTAGRAM_ALBUM.id, name: INSTAGRAM_ALBUM.name }) as unknown,
      ]);
      const media = (await photosOf(client, 'instagram', INSTAGRAM_ALBUM.id)).photos;
      const done = await imported(
        client,
        'instagram',
        media.slice(0, 2).map((photo) => photo.id),
      );
      expect(done.imported.map((photo) => photo.source)).toEqual(['instagram', 'instagram']);
      expect(done.imported[0]).toMatchObject({ width: 1080, height: 1080 });
      expect(done.limits.imported).toEqual({ facebook: 0, instagram: 2 });
      const status = parseBody(getImportStatus.response, await client.get(statusUrl('instagram'))).data;
      expect(status).toMatchObject({ provider: 'instagram', imported: 2, limit: 8 });
    });
  });

  describe('through the Facebook Graph adapter (recorded responses)', () => {
    async function graphApp() {
      const graph = recordedFetch();
      const app = await build({
        facebook: facebookGraphProvider({ appSecret: FACEBOOK_SECRET, fetch: graph.fetch }),
      });
      return { graph, app };
    }

    it('asks the member to connect, checks the token, then lists albums with it', async () => {
      const { graph, app } = await graphApp();
      const { client } = await member(app);
      const status = parseBody(getImportStatus.response, await client.get(statusUrl('facebook'))).data;
      expect(status).toMatchObject({ connected: false, sandbox: false });
      expectError(await client.get(albumsUrl('facebook')), 409, photoErrorCodes.importNotConnected);
      expectError(
        await importing(client, 'facebook', ['30150000000000001']),
        409,
        photoErrorCodes.importNotConnected,
      );

      graph.expect('fb-me').expect('fb-albums-page-1').expect('fb-albums-page-2');
      const connected = await client.post(path(connectImport.path, { provider: 'facebook' }), {
        accessToken: FACEBOOK_TOKEN,
      });
      expect(parseBody(connectImport.response, connected).data.connected).toBe(true);
      const pages = await albumPages(client, 'facebook');
      expect(pages.map((page) => page.albums.length)).toEqual([FACEBOOK_ALBUM_BATCH, 3]);
      graph.done();
    });

    it('drops a connection whose token expired, so the member connects again', async () => {
      const { graph, app } = await graphApp();
      const { row, client } = await member(app);
      await app.repos.photoImport.saveToken(row.id, 'facebook', FACEBOOK_TOKEN);
      graph.expect('fb-error-expired-token');
      expectError(await client.get(albumsUrl('facebook')), 409, photoErrorCodes.importNotConnected);
      expect(await app.repos.photoImport.tokenOf(row.id, 'facebook')).toBeUndefined();
      graph.done();
    });

    it('answers 502 when Facebook does not answer, keeping the connection', async () => {
      const app = await build({
        facebook: facebookGraphProvider({
          appSecret: FACEBOOK_SECRET,
          fetch: (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch,
        }),
      });
      const { row, client } = await member(app);
      await app.repos.photoImport.saveToken(row.id, 'facebook', FACEBOOK_TOKEN);
      expectError(await client.get(albumsUrl('facebook')), 502, photoErrorCodes.importUnavailable);
      expectError(
        await importing(client, 'facebook', ['30150000000000001']),
        502,
        photoErrorCodes.importUnavailable,
      );
      expect(await app.repos.photoImport.tokenOf(row.id, 'facebook')).toBe(FACEBOOK_TOKEN);
    });

    it('says a sign-in Facebook does not accept is at fault', async () => {
      const rejecting = facebookGraphProvider({
        appSecret: FACEBOOK_SECRET,
        fetch: (() =>
          Promise.resolve(
            Response.json(
              { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } },
              { status: 400 },
            ),
          )) as typeof fetch,
      });
      const app = await build({ facebook: rejecting });
      const { client } = await member(app);
      expectError(
        await client.post(path(connectImport.path, { provider: 'facebook' }), { accessToken: 'EAAG-bad' }),
        400,
        errorCodes.invalidRequest,
        'accessToken',
      );
      const status = parseBody(getImportStatus.response, await client.get(statusUrl('facebook'))).data;
      expect(status.connected).toBe(false);
    });
  });
});
