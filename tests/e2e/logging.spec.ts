import { expect, test } from '@playwright/test';
import type { RouteStep } from './helpers';
import { changeRoutes, demo, LOG_PATH, logIn, recordLogPosts } from './helpers';

/** `count` route changes alternating between home and the paywall, each with a numbered query string. */
const visits = (marker: string, count: number): RouteStep[] =>
  Array.from({ length: count }, (_, index) =>
    index % 2 === 0
      ? { url: `/home?${marker}=${index + 1}`, heading: 'Welcome back' }
      : { url: `/home/paywall?${marker}=${index + 1}`, heading: 'Upgrade to premium' },
  );
const queries = (steps: RouteStep[]) => steps.map((step) => step.url.split('?')[1]);

test('25 route changes produce one batch post', async ({ page }) => {
  await logIn(page, demo.paying);
  const posts = recordLogPosts(page);
  const answered = page.waitForResponse((response) => response.url().endsWith(LOG_PATH));

  await changeRoutes(page, visits('visit', 25));
  expect((await answered).status()).toBe(200);

  // The publisher stops once the queue is empty: give it a few more ticks to show there is no second post.
  await page.waitForTimeout(3000);
  expect(posts).toHaveLength(1);
  const routes = posts[0]!.filter((entry) => entry.logType === 'route');
  expect(routes.map((entry) => entry.params)).toEqual(expect.arrayContaining(queries(visits('visit', 25))));
  expect(routes.find((entry) => entry.params === 'visit=2')).toMatchObject({
    from: '/home',
    to: '/home/paywall',
    retry_count: 0,
  });
});

test('a failed post keeps the entries, which go again with retry_count 1', async ({ page }) => {
  await logIn(page, demo.paying);
  const posts = recordLogPosts(page);
  await page.route(
    `**${LOG_PATH}`,
    (route) => route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'Down' } } }),
    {
      times: 1,
    },
  );
  const retried = page.waitForResponse(
    (response) => response.url().endsWith(LOG_PATH) && response.status() === 200,
  );

  await changeRoutes(page, visits('attempt', 25));
  await retried;

  expect(posts.length).toBeGreaterThanOrEqual(2);
  const [failed, retry] = posts;
  expect(failed!.every((entry) => entry.retry_count === 0)).toBe(true);
  const again = retry!.filter((entry) => failed!.some((first) => first.uuid === entry.uuid));
  expect(again).toHaveLength(failed!.length);
  expect(again.every((entry) => entry.retry_count === 1)).toBe(true);
});

test('entries not yet sent survive a page reload', async ({ page }) => {
  await logIn(page, demo.paying);
  const posts = recordLogPosts(page);

  await changeRoutes(page, visits('before-reload', 5)); // below the threshold: nothing is posted
  await page.reload();
  await expect(page).toHaveURL(/\/home\?before-reload=5$/);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
  expect(posts).toHaveLength(0);

  const answered = page.waitForResponse((response) => response.url().endsWith(LOG_PATH));
  await changeRoutes(page, visits('after-reload', 20));
  await answered;
  const sent = posts.flat().map((entry) => entry.params);
  expect(sent).toEqual(expect.arrayContaining(queries(visits('before-reload', 5))));
});
