// Account journeys against the real server, in Chromium. Changing the password in one browser context while a second
// context of the same member is logged in: the old password then fails, the new one works, and the second context is
// signed out (its next page lands on login). Password recovery through the link mailed to the outbox (/dev/outbox.json,
// the mail feature's dev outbox): "check your email", the link, a new password, every session signed out, the link
// used up. Visibility: a hidden member is gone from a second member's search, and back after unhiding.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { MemberSummary } from '@app/contract';
import { passwordCopy, recoveryCopy } from '@app/contract';
import type { DemoMember } from './demo-roster';
import { readDemoRoster, spareMembers } from './demo-roster';
import { cardOf, demo, logIn, logInAs } from './helpers';

let changer: DemoMember;
let hider: DemoMember;
let searcherEmail: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000); // the roster runs the seed in memory the first time (slow on a busy machine)
  const roster = await readDemoRoster();
  const [first, second] = spareMembers(roster, 'account').free;
  if (!first || !second) throw new Error('the account spec needs two spare members');
  [changer, hider] = [first, second];
  searcherEmail = roster.paying.email;
});

const NEW_PASSWORD = 'a brand new password';
const RECOVERED_PASSWORD = 'recovered at last 42';
const loginSettings = '/profile/settings/login-settings';

/** Logging in with `password` is refused with the server's message (in a fresh context, so no session leaks in). */
async function expectLoginRefused(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Wrong email or password.')).toBeVisible({ timeout: 45_000 });
}

test('changing the password signs out the other session; the old password fails, the new one works', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const other = await logInAs(browser, changer.email);
  const page = await logInAs(browser, changer.email);

  await page.goto(loginSettings);
  await expect(page.getByRole('heading', { level: 1, name: 'Login settings' })).toBeVisible();
  const sessions = page.getByRole('list', { name: 'Where you are logged in' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toHaveCount(1);

  // A wrong current password is refused beside the field, and nothing typed is lost.
  await page.getByLabel(/^Current password/).fill('not my password');
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Type it again/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(passwordCopy.wrongCurrent)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel(/^New password/)).toHaveValue(NEW_PASSWORD);

  await page.getByLabel(/^Current password/).fill(demo.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('region', { name: 'Password saved' })).toContainText(
    '1 other session was signed out',
    {
      timeout: 30_000,
    },
  );
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  // The other context's next page lands on login.
  await other.goto('/home');
  await expect(other).toHaveURL(/\/login/, { timeout: 30_000 });

  const fresh = await (await browser.newContext()).newPage();
  await expectLoginRefused(fresh, changer.email, demo.password);
  await logIn(fresh, changer.email, NEW_PASSWORD);
  // This context kept its session.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
});

/** The newest recovery link mailed to `email`, from the dev outbox (mail goes out just after the answer). */
async function recoveryLink(page: Page, email: string, after = 0): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const response = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`);
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as {
      data: { mail: { id: number; kind: string; text: string }[] };
    };
    const mail = data.mail.find((m) => m.kind === 'recover-password' && m.id > after);
    link = mail?.text.match(/https?:\/\/\S+\/password-recovery\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();
  }).toPass({ timeout: 20_000 });
  // The link is on the server's public address; open its path on the address the tests use.
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

test('password recovery through the mailed link: a new password, every session signed out, the link used up', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const signedIn = await logInAs(browser, changer.email, NEW_PASSWORD);
  const page = await (await browser.newContext()).newPage();

  // The same answer for an address nobody uses as for the member's.
  await page.goto('/password-recovery');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill('nobody-here@demo.test');
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(recoveryCopy.sent)).toBeVisible();
  await page.getByRole('button', { name: 'Use another address' }).click();
  await page.getByLabel('Email').fill(changer.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(recoveryCopy.sent)).toBeVisible();

  const link = await recoveryLink(page, changer.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel(/^New password/).fill(RECOVERED_PASSWORD);
  await page.getByLabel(/^Type it again/).fill(RECOVERED_PASSWORD);
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your password is changed' })).toBeVisible({
    timeout: 30_000,
  });

  // Every session ended: the context logged in before lands on login.
  await signedIn.goto('/home');
  await expect(signedIn).toHaveURL(/\/login/, { timeout: 30_000 });
  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/password-recovery',
  );

  await page.goto('/password-recovery');
  await expectLoginRefused(page, changer.email, NEW_PASSWORD);
  await logIn(page, changer.email, RECOVERED_PASSWORD);
});

test('a hidden member is gone from a second member’s search, and back after unhiding', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const searcher = await logInAs(browser, searcherEmail);
  const response = await searcher.request.get(`/api/user/profiles/${hider.id}`);
  expect(response.status()).toBe(200);
  const them = ((await response.json()) as { data: MemberSummary }).data;
  const search = `/search?${new URLSearchParams({
    ageMin: String(them.age),
    ageMax: String(them.age),
    seeking: them.gender,
    city: them.city,
  }).toString()}`;
  await searcher.goto(search);
  await expect(cardOf(searcher, hider)).toBeVisible();

  const page = await logInAs(browser, hider.email);
  await page.goto('/profile/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const hide = page.getByRole('switch', { name: 'Hide my profile' });
  await expect(hide).not.toBeChecked();
  await hide.check();
  await expect(page.getByText('Saved. Your profile is hidden.')).toBeVisible();

  await searcher.goto(search);
  await expect(searcher.getByRole('heading', { name: /result|member/i }).first()).toBeVisible();
  await expect(cardOf(searcher, hider)).toHaveCount(0);

  // Saved on the server: after a reload the switch is still on; turning it off brings the member back.
  await page.reload();
  await expect(hide).toBeChecked();
  await hide.uncheck();
  await expect(page.getByText('Saved. Your profile is visible.')).toBeVisible();
  await searcher.goto(search);
  await expect(cardOf(searcher, hider)).toBeVisible();
});
