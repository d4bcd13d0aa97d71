// Joining and leaving against the real server, in Chromium, as one member's life: a visitor signs up from the landing
// page (the strength meter, the city lookup, the sandbox CAPTCHA), the mail's link from the dev outbox creates the
// member and opens step 1, they skip through the first-run steps to the photos step, add a photo and finish; another
// member then finds them in search (before the photo, the same search does not), likes them and writes to them. The
// new member adds a passkey (Chromium's virtual authenticator) and signs in with it, turns two-step sign-in on and
// signs in with password and code, downloads their data (the zip holds the message and the photo), and deletes the
// account, confirming with the passkey: at once gone from search and the other member's lists, and once the grace
// period has passed (the test clock moved, which runs the sweeps) neither their address nor their passkey signs in.
// The joiner's pages use http://localhost: browsers refuse an IP address as a passkey's relying party, and the e2e
// servers' PUBLIC_URL names localhost (playwright.config.ts).
import type { BrowserContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { generate } from 'otplib';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { cardOf, logInAs, demo } from './helpers';

const joiner = {
  email: `nova.${Date.now()}@example.com`,
  password: 'Sunny-Meadow-42',
  name: 'Nova',
  birthdate: '1995-04-02',
};

/** The link of the newest sign-up mail to `email`, as a path on the address the tests use. */
async function mailedLink(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const response = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`);
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as { data: { mail: { kind: string; text: string }[] } };
    link = data.mail
      .find((m) => m.kind === 'signup')
      ?.text.match(/https?:\/\/\S+\/signup\/confirm\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();
  }).toPass({ timeout: 60_000 });
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

const age = (birthdate: string) => {
  const born = new Date(`${birthdate}T00:00:00Z`);
  const now = new Date();
  const before =
    now.getUTCMonth() < born.getUTCMonth() ||
    (now.getUTCMonth() === born.getUTCMonth() && now.getUTCDate() < born.getUTCDate());
  return now.getUTCFullYear() - born.getUTCFullYear() - (before ? 1 : 0);
};

/** A virtual platform authenticator (user verification passes) on `page`'s browser, through the DevTools protocol. */
async function addVirtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** The authenticator app's code for `secret`, `periods` of 30 s ahead (a code is accepted once: the next is new). */
const appCode = (secret: string, periods = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + periods * 30 });

async function logInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a visitor joins, is found, signs in with a passkey and two steps, takes their data and leaves', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const context = await browser.newContext({ baseURL: baseURL!.replace('127.0.0.1', 'localhost') });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('link', { name: 'Join for free' }).click();
  await expect(page).toHaveURL(/\/signup$/);

  await page.getByLabel('Email').fill(joiner.email);
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill('password123');
  await expect(page.getByText('Very weak')).toBeVisible();
  await password.fill(joiner.password);
  await expect(page.getByText(/^(Strong|Very strong)$/)).toBeVisible();
  await page.getByLabel('First name').fill(joiner.name);
  await page.getByLabel('Date of birth').fill(joiner.birthdate);
  await page.getByRole('radio', { name: 'Woman', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Men', exact: true }).check();
  const city = page.getByRole('combobox', { name: /City/ });
  await city.pressSequentially('Austi');
  await page
    .getByRole('listbox', { name: 'Cities' })
    .getByRole('option', { name: /Austin/ })
    .first()
    .click();
  await page.getByRole('checkbox', { name: /I accept the User agreement/ }).check();
  await page.getByRole('checkbox', { name: /not a robot/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Check your inbox/ })).toBeVisible({
    timeout: 45_000,
  });
  await expect(page.getByText(joiner.email)).toBeVisible();

  // The link creates the member and logs them in: step 1 of the first-run flow.
  await page.goto(await mailedLink(page, joiner.email));
  await expect(page).toHaveURL(/\/profile\/edit\/step1$/, { timeout: 45_000 });
  const profile = (await (await page.request.get('/api/user/profile')).json()) as { data: { id: number } };
  const memberId = profile.data.id;

  // Someone else does not find them yet: no photo.
  const viewer = await logInAs(browser, demo.paying);
  const search = `/search?ageMin=${age(joiner.birthdate)}&ageMax=${age(joiner.birthdate)}&city=Austin&seeking=woman`;
  await viewer.goto(search);
  await expect(viewer.getByText(/members? found|No members match/)).toBeVisible();
  await expect(cardOf(viewer, { id: memberId })).toHaveCount(0);

  // Skipping steps 1 to 3 leads to the photos step; a login meanwhile would resume there.
  for (const step of [2, 3]) {
    await page.getByRole('link', { name: 'Skip this step' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/edit/step${step}$`));
  }
  await page.getByRole('link', { name: 'Skip this step' }).click();
  await expect(page).toHaveURL(/\/profile\/photos$/);
  const finish = page.getByRole('button', { name: 'Finish my profile' });
  await expect(finish).toBeDisabled();
  const photo = await sharp({ create: { width: 900, height: 1100, channels: 3, background: '#c86' } })
    .jpeg()
    .toBuffer();
  await page
    .getByTestId('photo-file-input')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(finish).toBeEnabled({ timeout: 60_000 });
  await finish.click();
  await expect(page).toHaveURL(/\/profile\/complete$/);

  // Home no longer sends them back to the first-run flow.
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();

  // With a photo and the address verified by the link, other members find them; one likes them and writes.
  await viewer.goto(search);
  await expect(cardOf(viewer, { id: memberId })).toBeVisible();
  await viewer.goto(`/profile/view/${memberId}`);
  await viewer.getByRole('button', { name: `Like ${joiner.name}` }).click();
  await expect(viewer.getByRole('button', { name: `Like ${joiner.name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await viewer.goto('/lists/wyl');
  await expect(
    viewer.getByRole('list', { name: 'Who I like' }).locator(cardOf(viewer, { id: memberId })),
  ).toBeVisible();
  const hello = `Hello ${joiner.name}, welcome to Spark!`;
  await viewer.goto(`/messaging/compose?to=${memberId}`);
  await viewer.getByRole('textbox', { name: `Message to ${joiner.name}` }).fill(hello);
  await viewer.getByRole('button', { name: 'Send' }).click();
  await expect(viewer).toHaveURL(/\/inbox\/[A-Za-z0-9_-]+$/);

  await test.step('adds a passkey and signs in with it, no password', async () => {
    await addVirtualAuthenticator(context, page);
    await page.goto('/profile/settings/login-settings');
    const passkeys = page.getByRole('region', { name: 'Passkeys' });
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(passkeys.getByRole('status')).toContainText('Passkey added', { timeout: 30_000 });
    await expect(passkeys.getByRole('listitem')).toHaveCount(1);

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/home$/, { timeout: 45_000 });
  });

  await test.step('turns two-step sign-in on, then signs in with the password and the app’s code', async () => {
    await page.goto('/profile/settings/login-settings');
    const twoStep = page.getByRole('region', { name: 'Two-step sign-in' });
    await twoStep.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const secret = (await twoStep.getByRole('definition').innerText()).replace(/\s/g, '');
    await twoStep.getByLabel(/^6-digit code/).fill(await appCode(secret));
    await twoStep.getByRole('button', { name: 'Turn on' }).click();
    await expect(twoStep.getByText('Save your recovery codes')).toBeVisible({ timeout: 30_000 });
    await twoStep.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(twoStep.getByText(/10 recovery codes left/)).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logInWithPassword(page, joiner.email, joiner.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible({
      timeout: 45_000,
    });
    // The code just used to turn it on is spent: the app's next one.
    await page.getByLabel(/^Code/).fill(await appCode(secret, 1));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home$/, { timeout: 45_000 });
  });

  await test.step('downloads their data: the zip holds the message and the photo', async () => {
    await page.goto('/profile/settings/account-settings');
    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByRole('button', { name: 'Download my data' }).click();
    const link = section.getByRole('link', { name: /^Download \(.+\)$/ });
    await expect(link).toBeVisible({ timeout: 90_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    expect(strFromU8(files['messages.json']!)).toContain(hello);
    const photos = Object.keys(files).filter((name) => name.startsWith('photos/') && files[name]!.length > 0);
    expect(photos.length).toBeGreaterThan(0);
  });

  await test.step('deletes the account: gone from search and lists at once, from sign-in after the grace period', async () => {
    const section = page.getByRole('region', { name: 'Delete your account' });
    await section.getByRole('button', { name: 'Delete my account' }).click();
    // Confirmed with the passkey instead of the password.
    await section.getByRole('button', { name: 'Confirm with a passkey' }).click();
    await expect(page).toHaveURL(/\/login$/, { timeout: 45_000 });

    await viewer.goto(search);
    await expect(viewer.getByText(/members? found|No members match/)).toBeVisible();
    await expect(cardOf(viewer, { id: memberId })).toHaveCount(0);
    await viewer.goto('/lists/wyl');
    await expect(viewer.getByRole('heading', { level: 1, name: 'Who I like' })).toBeVisible();
    await expect(cardOf(viewer, { id: memberId })).toHaveCount(0);

    // Thirty days and an hour later (the clock moved, the sweeps run): the member and their sign-ins are gone.
    const offsetMs = 30 * 86_400_000 + 3_600_000;
    try {
      const moved = await page.request.post('/api/test/clock', { data: { offsetMs } });
      expect(moved.status()).toBe(200);
      await logInWithPassword(page, joiner.email, joiner.password);
      await expect(page.getByText('Wrong email or password.')).toBeVisible({ timeout: 45_000 });
      // The passkey the browser still holds names nobody any more.
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expect(page.getByRole('region', { name: 'We couldn’t log you in' })).toBeVisible({
        timeout: 45_000,
      });
      await expect(page).toHaveURL(/\/login$/);
    } finally {
      await page.request.post('/api/test/clock', { data: { offsetMs: 0 } });
    }
  });
});
