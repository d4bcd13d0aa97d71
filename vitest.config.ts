import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Projects: `unit` (plain logic in Node), `dom` (React components in happy-dom) and `server` (real database:
// PGlite always, PostgreSQL too when DATABASE_URL is set).
const sources = ['packages/*/src/**', 'apps/site/src/**'];
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [...sources.map((s) => `${s}/*.test.ts`), 'tests/parity/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'dom',
          include: sources.map((s) => `${s}/*.test.tsx`),
          environment: 'happy-dom',
          setupFiles: ['./tests/setup/dom.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
