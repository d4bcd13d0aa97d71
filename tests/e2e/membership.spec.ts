// The membership against the real server: the paying demo member (seeded with an active 3-month membership) cancels
// from the subscription page in two clicks and sees the day it stays until, reactivates and sees the renewal date
// again, then takes the free-time offer and sees the new date on free-time-congratulations. The member is left
// active (other spec files log in as them).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { formatMediumDate } from '@app/client';
import type { Subscription } from '@app/contract';
import { FREE_TIME_DAYS, retentionOfferCopy } from '@app/contract';
import { demo, logInAs } from './helpers';

const DAY = 86_400_000;

/** The membership as the server holds it now. */
async function membershipOf(page: Page): Promise<Subscription> {
  const response = await page.request.get('/api/user/billing/subscription');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Subscription }).data;
}

test('the paying member cancels in two clicks, reactivates, and takes the free days', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await logInAs(browser, demo.paying);
  const before = await membershipOf(page);
  expect(before.state).toBe('active');
  const renewal = formatMediumDate(before.periodEndsAt!);

  await page.goto('/subscription');
  const panel = page.getByRole('region', { name: before.plan!.name });
  await expect(panel.getByText('Active')).toBeVisible();
  await expect(panel.getByText(`${renewal}`, { exact: true })).toBeVisible();

  // Click 1: the link on the subscription page; click 2: the button on the cancel page's first screen.
  await panel.getByRole('link', { name: 'Cancel membership' }).click();
  await expect(page).toHaveURL(/\/subscription\/cancel$/);
  await page.getByRole('button', { name: 'Cancel membership' }).click();
  await expect(page.getByRole('heading', { name: `Your membership stays until ${renewal}` })).toBeVisible();
  expect((await membershipOf(page)).state).toBe('cancelled');

  await page.getByRole('button', { name: 'Reactivate membership' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(panel.getByText('Active')).toBeVisible();
  await expect(panel.getByText(`${renewal}`, { exact: true })).toBeVisible();
  expect((await membershipOf(page)).state).toBe('active');

  await page.goto('/subscription/free-time-offer');
  await page.getByRole('button', { name: retentionOfferCopy['free-time-offer'].accept }).click();
  await expect(page).toHaveURL(/\/subscription\/free-time-congratulations$/);
  const later = formatMediumDate(new Date(new Date(before.periodEndsAt!).getTime() + FREE_TIME_DAYS * DAY));
  await expect(page.getByText(`Your membership now renews on ${later}.`)).toBeVisible();
  const after = await membershipOf(page);
  expect(after.state).toBe('active');
  expect(after.offersAvailable).not.toContain('free-time-offer');
});
