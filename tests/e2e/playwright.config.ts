// End-to-end suite: the built site and the real server (Fastify + PGlite with the seeded demo community) in Debian's
// Chromium. Never MSW. Each run starts a fresh server per worker, each on its own port with a fresh temporary data
// directory, so the workers' specs never meet in the database (servers.ts, fixtures.ts).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.js';
import { e2eWorkers, serverPort, serverURL } from './servers';

const repoRoot = resolve(import.meta.dirname, '../..');
// Set once in the main process; workers inherit it, so they all talk about the same directories. The servers use it
// until the run ends, so the process that made it removes it on exit, after Playwright has stopped them (there is no
// global teardown to do it); a directory given in E2E_DATA_DIR is left alone.
if (!process.env.E2E_DATA_DIR) {
  const made = mkdtempSync(join(tmpdir(), 'dating-e2e-'));
  process.env.E2E_DATA_DIR = made;
  process.on('exit', () => rmSync(made, { recursive: true, force: true }));
}
const dataDir = (worker: number) => {
  const dir = join(process.env.E2E_DATA_DIR ?? '', `server-${worker}`);
  mkdirSync(dir, { recursive: true });
  return dir;
};

export default defineConfig({
  testDir: '.',
  outputDir: join(repoRoot, 'test-results/e2e'),
  fullyParallel: false,
  // Files are shared out between the workers; a file's tests run in order in one worker, against its server.
  workers: e2eWorkers,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { outputFolder: join(repoRoot, 'playwright-report'), open: 'never' }]],
  use: {
    // Each worker's own server: fixtures.ts sets baseURL from the worker's index.
    baseURL: serverURL(0),
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
  // One server per worker (servers.ts), started one after the other; the first builds the site.
  webServer: Array.from({ length: e2eWorkers }, (_, worker) => ({
    // Build the site, then serve it with the API from a fresh database (first start seeds the demo community).
    // No NODE_ENV here: Vite would honour it and build React's development bundle.
    // The server runs compiled, as `npm start` and production run it (`npm run build` builds site and server).
    // E2E_NO_BUILD=1 serves the apps/site/dist already built (quicker reruns while working on the specs); the server
    // is still rebuilt when its sources are newer (under a second).
    command: `${worker > 0 ? '' : process.env.E2E_NO_BUILD ? 'node apps/server/scripts/build.mjs --if-stale && ' : 'npm run build && '}node apps/server/dist/server.js`,
    cwd: repoRoot,
    url: `${serverURL(worker)}/healthz`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(serverPort(worker)),
      HOST: '127.0.0.1',
      // Passkeys need a name, not an IP address, as their relying party: the journey that adds one (join.spec.ts)
      // opens the site on localhost, and mail links name it too (the specs follow them as paths).
      PUBLIC_URL: serverURL(worker).replace('127.0.0.1', 'localhost'),
      DATA_DIR: dataDir(worker),
      // Always the embedded database with the demo community: CI sets DATABASE_URL for the server suites, whose
      // tests empty that database, and Playwright passes the runner's environment on.
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      DEMO: '1',
      SEED_DEMO: 'true',
      // The spin specs move the server's clock past midnight Eastern (POST /api/test/clock; apps/server/README.md).
      TEST_CLOCK: '1',
    },
  })),
});
