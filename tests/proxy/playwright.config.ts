// The proxy leg: core journeys of the e2e suite, then the proxy's own checks and the fault test, all through nginx in
// front of two servers over one PostgreSQL database (cluster.ts; global-setup.ts starts it). Needs DATABASE_URL
// and nginx; `npm test` says when it skips this leg.
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.js';

const repoRoot = resolve(import.meta.dirname, '../..');

/**
 * The e2e tests run through the proxy: login, like and match, reload, message, pay, a photo another member sees, and
 * the live channel (two members, most likely on different servers: what one does reaches the other's open page).
 */
const journeys = [
  'a like in both directions shows each member in the other one’s mutual likes',
  'search shows 16 members a page, pages forward and back, and keeps its filters and page on reload',
  'a paying member writes from a profile; the other reads it, replies, and the writer sees the reply read',
  'a free member meets the paywall on who liked me, buys 1 Month, lands back on the list; the receipt is right',
  'two uploads show progress, the second becomes main, and another member sees it in search',
  'a message reaches the open inbox and thread at once; delivered, read and typing show on the other side',
  'paying on one device makes the other device’s open page premium at once',
  'a logout in one tab ends the session in its other tab at once',
];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default defineConfig({
  outputDir: join(repoRoot, 'test-results/proxy'),
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  // One browser worker: the cluster is one database, and the fault test must not meet another spec's requests.
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { outputFolder: join(repoRoot, 'playwright-report/proxy'), open: 'never' }]],
  use: {
    headless: true,
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] },
  },
  projects: [
    {
      name: 'journeys',
      testDir: '../e2e',
      testMatch: /\/(discovery|messaging|photos|subscription|live)\.spec\.ts$/,
      grep: new RegExp(journeys.map(escape).join('|')),
      // A teardown project runs once the journeys are done, whether they passed or not (a dependent project would
      // be skipped after a failure, and with it the fault test's figures).
      teardown: 'proxy',
    },
    // alternation.spec.ts reads the journeys' requests from nginx's log, then fault.spec.ts kills a server: in
    // that order (files run in name order within the one worker).
    { name: 'proxy', testDir: '.' },
  ],
});
