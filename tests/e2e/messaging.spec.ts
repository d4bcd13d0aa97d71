// Messaging against the real server and its seeded demo community: a paying member writes to
// another from their profile, the other sees the thread with an unread count, reads and replies, the first sees the
// reply and the read state; a free member pressing Reply lands on the paywall with the 'replying' headline; a body
// that looks like markup shows as text and runs nothing; a member saves another to the hotlist from their profile, and
// after blocking them the thread leaves the inbox at once and opens on neither side. Each member has their own browser
// context.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { paywallHeadline } from '@app/client';
import { demo, logIn } from './helpers';

/**
 * A second paying member of the seeded community (generated member 1: the seed draws from a fixed faker seed, so
 * the same email on every fresh database; apps/server/src/seed/demo.ts). `logInAs` checks they still pay.
 */
const SECOND_PAYING_MEMBER = 'ethan.schuster1@demo.test';

interface Member {
  page: Page;
  id: number;
  name: string;
  /** Every alert/confirm/prompt the page opened (markup in a message must never open one). */
  dialogs: string[];
}

/** A fresh browser context logged in as `email`, with who they are (from their own profile call). */
async function logInAs(browser: Browser, email: string, paying?: boolean): Promise<Member> {
  const page = await (await browser.newContext()).newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await logIn(page, email);
  const profile = (await (await page.request.get('/api/user/profile')).json()) as {
    data: { id: number; name: string };
  };
  if (paying !== undefined) {
    const flags = (await (await page.request.get('/api/user/permissions/get-permissions')).json()) as {
      isPayingMember: string;
    };
    expect(flags.isPayingMember, `${email} should be a ${paying ? 'paying' : 'free'} member`).toBe(
      paying ? '1' : '0',
    );
  }
  return { page, id: profile.data.id, name: profile.data.name, dialogs };
}

const unreadCount = async (page: Page): Promise<number> => {
  const { data } = (await (await page.request.get('/api/user/counter/get-wrapped-counters')).json()) as {
    data: Record<string, string | number>;
  };
  return Number(data.unreadMessages ?? 0);
};

/** The header's unread counter link. */
const unreadCounter = (page: Page) =>
  page.getByRole('list', { name: 'Counters' }).getByRole('link', { name: /Unread messages/ });

/** From `to`'s profile, "Message" → compose → send; resolves on the conversation page, with its URL. */
async function writeFromProfile(from: Member, to: Member, body: string): Promise<string> {
  const { page } = from;
  await page.goto(`/profile/view/${to.id}`);
  await page.getByRole('main').getByRole('link', { name: 'Message', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/messaging/compose\\?to=${to.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'New message' })).toBeVisible();
  await page.getByRole('textbox', { name: `Message to ${to.name}` }).fill(body);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/inbox\/[A-Za-z0-9_-]+$/);
  await expect(message(page, body)).toBeVisible();
  // Written from compose: the reply box has the focus for the next message.
  await expect(page.getByRole('textbox', { name: `Message to ${to.name}` })).toBeFocused();
  return page.url();
}

/** The conversation's message that shows `body`. */
const message = (page: Page, body: string) =>
  page.getByRole('log').getByRole('listitem').filter({ hasText: body });

/** The inbox row of the conversation whose last message is `body`. */
const inboxRow = (page: Page, body: string) =>
  page.getByRole('list', { name: 'Conversations' }).getByRole('link').filter({ hasText: body });

test('a paying member writes from a profile; the other reads it, replies, and the writer sees the reply read', async ({
  browser,
}) => {
  const a = await logInAs(browser, demo.paying, true);
  const b = await logInAs(browser, SECOND_PAYING_MEMBER, true);
  const stamp = Date.now().toString(36);
  const first = `Hi ${b.name}, I loved your hiking photos. Which trail was that? (${stamp})`;
  const reply = `Thanks ${a.name}! It was the ridge loop near town (${stamp})`;
  const unreadBefore = await unreadCount(b.page);

  const threadUrl = await writeFromProfile(a, b, first);

  // B: the thread tops the inbox with an unread count, and the header counter counts it.
  await b.page.goto('/inbox');
  await expect(b.page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const row = inboxRow(b.page, first);
  await expect(row).toContainText(a.name);
  await expect(row).toContainText(/\d+ unread messages?/);
  await expect(unreadCounter(b.page)).toContainText(String(unreadBefore + 1));

  // B opens it: focus on the member's name, the message, and the counter goes down.
  await row.click();
  await expect(b.page).toHaveURL(/\/inbox\/[A-Za-z0-9_-]+$/);
  await expect(b.page.getByRole('heading', { level: 1, name: new RegExp(`^${a.name}`) })).toBeFocused();
  await expect(message(b.page, first)).toBeVisible();
  await expect(unreadCounter(b.page)).toContainText(String(unreadBefore));

  // B replies: it shows at once and is confirmed (stored; A's thread is open, so it may already be delivered or read).
  await b.page.getByRole('textbox', { name: `Message to ${a.name}` }).fill(reply);
  await b.page.getByRole('button', { name: 'Send' }).click();
  await expect(message(b.page, reply)).toContainText(/Sent|Delivered|Read/);

  // A: the reply is there, and A's message shows it was read.
  await a.page.goto(threadUrl);
  await expect(message(a.page, reply)).toBeVisible();
  await expect(message(a.page, first)).toContainText('Read');

  expect([...a.dialogs, ...b.dialogs]).toEqual([]);
});

test('a message that looks like markup shows as text on both sides and runs nothing', async ({ browser }) => {
  const a = await logInAs(browser, demo.paying);
  const b = await logInAs(browser, SECOND_PAYING_MEMBER);
  const markup = '<script>alert(1)</script>';

  await writeFromProfile(a, b, markup);

  await b.page.goto('/inbox');
  await expect(inboxRow(b.page, markup)).toBeVisible();
  await inboxRow(b.page, markup).click();
  await expect(message(b.page, markup)).toBeVisible();

  for (const { page } of [a, b]) {
    await expect(page.getByRole('log').getByText(markup, { exact: false })).toHaveCount(1);
    await expect(page.locator('[role="log"] script')).toHaveCount(0);
  }
  expect(a.dialogs).toEqual([]);
  expect(b.dialogs).toEqual([]);
});

test("a free member reads a paying member's message, and pressing Reply lands on the paywall with the 'replying' headline", async ({
  browser,
}) => {
  const a = await logInAs(browser, demo.paying);
  const free = await logInAs(browser, demo.free, false);
  const body = `Hello ${free.name}, fancy a coffee this week? (${Date.now().toString(36)})`;

  await writeFromProfile(a, free, body);

  await free.page.goto('/inbox');
  await inboxRow(free.page, body).click();
  await expect(free.page).toHaveURL(/\/inbox\/[A-Za-z0-9_-]+$/);
  await expect(free.page.getByRole('heading', { level: 1, name: new RegExp(`^${a.name}`) })).toBeVisible();
  await expect(message(free.page, body)).toBeVisible();
  await expect(free.page.getByRole('textbox', { name: `Message to ${a.name}` })).toHaveCount(0);

  await free.page.getByRole('button', { name: `Reply to ${a.name}` }).click();
  await expect(free.page).toHaveURL(/\/home\/paywall\?feature=reply&continue=%2Finbox%2F[A-Za-z0-9_-]+$/);
  await expect(free.page.getByRole('heading', { level: 1, name: paywallHeadline('reply') })).toBeVisible();
});

test("a member saves another to the hotlist from their profile; after a block the thread leaves the inbox and can't be opened", async ({
  browser,
}) => {
  // Not the demo paying member: the discovery spec has them block the new-profile member in the same database.
  const a = await logInAs(browser, SECOND_PAYING_MEMBER, true);
  const b = await logInAs(browser, demo.newProfile);
  const body = `Hi ${b.name}, saving you to my favourites (${Date.now().toString(36)})`;

  // A saves B from B's profile: the button turns pressed, and B is on A's hotlist page.
  await a.page.goto(`/profile/view/${b.id}`);
  const actions = a.page.getByRole('group', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Save to hotlist' }).click();
  await expect(actions.getByRole('button', { name: 'In your hotlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await a.page.goto('/hotlist');
  await expect(a.page.getByRole('list', { name: 'Hotlist' }).getByRole('listitem').first()).toContainText(
    b.name,
  );

  // A writes to B; B opens the thread from the inbox (its URL is B's way back to it later).
  const threadUrlOfA = await writeFromProfile(a, b, body);
  await b.page.goto('/inbox');
  await inboxRow(b.page, body).click();
  await expect(message(b.page, body)).toBeVisible();
  const threadUrlOfB = b.page.url();

  // A (one visit: the inbox already loaded) blocks B from B's profile; the inbox drops the thread at once.
  const nav = a.page.getByRole('navigation', { name: 'Member' });
  await nav.getByRole('link', { name: /^Inbox/ }).click();
  await expect(inboxRow(a.page, body)).toBeVisible();
  await inboxRow(a.page, body).click();
  await a.page.getByRole('link', { name: 'View profile' }).click();
  await a.page.getByRole('main').getByRole('button', { name: 'Block' }).click();
  await a.page
    .getByRole('alertdialog', { name: `Block ${b.name}?` })
    .getByRole('button', { name: `Block ${b.name}` })
    .click();
  await expect(a.page.getByRole('region', { name: `You blocked ${b.name}` })).toBeVisible();
  await nav.getByRole('link', { name: /^Inbox/ }).click();
  await expect(a.page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(inboxRow(a.page, body)).toHaveCount(0);

  // A opening the thread's URL sees their own block named; B sees the conversation unavailable (the block itself is
  // never revealed to B).
  await a.page.goto(threadUrlOfA);
  await expect(a.page.getByRole('heading', { level: 1, name: 'You blocked this member' })).toBeVisible();
  await expect(a.page.getByRole('main')).toContainText(`You blocked ${b.name}.`);
  await b.page.goto(threadUrlOfB);
  await expect(
    b.page.getByRole('heading', { level: 1, name: "This conversation isn't available" }),
  ).toBeVisible();
  await expect(b.page.getByRole('textbox')).toHaveCount(0);
  await expect(b.page.getByRole('main')).not.toContainText('blocked');
});
