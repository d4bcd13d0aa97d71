import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { SERVER_TEST_WORKERS } from './apps/server/test/setup/worker-database.ts';

// Projects: `unit` (plain logic in Node), `dom` (React components in happy-dom) and `server` (real database:
// PGlite always, PostgreSQL too when DATABASE_URL is set).
//
// `unit` and `dom` files share their worker's modules (isolate: false): importing React, styled-components and the
// pages again for every file was most of those suites' time (656 tests: 236 s isolated, 50 s shared, on 2 cores).
// A file that replaces a module (vi.mock) or needs fresh module state is named *.isolated.test.tsx and runs in
// `dom-isolated`; lint allows vi.mock only there. Files clean up what they change (Testing Library's cleanup,
// vi.unstubAllGlobals, msw's resetHandlers), which `--sequence.shuffle` runs check.
const sources = ['packages/*/src/**', 'apps/site/src/**'];
const isolatedDomTests = sources.map((s) => `${s}/*.isolated.test.tsx`);
const domProject = {
  plugins: [react()],
  test: {
    environment: 'happy-dom' as const,
    setupFiles: ['./tests/setup/dom.ts'],
    // Page tests drive whole flows (msw, react-query, user-event); a loaded 2-core machine needs headroom, and a
    // test waits up to 10 s for each step (tests/setup/dom.ts).
    testTimeout: 30_000,
  },
};
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          // tests/visual: the QA run's layout check, proved in real Chromium (playwright-core).
          include: [...sources.map((s) => `${s}/*.test.ts`), 'tests/visual/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        ...domProject,
        test: {
          ...domProject.test,
          name: 'dom',
          include: sources.map((s) => `${s}/*.test.tsx`),
          exclude: [...configDefaults.exclude, ...isolatedDomTests],
          isolate: false,
        },
      },
      { ...domProject, test: { ...domProject.test, name: 'dom-isolated', include: isolatedDomTests } },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          // Files run in parallel; each worker has its own PostgreSQL database (apps/server/test/setup).
          maxWorkers: SERVER_TEST_WORKERS,
          // Files share their worker's modules too: each file builds its own apps and databases, and no server test
          // replaces a module. Importing the server again for every file took 147 s of 494 (PGlite and PostgreSQL,
          // 2 cores); shared, the suite took 344 s.
          isolate: false,
          globalSetup: ['apps/server/test/setup/global.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
