// Shared steps of the e2e specs.
import type { Browser, ConsoleMessage, Page, Request } from '@playwright/test';
import { expect } from '@playwright/test';

export const demo = {
  free: 'free@demo.test',
  paying: 'paying@demo.test',
  newProfile: 'new@demo.test',
  password: 'demo-password',
} as const;

export async function logIn(page: Page, email: string, password: string = demo.password) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // The server hashes the password with a memory-hard KDF: on a busy machine a login can take a while.
  await expect(page).toHaveURL(/\/home$/, { timeout: 45_000 });
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
}

/** A fresh browser context (its own cookies and storage) logged in as `email`. */
export async function logInAs(
  browser: Browser,
  email: string,
  password: string = demo.password,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email, password);
  return page;
}

/** Types a card into the checkout's payment form (any future expiry, any CVC: the sandbox's test cards). */
export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number.replace(/(\d{4})(?=\d)/g, '$1 '));
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill(String(new Date().getUTCFullYear() + 3));
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('ZIP code').fill('10001');
  await page.getByLabel('Name on card').fill('Sam Tester');
}

/** The card of a member anywhere on the page (cards carry the member's id). */
export const cardOf = (page: Page, member: { id: number }) => page.locator(`[data-member-id="${member.id}"]`);

/** Stops the page's (installed) clock a moment after the page's own "now": no timer fires until the test runs it. */
export async function stopClock(page: Page) {
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 1000);
}

export interface RouteStep {
  url: string;
  /** How the page's h1 starts once the route has rendered. */
  heading: string;
}

/**
 * Client-side route changes, as fast as the app renders them: each URL is pushed to history and announced with a
 * popstate event (what the router listens to); the next one waits until the page's heading shows the new page.
 * (Pages with stable headings, so the steps do not wait for data.)
 */
export async function changeRoutes(page: Page, steps: readonly RouteStep[]) {
  await page.evaluate(async (targets) => {
    const rendered = (heading: string) =>
      new Promise<void>((done, fail) => {
        const shown = () => document.querySelector('main h1')?.textContent?.startsWith(heading) ?? false;
        if (shown()) return done();
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          clearTimeout(timer);
          done();
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          fail(new Error(`"${heading}" never rendered`));
        }, 10_000);
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
    for (const { url, heading } of targets) {
      window.history.pushState({}, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
      await rendered(heading);
    }
  }, steps);
}

interface LoggedRoute {
  logType: string;
  uuid: string;
  retry_count: number;
  from?: string;
  to?: string;
  params?: string;
}

export const LOG_PATH = '/api/user/log/desktop-log';

/** Every desktop-log post the page makes, with its parsed batch. */
export function recordLogPosts(page: Page) {
  const posts: LoggedRoute[][] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === LOG_PATH) {
      posts.push((request.postDataJSON() as { logArr: LoggedRoute[] }).logArr);
    }
  });
  return posts;
}

/** Console errors and warnings (React reports hydration mismatches there) and uncaught errors of a page. */
export function watchConsole(page: Page) {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
  return messages;
}

/** Until React has hydrated the server's page (its route's page committed: main.tsx) and let go of pointer input. */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root?.hasAttribute('data-page-committed') && root.style.pointerEvents !== 'none';
  });
