// `node tests/visual/peek.mjs <story-id> ...`: opens each story of a built Storybook in Chromium and prints every /api
// call it makes, every answer of status 400 or more (a call its recording lacks shows as MSW's unhandled request) and
// the page's text: what a scenario of scripts/record must record for a page. SB_DIR: the build (default
// storybook-static); WAIT: ms to let the story settle (default 6000); SHOT: a folder for full-page screenshots.
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
const dir = process.env.SB_DIR ?? fileURLToPath(new URL('../../storybook-static', import.meta.url));
const types = {
  '.js': 'text/javascript',
  '.html': 'text/html',
  '.json': 'application/json',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};
const server = createServer(async (req, res) => {
  const p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  try {
    const b = await readFile(path.join(dir, p === '/' ? 'index.html' : p));
    res.writeHead(200, { 'content-type': types[path.extname(p)] ?? 'application/octet-stream' });
    res.end(b);
  } catch {
    res.writeHead(404);
    res.end();
  }
}).listen(0, '127.0.0.1');
await new Promise((r) => server.on('listening', r));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const id of process.argv.slice(2)) {
  const page = await browser.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
  page.on('response', (r) => {
    if (r.status() >= 400)
      console.log('status', r.status(), r.request().method(), r.url().replace(/^https?:\/\/[^/]+/, ''));
  });
  page.on('request', (r) => {
    if (r.url().includes('/api/')) console.log('req', r.method(), r.url().replace(/^https?:\/\/[^/]+/, ''));
  });
  await page.goto(`http://127.0.0.1:${server.address().port}/iframe.html?id=${id}&viewMode=story`);
  if (process.env.SHOT)
    await page
      .waitForTimeout(Number(process.env.WAIT ?? 6000))
      .then(() => page.screenshot({ path: `${process.env.SHOT}/${id}.png`, fullPage: true }));
  await page.waitForTimeout(Number(process.env.WAIT ?? 6000));
  console.log('TEXT', id, (await page.locator('body').innerText()).slice(0, 600).replace(/\n+/g, ' | '));
  await page.close();
}
await browser.close();
server.close();
