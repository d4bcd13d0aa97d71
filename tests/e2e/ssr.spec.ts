// Server rendering: member pages arrive painted (with JavaScript off they still show their heading and content), the
// session and permission guards answer on the server (redirects to login and to the paywall, as the browser would),
// and with JavaScript the page hydrates without a console error and without moving, then works as a single-page app.
import type { APIRequestContext, Browser, BrowserContext, Request } from '@playwright/test';
import { demoLoginProfiles } from '@app/demo-data/logins';
import { expect, test } from './fixtures';
import { demo, hydrated, watchConsole } from './helpers';

/** Logs a context in through the API (the login form needs JavaScript): its cookies then carry the session. */
async function logInByApi(context: BrowserContext | { request: APIRequestContext }, email: string) {
  const { request } = context;
  // Any page sets the cross-site request token cookie; the login call sends it back as a header.
  await request.get('/login', { headers: { accept: 'text/html' } });
  const { cookies } = await request.storageState();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await request.post('/api/user/auth/login', {
    data: { user: email, pass: demo.password },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
    timeout: 45_000,
  });
  expect(response.status()).toBe(200);
}

async function memberContext(browser: Browser, email: string, options: { javaScriptEnabled: boolean }) {
  const context = await browser.newContext(options);
  await logInByApi(context, email);
  return context;
}

test.describe('without JavaScript', () => {
  test('a paying member sees the list, the inbox and search results as the server rendered them', async ({
    browser,
  }) => {
    const context = await memberContext(browser, demo.paying, { javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/lists/wlm');
    await expect(page.getByRole('heading', { level: 1, name: 'Who liked me' })).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.locator('main [data-member-id]').first()).toBeVisible();
    expect(await page.locator('main [data-member-id]').count()).toBeGreaterThanOrEqual(1);
    // Styled: the shell's styles arrived with the page (a bare page would lay the card out at full width).
    const card = page.locator('main [data-member-id]').first();
    expect((await card.boundingBox())?.width ?? 0).toBeLessThan(700);

    await page.goto('/inbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await expect(page.locator('main a[href^="/inbox/"]').first()).toBeVisible();

    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page.locator('main [data-member-id]').first()).toBeVisible();

    await context.close();
  });

  test('the login page arrives rendered, and inert: nothing can be typed or sent before its code runs', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    // Inert content is out of the accessibility tree too, so it is found by CSS here.
    await expect(page.locator('#root h1')).toBeVisible();
    await expect(page.locator('#root input[type="password"]')).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
    await context.close();
  });

  test('a free member asking for a paid list is sent to its paywall by the server', async ({ browser }) => {
    const context = await memberContext(browser, demo.free, { javaScriptEnabled: false });
    const response = await context.request.get('/lists/wvm', {
      headers: { accept: 'text/html' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/home/paywall?feature=viewedMe&continue=%2Flists%2Fwvm');

    // The browser follows it before any of the list shows (the paywall itself renders in the browser).
    const page = await context.newPage();
    await page.goto('/lists/wvm');
    await expect(page).toHaveURL(/\/home\/paywall\?feature=viewedMe&continue=%2Flists%2Fwvm$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Who viewed me' })).toHaveCount(0);
    await context.close();
  });
});

test('a signed-out request for a member page is redirected to the login page by the server', async ({
  request,
}) => {
  const response = await request.get('/lists/wlm?cursor=abc', {
    headers: { accept: 'text/html' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/login?redirectTo=%2Flists%2Fwlm%3Fcursor%3Dabc');
});

declare global {
  interface Window {
    __layoutShift?: number;
    __samePage?: boolean;
  }
}

test('with JavaScript the rendered login page takes input once it has hydrated, and logs in', async ({
  page,
}) => {
  const messages = watchConsole(page);
  const served = await page.request.get('/login', { headers: { accept: 'text/html' } });
  expect(await served.text()).toContain('<div id="root" inert>');

  await page.goto('/login?redirectTo=%2Finbox');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByLabel('Email').fill(demo.paying);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  expect(messages, 'console errors and warnings').toEqual([]);
});

test('a rendered page takes no tap from its first paint until it has hydrated, and is let go if its code fails', async ({
  browser,
}) => {
  const context = await memberContext(browser, demo.paying, { javaScriptEnabled: true });
  const page = await context.newPage();
  // The page's entry script is held back: what shows meanwhile is the server's HTML with the inline loader only.
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  // Not waiting for the load event, which waits for the held script.
  await page.goto('/lists/wlm', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Who liked me' })).toBeVisible();
  await expect(page.locator('#root')).toHaveCSS('pointer-events', 'none');
  releaseEntry();
  await expect(page.locator('#root')).not.toHaveCSS('pointer-events', 'none');

  // The entry script cannot load: the server's page answers taps again at once (its links still work without it).
  await page.unrouteAll();
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveCSS('pointer-events', 'none');
  await context.close();
});

test('a phone whose clock is hours off hydrates the inbox as the server rendered it', async ({ browser }) => {
  const context = await memberContext(browser, demo.paying, { javaScriptEnabled: true });
  // The inbox shows each thread's age ("5 min ago"); its first render in the browser counts from the server's render
  // time, not from this clock, or it would differ from the HTML.
  await context.clock.setFixedTime(Date.now() + 3 * 60 * 60 * 1000);
  const page = await context.newPage();
  const messages = watchConsole(page);
  await page.goto('/inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveCSS('pointer-events', 'none');
  await page.waitForTimeout(500);
  expect(messages, 'console errors and warnings while hydrating').toEqual([]);
  await context.close();
});

test('with JavaScript the rendered pages hydrate without errors or layout shift, then navigate in the page', async ({
  browser,
}) => {
  const context = await memberContext(browser, demo.paying, { javaScriptEnabled: true });
  const page = await context.newPage();
  const messages = watchConsole(page);
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  for (const [url, heading] of [
    ['/lists/wlm', 'Who liked me'],
    ['/inbox', 'Inbox'],
    ['/search', 'Search'],
    ['/home', /Welcome back/],
    // The member's own profile as others see it: a chunk of its own, whose server HTML stays until its code is there.
    ['/profile/view', new RegExp(`^${demoLoginProfiles.paying.name}, \\d+$`)],
  ] as const) {
    const served = await page.request.get(url, { headers: { accept: 'text/html' } });
    expect(await served.text(), `${url} arrives rendered`).toContain('id="ssr-state"');

    const apiCalls: string[] = [];
    const onRequest = (request: Request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'fetch' && pathname.startsWith('/api/')) apiCalls.push(pathname);
    };
    // The page came with its data, permissions and counters included: hydrating asks the API for none of it (home
    // still loads the verification state, the full profile and the first-run step, which its server render leaves
    // out).
    const expected =
      url === '/home' ? ['/api/user/onboarding', '/api/user/profile', '/api/user/verification'] : [];
    page.on('request', onRequest);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Hydrated first (main.tsx: React's fiber on the root's element, pointer input back on): on a busy machine the
    // network went quiet (Playwright's one-off networkidle) before the page's JavaScript had run at all. The calls a
    // hydrated page makes start in its first effects: the expected ones are awaited, then a quiet half second shows
    // there is no other.
    await hydrated(page);
    await expect.poll(() => [...apiCalls].sort()).toEqual(expected);
    await page.waitForTimeout(500);
    page.off('request', onRequest);
    expect(apiCalls.sort(), `API calls while ${url} hydrates`).toEqual(expected);
    // Hydrated: the app answers clicks (the skip link moves focus to the page's content only with JavaScript).
    await expect(page.locator('#root')).not.toBeEmpty();
    const shift = await page.evaluate(() => window.__layoutShift ?? 0);
    expect(shift, `layout shift on ${url}`).toBeLessThanOrEqual(0.02);
  }
  expect(messages, 'console errors and warnings while hydrating').toEqual([]);

  // After the first load the app navigates itself: no new document.
  await page.goto('/lists/wlm');
  await page.waitForLoadState('networkidle');
  const classesOf = async () =>
    page.evaluate(() =>
      ['main h1', 'main [data-member-id]', 'header', 'nav'].map(
        (selector) => document.querySelector(selector)?.getAttribute('class') ?? '',
      ),
    );
  const serverClasses = await classesOf();
  await page.evaluate(() => (window.__samePage = true));
  await page
    .getByRole('link', { name: /^Inbox/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await page
    .getByRole('link', { name: /^Search/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.locator('main [data-member-id]').first()).toBeVisible();
  // Rendered by the browser this time: the same class names as the server's (stable styled-component ids).
  await page
    .getByRole('link', { name: /^Who liked me/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Who liked me' })).toBeVisible();
  await expect(page.locator('main [data-member-id]').first()).toBeVisible();
  expect(await classesOf()).toEqual(serverClasses);
  expect(await page.evaluate(() => window.__samePage)).toBe(true);
  expect(messages).toEqual([]);
  await context.close();
});
