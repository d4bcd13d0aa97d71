// Email journeys against the real server, in Chromium. A member changes their address in account settings (the
// current password asked): the emailValidation notice shows; the link mailed to the new address, read from the dev
// outbox (/dev/outbox.json), validates it on /email/validate; emailVerified then shows once, and not after a reload.
// A bounce@… address (the sandbox bounces it) shows emailBouncing, with the way back to account settings. That an
// opted-out member gets no new-message mail is the server test's (apps/server/test/features/email).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { DemoMember } from './demo-roster';
import { readDemoRoster, spareMembers } from './demo-roster';
import { demo, logInAs } from './helpers';

let changer: DemoMember;
let bouncer: DemoMember;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000); // the roster runs the seed in memory the first time (slow on a busy machine)
  const roster = await readDemoRoster();
  const [first, second] = spareMembers(roster, 'email').free;
  if (!first || !second) throw new Error('the email spec needs two spare members');
  [changer, bouncer] = [first, second];
});

const accountSettings = '/profile/settings/account-settings';

/** A new address no other run used (the server keeps the last one: reruns must not find it taken). */
const freshAddress = (local: string) => `${local}-${Date.now().toString(36)}@example.org`;

async function changeEmail(page: Page, email: string) {
  await page.goto(accountSettings);
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await page.getByLabel('New email address').fill(email);
  await page.getByLabel('Current password').fill(demo.password);
  await page.getByRole('button', { name: 'Change email address' }).click();
  await expect(page.getByRole('heading', { name: 'Email address changed' })).toBeVisible({ timeout: 45_000 });
}

/** The validation link mailed to `email`, from the dev outbox, as a path on this server. */
async function validationLink(page: Page, email: string): Promise<string> {
  const response = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { mail: Array<{ kind: string; text: string }> } };
  const mail = data.mail.find((m) => m.kind === 'validate-email');
  const url = /https?:\/\/\S+\/email\/validate\?token=[\w-]+/.exec(mail?.text ?? '')?.[0];
  if (!url) throw new Error(`no validation link mailed to ${email}`);
  const link = new URL(url);
  return `${link.pathname}${link.search}`;
}

test('changing the email asks to validate it; the mailed link validates it, and emailVerified shows once', async ({
  browser,
}) => {
  const page = await logInAs(browser, changer.email);
  const address = freshAddress('changed');
  await changeEmail(page, address);
  await expect(page.getByText('Not validated', { exact: true })).toBeVisible();

  await page.goto('/home');
  const validation = page.getByRole('region', { name: 'Please validate your email address' });
  await expect(validation).toContainText(address);

  await page.goto(await validationLink(page, address));
  await expect(page.getByRole('region', { name: 'Your email address is validated' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('link', { name: 'Go to your home page' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('region', { name: 'Your email address is validated' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Please validate your email address' })).toHaveCount(0);

  // Shown once: the page dismisses it for good when it shows it; once the server has that, the next visit does not
  // show it again (reloading before the dismissal lands would race it).
  await expect
    .poll(async () => {
      const answer = (await (await page.request.get('/api/user/notices')).json()) as {
        data: { notices: Array<{ kind: string }> };
      };
      return answer.data.notices.map((notice) => notice.kind);
    })
    .not.toContain('emailVerified');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your email address is validated' })).toHaveCount(0);

  // The link is single-use.
  await page.goto(await validationLink(page, address));
  await expect(page.getByRole('region', { name: 'This link does not work' })).toBeVisible({
    timeout: 20_000,
  });
  await page.context().close();
});

test('a bounce@ address shows emailBouncing, with the way to change it', async ({ browser }) => {
  const page = await logInAs(browser, bouncer.email);
  // The sandbox bounces every bounce@ address; another run may have taken one domain already.
  await changeEmail(page, `bounce@${Date.now().toString(36)}.example.org`);
  await page.goto('/home');
  const bouncing = page.getByRole('region', { name: 'Our emails to you are bouncing' });
  await expect(bouncing).toBeVisible();
  await expect(page.getByRole('region', { name: 'Please validate your email address' })).toHaveCount(0);
  await bouncing.getByRole('link', { name: 'Update your email address' }).click();
  await expect(page).toHaveURL(/account-settings$/);
  await expect(page.getByText('Bouncing', { exact: true })).toBeVisible();
  await page.context().close();
});
