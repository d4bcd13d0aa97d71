// The `test` every spec uses: Playwright's, plus two things the suite relies on.
// - Each worker talks to its own server (playwright.config.ts starts one per worker, each on a fresh database), so
//   specs in parallel workers never share a member's likes, sessions, photos or the server's test clock. The proxy
//   leg (tests/proxy) sets E2E_BASE_URL instead: every worker then talks to nginx in front of its servers.
// - Browser contexts a test opens itself (a second member in `logInAs`) are closed when it ends. Left open, their
//   pages kept polling and rendering in the background for the rest of the run: 59 renderer processes by the
//   middle of the suite. A serial file that carries a page from one test to the next sets `keepContexts` and closes
//   it in its afterAll.
import { test as base } from '@playwright/test';
import { serverURL } from './servers';

export const test = base.extend<{ keepContexts: boolean; closeOwnContexts: void }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use, testInfo) => use(process.env.E2E_BASE_URL ?? serverURL(testInfo.parallelIndex)),
  keepContexts: [false, { option: true }],
  closeOwnContexts: [
    async ({ browser, keepContexts }, use) => {
      const before = new Set(browser.contexts());
      await use();
      if (keepContexts) return;
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((c) => c.close()),
      );
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
