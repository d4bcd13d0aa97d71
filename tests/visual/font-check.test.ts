// The font check (font-check.ts) on small pages in real Chromium: text in a shipped font passes; text whose family is
// not declared, characters outside the declared faces and a face that failed to load are each a fault.
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontFaceCss, fontFaces } from '../../packages/ui/src/fonts.ts';
import { font } from '../../packages/ui/src/theme/tokens.ts';
import { chromiumArgs, chromiumPath } from '../chromium.js';
import { findFontFaults } from './font-check.ts';
import type { FontFault } from './font-check.ts';

const origin = 'http://fonts.test';
const nodeModules = resolve(import.meta.dirname, '../../node_modules');

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: [...chromiumArgs] });
  page = await browser.newPage();
  // A page and the ui's font files, served as a host would serve them; any other file is missing.
  const files = new Map(
    fontFaces.map((face) => [`/${face.file}`, join(nodeModules, face.package, 'files', face.file)]),
  );
  await page.route(`${origin}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    const file = files.get(pathname);
    if (pathname === '/') return route.fulfill({ contentType: 'text/html', body: '<!doctype html>' });
    return file
      ? route.fulfill({ path: file, contentType: 'font/woff2' })
      : route.fulfill({ status: 404, body: '' });
  });
  await page.goto(`${origin}/`);
});
afterAll(async () => {
  await browser?.close();
});

/** The ui's @font-face rules, as the site and Storybook declare them. */
const fontCss = fontFaceCss((file) => `${origin}/${file}`);

async function faultsOf(body: string, css: string): Promise<FontFault[]> {
  await page.setContent(
    `<!doctype html><html lang="en"><head><style>${fontCss}${css}</style></head><body>${body}</body></html>`,
  );
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(findFontFaults, {});
}
const kinds = (faults: FontFault[]) => [...new Set(faults.map((f) => f.kind))];

describe('font check', () => {
  it("passes text, fields and code in the theme's font stacks", async () => {
    const faults = await faultsOf(
      `<p>Meet people who like you back — café, Zoë, “quotes”, 50 € …</p>
       <p>There is nothing at <code>/lists/wlm?page=2</code>.</p>
       <label>Name <input value="Łukasz" placeholder="Your name"></label>
       <p hidden>日本語 in hidden text does not count</p>`,
      `body{font-family:${font.family}}code{font-family:${font.mono}}input{font:inherit}`,
    );
    expect(faults).toEqual([]);
  });

  it('fails text whose font-family starts with a family the page does not ship', async () => {
    const faults = await faultsOf(
      `<p>Plain</p><code>ui-monospace first</code><p style="font-family:serif">A serif quote</p>`,
      `body{font-family:'Inter Variable',sans-serif}code{font-family:ui-monospace,'JetBrains Mono Variable'}`,
    );
    expect(kinds(faults)).toEqual(['font-not-shipped']);
    expect(faults.map((f) => f.element)).toEqual(['code (ui-monospace)', 'p (serif)']);
    expect(faults[0]?.text).toBe('ui-monospace first');
  });

  it('fails the default monospace of code that no rule gives a shipped font', async () => {
    const faults = await faultsOf(
      `<p>See <code>/cookie-policy</code></p>`,
      `body{font-family:'Inter Variable'}`,
    );
    expect(faults).toMatchObject([{ kind: 'font-not-shipped', element: 'code (monospace)' }]);
  });

  it('fails characters that no shipped face covers (a system font draws them)', async () => {
    const faults = await faultsOf(`<p>Next → ✓ Ελένη</p>`, `body{font-family:'Inter Variable',sans-serif}`);
    expect(kinds(faults)).toEqual(['glyph-not-shipped']);
    expect(faults.map((f) => f.detail)).toEqual([
      expect.stringContaining('"→" (U+2192)'),
      expect.stringContaining('"✓" (U+2713)'),
      expect.stringContaining('"Ε" (U+0395)'),
      expect.stringContaining('"λ" (U+03BB)'),
      expect.stringContaining('"έ" (U+03AD)'),
      expect.stringContaining('"ν" (U+03BD)'),
      expect.stringContaining('"η" (U+03B7)'),
    ]);
  });

  it('fails text whose face did not load', async () => {
    const faults = await faultsOf(
      `<p>Hello</p>`,
      `@font-face{font-family:Gone;src:url(${origin}/gone.woff2) format('woff2')}body{font-family:Gone,sans-serif}`,
    );
    expect(faults).toMatchObject([{ kind: 'font-not-loaded', element: 'p (Gone)' }]);
  });
});
