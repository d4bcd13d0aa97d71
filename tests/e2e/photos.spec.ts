// Photos and verification against the real server: uploads with progress and a new main photo seen by another
// member, a renamed text file refused, EXIF GPS gone from the served photo, Facebook sandbox import across two album
// pages up to the limit of 8, and verification rejected → modal → retry → verified, the badge seen by another member.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import sharp from 'sharp';
import { MAX_FACEBOOK_PHOTOS, verificationRejections } from '@app/contract';
import { cardOf, logInAs } from './helpers';
import type { DemoRoster } from './demo-roster';
import { readDemoRoster } from './demo-roster';

let roster: DemoRoster;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  roster = await readDemoRoster();
});

/** A real JPEG of `width`×`height` (noise, so it has some weight), optionally carrying an EXIF GPS position. */
async function jpeg(width: number, height: number, gps = false): Promise<Buffer> {
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  }).jpeg({ quality: 92 });
  if (gps)
    image.withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '30/1 16/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '97/1 44/1 5678/100',
      },
    });
  return image.toBuffer();
}

const photosInput = (page: Page) => page.getByTestId('photo-file-input');

/** Uploads a photo through the API (the member's session and XSRF cookie), for a test that needs one to exist. */
async function uploadThroughApi(page: Page, buffer: Buffer) {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/api/user/photos', {
    headers: { 'x-xsrf-token': decodeURIComponent(token) },
    multipart: { photo: { name: 'face.jpg', mimeType: 'image/jpeg', buffer } },
  });
  expect(response.status()).toBe(200);
}
const photoItems = (page: Page): Locator => page.getByRole('listitem', { name: /^Photo \d+/ });

/** The member's photos once the page has loaded them ("N of 20 photos" shows then). */
async function loadedPhotoCount(page: Page): Promise<number> {
  await expect(page.getByText(/^\d+ of \d+ photos$/)).toBeVisible();
  return photoItems(page).count();
}

test('two uploads show progress, the second becomes main, and another member sees it in search', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { newProfile: member, payingPartner: other } = roster;
  const page = await logInAs(browser, member.email);
  await page.goto('/profile/photos');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const before = await loadedPhotoCount(page);

  // A slow uplink, so each file's progress bar is there to see.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  const uploads = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/photos') && response.request().method() === 'POST',
  );
  await photosInput(page).setInputFiles([
    { name: 'first.jpg', mimeType: 'image/jpeg', buffer: await jpeg(1600, 2000) },
    { name: 'second.jpg', mimeType: 'image/jpeg', buffer: await jpeg(1500, 1900) },
  ]);
  await expect(page.getByRole('progressbar', { name: 'Uploading first.jpg' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Uploading second.jpg' })).toBeVisible();
  expect((await uploads).status()).toBe(200);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(photoItems(page)).toHaveCount(before + 2, { timeout: 60_000 });
  await expect(page.getByRole('progressbar', { name: /^Uploading/ })).toHaveCount(0);

  const second = before + 2;
  const mainChanged = page.waitForResponse((response) => response.url().endsWith('/api/user/photos/main'));
  await page.getByRole('button', { name: `Make main photo ${second}` }).click();
  const state = (await (await mainChanged).json()) as {
    data: { photos: { isMain: boolean; urls: { card: string } }[] };
  };
  const main = state.data.photos.find((photo) => photo.isMain);
  expect(main).toBeDefined();

  const viewer = await logInAs(browser, other.email);
  await viewer.goto('/search?ageMin=25&ageMax=25&city=Austin&seeking=nonbinary');
  const card = cardOf(viewer, member);
  await expect(card).toBeVisible();
  await expect(card.locator('img').first()).toHaveAttribute('src', main!.urls.card);
});

test('a text file named .jpg is refused, and an uploaded photo comes back without its EXIF GPS', async ({
  browser,
}) => {
  const page = await logInAs(browser, roster.newProfile.email);
  await page.goto('/profile/photos');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const before = await loadedPhotoCount(page);

  const refused = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/photos') && response.request().method() === 'POST',
  );
  await photosInput(page).setInputFiles({
    name: 'holiday.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('These are my holiday notes, not a photo.\n'),
  });
  expect((await refused).status()).toBe(415);
  await expect(page.getByText(/This file is not a photo we can use/)).toBeVisible();
  await expect(photoItems(page)).toHaveCount(before);

  const withGps = await jpeg(1200, 1600, true);
  expect((await sharp(withGps).metadata()).exif).toBeDefined();
  const uploaded = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/photos') && response.request().method() === 'POST',
  );
  await photosInput(page).setInputFiles({ name: 'located.jpg', mimeType: 'image/jpeg', buffer: withGps });
  const answer = await uploaded;
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as { data: { photo: { urls: Record<string, string> } } };
  for (const url of Object.values(data.photo.urls)) {
    const served = await page.request.get(url);
    expect(served.status()).toBe(200);
    const metadata = await sharp(await served.body()).metadata();
    expect(metadata.exif, `${url} carries no EXIF`).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
  }
});

test('verification is rejected, the modal offers a retry, then verified; another member sees the badge', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { newProfile: member, payingPartner: other } = roster;
  const page = await logInAs(browser, member.email);
  // The reviewer compares the selfie with an approved profile photo: make sure there is one.
  await uploadThroughApi(page, await jpeg(800, 1000));
  await page.goto('/profile/settings/verification-settings');
  await page.getByRole('button', { name: 'Get started' }).click();

  // The sandbox reviewer cannot compare a selfie smaller than 480 px: rejected, with its modal.
  await page.getByLabel('Take a selfie').setInputFiles({
    name: 'selfie.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpeg(320, 320),
  });
  await page.getByRole('button', { name: 'Send selfie' }).click();
  const reason = verificationRejections.unclear_selfie;
  const dialog = page.getByRole('alertdialog', { name: reason.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(reason.message);

  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Take a selfie').setInputFiles({
    name: 'selfie-2.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpeg(900, 1200),
  });
  await page.getByRole('button', { name: 'Send selfie' }).click();
  await expect(page.getByRole('heading', { name: 'You are verified' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('profile') ?? '{}') as { verificationStatus?: string })
            .verificationStatus,
      ),
    )
    .toBe('verified');

  const viewer = await logInAs(browser, other.email);
  await viewer.goto(`/profile/view/${member.id}`);
  await expect(viewer.getByRole('list', { name: 'Badges' }).getByText('Verified')).toBeVisible();
});

test('eight photos import from the Facebook sandbox across two album pages; a ninth is refused', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await logInAs(browser, roster.free.email);
  await page.goto('/profile/photos');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const before = await loadedPhotoCount(page);

  await page.getByRole('button', { name: 'Import from Facebook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from Facebook' });
  const choose = async (count: number) => {
    for (let index = 1; index <= count; index += 1)
      await dialog.getByRole('checkbox', { name: `Photo ${index}`, exact: true }).check();
  };
  // Page 1 of the albums (17 of them): four photos of its first album.
  await expect(dialog.getByRole('list', { name: 'Albums, page 1' }).getByRole('listitem')).toHaveCount(17);
  await dialog.getByRole('list', { name: 'Albums, page 1' }).getByRole('button').first().click();
  await choose(4);
  await dialog.getByRole('button', { name: 'All albums' }).click();
  // Page 2: four photos of its first album.
  await dialog.getByRole('button', { name: 'More albums' }).click();
  await dialog.getByRole('list', { name: 'Albums, page 2' }).getByRole('button').first().click();
  await choose(4);
  await expect(dialog.getByText('8 chosen: that is the most you can import')).toBeVisible();

  const imported = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/user/photos/import/facebook') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: `Import ${MAX_FACEBOOK_PHOTOS} photos` }).click();
  expect((await imported).status()).toBe(200);
  await expect(photoItems(page)).toHaveCount(before + MAX_FACEBOOK_PHOTOS, { timeout: 60_000 });

  // A ninth: the dialog says the limit is reached, and the server refuses one more whole.
  await page.getByRole('button', { name: 'Import from Facebook' }).click();
  await expect(dialog.getByText(/You have imported 8 photos from Facebook, the most allowed/)).toBeVisible();
  const ninth = await page.evaluate(async () => {
    const albums = (await (await fetch('/api/user/photos/import/facebook/albums')).json()) as {
      data: { albums: { id: string }[] };
    };
    const album = albums.data.albums.at(-1)!.id;
    const photos = (await (await fetch(`/api/user/photos/import/facebook/albums/${album}`)).json()) as {
      data: { photos: { id: string; imported: boolean }[] };
    };
    const fresh = photos.data.photos.find((photo) => !photo.imported)!.id;
    const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const response = await fetch('/api/user/photos/import/facebook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
      body: JSON.stringify({ photoIds: [fresh] }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { error: { code: string; field?: string } },
    };
  });
  expect(ninth.status).toBe(400);
  expect(ninth.body.error).toMatchObject({ code: 'import_limit_reached', field: 'photoIds' });
  await page.reload();
  await expect(photoItems(page)).toHaveCount(before + MAX_FACEBOOK_PHOTOS);
});
