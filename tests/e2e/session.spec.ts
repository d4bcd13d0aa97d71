import { expect, test } from './fixtures';
import { logoutLocalKeys, paywallHeadline } from '@app/client';
import { demo, logIn, stopClock } from './helpers';

test('a free member logs in, sees counters, and is sent from who liked me to the paywall', async ({
  page,
}) => {
  const counters = page.waitForResponse((response) =>
    response.url().includes('/api/user/counter/get-wrapped-counters'),
  );
  await logIn(page, demo.free);
  const { data } = (await (await counters).json()) as { data: Record<string, string | number> };

  const header = page.getByRole('list', { name: 'Counters' });
  await expect(header.getByRole('link', { name: /Who liked me/ })).toContainText(
    String(Number(data.whoLikedMe)),
  );
  await expect(header.getByRole('link', { name: /Unread messages/ })).toContainText(
    String(Number(data.unreadMessages)),
  );

  await page
    .getByRole('navigation', { name: 'Member' })
    .getByRole('link', { name: /^Who liked me/ })
    .click();
  await expect(page).toHaveURL(/\/home\/paywall\?feature=likedMe&continue=%2Flists%2Fwlm$/);
  await expect(page.getByRole('heading', { level: 1, name: paywallHeadline('likedMe') })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose' }).first()).toBeVisible();
  await expect(page.getByText('1 Month at $14.99 (50% off)')).toBeVisible();
});

test('a paying member opens who liked me', async ({ page }) => {
  await logIn(page, demo.paying);
  await page
    .getByRole('navigation', { name: 'Member' })
    .getByRole('link', { name: /^Who liked me/ })
    .click();
  await expect(page).toHaveURL(/\/lists\/wlm$/);
  await expect(page.getByRole('heading', { level: 1, name: /Who liked me/ })).toBeVisible();
  await expect(page.getByText('Premium', { exact: true })).toBeVisible();
});

test('logout clears the stored member data and posts logout', async ({ page }) => {
  await logIn(page, demo.free);
  await page.goto('/lists/wlm'); // the paywall stores its context too
  await expect(page.getByRole('heading', { level: 1, name: paywallHeadline('likedMe') })).toBeVisible();
  await page.evaluate(() => (document.cookie = 'notices_dismissed=emailValidation; Path=/'));
  const stored = await page.evaluate(() => ({ ...localStorage }));
  expect(Object.keys(stored)).toEqual(expect.arrayContaining(['profile', 'permissions', 'paywall']));

  const logoutPost = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/user/auth/logout'),
  );
  await page.getByRole('button', { name: 'Log out' }).click();
  const request = await logoutPost;
  expect(request.headers()['x-xsrf-token']).toBeTruthy();
  expect((await request.response())?.status()).toBe(200);

  await expect(page).toHaveURL(/\/login$/);
  const after = await page.evaluate(
    (keys) => keys.filter((key) => localStorage.getItem(key) !== null),
    [...logoutLocalKeys],
  );
  expect(after).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).not.toContain('notices_dismissed');

  // The session really ended: a member page asks for a login again.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login/);
});

test("a wrong password shows the server's error and keeps what was typed", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(demo.free);
  await page.getByLabel('Password').fill('not-the-password');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/user/auth/login'));
  await page.getByRole('button', { name: 'Log in' }).click();
  const response = await answer;
  expect(response.status()).toBe(401);
  const { error } = (await response.json()) as { error: { message: string } };

  await expect(page.getByRole('alert').filter({ hasText: error.message })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(demo.free);
  await expect(page).toHaveURL(/\/login$/);
});

test('counters are polled every 30 s while logged in, and polling stops at logout', async ({ page }) => {
  await page.clock.install();
  await logIn(page, demo.free);
  await stopClock(page);
  const polls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/user/counter/') || pathname.startsWith('/api/user/permissions/'))
      polls.push(pathname);
  });

  const counted = page.waitForResponse((response) =>
    response.url().includes('/api/user/counter/get-wrapped-counters'),
  );
  await page.clock.runFor(30_000);
  await counted;
  expect(polls).toEqual(['/api/user/counter/get-wrapped-counters']);

  await page.clock.resume(); // the page's own timers (react-query's notifications) run again for the logout
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await stopClock(page);
  polls.length = 0;
  await page.clock.runFor(300_000); // a counters and a permissions period
  expect(polls).toEqual([]);
});
