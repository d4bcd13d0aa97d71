// The live channel against the real server, two members in two browser contexts: what one does reaches the other's
// open page without a reload, long before a poll could bring it (the counters poll is 30 s; every wait here is at
// most 5 s). A message appears in the open inbox and then the open thread; the sender sees it delivered when the
// recipient's tab got it and read when they opened it; typing shows; paying on one device makes the member's other
// device premium; a logout in one tab ends the session's other tab.
import type { Browser, Page } from '@playwright/test';
import { sandboxTestCards } from '@app/contract';
import { expect, test } from './fixtures';
import { readDemoRoster, spareMembers } from './demo-roster';
import { demo, fillCard, logIn } from './helpers';

/** A second paying member of the seeded community (messaging.spec.ts says why this one). */
const SECOND_PAYING_MEMBER = 'ethan.schuster1@demo.test';
const LIVE = { timeout: 5_000 };

interface Member {
  page: Page;
  id: number;
  name: string;
}

async function logInAs(browser: Browser, email: string): Promise<Member> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email);
  const profile = (await (await page.request.get('/api/user/profile')).json()) as {
    data: { id: number; name: string };
  };
  return { page, id: profile.data.id, name: profile.data.name };
}

const message = (page: Page, body: string) =>
  page.getByRole('log').getByRole('listitem').filter({ hasText: body });
const inboxRow = (page: Page, body: string) =>
  page.getByRole('list', { name: 'Conversations' }).getByRole('link').filter({ hasText: body });
const replyBox = (page: Page, to: Member) => page.getByRole('textbox', { name: `Message to ${to.name}` });

test('a message reaches the open inbox and thread at once; delivered, read and typing show on the other side', async ({
  browser,
}) => {
  const a = await logInAs(browser, demo.paying);
  const b = await logInAs(browser, SECOND_PAYING_MEMBER);
  const stamp = Date.now().toString(36);
  const first = `Are you around this weekend? (${stamp})`;
  const second = `I found a new trail to try (${stamp})`;
  const reply = `Saturday works for me (${stamp})`;

  // B sits on the inbox. A writes from B's profile.
  await b.page.goto('/inbox');
  await expect(b.page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await a.page.goto(`/profile/view/${b.id}`);
  await a.page.getByRole('main').getByRole('link', { name: 'Message', exact: true }).click();
  await replyBox(a.page, b).fill(first);
  await a.page.getByRole('button', { name: 'Send' }).click();
  await expect(a.page).toHaveURL(/\/inbox\/[A-Za-z0-9_-]+$/);

  // B's open inbox lists it without a reload; B's tab received it, so A's message says delivered, never read yet.
  const row = inboxRow(b.page, first);
  await expect(row).toBeVisible(LIVE);
  await expect(row).toContainText(a.name);
  await expect(message(a.page, first)).toContainText('Delivered', LIVE);
  await expect(message(a.page, first)).not.toContainText('Read');

  // B opens the thread: A's message turns read on A's open page.
  await row.click();
  await expect(message(b.page, first)).toBeVisible();
  await expect(message(a.page, first)).toContainText('Read', LIVE);

  // A writes again: it appears in B's open thread.
  await replyBox(a.page, b).fill(second);
  await a.page.getByRole('button', { name: 'Send' }).click();
  await expect(message(b.page, second)).toBeVisible(LIVE);
  // B's open thread read it: A sees so (and nothing stays unread for the specs after this one).
  await expect(message(a.page, second)).toContainText('Read', LIVE);

  // B types: A sees it. B sends: A's open thread has the reply, and the typing goes.
  await replyBox(b.page, a).pressSequentially('Saturday');
  await expect(a.page.getByText(`${b.name} is typing`)).toBeVisible(LIVE);
  await replyBox(b.page, a).fill(reply);
  await b.page.getByRole('button', { name: 'Send' }).click();
  await expect(message(a.page, reply)).toBeVisible(LIVE);
  await expect(a.page.getByText(`${b.name} is typing`)).toBeHidden(LIVE);
});

test('paying on one device makes the other device’s open page premium at once', async ({ browser }) => {
  test.setTimeout(240_000); // the roster runs the seed in memory the first time (slow on a busy machine)
  const buyer = spareMembers(await readDemoRoster(), 'live').free[0]!;
  // Two devices: two browser contexts, two sessions of one member.
  const payingDevice = await logInAs(browser, buyer.email);
  const otherDevice = await logInAs(browser, buyer.email);
  await otherDevice.page.goto('/inbox');
  const header = otherDevice.page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Upgrade' })).toBeVisible();

  await payingDevice.page.goto('/subscription?plan=subscription-1-month');
  await fillCard(payingDevice.page, sandboxTestCards.success.number);
  await payingDevice.page.getByRole('button', { name: 'Pay $29.99' }).click();
  await expect(payingDevice.page.getByRole('heading', { level: 1, name: 'You’re all set' })).toBeVisible();

  // The other device learns it from the server's event, not from its 5-minute permissions poll.
  await expect(header.getByRole('link', { name: 'Upgrade' })).toBeHidden(LIVE);
  await expect(header).toContainText('Premium');
});

test('a logout in one tab ends the session in its other tab at once', async ({ browser }) => {
  const first = await logInAs(browser, demo.free);
  const second = await first.page.context().newPage();
  await second.goto('/inbox');
  await expect(second.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

  // The logout goes straight to the server (the first tab's page would tell its own tabs itself): the second tab can
  // learn of it only from the server.
  const logout = await first.page.request.post('/api/user/auth/logout', {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(first.page) },
  });
  expect(logout.ok()).toBe(true);
  await expect(second).toHaveURL(/\/login/, LIVE);
});

async function xsrfToken(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return decodeURIComponent(cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '');
}
