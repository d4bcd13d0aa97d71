// The client log queue in the browser against the real server. The page's clock is installed, so the test decides
// when the publisher's 1000 ms tick comes: route changes happen while time stands still, then time moves on.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { localKeys } from '@app/client';
import type { RouteStep } from './helpers';
import { changeRoutes, demo, LOG_PATH, logIn, recordLogPosts, stopClock } from './helpers';

const pages = {
  home: { path: '/home', heading: 'Welcome back' },
  // The paying member's paywall: their membership, never plans they hold.
  paywall: { path: '/home/paywall', heading: 'You’re a Premium member' },
};

/**
 * `count` route changes alternating between the paywall and home (starting with `first`), each with a numbered query
 * string. Every step changes the heading, so each waits for its own render.
 */
const visits = (marker: string, count: number, first: keyof typeof pages = 'paywall'): RouteStep[] =>
  Array.from({ length: count }, (_, index) => {
    const other = first === 'paywall' ? 'home' : 'paywall';
    const page = pages[index % 2 === 0 ? first : other];
    return { url: `${page.path}?${marker}=${index + 1}`, heading: page.heading };
  });
const queries = (steps: RouteStep[]) => steps.map((step) => step.url.split('?')[1]);

/**
 * Waits until the page's log queue holds the route entry of every step. A route is queued after its page renders
 * (an effect, then the client's import), so the last one can trail the heading the steps wait for. The queue is read
 * from what it saves at `pagehide`, which keeps the entries queued.
 */
async function allQueued(page: Page, steps: RouteStep[]) {
  const wanted = queries(steps);
  await expect
    .poll(() =>
      page.evaluate((key) => {
        window.dispatchEvent(new Event('pagehide'));
        const saved = JSON.parse(localStorage.getItem(key) ?? '[]') as { params?: string }[];
        return saved.map((entry) => entry.params);
      }, localKeys.logQueue),
    )
    .toEqual(expect.arrayContaining(wanted));
}

const logAnswer = (page: Page, status: number) =>
  page.waitForResponse((response) => response.url().endsWith(LOG_PATH) && response.status() === status);

/** Logs in as the paying member with the page's clock installed, loads both pages once, then stops time. */
async function logInWithClockStopped(page: Page) {
  await page.clock.install();
  await logIn(page, demo.paying);
  await changeRoutes(page, visits('warm-up', 2)); // both pages' code is loaded before time stops
  await stopClock(page);
}

test('25 route changes produce one batch post', async ({ page }) => {
  await logInWithClockStopped(page);
  const posts = recordLogPosts(page);

  await changeRoutes(page, visits('visit', 25));
  await allQueued(page, visits('visit', 25));
  expect(posts).toHaveLength(0); // the publisher started at the 21st entry and waits for its first tick
  const answered = logAnswer(page, 200);
  await page.clock.runFor(1000);
  await answered;
  await page.clock.runFor(5000); // more ticks: the publisher stopped once the queue was empty

  expect(posts).toHaveLength(1);
  const routes = posts[0]!.filter((entry) => entry.logType === 'route');
  expect(routes.map((entry) => entry.params)).toEqual(expect.arrayContaining(queries(visits('visit', 25))));
  expect(routes.find((entry) => entry.params === 'visit=2')).toMatchObject({
    from: '/home/paywall',
    to: '/home',
    retry_count: 0,
  });
});

test('a failed post keeps the entries, which go again with retry_count 1', async ({ page }) => {
  await logInWithClockStopped(page);
  const posts = recordLogPosts(page);
  await page.route(
    `**${LOG_PATH}`,
    (route) => route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'Down' } } }),
    { times: 1 },
  );

  await changeRoutes(page, visits('attempt', 25));
  await allQueued(page, visits('attempt', 25));
  const failedAnswer = logAnswer(page, 500);
  await page.clock.runFor(1000);
  await failedAnswer;
  const retriedAnswer = logAnswer(page, 200);
  await page.clock.runFor(1000);
  await retriedAnswer;

  expect(posts).toHaveLength(2);
  const [failed, retry] = posts as [(typeof posts)[number], (typeof posts)[number]];
  expect(failed.length).toBeGreaterThan(20);
  expect(failed.every((entry) => entry.retry_count === 0)).toBe(true);
  expect(retry.map((entry) => entry.uuid)).toEqual(failed.map((entry) => entry.uuid));
  expect(retry.every((entry) => entry.retry_count === 1)).toBe(true);
});

test('entries not yet sent survive a page reload', async ({ page }) => {
  await logIn(page, demo.paying);
  const posts = recordLogPosts(page);

  await changeRoutes(page, visits('before-reload', 5)); // below the threshold: nothing is posted
  await page.reload();
  await expect(page).toHaveURL(/\/home\/paywall\?before-reload=5$/);
  await expect(page.getByRole('heading', { level: 1, name: pages.paywall.heading })).toBeVisible();
  expect(posts).toHaveLength(0);

  const answered = logAnswer(page, 200);
  await changeRoutes(page, visits('after-reload', 20, 'home'));
  await answered;
  const sent = posts.flat().map((entry) => entry.params);
  expect(sent).toEqual(expect.arrayContaining(queries(visits('before-reload', 5))));
});
