// Paying against the real server and its sandbox card provider: a free member opens "who liked me", meets the
// paywall, buys 1 Month with the success card and lands back on the list; the receipt is right; a declined card
// charges nothing; a double click on Pay charges once; a free member pressing Reply buys a plan and is returned to
// the thread, able to reply. Each journey uses its own free member of the seeded community (never the free demo
// login, which other specs expect to stay free), so no other spec sees a member this one made paying.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { formatMediumDate, paywallHeadline } from '@app/client';
import { declineReasons, sandboxTestCards } from '@app/contract';
import type { SpareMember } from './demo-roster';
import { readDemoRoster, spareMembers } from './demo-roster';
import { fillCard, logIn } from './helpers';

let seeded: { free: SpareMember[]; paying: SpareMember[] };
test.beforeAll(async () => {
  test.setTimeout(240_000); // the roster runs the seed in memory the first time (slow on a busy machine)
  seeded = spareMembers(await readDemoRoster(), 'subscription');
  expect(seeded.free[0]!.likedBy).toBeGreaterThan(0); // the first buyer's "who liked me" has a list once they pay
});

async function logInAs(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email);
  return page;
}

interface SubscriptionBody {
  data: {
    state: string;
    startedAt: string | null;
    periodEndsAt: string | null;
    lastReceipt: string | null;
  };
}
const subscriptionOf = async (page: Page) =>
  ((await (await page.request.get('/api/user/billing/subscription')).json()) as SubscriptionBody).data;

/** The paywall's plan card named `name` → its Choose button. */
const choosePlan = (page: Page, name: string) =>
  page.getByRole('listitem', { name, exact: true }).getByRole('button', { name: 'Choose' }).click();

const payButton = (page: Page) => page.getByRole('button', { name: 'Pay $29.99' });

test('a free member meets the paywall on who liked me, buys 1 Month, lands back on the list; the receipt is right', async ({
  browser,
}) => {
  const page = await logInAs(browser, seeded.free[0]!.email);
  await page.goto('/lists/wlm');
  await expect(page).toHaveURL(/\/home\/paywall\?feature=likedMe&continue=%2Flists%2Fwlm$/);
  await expect(page.getByRole('heading', { level: 1, name: paywallHeadline('likedMe') })).toBeVisible();

  await choosePlan(page, '1 Month');
  await expect(page).toHaveURL(
    /\/subscription\?plan=subscription-1-month&continue=%2Flists%2Fwlm(&checkout=CHK-[A-Z0-9]+)?$/,
  );
  await fillCard(page, sandboxTestCards.success.number);
  await payButton(page).click();

  await expect(page.getByRole('heading', { level: 1, name: 'You’re all set' })).toBeVisible();
  await expect(page).toHaveURL(/\/subscription\/success\?reference=SPK-[A-Z0-9]+&continue=%2Flists%2Fwlm$/);
  const reference = new URL(page.url()).searchParams.get('reference')!;
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/lists\/wlm$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Who liked me' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Who liked me' }).getByRole('listitem').first()).toBeVisible();

  await page.goto('/subscription/receipt');
  await expect(page.getByRole('heading', { level: 2, name: reference })).toBeVisible();
  const receipt = page.getByRole('main');
  await expect(receipt).toContainText('1 Month');
  await expect(receipt).toContainText('$29.99');
  await expect(receipt).toContainText(formatMediumDate(new Date()));
  await expect(receipt).toContainText('•••• 4242');
});

test('a declined card keeps the form and charges nothing; then a double click on Pay charges once', async ({
  browser,
}) => {
  const page = await logInAs(browser, seeded.free[1]!.email);
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/user/billing/purchases')
      keys.push((request.postDataJSON() as { idempotencyKey: string }).idempotencyKey);
  });
  await page.goto('/home/paywall');
  await choosePlan(page, '1 Month');

  await fillCard(page, sandboxTestCards.declined.number);
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: 'Payment declined' })).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveAccessibleDescription(declineReasons.card_declined);
  await expect(page.getByLabel('Name on card')).toHaveValue('Sam Tester');
  expect(await subscriptionOf(page)).toMatchObject({ state: 'none', lastReceipt: null });

  await page.getByLabel('Card number').fill(sandboxTestCards.success.number);
  keys.length = 0;
  await payButton(page).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'You’re all set' })).toBeVisible();
  expect(new Set(keys).size).toBe(1);
  const membership = await subscriptionOf(page);
  expect(membership.state).toBe('active');
  // One charge: one month from the start (a second charge would have added a second month).
  const months = (start: Date, end: Date) =>
    (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth();
  expect(months(new Date(membership.startedAt!), new Date(membership.periodEndsAt!))).toBe(1);
});

test('a free member pressing Reply buys a plan and is returned to the thread, able to reply', async ({
  browser,
}) => {
  const writer = await logInAs(browser, seeded.paying[0]!.email);
  const free = seeded.free[2]!;
  const body = `Hi ${free.name}, coffee on Sunday? (${Date.now().toString(36)})`;
  await writer.goto(`/messaging/compose?to=${free.id}`);
  await writer.getByRole('textbox', { name: `Message to ${free.name}` }).fill(body);
  await writer.getByRole('button', { name: 'Send' }).click();
  await expect(writer).toHaveURL(/\/inbox\/[A-Za-z0-9_-]+$/);
  const threadPath = new URL(writer.url()).pathname;

  const page = await logInAs(browser, free.email);
  await page.goto('/inbox');
  await page.getByRole('list', { name: 'Conversations' }).getByRole('link').filter({ hasText: body }).click();
  await expect(page).toHaveURL(/\/inbox\/[A-Za-z0-9_-]+$/);
  const freeThread = new URL(page.url()).pathname;
  await page.getByRole('button', { name: /^Reply to / }).click();
  await expect(page.getByRole('heading', { level: 1, name: paywallHeadline('reply') })).toBeVisible();

  await choosePlan(page, '1 Month');
  await fillCard(page, sandboxTestCards.success.number);
  await payButton(page).click();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`${freeThread}$`));

  const reply = `Sunday works! (${Date.now().toString(36)})`;
  await page.getByRole('textbox', { name: /^Message to / }).fill(reply);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('log').getByRole('listitem').filter({ hasText: reply })).toBeVisible();

  await writer.goto(threadPath);
  await expect(writer.getByRole('log').getByRole('listitem').filter({ hasText: reply })).toBeVisible();
});
