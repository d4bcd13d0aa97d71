// The layout check (layout-check.ts) on small pages in real Chromium (happy-dom has no layout): each rule fails its
// faulty page and the clean page passes. One browser and one page for the whole file: about a second.
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../chromium.js';
import { findLayoutFaults } from './layout-check.ts';
import type { LayoutFault } from './layout-check.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: [...chromiumArgs] });
  page = await browser.newPage({ viewport: { width: 390, height: 844 } });
});
afterAll(async () => {
  await browser?.close();
});

const base = `<style>*{box-sizing:border-box}body{margin:0;font:16px/1.5 sans-serif}
  .row{display:flex;gap:8px;padding:16px}button{font:inherit;padding:8px 12px}</style>`;

async function faultsOf(body: string): Promise<LayoutFault[]> {
  await page.setContent(`<!doctype html><html lang="en"><head>${base}</head><body>${body}</body></html>`);
  return page.evaluate(findLayoutFaults, {});
}
const kinds = (faults: LayoutFault[]) => [...new Set(faults.map((f) => f.kind))];

describe('layout check', () => {
  it('passes a clean page, with legitimate truncation, scrolling and hidden controls', async () => {
    const faults = await faultsOf(`
      <a href="#main" style="position:absolute;top:-100px;left:8px">Skip to content</a>
      <header class="row" style="position:sticky;top:0;background:#fff;z-index:1"><strong>Brand</strong><button style="margin-left:auto">Log out</button></header>
      <nav style="overflow-x:auto;white-space:nowrap"><a href="#a">First tab</a> <a href="#b">Second tab</a> <a href="#c">Third tab</a> <a href="#d">Fourth tab</a> <a href="#e">Fifth tab</a> <a href="#f">Sixth tab</a></nav>
      <ul style="overflow:hidden;width:200px;padding:0;list-style:none"><li><p style="overflow:hidden;white-space:nowrap;text-overflow:ellipsis"><a href="#m">Maximiliana Alexandrina Konstantinopoulou-Richardson</a> liked you</p></li></ul>
      <p style="width:160px"><a href="#r">Report Maximiliana Alexandrina Konstantinopoulou</a></p>
      <main id="main" tabindex="-1" style="padding:16px">
        <p style="width:120px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">A very long member name that is truncated</p>
        <p style="width:120px;overflow:hidden;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2">A long paragraph clamped to two lines with a line clamp in a narrow column of text</p>
        <div style="width:200px;overflow-x:auto;white-space:nowrap"><button>One</button> <button>Two</button> <button>Three</button> <button>Four</button> <button>Five</button></div>
        <pre style="width:200px;overflow:auto">a line of preformatted code that is longer than its box</pre>
        <span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap">Screen-reader text that is long</span>
        <label>Name <input name="n" value="A value much longer than the input box can show at once, it scrolls"></label>
        <div aria-hidden="true" style="position:relative"><button tabindex="-1">Behind</button><div style="position:absolute;inset:0;background:#fff"></div></div>
        <div style="height:1200px"></div>
        <button>Far below the fold</button>
      </main>`);
    expect(faults).toEqual([]);
  });

  it('passes controls behind an open modal dialog and under a toast', async () => {
    const faults = await faultsOf(`
      <main style="padding:16px"><button>Delete</button><a href="#x">Profile</a></main>
      <div role="alertdialog" aria-label="Sure?" style="position:fixed;inset:0;background:#0008"><button>Cancel</button></div>`);
    expect(faults).toEqual([]);
    const toast = await faultsOf(`
      <div style="position:fixed;left:0;right:0;bottom:0;padding:16px"><button>Send</button></div>
      <section style="position:fixed;left:0;right:0;bottom:0"><div role="status" style="height:80px;background:#333">Message not sent</div></section>`);
    expect(toast).toEqual([]);
  });

  it('fails a page wider than a 390 px viewport and names what sticks out', async () => {
    const faults = await faultsOf(
      `<div class="row"><div style="width:413px;height:20px;flex:none" id="wide"></div></div>`,
    );
    expect(kinds(faults)).toEqual(['page-wider-than-viewport']);
    expect(faults[0]?.detail).toMatch(/page is 4\d\dpx wide in a 390px viewport/);
    expect(faults.some((f) => f.selector === '#wide')).toBe(true);
  });

  it('fails a button clipped by an overflow-hidden ancestor', async () => {
    const faults = await faultsOf(`
      <header style="display:flex;overflow:hidden;width:200px"><span style="flex:none;width:150px">Brand</span>
        <button style="flex:none">Log out</button></header>`);
    expect(kinds(faults)).toEqual(['control-clipped']);
    expect(faults[0]).toMatchObject({ text: 'Log out' });
    expect(faults[0]?.detail).toMatch(/cut .* on the right by .*header \(overflow: hidden/);
  });

  it('fails a button cut by the viewport edge even when the page does not scroll', async () => {
    const faults = await faultsOf(`
      <div style="overflow-x:clip"><button style="position:relative;left:340px">Log out</button></div>`);
    expect(kinds(faults)).toEqual(['control-clipped']);
  });

  it('fails a button covered by another element', async () => {
    const faults = await faultsOf(`
      <div style="position:relative;padding:16px"><button>Send</button>
        <span style="position:absolute;left:0;top:0;width:120px;height:80px;background:#fc0">Badge</span></div>`);
    expect(kinds(faults)).toEqual(['control-covered']);
    expect(faults[0]).toMatchObject({ text: 'Send' });
    expect(faults[0]?.detail).toMatch(/covered by .*span/);
  });

  it('fails text that overflows its box, visible or cut off', async () => {
    const visible = await faultsOf(
      `<p style="width:100px;white-space:nowrap">This sentence does not fit</p>`,
    );
    expect(kinds(visible)).toEqual(['text-overflow']);
    expect(visible[0]?.detail).toMatch(/sticks out .* of its 100px box \(overflow-x: visible\)/);
    const word = await faultsOf(`<div style="width:80px"><span>Supercalifragilistic</span></div>`);
    expect(kinds(word)).toEqual(['text-overflow']);
    const hidden = await faultsOf(`<div style="width:60px;overflow:hidden"><b>Notifications</b></div>`);
    expect(kinds(hidden)).toEqual(['text-overflow']);
    expect(hidden[0]?.detail).toMatch(/cut off/);
  });
});
