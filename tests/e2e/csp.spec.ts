// The Content-Security-Policy in a real browser: the member journeys (landing, login, a list, search, the inbox and a
// thread, a profile, compose, logout, the paywall) and the API docs run without a single CSP violation, and the pages
// really are styled (styled-components' <style> elements carry the response's nonce; a blocked one would leave the
// browser's default look and still pass every heading check). Violations are recorded in the page from its first
// script on (`securitypolicyviolation`), read at the end of each step, and Chromium's console reports of them are
// collected across navigations.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { paywallHeadline } from '@app/client';
import { demo, logIn } from './helpers';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/** Records CSP violations (in the page and on the console) and uncaught page errors; `check` fails on any. */
async function watchCsp(page: Page) {
  const reported: string[] = [];
  page.on('console', (message) => {
    // CSP reports, and Permissions-Policy header errors (an unknown feature name) while at it.
    if (/Content[- ]Security[- ]Policy|Refused to|Permissions-Policy/i.test(message.text())) {
      reported.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => reported.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        window.__cspViolations?.push({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber}`,
          sample: event.sample,
        });
      },
      true,
    );
  });
  return {
    /** Every violation since the last check (the current document's, and the console's across navigations). */
    async take(): Promise<string[]> {
      const inPage = await page.evaluate(() => window.__cspViolations?.splice(0) ?? []);
      return [
        ...inPage.map((v) => `${v.directive} blocked ${v.blocked || '(inline)'} at ${v.source} ${v.sample}`),
        ...reported.splice(0),
      ];
    },
  };
}

type Watcher = Awaited<ReturnType<typeof watchCsp>>;

/** A test step that must end without a CSP violation. */
async function step(watcher: Watcher, name: string, body: () => Promise<void>) {
  await test.step(name, async () => {
    await body();
    expect(await watcher.take(), `CSP violations during "${name}"`).toEqual([]);
  });
}

/**
 * The page is styled by styled-components: its <style> elements carry the nonce the server put in the page and hold
 * rules, the global style applies (body margin 0, the theme's font, which loads), and `selector` looks different from
 * the same element unstyled.
 */
async function expectStyled(page: Page, selector: string) {
  const state = await page.evaluate(async (sel) => {
    const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
    const nonce = meta?.nonce ?? '';
    const tags = [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')];
    const target = document.querySelector(sel);
    let differs: string[] = [];
    if (target) {
      const plain = document.createElement(target.tagName);
      plain.hidden = false;
      document.body.append(plain);
      const a = getComputedStyle(target);
      const b = getComputedStyle(plain);
      differs = [
        'display',
        'padding',
        'background-color',
        'border-bottom-width',
        'position',
        'gap',
        'font-size',
      ].filter((name) => a.getPropertyValue(name) !== b.getPropertyValue(name));
      plain.remove();
    }
    return {
      nonce,
      nonceHidden: meta?.getAttribute('nonce') === '',
      tags: tags.map((tag) => ({ nonced: tag.nonce === nonce, rules: tag.sheet?.cssRules.length ?? 0 })),
      bodyMargin: getComputedStyle(document.body).marginTop,
      bodyFont: getComputedStyle(document.body).fontFamily,
      // index.html declares the font (its own <style>, which needs the nonce too).
      interFaces: (await document.fonts.load('16px "Inter Variable"')).map((face) => face.status),
      found: Boolean(target),
      differs,
    };
  }, selector);
  expect(state.nonce, 'the page carries a CSP nonce').not.toBe('');
  expect(state.nonceHidden, 'the browser hides the nonce attribute (the policy came in a header)').toBe(true);
  expect(state.tags.length, 'styled-components injected its style element').toBeGreaterThan(0);
  for (const tag of state.tags) {
    expect(tag.nonced, 'styled-components style element carries the page nonce').toBe(true);
    expect(tag.rules, 'styled-components rules were applied').toBeGreaterThan(0);
  }
  expect(state.bodyMargin).toBe('0px');
  expect(state.bodyFont).toMatch(/Inter/);
  expect(state.interFaces, 'the Inter font face is declared and loads').toEqual(['loaded']);
  expect(state.found, `${selector} is on the page`).toBe(true);
  expect(state.differs, `${selector} is styled`).not.toEqual([]);
}

test('a blocked inline style is caught, so the journeys below cannot pass with a policy that is not enforced', async ({
  page,
}) => {
  const watcher = await watchCsp(page);
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meet people who like you back' })).toBeVisible();
  expect(await watcher.take()).toEqual([]);

  const outline = await page.evaluate(async () => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 7px solid red }';
    document.head.append(style);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return getComputedStyle(document.body).outlineWidth;
  });
  expect(outline).not.toBe('7px');
  await expect.poll(async () => (await watcher.take()).join('\n')).toMatch(/style-src-elem blocked inline/);
});

test('the member journeys run without a CSP violation and render styled', async ({ page }) => {
  const watcher = await watchCsp(page);

  await step(watcher, 'landing', async () => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Meet people who like you back' }),
    ).toBeVisible();
    await expectStyled(page, 'main h1');
  });

  await step(watcher, 'login', async () => {
    await logIn(page, demo.paying);
    await expectStyled(page, 'header');
  });

  await step(watcher, 'a list', async () => {
    await page.goto('/lists/wyl');
    await expect(page.getByRole('heading', { level: 1, name: 'Who I like' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Who I like' }).getByRole('listitem').first()).toBeVisible();
    await expectStyled(page, 'header');
  });

  await step(watcher, 'search', async () => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem').first()).toBeVisible();
    // Member photos (the server's avatars) load under img-src: a blocked one would fall back to the silhouette.
    const photo = results.locator('img').first();
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expectStyled(page, 'header');
  });

  let member = { id: '', name: '' };
  await step(watcher, 'the inbox and a thread', async () => {
    await page.goto('/inbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await page.getByRole('list', { name: 'Conversations' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/inbox\/[A-Za-z0-9_-]+$/);
    await expect(page.getByRole('log').getByRole('listitem').first()).toBeVisible();
    await expectStyled(page, 'header');
  });

  await step(watcher, 'a profile', async () => {
    await page.getByRole('link', { name: 'View profile' }).click();
    await expect(page).toHaveURL(/\/profile\/view\/\d+$/);
    const heading = page.getByRole('heading', { level: 1, name: /, \d+$/ });
    await expect(heading).toBeVisible();
    member = {
      id: /\/profile\/view\/(\d+)$/.exec(page.url())?.[1] ?? '',
      name: ((await heading.textContent()) ?? '').replace(/, \d+$/, ''),
    };
    await expectStyled(page, 'header');
  });

  await step(watcher, 'compose', async () => {
    await page.goto(`/messaging/compose?to=${member.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'New message' })).toBeVisible();
    const box = page.getByRole('textbox', { name: `Message to ${member.name}` });
    await box.fill('Hello there (not sent)');
    await expect(box).toHaveValue('Hello there (not sent)');
    await expectStyled(page, 'header');
  });

  await step(watcher, 'logout', async () => {
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expectStyled(page, 'main h1');
  });

  await step(watcher, 'the paywall', async () => {
    await logIn(page, demo.free);
    await page.goto('/lists/wlm');
    await expect(page).toHaveURL(/\/home\/paywall\?feature=likedMe&continue=%2Flists%2Fwlm$/);
    await expect(page.getByRole('heading', { level: 1, name: paywallHeadline('likedMe') })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose' }).first()).toBeVisible();
    await expectStyled(page, 'header');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test("a dialog locks the page's scroll with a style the policy allows", async ({ page }) => {
  // Radix Dialog's scroll lock (react-remove-scroll) adds a <style> element when a dialog opens: without the page's
  // nonce it is refused, logged as a violation, and the page behind the dialog still scrolls.
  const watcher = await watchCsp(page);
  await logIn(page, demo.paying);
  await page.goto('/search');
  await page.getByRole('list', { name: 'Search results' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /, \d+$/ })).toBeVisible();
  expect(await watcher.take()).toEqual([]);
  const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
  expect(await bodyOverflow()).not.toBe('hidden');

  await step(watcher, 'open a dialog', async () => {
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: /^Block / });
    await expect(dialog).toBeVisible();
    await expect.poll(bodyOverflow, 'the page behind the dialog does not scroll').toBe('hidden');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(bodyOverflow).not.toBe('hidden');
  });
});

test('the API docs (Swagger UI) work under their own policy', async ({ page }) => {
  const watcher = await watchCsp(page);
  await step(watcher, 'API docs', async () => {
    const response = await page.goto('/api/docs');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    const operation = page.locator('.swagger-ui .opblock').first();
    await expect(operation).toBeVisible();
    await operation.locator('.opblock-summary').first().click();
    await expect(operation.locator('.opblock-body')).toBeVisible();
    // Swagger UI's stylesheet applied: an operation block has a border, which an unstyled div has not.
    expect(await operation.evaluate((el) => getComputedStyle(el).borderTopWidth)).not.toBe('0px');
  });
});
