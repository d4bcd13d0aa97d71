// Joining against the real server, in Chromium: a visitor signs up from the landing page (the strength meter, the
// city lookup, the sandbox CAPTCHA), the mail's link from the dev outbox creates the member and opens step 1, they
// skip through the first-run steps to the photos step, add a photo and finish; another member then finds them in
// search. Before the photo, the same search does not.
import type { Page } from '@playwright/test';
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

test('a visitor signs up, confirms by mail, finishes the first-run steps with a photo and is found in search', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
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

  // With a photo and the address verified by the link, other members find them.
  await viewer.goto(search);
  await expect(cardOf(viewer, { id: memberId })).toBeVisible();
});
