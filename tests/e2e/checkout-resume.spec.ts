// One membership state across reloads and tabs, against the real server and its sandbox card provider:
// - a purchase is one checkout from the moment its page opens: the page reloaded while its payment is in flight (the
//   answer lost), a second tab and a double click each end on the same payment's receipt, charged once;
// - a payment (or a cancel) in one tab reaches the member's other open tab at once (no reload, long before the
//   5-minute poll), and a reload, even over a stale stored copy of the permissions, never shows the member as free.
// Each test has its own free member of the seeded community (spareMembers 'checkout').
import type { Browser, BrowserContext, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { sandboxTestCards } from '@app/contract';
import type { SpareMember } from './demo-roster';
import { readDemoRoster, spareMembers } from './demo-roster';
import { fillCard, logIn } from './helpers';

let seeded: SpareMember[];
test.beforeAll(async () => {
  test.setTimeout(240_000); // the roster runs the seed in memory the first time (slow on a busy machine)
  seeded = spareMembers(await readDemoRoster(), 'checkout').free;
});

const CHECKOUT = '/subscription?plan=subscription-1-month';
const PURCHASES = '/api/user/billing/purchases';
const payButton = (page: Page) => page.getByRole('button', { name: 'Pay $29.99' });
const success = (page: Page) => page.getByRole('heading', { level: 1, name: 'You’re all set' });

async function loggedInContext(browser: Browser, email: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  await logIn(await context.newPage(), email);
  return context;
}

/** The checkout page of 1 Month, its form shown and its checkout's id in the URL. */
async function openCheckout(context: BrowserContext): Promise<{ page: Page; checkout: string }> {
  const page = await context.newPage();
  await page.goto(CHECKOUT);
  await expect(page).toHaveURL(/checkout=CHK-[A-Z0-9]+/);
  await expect(payButton(page)).toBeVisible();
  return { page, checkout: new URL(page.url()).searchParams.get('checkout')! };
}

/** Holds the page's payment requests (each is kept, unanswered, until the test lets it go). */
async function holdPayments(page: Page): Promise<Route[]> {
  const held: Route[] = [];
  await page.route(`**${PURCHASES}`, (route) => {
    if (route.request().method() === 'POST') held.push(route);
    else void route.continue();
  });
  return held;
}

/** How the server holds the membership: one charge of 1 Month is one month from its start. */
async function monthsPaid(page: Page): Promise<number> {
  const { data } = (await (await page.request.get('/api/user/billing/subscription')).json()) as {
    data: { state: string; startedAt: string; periodEndsAt: string };
  };
  expect(data.state).toBe('active');
  const [start, end] = [new Date(data.startedAt), new Date(data.periodEndsAt)];
  return (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth();
}

const receiptOf = (page: Page) => new URL(page.url()).searchParams.get('reference');

test('reloaded while the payment is in flight, the page shows the receipt; paying again charges nothing', async ({
  browser,
}) => {
  const context = await loggedInContext(browser, seeded[0]!.email);
  const { page, checkout } = await openCheckout(context);
  const held = await holdPayments(page);
  await fillCard(page, sandboxTestCards.success.number);
  await payButton(page).dblclick();
  await expect.poll(() => held.length).toBe(1);
  await expect(page.getByRole('button', { name: /Processing payment/ })).toBeVisible();

  // The request reaches the server, which charges the card; its answer never reaches the page: it is reloaded.
  const charged = await held[0]!.fetch();
  expect(charged.status()).toBe(200);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await expect(success(page)).toBeVisible();
  const reference = receiptOf(page);
  expect(reference).toMatch(/^SPK-[A-Z0-9]+$/);
  expect(((await charged.json()) as { data: { reference: string } }).data.reference).toBe(reference);

  // The checkout's own address, again: its outcome, never an empty form.
  await page.goto(`${CHECKOUT}&checkout=${checkout}`);
  await expect(success(page)).toBeVisible();
  expect(receiptOf(page)).toBe(reference);
  expect(await monthsPaid(page)).toBe(1);
});

test('a second tab and a double click pay the same payment: one charge, both tabs show its receipt', async ({
  browser,
}) => {
  const context = await loggedInContext(browser, seeded[1]!.email);
  const first = await openCheckout(context);
  const second = await openCheckout(context);
  expect(second.checkout).toBe(first.checkout);

  // The first tab's payment waits on its way to the server; the second tab pays meanwhile.
  const held = await holdPayments(first.page);
  await fillCard(first.page, sandboxTestCards.success.number);
  await payButton(first.page).dblclick();
  await expect.poll(() => held.length).toBe(1);
  await fillCard(second.page, sandboxTestCards.success.number);
  await payButton(second.page).click();
  await expect(success(second.page)).toBeVisible();

  // Let the first tab's request go: the server answers the payment the second one made.
  await held[0]!.continue();
  await expect(success(first.page)).toBeVisible();
  expect(held).toHaveLength(1);
  expect(receiptOf(first.page)).toBe(receiptOf(second.page));
  expect(await monthsPaid(first.page)).toBe(1);
});

test('paid in one tab: the other open tab shows the membership without a reload; a reload never shows it free', async ({
  browser,
}) => {
  const context = await loggedInContext(browser, seeded[2]!.email);
  const other = await context.newPage();
  await other.goto('/home');
  const header = other.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Upgrade' })).toBeVisible();
  const staleCopy = await other.evaluate(() => localStorage.getItem('permissions'));
  expect(JSON.parse(staleCopy ?? '{}')).toMatchObject({ isPayingMember: false });

  const { page } = await openCheckout(context);
  await fillCard(page, sandboxTestCards.success.number);
  await payButton(page).click();
  await expect(success(page)).toBeVisible();

  // The other tab learns of it at once (its own poll would wait five minutes).
  await expect(header.getByText('Premium', { exact: true })).toBeVisible({ timeout: 5_000 });
  await expect(header.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
  await expect(other.getByRole('link', { name: 'See plans' })).toHaveCount(0);
  expect(
    await other.evaluate(() => JSON.parse(localStorage.getItem('permissions') ?? '{}').isPayingMember),
  ).toBe(true);

  // A reload over a stale stored copy (written before the payment) asks the server before showing a membership: the
  // page never shows Upgrade, and the gated list opens.
  await other.evaluate((copy) => localStorage.setItem('permissions', copy ?? ''), staleCopy);
  await other.addInitScript(() => {
    const seen = () =>
      [...document.querySelectorAll('a')].some((link) => link.textContent?.trim() === 'Upgrade');
    new MutationObserver(() => {
      if (seen()) (window as unknown as { sawUpgrade: boolean }).sawUpgrade = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await other.goto('/subscription');
  await expect(other.getByRole('banner').getByText('Premium', { exact: true })).toBeVisible();
  expect(
    await other.evaluate(() => (window as unknown as { sawUpgrade?: boolean }).sawUpgrade ?? false),
  ).toBe(false);
  await other.goto('/lists/wlm');
  await expect(other.getByRole('heading', { level: 1, name: 'Who liked me' })).toBeVisible();

  // Any change of membership travels the same way: cancelled in one tab, the other's membership page says so.
  await other.goto('/subscription');
  const panel = other.getByRole('region', { name: '1 Month' });
  await expect(panel.getByText('Active', { exact: true })).toBeVisible();
  await page.goto('/subscription/cancel');
  await page.getByRole('button', { name: 'Cancel membership' }).click();
  await expect(page.getByRole('heading', { name: /^Your membership stays until/ })).toBeVisible();
  await expect(panel.getByText('Cancelled', { exact: true })).toBeVisible({ timeout: 5_000 });
});
