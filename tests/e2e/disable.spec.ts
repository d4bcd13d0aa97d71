// Disabling and reactivating a profile against the real server. Member A disables with reasons and lands on
// profile/disabled, signed out; member B (own browser context) no longer finds A in search or in "who I like";
// A logs in, is told the profile is disabled, reactivates it, and the reactivation notice shows; B finds A again,
// and A's likes, conversations and photos are all there.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { MemberSummary } from '@app/contract';
import { noticeCopy } from '@app/contract';
import type { DemoMember } from './demo-roster';
import { readDemoRoster, spareMembers } from './demo-roster';
import { cardOf, logInAs } from './helpers';

let leaver: DemoMember;
let searcher: DemoMember;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000); // the roster runs the seed in memory the first time (slow on a busy machine)
  const roster = await readDemoRoster();
  const [first, second] = spareMembers(roster, 'disable').free;
  if (!first || !second) throw new Error('no spare members for the disable spec');
  [leaver, searcher] = [first, second];
});

const getJson = async <T>(page: Page, url: string): Promise<T> => {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
};

/** What A has: who they like, their conversations and their photos (totals the server reports). */
const holdings = async (page: Page) => ({
  likes: (await getJson<{ data: { total: number } }>(page, '/api/user/lists/who-i-like')).data.total,
  threads: (await getJson<{ data: { total: number } }>(page, '/api/user/mail/inbox')).data.total,
  photos: (await getJson<{ images: unknown[] }>(page, '/api/user/profile')).images.length,
});

test('a member disables with reasons, disappears for others, reactivates at login and loses nothing', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // B likes A and finds A with a search that fits A.
  const b = await logInAs(browser, searcher.email);
  const a = (await getJson<{ data: MemberSummary }>(b, `/api/user/profiles/${leaver.id}`)).data;
  const search = `/search?${new URLSearchParams({
    ageMin: String(a.age),
    ageMax: String(a.age),
    seeking: a.gender,
    city: a.city,
  }).toString()}`;
  await b.goto(`/profile/view/${leaver.id}`);
  const like = b.getByRole('button', { name: `Like ${leaver.name}` });
  if ((await like.getAttribute('aria-pressed')) === 'false') {
    const accepted = b.waitForResponse(
      (response) => response.url().endsWith('/api/user/likes/add') && response.request().method() === 'POST',
    );
    await like.click();
    expect((await accepted).status()).toBe(200);
  }
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await b.goto(search);
  await expect(cardOf(b, leaver)).toBeVisible();

  // A disables: what it does, the reasons, the confirmation, then profile/disabled without a session.
  const page = await logInAs(browser, leaver.email);
  const before = await holdings(page);
  await page.goto('/profile/disable');
  await expect(page.getByRole('heading', { level: 1, name: 'Disable your profile' })).toBeVisible();
  // A free member has no membership to cancel, so the page says nothing about one.
  await expect(page.getByText(/Nothing is deleted/)).toBeVisible();
  await expect(page.getByText('Loading your membership')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cancel my membership' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Why are you leaving?' })).toBeVisible();
  await page.getByRole('button', { name: 'Disable my profile' }).click();
  await expect(page.getByText('Choose at least one reason')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I am taking a break' }).check();
  await page.getByRole('checkbox', { name: 'I get too many messages' }).check();
  await page.getByLabel(/Anything else/).fill('Back in the spring.');
  await page.getByRole('button', { name: 'Disable my profile' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Disable your profile?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, disable it' }).click();
  await expect(page).toHaveURL(/\/profile\/disabled$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile is disabled' })).toBeVisible();
  expect((await page.request.get('/api/user/profile')).status()).toBe(401);
  // Reloaded without a session, the page still renders.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile is disabled' })).toBeVisible();

  // B no longer finds A: not in search, not in "who I like", and A's profile is not available.
  await b.goto(search);
  await expect(b.getByText(/members? found|No members match/)).toBeVisible();
  await expect(cardOf(b, leaver)).toHaveCount(0);
  await b.goto('/lists/wyl');
  await expect(b.getByRole('heading', { level: 1, name: 'Who I like' })).toBeVisible();
  await expect(cardOf(b, leaver)).toHaveCount(0);
  expect((await b.request.get(`/api/user/profiles/${leaver.id}`)).status()).toBe(404);

  // A logs in: the profile is disabled, with the offer to reactivate it (and the way to a forgotten password).
  await page.getByRole('link', { name: 'Log in to reactivate' }).click();
  await page.getByLabel('Email').fill(leaver.email);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Your profile is disabled' })).toBeVisible({
    timeout: 45_000,
  });
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
    'href',
    '/password-recovery',
  );
  await page.getByRole('button', { name: 'Reactivate my profile' }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 45_000 });

  // The reactivation notice is due once: the member area shows it (the server listed it) and reports it as seen, so
  // the server lists it no more.
  const welcome = page.getByRole('dialog', { name: noticeCopy.reactivationModal.title });
  await expect(welcome).toBeVisible();
  const listedNotices = async () =>
    (await getJson<{ data: { notices: { kind: string }[] } }>(page, '/api/user/notices')).data.notices.map(
      (notice) => notice.kind,
    );
  await expect.poll(listedNotices).not.toContain('reactivationModal');
  await welcome.getByRole('button', { name: noticeCopy.reactivationModal.action }).click();
  await expect(welcome).toHaveCount(0);

  // Nothing was lost, and B finds A again, in search and in "who I like".
  expect(await holdings(page)).toEqual(before);
  await b.goto(search);
  await expect(cardOf(b, leaver)).toBeVisible();
  await b.goto('/lists/wyl');
  await expect(cardOf(b, leaver)).toBeVisible();
});
