// End-to-end suite: the built site and the real server (Fastify + PGlite with the seeded demo community) in Debian's
// Chromium. Never MSW. Each run starts a fresh server on its own port with a fresh temporary data directory.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.js';

const repoRoot = resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 8123);
// Set once in the main process; workers inherit it, so they all talk about the same directory.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'dating-e2e-'));

export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  outputDir: join(repoRoot, 'test-results/e2e'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { outputFolder: join(repoRoot, 'playwright-report'), open: 'never' }]],
  use: {
    baseURL,
    headless: true,
    // A failed test keeps its trace (actions, DOM snapshots, network) and a screenshot of where it stopped. The
    // trace's own screenshot of every action is off: it made the suite about 40% slower on a 2-core machine.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // Build the site, then serve it with the API from a fresh database (first start seeds the demo community).
    // No NODE_ENV here: Vite would honour it and build React's development bundle.
    // E2E_NO_BUILD=1 serves the apps/site/dist already built (quicker reruns while working on the specs).
    command: `${process.env.E2E_NO_BUILD ? '' : 'npm run build && '}npx tsx apps/server/src/server.ts`,
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Always the embedded database with the demo community: CI sets DATABASE_URL for the server suites, whose
      // tests empty that database, and Playwright passes the runner's environment on.
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // The spin specs move the server's clock past midnight Eastern (POST /api/test/clock; apps/server/README.md).
      TEST_CLOCK: '1',
    },
  },
});
