import { expect, test } from '@playwright/test';

test('the landing page renders, with a way to log in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Meet people who like you back' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in to start' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeVisible();
  await expect(page.getByText('/no-such-page')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the front page' })).toHaveAttribute('href', '/');
});

test('the favicon and robots.txt are real files, not the app', async ({ request }) => {
  const favicon = await request.get('/favicon.svg');
  expect(favicon.headers()['content-type']).toContain('image/svg+xml');
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Disallow: /api/');
});

test('a member page asks a visitor to log in first, then opens', async ({ page }) => {
  await page.goto('/lists/wyl');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Flists%2Fwyl$/);
  await page.getByLabel('Email').fill('free@demo.test');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/lists\/wyl$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Who I like' })).toBeVisible();
});
