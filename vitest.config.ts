import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { SERVER_TEST_WORKERS } from './apps/server/test/setup/worker-database.ts';

// Projects: `unit` (plain logic in Node), `dom` (React components in happy-dom) and `server` (real database:
// PGlite always, PostgreSQL too when DATABASE_URL is set).
const sources = ['packages/*/src/**', 'apps/site/src/**'];
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // tests/visual: the QA run's layout check, proved in real Chromium (playwright-core).
          include: [
            ...sources.map((s) => `${s}/*.test.ts`),
            'tests/parity/**/*.test.ts',
            'tests/visual/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'dom',
          include: sources.map((s) => `${s}/*.test.tsx`),
          environment: 'happy-dom',
          setupFiles: ['./tests/setup/dom.ts'],
          // Page tests drive whole flows (msw, react-query, user-event); a loaded 2-core machine needs headroom.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          // Files run in parallel; each worker has its own PostgreSQL database (apps/server/test/setup).
          maxWorkers: SERVER_TEST_WORKERS,
          globalSetup: ['apps/server/test/setup/postgres-workers.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
