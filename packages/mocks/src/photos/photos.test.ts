import { inflateSync } from 'node:zlib';
import {
  buildPath,
  FACEBOOK_ALBUM_BATCH,
  getProfile,
  MAX_FACEBOOK_PHOTOS,
  PHOTO_MAX_BYTES,
  photoEndpoints,
  photoErrorCodes,
  photosState,
  PHOTOS_PER_MEMBER_MAX,
  profileWire,
  verificationPoses,
  verificationRejections,
  verificationState,
} from '@app/contract';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toDetail } from '../discovery/factories.ts';
import { memberIds } from '../factories.ts';
import type { HandlerGroups } from '../groups.ts';
import { allHandlers } from '../groups.ts';
import { memberScenario, photoScenario, photoScenarios } from '../scenarios.ts';
import {
  ALBUM_PHOTOS_PAGE,
  heicBytes,
  jpegBytes,
  photoFile,
  pngBytes,
  sandboxAlbums,
  webpBytes,
} from './factories.ts';
import { photoFixtures } from './fixtures.ts';
import { photoMessages } from './photo-rules.ts';
import { readPixelSize, sniffMediaType } from './sniff.ts';
import type { PhotoScenarioName } from './states.ts';
import { photoScenarioSetups } from './states.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = 'http://localhost';
const me = memberIds.free;
const use = (groups: HandlerGroups) => server.use(...allHandlers(groups));
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely, the handlers parse them
type Loose = any;
const call = async (method: string, path: string, body?: unknown, signal?: AbortSignal) => {
  const response = await fetch(`${base}${path}`, {
    method,
    ...(body instanceof FormData
      ? { body }
      : body === undefined
        ? {}
        : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    ...(signal ? { signal } : {}),
  });
  return { status: response.status, body: (await response.json()) as Loose };
};
const get = (path: string) => call('GET', path);
const form = (field: string, file: File | string) => {
  const data = new FormData();
  data.append(field, file);
  return data;
};
const upload = (file: File | string, field = 'photo') => call('POST', '/api/user/photos', form(field, file));
const selfie = (file: File) => call('POST', '/api/user/verification/selfie', form('selfie', file));
const png = (width = 800, height = 1000) => photoFile('png', { width, height });

function serve(name: PhotoScenarioName) {
  const { db, handlers } = photoScenario(name);
  use(handlers);
  return db;
}
const profile = async () => profileWire.parse((await get(getProfile.path)).body);
const photosOf = async () => photosState.parse((await get('/api/user/photos')).body.data);
const importPath = (provider: string, rest = '') => `/api/user/photos/import/${provider}${rest}`;

describe('the content check', () => {
  it('recognises each photo type by its first bytes, never by the name', () => {
    expect(sniffMediaType(jpegBytes(10, 10))).toBe('image/jpeg');
    expect(sniffMediaType(pngBytes(2, 2))).toBe('image/png');
    expect(sniffMediaType(webpBytes(10, 10))).toBe('image/webp');
    expect(sniffMediaType(heicBytes(10, 10))).toBe('image/heic');
    expect(sniffMediaType(heicBytes(10, 10, 'heix'))).toBe('image/heic');
    expect(sniffMediaType(heicBytes(10, 10, 'mif1'))).toBe('image/heif');
    expect(sniffMediaType(heicBytes(10, 10, 'isom'))).toBeNull(); // an MP4
    expect(sniffMediaType(new TextEncoder().encode('hello.jpg'))).toBeNull();
    expect(sniffMediaType(new Uint8Array())).toBeNull();
  });

  it('reads the pixel size from each header, and finds a header it cannot read corrupt', () => {
    expect(readPixelSize(pngBytes(640, 480), 'image/png')).toEqual({ width: 640, height: 480 });
    expect(readPixelSize(jpegBytes(4032, 3024), 'image/jpeg')).toEqual({ width: 4032, height: 3024 });
    expect(readPixelSize(webpBytes(1200, 1600), 'image/webp')).toEqual({ width: 1200, height: 1600 });
    expect(readPixelSize(heicBytes(3024, 4032), 'image/heic')).toEqual({ width: 3024, height: 4032 });
    expect(readPixelSize(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg')).toBeNull();
    expect(readPixelSize(pngBytes(2, 2).subarray(0, 16), 'image/png')).toBeNull();
  });

  it('makes real PNGs: the image data inflates to one filtered row per line', () => {
    const bytes = pngBytes(300, 200, 3);
    const idat = bytes.subarray(33 + 8, bytes.length - 12 - 4);
    expect(inflateSync(idat).length).toBe((300 + 1) * 200);
  });
});

describe('photos', () => {
  it('lists the photos in order with one main and the limits', async () => {
    serve('somePhotos');
    const state = await photosOf();
    expect(state.photos).toHaveLength(4);
    expect(state.photos.map((p) => p.position)).toEqual([0, 1, 2, 3]);
    expect(state.photos.filter((p) => p.isMain)).toHaveLength(1);
    expect(state.limits).toMatchObject({
      maxPhotos: PHOTOS_PER_MEMBER_MAX,
      maxBytes: PHOTO_MAX_BYTES,
      imported: { facebook: 0, instagram: 0 },
    });
  });

  it('seeded members keep their seeded photos as approved uploads', async () => {
    use(memberScenario(me).handlers);
    const [state, current] = [await photosOf(), await profile()];
    expect(state.photos.map((p) => p.id)).toEqual(current.images.map((i) => i.id));
    expect(state.photos.every((p) => p.moderation === 'approved' && p.source === 'upload')).toBe(true);
  });

  it('an upload is stored at the full size within 1600 px, and the current profile and card follow', async () => {
    const db = serve('somePhotos');
    const { status, body } = await upload(photoFile('jpeg', { width: 4000, height: 3000 }));
    expect(status).toBe(200);
    expect(body.data.photo).toMatchObject({
      width: 1600,
      height: 1200,
      moderation: 'approved',
      isMain: false,
    });
    expect(body.data.photo.position).toBe(4);
    expect(body.data.photos).toHaveLength(5);
    const current = await profile();
    expect(current.NbOfImages).toBe('5');
    expect(current.images.at(-1)?.id).toBe(body.data.photo.id);
    expect(db.community.get(me)!.photos.map((p) => p.id)).toContain(body.data.photo.id);
  });

  it('accepts PNG, WebP and HEIC as well', async () => {
    serve('noPhotos');
    for (const kind of ['png', 'webp', 'heic'] as const)
      expect((await upload(photoFile(kind, { width: 900, height: 900 }))).status).toBe(200);
    expect((await photosOf()).photos).toHaveLength(3);
  });

  it('the first photo becomes main and the profile main image', async () => {
    serve('noPhotos');
    expect((await profile()).profileMainImage).toBeNull();
    const { body } = await upload(png());
    expect(body.data.photo.isMain).toBe(true);
    const current = await profile();
    expect(current.profileMainImage).toBe(current.images[0]?.url);
    expect(current.NbOfImages).toBe('1');
  });

  describe('refuses bad files with a 400 naming `photo` and stores nothing', () => {
    const cases: [string, () => File | string, string, number][] = [
      [
        'a text file named .jpg',
        () => photoFile('text', { name: 'me.jpg', type: 'image/jpeg' }),
        photoErrorCodes.unsupportedType,
        415,
      ],
      ['an empty file', () => photoFile('empty'), photoErrorCodes.emptyFile, 400],
      [
        'a file over 15 MB',
        () => {
          const bytes = new Uint8Array(PHOTO_MAX_BYTES + 1);
          bytes.set(jpegBytes(4000, 3000));
          return new File([bytes], 'big.jpg', { type: 'image/jpeg' });
        },
        photoErrorCodes.tooLarge,
        413,
      ],
      [
        'a JPEG whose header is broken',
        () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0x00, 0x01])], 'broken.jpg'),
        photoErrorCodes.corruptImage,
        400,
      ],
      ['a text field instead of a file', () => 'not a file', 'invalid_request', 400],
    ];
    it.each(cases)('%s', async (_, file, code, expected) => {
      serve('somePhotos');
      const { status, body } = await upload(file());
      expect(status).toBe(expected);
      expect(body.error).toMatchObject({ code, field: 'photo' });
      expect((await photosOf()).photos).toHaveLength(4);
      expect((await profile()).NbOfImages).toBe('4');
    });

    it('a file in another field, or a JSON body', async () => {
      serve('somePhotos');
      expect((await upload(png(), 'file')).body.error).toMatchObject({
        code: 'invalid_request',
        field: 'photo',
      });
      const json = await call('POST', '/api/user/photos', { photo: 'x' });
      expect(json.status).toBe(415);
      expect(json.body.error).toMatchObject({ code: photoErrorCodes.unsupportedType, field: 'photo' });
    });

    it('the messages say what to do', async () => {
      serve('somePhotos');
      const { body } = await upload(photoFile('text', { name: 'me.jpg' }));
      expect(body.error.message).toBe(photoMessages.unsupportedType);
      expect(body.error.message).toContain('JPEG, PNG, WebP or HEIC');
    });
  });

  it('a member with 20 photos is refused a 21st (409 photo_limit_reached naming photo)', async () => {
    serve('fullPhotos');
    const { status, body } = await upload(png());
    expect(status).toBe(409);
    expect(body.error).toMatchObject({ code: photoErrorCodes.photoLimit, field: 'photo' });
    expect((await photosOf()).photos).toHaveLength(PHOTOS_PER_MEMBER_MAX);
  });

  it('setting the main photo moves it first on the card and in the current profile', async () => {
    const db = serve('somePhotos');
    const third = (await photosOf()).photos[2]!;
    const { status, body } = await call('PUT', '/api/user/photos/main', { photoId: third.id });
    expect(status).toBe(200);
    expect(body.data.photos.find((p: Loose) => p.isMain).id).toBe(third.id);
    expect(body.data.photos[2].id).toBe(third.id); // the order itself is unchanged
    expect((await profile()).profileMainImage).toBe(third.urls.full);
    const record = db.community.get(me)!;
    expect(record.photos[0]?.id).toBe(third.id);
    expect(toDetail(record).photoUrl).toBe(third.urls.full);
  });

  it('setMainPhoto: 404 for a photo not the member’s, 400 naming photoId for a bad id', async () => {
    serve('somePhotos');
    const missing = await call('PUT', '/api/user/photos/main', { photoId: 10_011 });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(photoMessages.photoNotFound);
    const bad = await call('PUT', '/api/user/photos/main', { photoId: 'x' });
    expect(bad.body.error.field).toBe('photoId');
  });

  it('reorders with every id once, and refuses anything else naming photoIds', async () => {
    serve('somePhotos');
    const ids = (await photosOf()).photos.map((p) => p.id);
    const reversed = [...ids].reverse();
    const { body } = await call('PUT', '/api/user/photos/order', { photoIds: reversed });
    expect(body.data.photos.map((p: Loose) => p.id)).toEqual(reversed);
    expect((await profile()).images.map((i) => i.id)).toEqual(reversed);
    for (const photoIds of [ids.slice(1), [...ids.slice(1), 1], [ids[0], ...ids], []]) {
      const refused = await call('PUT', '/api/user/photos/order', { photoIds });
      expect(refused.status).toBe(400);
      expect(refused.body.error.field).toMatch(/^photoIds/);
    }
    expect((await photosOf()).photos.map((p) => p.id)).toEqual(reversed);
  });

  it('deleting the main photo makes the next one main; the profile and card follow', async () => {
    const db = serve('somePhotos');
    const [main, next] = (await photosOf()).photos;
    const { status, body } = await call(
      'DELETE',
      buildPath('/api/user/photos/:photoId', { photoId: main!.id }),
    );
    expect(status).toBe(200);
    expect(body.data.photos).toHaveLength(3);
    expect(body.data.photos[0]).toMatchObject({ id: next!.id, isMain: true, position: 0 });
    const current = await profile();
    expect(current.NbOfImages).toBe('3');
    expect(current.profileMainImage).toBe(next!.urls.full);
    expect(db.community.get(me)!.photos.map((p) => p.id)).not.toContain(main!.id);
    expect((await call('DELETE', `/api/user/photos/${main!.id}`)).status).toBe(404);
    expect((await call('DELETE', '/api/user/photos/abc')).body.error.field).toBe('photoId');
  });

  it('others see approved photos only: pending and rejected stay off the card', async () => {
    const db = serve('pendingPhoto');
    const state = await photosOf();
    const pending = state.photos.find((p) => p.moderation === 'pending')!;
    expect(db.community.get(me)!.photos.map((p) => p.id)).not.toContain(pending.id);
    const { body } = await upload(png());
    expect(body.data.photo.moderation).toBe('pending');
    expect(db.community.get(me)!.photos).toHaveLength(3);

    const rejectedDb = serve('rejectedPhoto');
    const rejected = (await photosOf()).photos.find((p) => p.moderation === 'rejected')!;
    expect(rejected.rejectionReason).toBeTruthy();
    expect(rejectedDb.community.get(me)!.photos.map((p) => p.id)).not.toContain(rejected.id);
  });

  it('uploadFails answers 500 and stores nothing; uploadNeverAnswers keeps uploading', async () => {
    serve('uploadFails');
    const failed = await upload(png());
    expect(failed.status).toBe(500);
    expect(failed.body.error.code).toBe('internal_error');
    expect((await photosOf()).photos).toHaveLength(4);

    serve('uploadNeverAnswers');
    const controller = new AbortController();
    const aborted = call('POST', '/api/user/photos', form('photo', png()), controller.signal).catch(
      () => 'aborted',
    );
    const winner = await Promise.race([aborted, new Promise((r) => setTimeout(() => r('waiting'), 100))]);
    expect(winner).toBe('waiting');
    controller.abort();
    expect(await aborted).toBe('aborted');
    expect((await photosOf()).photos).toHaveLength(4);
  });

  it('answers 401 when nobody is logged in', async () => {
    use(memberScenario(null).handlers);
    expect((await get('/api/user/photos')).status).toBe(401);
    expect((await upload(png())).status).toBe(401);
    expect((await get('/api/user/verification')).status).toBe(401);
  });
});

describe('import', () => {
  it('the Facebook sandbox is connected and lists 20 albums, 17 a page', async () => {
    serve('facebookImport');
    expect((await get(importPath('facebook'))).body.data).toEqual({
      provider: 'facebook',
      connected: true,
      sandbox: true,
      imported: 0,
      limit: MAX_FACEBOOK_PHOTOS,
    });
    const first = (await get(importPath('facebook', '/albums'))).body.data;
    expect(first.albums).toHaveLength(FACEBOOK_ALBUM_BATCH);
    expect(first.nextCursor).toBe('17');
    const second = (await get(importPath('facebook', `/albums?cursor=${first.nextCursor}`))).body.data;
    expect(second.albums).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    const bad = await get(importPath('facebook', '/albums?cursor=zzz'));
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('cursor');
    expect((await get(importPath('myspace', '/albums'))).body.error.field).toBe('provider');
  });

  it('imports 8 across two album pages; the 9th is refused whole, naming photoIds', async () => {
    const db = serve('facebookImport');
    const page1Album = sandboxAlbums.facebook[0]!;
    const page2Album = sandboxAlbums.facebook[17]!; // 8 photos, on the second page of albums
    const photos = (await get(importPath('facebook', `/albums/${page1Album.id}`))).body.data.photos;
    const five = photos.slice(0, 5).map((p: Loose) => p.id);
    const first = await call('POST', importPath('facebook'), { photoIds: five });
    expect(first.status).toBe(200);
    expect(first.body.data.imported).toHaveLength(5);
    expect(first.body.data.imported[0]).toMatchObject({ source: 'facebook', moderation: 'approved' });
    expect(first.body.data.limits.imported.facebook).toBe(5);
    const again = (await get(importPath('facebook', `/albums/${page1Album.id}`))).body.data.photos;
    expect(again.filter((p: Loose) => p.imported)).toHaveLength(5);

    const more = page2Album.photos.slice(0, 4).map((p) => p.id);
    const refused = await call('POST', importPath('facebook'), { photoIds: more });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: photoErrorCodes.importLimit, field: 'photoIds' });
    expect(refused.body.error.message).toContain('choose at most 3 more photos');
    expect((await photosOf()).limits.imported.facebook).toBe(5);

    expect((await call('POST', importPath('facebook'), { photoIds: more.slice(0, 3) })).status).toBe(200);
    expect((await get(importPath('facebook'))).body.data.imported).toBe(8);
    expect((await profile()).NbOfImages).toBe('12');
    expect(db.community.get(me)!.photos).toHaveLength(12);
    const ninth = await call('POST', importPath('facebook'), { photoIds: [page2Album.photos[5]!.id] });
    expect(ninth.body.error).toMatchObject({ code: photoErrorCodes.importLimit, field: 'photoIds' });
  });

  it('facebookLimitReached: 8 already imported, one more is refused', async () => {
    serve('facebookLimitReached');
    expect((await get(importPath('facebook'))).body.data.imported).toBe(8);
    const { status, body } = await call('POST', importPath('facebook'), {
      photoIds: [sandboxAlbums.facebook[5]!.photos[0]!.id],
    });
    expect(status).toBe(400);
    expect(body.error.code).toBe(photoErrorCodes.importLimit);
    // Instagram has its own 8.
    const instagram = (await get(importPath('instagram', '/albums'))).body.data.albums;
    expect(instagram).toEqual([expect.objectContaining({ id: 'instagram-media', photoCount: 12 })]);
    const igPhotos = (await get(importPath('instagram', '/albums/instagram-media'))).body.data;
    expect(igPhotos).toMatchObject({ nextCursor: null });
    expect(igPhotos.photos).toHaveLength(12);
    const ok = await call('POST', importPath('instagram'), { photoIds: [igPhotos.photos[0].id] });
    expect(ok.body.data.limits.imported).toEqual({ facebook: 8, instagram: 1 });
  });

  it('album photos come 25 a page', async () => {
    serve('facebookImport');
    const first = (await get(importPath('facebook', '/albums/sandbox-album-01'))).body.data;
    expect(first.photos).toHaveLength(ALBUM_PHOTOS_PAGE);
    expect(first.nextCursor).toBe('25');
    const rest = (await get(importPath('facebook', '/albums/sandbox-album-01?cursor=25'))).body.data;
    expect(rest).toMatchObject({ nextCursor: null });
    expect(rest.photos).toHaveLength(5);
  });

  it('refuses unknown or already imported photos, and an unknown album (404)', async () => {
    serve('facebookLimitReached');
    const refused = await call('POST', importPath('instagram'), { photoIds: ['nope'] });
    expect(refused.body.error).toMatchObject({ code: 'invalid_request', field: 'photoIds' });
    expect(refused.body.error.message).toBe('No photo of yours on Instagram has the id nope.');
    const again = await call('POST', importPath('facebook'), { photoIds: ['sandbox-photo-01-01'] });
    expect(again.body.error).toMatchObject({ code: 'invalid_request', field: 'photoIds' });
    expect((await get(importPath('facebook', '/albums/nope'))).status).toBe(404);
    expect((await call('POST', importPath('facebook'), { photoIds: [] })).body.error.field).toBe('photoIds');
  });

  it('the Graph adapters answer 409 until connected with a token', async () => {
    serve('importNotConnected');
    expect((await get(importPath('facebook'))).body.data).toMatchObject({ connected: false, sandbox: false });
    const refused = await get(importPath('facebook', '/albums'));
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe(photoErrorCodes.importNotConnected);
    expect((await call('POST', importPath('facebook', '/connect'), {})).body.error.field).toBe('accessToken');
    const connected = await call('POST', importPath('facebook', '/connect'), { accessToken: 'EAAB-token' });
    expect(connected.body.data.connected).toBe(true);
    expect((await get(importPath('facebook', '/albums'))).status).toBe(200);
    expect((await get(importPath('instagram', '/albums'))).status).toBe(409);
  });
});

describe('verification', () => {
  const start = () => call('POST', '/api/user/verification');

  it('none → started (a pose) → a clear selfie verifies; notice once; badge on the card', async () => {
    const db = serve('verificationNone');
    expect((await get('/api/user/verification')).body.data).toEqual({
      status: 'none',
      pose: null,
      rejection: null,
      submittedAt: null,
      showVerifiedNotice: false,
    });
    const started = verificationState.parse((await start()).body.data);
    expect(started.pose).toEqual({
      id: verificationPoses[0].id,
      instruction: verificationPoses[0].instruction,
    });
    expect(started.status).toBe('none');
    expect((await start()).body.data.pose.id).toBe(started.pose!.id); // opening twice keeps the pose
    const done = (await selfie(png(640, 640))).body.data;
    expect(done).toMatchObject({ status: 'verified', pose: null, rejection: null, showVerifiedNotice: true });
    expect((await profile()).VerificationStatus).toBe('verified');
    expect(toDetail(db.community.get(me)!).verified).toBe(true);
    const dismissed = (await call('POST', '/api/user/verification/notice')).body.data;
    expect(dismissed.showVerifiedNotice).toBe(false);
    const again = await start();
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_verified');
  });

  it('a small selfie is rejected unclear_selfie; the retry gets another pose and verifies', async () => {
    serve('verificationNone');
    const first = (await start()).body.data.pose.id;
    const rejected = (await selfie(png(640, 400))).body.data;
    expect(rejected).toMatchObject({ status: 'rejected', rejection: 'unclear_selfie', pose: null });
    expect((await profile()).VerificationStatus).toBe('rejected');
    const retry = (await start()).body.data;
    expect(retry.pose.id).not.toBe(first);
    expect(retry).toMatchObject({ status: 'none', rejection: null }); // back to "none" while retrying
    expect((await selfie(photoFile('jpeg', { width: 3024, height: 4032 }))).body.data.status).toBe(
      'verified',
    );
  });

  it('with no approved photo the selfie is rejected no_photo', async () => {
    serve('noPhotos');
    await start();
    expect((await selfie(png(800, 800))).body.data).toMatchObject({
      status: 'rejected',
      rejection: 'no_photo',
    });
    serve('pendingPhoto');
    await start();
    expect((await selfie(png(800, 800))).body.data.status).toBe('verified'); // three approved besides the pending one
  });

  it('a selfie before starting answers 409; a bad selfie file a 400 naming selfie', async () => {
    serve('verificationNone');
    const early = await selfie(png(800, 800));
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('verification_not_started');
    await start();
    const bad = await selfie(photoFile('text', { name: 'me.jpg' }));
    expect(bad.body.error).toMatchObject({ code: photoErrorCodes.unsupportedType, field: 'selfie' });
    expect((await get('/api/user/verification')).body.data.pose).not.toBeNull();
    expect((await call('POST', '/api/user/verification', { extra: 1 })).body.error.field).toBe('extra');
  });

  it('the provider reviewer leaves the selfie pending; a pending attempt is kept', async () => {
    serve('verificationPending');
    expect((await get('/api/user/verification')).body.data.status).toBe('pending');
    expect((await profile()).VerificationStatus).toBe('pending');
    expect((await start()).body.data).toMatchObject({ status: 'pending', pose: null });
    expect((await selfie(png(800, 800))).body.error.code).toBe('verification_not_started');
    serve('verificationNone').photoFaults.verificationReviewer = 'provider';
    await start();
    expect((await selfie(png(800, 800))).body.data.status).toBe('pending');
  });

  it('each rejection scenario carries its reason (the rejected modal’s words)', () => {
    for (const reason of Object.keys(verificationRejections)) {
      const name = {
        no_photo: 'verificationRejectedNoPhoto',
        unclear_selfie: 'verificationRejectedUnclearSelfie',
        no_match: 'verificationRejectedNoMatch',
      }[reason] as PhotoScenarioName;
      expect(photoFixtures.verification(name)).toMatchObject({ status: 'rejected', rejection: reason });
    }
    expect(photoFixtures.verification('verificationStarted').pose?.id).toBe('thumbs-up');
    expect(photoFixtures.verification('verifiedNoticeUnseen')).toMatchObject({
      status: 'verified',
      showVerifiedNotice: true,
    });
    expect(photoFixtures.verification('verified')).toMatchObject({
      status: 'verified',
      showVerifiedNotice: false,
    });
    expect(photoFixtures.currentProfile('verified').VerificationStatus).toBe('verified');
  });
});

describe('scenarios and fixtures', () => {
  it('every scenario answers every read with what the contract allows', async () => {
    for (const name of Object.keys(photoScenarioSetups) as PhotoScenarioName[]) {
      use(photoScenarios[name]());
      photosState.parse((await get('/api/user/photos')).body.data);
      verificationState.parse((await get('/api/user/verification')).body.data);
      expect(profileWire.safeParse((await get(getProfile.path)).body).success).toBe(true);
      server.resetHandlers();
    }
  });

  it('the fixtures are what the scenarios answer', () => {
    expect(photoFixtures.photos('noPhotos').photos).toEqual([]);
    expect(photoFixtures.photos('fullPhotos').photos).toHaveLength(PHOTOS_PER_MEMBER_MAX);
    expect(photoFixtures.photos('facebookLimitReached').limits.imported.facebook).toBe(MAX_FACEBOOK_PHOTOS);
    expect(photoFixtures.importStatus('importNotConnected')).toMatchObject({ connected: false });
    expect(photoFixtures.albums('facebook', '17').albums).toHaveLength(3);
    // The first 8 sandbox photos are the first album's.
    expect(
      photoFixtures.albumPhotos('sandbox-album-01', 'facebookLimitReached').photos.filter((p) => p.imported),
    ).toHaveLength(MAX_FACEBOOK_PHOTOS);
    expect(photoFixtures.currentProfile('somePhotos').NbOfImages).toBe('4');
  });

  it('every photo endpoint of the contract has a handler in the photos group', () => {
    const { handlers } = photoScenario('somePhotos');
    const paths = handlers.photos.map((h) => `${h.info.method} ${String(h.info.path)}`);
    for (const endpoint of Object.values(photoEndpoints))
      expect(paths).toContain(`${endpoint.method} *${endpoint.path}`);
  });

  it('db.reset() puts the scenario back', async () => {
    const db = serve('somePhotos');
    await upload(png());
    expect(db.photos.get(me)).toHaveLength(5);
    db.reset();
    expect(db.photos.get(me)).toHaveLength(4);
    expect((await photosOf()).photos).toHaveLength(4);
  });
});
