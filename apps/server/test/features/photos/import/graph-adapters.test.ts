// The Facebook and Instagram Graph API adapters' HTTP layer against recorded responses: what they send (paths,
// fields, paging cursors, the token in a header, appsecret_proof) and what they make of each answer.
import { FACEBOOK_ALBUM_BATCH } from '@app/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { facebookGraphProvider } from '../../../../src/features/photos/import/facebook-graph.ts';
import { instagramGraphProvider } from '../../../../src/features/photos/import/instagram-graph.ts';
import { INSTAGRAM_ALBUM, ImportError } from '../../../../src/features/photos/import/provider.ts';
import {
  FACEBOOK_SECRET,
  FACEBOOK_TOKEN,
  INSTAGRAM_SECRET,
  INSTAGRAM_TOKEN,
  fixture,
  recordedFetch,
} from './recorded.ts';

const MB = 1024 * 1024;

function facebook() {
  const graph = recordedFetch();
  return { graph, api: facebookGraphProvider({ appSecret: FACEBOOK_SECRET, fetch: graph.fetch }) };
}

function instagram() {
  const graph = recordedFetch();
  return { graph, api: instagramGraphProvider({ appSecret: INSTAGRAM_SECRET, fetch: graph.fetch }) };
}

async function failure(promise: Promise<unknown>): Promise<ImportError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImportError);
  return error as ImportError;
}

const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0ffee' } })
    .jpeg()
    .toBuffer();

describe('the Facebook Graph adapter', () => {
  it('checks a token with GET /me', async () => {
    const { graph, api } = facebook();
    graph.expect('fb-me');
    await api.verifyToken(FACEBOOK_TOKEN);
    graph.done();
  });

  it('lists albums 17 a page and follows the after cursor to the last page', async () => {
    const { graph, api } = facebook();
    graph.expect('fb-albums-page-1').expect('fb-albums-page-2');
    const first = await api.albums(FACEBOOK_TOKEN, undefined);
    expect(first.albums).toHaveLength(FACEBOOK_ALBUM_BATCH);
    expect(first.nextCursor).toBe('QVFIUnR0ZXN0LWFmdGVyLTE3ZAZDZD');
    expect(first.albums[0]).toEqual({
      id: '10150000000000001',
      name: 'Profile pictures',
      photoCount: 3,
      // The smallest image that still fills a 240 px grid tile (360×270 of the recorded 1440×1080 sizes).
      coverUrl: expect.stringContaining('_360x270_n.jpg') as unknown,
    });
    const second = await api.albums(FACEBOOK_TOKEN, first.nextCursor ?? undefined);
    expect(second.albums.map((album) => album.name)).toEqual(['Camping', 'Museum visits', 'Birthday party']);
    // No `paging.next` in the answer: the last page, even though Graph still sends an `after` cursor.
    expect(second.nextCursor).toBeNull();
    graph.done();
  });

  it("lists an album's photos with a thumbnail, their size and the next cursor", async () => {
    const { graph, api } = facebook();
    graph.expect('fb-album-photos');
    const page = await api.albumPhotos(FACEBOOK_TOKEN, '10150000000000001', undefined);
    expect(page.nextCursor).toBe('MzAxNTAwMDAwMDAwMDAwMDMZD');
    expect(page.photos.map(({ id, width, height }) => ({ id, width, height }))).toEqual([
      { id: '30150000000000001', width: 2048, height: 1536 },
      { id: '30150000000000002', width: 1080, height: 1350 },
      { id: '30150000000000003', width: 2048, height: 1536 },
    ]);
    expect(page.photos[1]?.thumbUrl).toMatch(/^https:\/\/scontent-[\w.-]+\.fbcdn\.net\/.*_270x338_n\.jpg/);
    graph.done();
  });

  it("downloads a photo's largest image from the CDN without the token", async () => {
    const { graph, api } = facebook();
    const bytes = await jpeg();
    const largest = (fixture('fb-photo').response.body as { images: { source: string }[] }).images[0];
    graph.expect('fb-photo').download({
      url: largest?.source ?? '',
      headers: { 'content-type': 'image/jpeg', 'content-length': String(bytes.length) },
      bytes,
    });
    const downloaded = await api.photoBytes(FACEBOOK_TOKEN, '30150000000000002', 15 * MB);
    expect(Buffer.compare(downloaded, bytes)).toBe(0);
    graph.done();
  });

  it('refuses a download over the size cap, declared or not', async () => {
    const large = new Uint8Array(2 * MB);
    const source = (fixture('fb-photo').response.body as { images: { source: string }[] }).images[0]?.source;
    for (const headers of [{ 'content-length': String(large.length) }, {}] as Record<string, string>[]) {
      const { graph, api } = facebook();
      graph.expect('fb-photo').download({ url: source ?? '', headers, bytes: large });
      expect((await failure(api.photoBytes(FACEBOOK_TOKEN, '30150000000000002', MB))).kind).toBe('too_large');
      graph.done();
    }
  });

  it('never calls Graph with an id that is not one (it would change the path)', async () => {
    const { graph, api } = facebook();
    expect((await failure(api.albumPhotos(FACEBOOK_TOKEN, '../me/friends', undefined))).kind).toBe(
      'not_found',
    );
    expect((await failure(api.photoBytes(FACEBOOK_TOKEN, 'me', MB))).kind).toBe('not_found');
    expect(graph.sent).toEqual([]);
  });

  it.each([
    ['an expired token', 'fb-error-expired-token', 'rejected'],
    ['a permission not granted', 'fb-error-missing-permission', 'rejected'],
    ['the rate limit', 'fb-error-rate-limit', 'unavailable'],
  ] as const)('reads %s as %s', async (_, name, kind) => {
    const { graph, api } = facebook();
    graph.expect(name);
    const error = await failure(api.albums(FACEBOOK_TOKEN, undefined));
    expect(error.kind).toBe(kind);
    expect(error.message).not.toContain(FACEBOOK_TOKEN);
    graph.done();
  });

  it('reads "no such object" as a missing album and a refused cursor as a bad cursor', async () => {
    const { graph, api } = facebook();
    graph.expect('fb-error-no-such-album').expect('fb-error-bad-cursor');
    expect((await failure(api.albumPhotos(FACEBOOK_TOKEN, '10150000000009999', undefined))).kind).toBe(
      'not_found',
    );
    expect((await failure(api.albums(FACEBOOK_TOKEN, 'not-a-cursor'))).kind).toBe('bad_cursor');
    graph.done();
  });

  it('reads no answer, or one that is not JSON, as unavailable', async () => {
    const api = facebookGraphProvider({
      appSecret: FACEBOOK_SECRET,
      fetch: (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch,
    });
    expect((await failure(api.albums(FACEBOOK_TOKEN, undefined))).kind).toBe('unavailable');
    const html = facebookGraphProvider({
      appSecret: FACEBOOK_SECRET,
      fetch: (() => Promise.resolve(new Response('<html>502</html>', { status: 502 }))) as typeof fetch,
    });
    expect((await failure(html.albums(FACEBOOK_TOKEN, undefined))).kind).toBe('unavailable');
  });
});

describe('the Instagram adapter (Instagram API with Instagram Login)', () => {
  it('checks a token with GET /me', async () => {
    const { graph, api } = instagram();
    graph.expect('ig-me');
    await api.verifyToken(INSTAGRAM_TOKEN);
    graph.done();
  });

  it("shows the member's media as one album with their media count", async () => {
    const { graph, api } = instagram();
    graph.expect('ig-me-media-count');
    expect(await api.albums(INSTAGRAM_TOKEN, undefined)).toEqual({
      albums: [{ ...INSTAGRAM_ALBUM, photoCount: 31, coverUrl: null }],
      nextCursor: null,
    });
    expect((await failure(api.albums(INSTAGRAM_TOKEN, 'anything'))).kind).toBe('bad_cursor');
    graph.done();
  });

  it('pages the media, offering images and carousels but no videos', async () => {
    const { graph, api } = instagram();
    graph.expect('ig-media-page-1').expect('ig-media-page-2');
    const first = await api.albumPhotos(INSTAGRAM_TOKEN, INSTAGRAM_ALBUM.id, undefined);
    expect(first.photos.map((photo) => photo.id)).toEqual([
      '17900000000000001',
      '17900000000000003',
      '17900000000000004',
    ]);
    expect(first.photos[0]?.thumbUrl).toMatch(/^https:\/\/scontent\.cdninstagram\.com\//);
    expect(first.nextCursor).toBe('QVFIUnRlc3QtaWctYWZ0ZXIZD');
    const second = await api.albumPhotos(INSTAGRAM_TOKEN, INSTAGRAM_ALBUM.id, first.nextCursor ?? undefined);
    expect(second.photos.map((photo) => photo.id)).toEqual(['17900000000000005']);
    expect(second.nextCursor).toBeNull();
    expect((await failure(api.albumPhotos(INSTAGRAM_TOKEN, '123', undefined))).kind).toBe('not_found');
    graph.done();
  });

  it('downloads an image, and refuses a video', async () => {
    const { graph, api } = instagram();
    const bytes = await jpeg();
    const item = fixture('ig-media-item').response.body as { media_url: string };
    graph
      .expect('ig-media-item')
      .download({ url: item.media_url, headers: { 'content-type': 'image/jpeg' }, bytes })
      .expect('ig-media-item-video');
    expect(Buffer.compare(await api.photoBytes(INSTAGRAM_TOKEN, '17900000000000004', MB), bytes)).toBe(0);
    expect((await failure(api.photoBytes(INSTAGRAM_TOKEN, '17900000000000002', MB))).kind).toBe('not_found');
    graph.done();
  });

  it('reads an expired token as rejected', async () => {
    const { graph, api } = instagram();
    graph.expect('ig-error-expired-token');
    expect((await failure(api.albumPhotos(INSTAGRAM_TOKEN, INSTAGRAM_ALBUM.id, undefined))).kind).toBe(
      'rejected',
    );
    graph.done();
  });
});
