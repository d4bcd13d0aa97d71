// Discovery against the real server and its seeded demo community: likes and mutual likes, who viewed me, blocking,
// search paging and the lists paywall. Each member has their own browser context (own cookies and storage).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { paywallHeadline } from '@app/client';
import { cardOf, logInAs } from './helpers';
import type { DemoMember, DemoRoster } from './demo-roster';
import { readDemoRoster } from './demo-roster';

let roster: DemoRoster;

test.beforeAll(async () => {
  // Runs the server's deterministic seed in memory once to learn who is who (slow on a busy machine).
  test.setTimeout(240_000);
  roster = await readDemoRoster();
});

/**
 * Opens `member`'s profile and likes them; resolves once the server accepted the like. A like that makes a match opens
 * the match moment, a modal that takes the page behind it out of reach: the heart is checked only for other likes.
 */
async function likeOnProfile(page: Page, member: DemoMember, { makesMatch = false } = {}) {
  await page.goto(`/profile/view/${member.id}`);
  const like = page.getByRole('button', { name: `Like ${member.name}` });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  const accepted = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/likes/add') && response.request().method() === 'POST',
  );
  await like.click();
  expect((await accepted).status()).toBe(200);
  if (!makesMatch) await expect(like).toHaveAttribute('aria-pressed', 'true');
}

test('a like in both directions shows each member in the other one’s mutual likes', async ({ browser }) => {
  const { paying: a, payingPartner: b } = roster;
  const pageA = await logInAs(browser, a.email);
  const pageB = await logInAs(browser, b.email);

  await likeOnProfile(pageA, b);
  await likeOnProfile(pageB, a, { makesMatch: true });
  // Both get the match moment without a reload: the liker from the like's answer, the other through the live channel
  // (long before a poll could bring it).
  for (const [page, other] of [
    [pageB, a],
    [pageA, b],
  ] as const) {
    const moment = page.getByRole('dialog', { name: "It's a match!" });
    await expect(moment).toBeVisible({ timeout: 5_000 });
    await expect(moment).toContainText(other.name);
    await expect(moment.getByRole('link', { name: 'Send a message' })).toHaveAttribute(
      'href',
      `/messaging/compose?to=${other.id}`,
    );
    await moment.getByRole('button', { name: 'Keep browsing' }).click();
    await expect(moment).toBeHidden();
  }

  for (const [page, other] of [
    [pageA, b],
    [pageB, a],
  ] as const) {
    await page.goto('/lists/mutual-likes');
    await expect(page.getByRole('heading', { level: 1, name: 'Mutual likes' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Mutual likes' }).locator(cardOf(page, other))).toBeVisible();
  }
});

test('a member who opens a profile shows up in that paying member’s who viewed me', async ({ browser }) => {
  const { free: viewer, paying: viewed } = roster;
  const viewerPage = await logInAs(browser, viewer.email);
  await viewerPage.goto(`/profile/view/${viewed.id}`);
  await expect(
    viewerPage.getByRole('heading', { level: 1, name: new RegExp(`^${viewed.name}, \\d+$`) }),
  ).toBeVisible();
  // A free member with a profile older than 15 days sees the house ad beside the profile.
  await expect(viewerPage.getByRole('complementary', { name: 'Advertisement' })).toBeVisible();

  const viewedPage = await logInAs(browser, viewed.email);
  await viewedPage.goto('/lists/wvm');
  await expect(viewedPage.getByRole('heading', { level: 1, name: 'Who viewed me' })).toBeVisible();
  await expect(
    viewedPage.getByRole('list', { name: 'Who viewed me' }).locator(cardOf(viewedPage, viewer)),
  ).toBeVisible();
});

test('a blocked member leaves the blocker’s lists and search, and can no longer open their profile', async ({
  browser,
}) => {
  const { paying: blocker, newProfile: blocked } = roster;
  const page = await logInAs(browser, blocker.email);

  // Before: the member is in "who I like" and in a search that fits them.
  await likeOnProfile(page, blocked);
  await page.goto('/lists/wyl');
  await expect(page.getByRole('list', { name: 'Who I like' }).locator(cardOf(page, blocked))).toBeVisible();
  const search = '/search?ageMin=25&ageMax=25&seeking=nonbinary&city=Austin';
  await page.goto(search);
  await expect(cardOf(page, blocked)).toBeVisible();

  await page.goto(`/profile/view/${blocked.id}`);
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: `Block ${blocked.name}?` })
    .getByRole('button', { name: `Block ${blocked.name}` })
    .click();
  // The toast confirms it (the profile then shows the same words as the heading of its blocked state).
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByText(`You blocked ${blocked.name}`, { exact: true }),
  ).toBeVisible();

  await page.goto('/lists/wyl');
  await expect(page.getByRole('heading', { level: 1, name: 'Who I like' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Who I like' })).toBeVisible();
  await expect(cardOf(page, blocked)).toHaveCount(0);
  await page.goto(search);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.getByText(/members? found|No members match/)).toBeVisible();
  await expect(cardOf(page, blocked)).toHaveCount(0);
  await page.goto('/lists/blocklist');
  await expect(page.getByRole('list', { name: 'Blocklist' }).locator(cardOf(page, blocked))).toBeVisible();

  const blockedPage = await logInAs(browser, blocked.email);
  await blockedPage.goto(`/profile/view/${blocker.id}`);
  await expect(
    blockedPage.getByRole('heading', { level: 1, name: "This profile isn't available" }),
  ).toBeVisible();
  await expect(blockedPage.getByRole('button', { name: `Like ${blocker.name}` })).toHaveCount(0);
});

test('search shows 16 members a page, pages forward and back, and keeps its filters and page on reload', async ({
  browser,
}) => {
  const page = await logInAs(browser, roster.paying.email);
  await page.goto('/search');
  const results = page.getByRole('list', { name: 'Search results' });
  const ids = () =>
    results
      .locator('[data-member-id]')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-member-id')));
  await expect(results.locator('[data-member-id]')).toHaveCount(16);
  const first = await ids();

  await page.getByRole('button', { name: 'Next page' }).first().click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(results.locator('[data-member-id]')).toHaveCount(16);
  await expect.poll(ids).not.toEqual(first);
  const second = await ids();
  expect(second.filter((id) => first.includes(id))).toEqual([]);

  await page.reload();
  await expect.poll(ids).toEqual(second);

  await page.getByRole('button', { name: 'Previous page' }).first().click();
  await expect(page).not.toHaveURL(/page=/);
  await expect.poll(ids).toEqual(first);

  // Filters go into the URL, so the search can be shared and reloaded.
  await page.getByLabel('Looking for').selectOption('woman');
  await page.getByRole('checkbox', { name: 'Verified' }).check();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/seeking=woman/);
  await expect(page).toHaveURL(/verified=1/);
  await page.reload();
  await expect(page.getByLabel('Looking for')).toHaveValue('woman');
  await expect(page.getByRole('checkbox', { name: 'Verified' })).toBeChecked();
});

test('a free member opening who viewed me lands on the paywall with its headline', async ({ browser }) => {
  const page = await logInAs(browser, roster.free.email);
  await page.goto('/lists/wvm');
  await expect(page).toHaveURL(/\/home\/paywall\?feature=viewedMe&continue=%2Flists%2Fwvm$/);
  await expect(page.getByRole('heading', { level: 1, name: paywallHeadline('viewedMe') })).toBeVisible();
});
