// knip (`npm run knip`): unused files, exports and dependencies across the workspaces. Its plugins find most entry
// points by themselves: the package.json scripts (`tsx watch src/server.ts`, `node tests/visual/run.mjs`, …), Vite
// (index.html's src/main.tsx), Vitest's projects and setup files (vitest.config.ts), Playwright, Storybook
// (.storybook/main.ts: its story globs across the workspaces, addons), Drizzle and ESLint. Below: only what a path in
// code or a command line reaches, which no plugin can see.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  // An export its own module also uses is alive; only exports nothing uses are reported.
  ignoreExportsUsedInFile: true,
  // Storybook's .mdx docs pages (stories/): their imports, read by knip's built-in MDX compiler.
  compilers: { mdx: true },
  workspaces: {
    '.': {
      entry: [
        // Plain Node scripts run by path (`node scripts/…`, scripts/test-all.mjs, .ci/run), and the tool that lists a
        // story's API calls (`node tests/visual/peek.mjs`, scripts/record/README.md).
        'scripts/*.mjs',
        'tests/visual/peek.mjs',
        // Started by path: scripts/bench.mjs runs it under tsx in a process of its own.
        'scripts/bench/serve.ts',
        // Started by path as well: scripts/bench.mjs --live-only.
        'scripts/bench/live.ts',
        // Found by @storybook/test-runner by its name, never imported.
        '.storybook/test-runner-jest.config.js',
      ],
      // The e2e suite's config (`npm run test:e2e`) and the proxy leg's (scripts/test-all.mjs).
      playwright: { config: ['tests/e2e/playwright.config.ts', 'tests/proxy/playwright.config.ts'] },
      // Served to the browser from Storybook's static dir (staticDirs in .storybook/main.ts), never imported.
      ignore: ['.storybook/public/**'],
      // Run as programs by path, not imported: tests/visual/chromatic.mjs runs node_modules/.bin/chromatic,
      // scripts/bench/site.mjs runs node_modules/lighthouse/cli/index.js.
      ignoreDependencies: ['chromatic', 'lighthouse'],
      // util-linux's, not a package: scripts/bench/live.ts raises its open-file limit with it.
      ignoreBinaries: ['prlimit'],
    },
    // Internal packages: what their index exports is checked too (no one outside the repo imports them). Not ui (its
    // index re-exports every component's props types, by design) nor mocks (being replaced).
    'packages/contract': { includeEntryExports: true },
    'packages/client': { includeEntryExports: true },
    'packages/demo-data': { includeEntryExports: true },
    'apps/site': {
      entry: [
        // The server renderer's entry (vite.ssr.config.ts).
        'src/entry-server.tsx',
        // Reached by path from the build: the inline loader (bundled alone by src/boot/vite-plugin.ts) and the
        // react-router shim of the server build (vite.ssr.config.ts resolves the site's react-router to it).
        'src/boot/inline.ts',
        'src/ssr/react-router-server.ts',
      ],
    },
  },
};

export default config;
