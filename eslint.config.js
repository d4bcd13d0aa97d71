// Flat ESLint config. The import rules below enforce DESIGN.md's dependency direction:
// contract <- client <- site -> ui; mocks only for Storybook and tests; server never imports ui/site/mocks;
// contract <- demo-data (types only) <- server seed and sandboxes; the site, ui, client and mocks never import it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import testingLibrary from 'eslint-plugin-testing-library';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const pkg = (name) => [`@app/${name}`, `@app/${name}/*`];

// Server features (apps/server/src/features/*) never import each other; counters reads the count queries of the
// features it counts, so it alone may. db/, shared/ and http/ sit under every feature and import none.
const serverFeatureZones = [
  ...readdirSync(new URL('./apps/server/src/features', import.meta.url))
    .filter((feature) => feature !== 'counters')
    .map((feature) => ({
      target: `./apps/server/src/features/${feature}`,
      from: './apps/server/src/features',
      // Outgoing email's layout and EmailSender type are how every feature writes its emails (features/outgoing-email).
      except: [`./${feature}`, './outgoing-email/templates.ts', './outgoing-email/sender.ts'],
      message: 'server features never import each other (shared code goes to db/ or shared/)',
    })),
  { target: './apps/server/src/{db,shared,http}/**', from: './apps/server/src/features', message: 'features build on db/, shared/ and http/, not the other way' },
];
// Site features (apps/site/src/features/*) never import each other, nor the pages and app that compose them
// (bulletproof-react's shared -> features -> app).
const siteFeatureZones = [
  ...readdirSync(new URL('./apps/site/src/features', import.meta.url)).map((feature) => ({
    target: `./apps/site/src/features/${feature}`,
    from: './apps/site/src/features',
    except: [`./${feature}`],
    message: 'site features never import each other (pages compose them)',
  })),
  { target: './apps/site/src/features', from: './apps/site/src/{pages,app}', message: 'features never import pages or the app' },
];
/** The site's shipped code: every module of apps/site/src but its tests and its test helpers (src/test). */
const siteCode = ['./apps/site/src/*.{ts,tsx}', './apps/site/src/!(test)/**/!(*.test).{ts,tsx}'];
const restrict = (names, message) => ({ group: names.flatMap(pkg), message });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'storybook-static/**',
      '.data/**',
      '.storybook/public/**',
      'tests/visual/__output__/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    // The import rules read our TypeScript modules (import-x's typescript settings) and resolve imports as
    // TypeScript does, so workspace packages resolve to their sources through their package exports.
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // An import cycle makes module order decide what is initialised first; none are allowed. Only our own
      // modules are followed (packages under node_modules cannot import back into ours), and type-only imports are
      // skipped (erased at build time).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages', from: './apps', message: 'packages never import apps' },
            { target: './packages/contract', from: './packages/!(contract)/**', message: 'contract imports nothing of ours' },
            // Tests and stories (never shipped) may take fixtures from mocks; the code they test may not.
            { target: './packages/ui', from: './packages/client', message: 'ui is props in, callbacks out' },
            { target: './packages/ui/**/!(*.stories).{ts,tsx}', from: './packages/mocks', message: 'ui is props in, callbacks out' },
            { target: './packages/client', from: './packages/ui' },
            { target: './packages/client/src/**/!(*.test).ts', from: './packages/mocks', message: 'client code never imports mocks' },
            { target: './apps/server', from: ['./apps/site', './packages/ui', './packages/mocks'], message: 'server never imports ui, site or mocks' },
            // The site's test helpers (src/test) are test code: they may use mocks, and the site's own code never imports them.
            { target: siteCode, from: ['./packages/mocks', './apps/site/src/test'], message: 'mocks and test helpers never reach the production site' },
            { target: ['./apps/site', './packages/ui', './packages/client', './packages/mocks'], from: './packages/demo-data', message: 'demo data is for the server seed: stories and tests read it as the server answers it' },
            { target: './packages/demo-data', from: './packages/!(contract|demo-data)/**', message: 'demo-data imports contract types only' },
            ...serverFeatureZones,
            ...siteFeatureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            restrict(['client', 'mocks', 'demo-data', 'site', 'server'], 'ui imports nothing of ours but contract types'),
            { group: ['@tanstack/*', 'react-router', 'react-router-dom', 'msw', 'msw/*'], message: 'ui never imports data, routing or mocking libraries' },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'ui never fetches: take data as props' }],
    },
  },
  {
    // ui stories only (never shipped) may take recorded answers from @app/mocks; ui source may not.
    files: ['packages/ui/**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            restrict(['client', 'demo-data', 'site', 'server'], 'ui stories import ui, contract types and recorded answers only'),
            { group: ['@tanstack/*', 'react-router', 'react-router-dom', 'msw', 'msw/*'], message: 'ui never imports data, routing or mocking libraries' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [restrict(['client', 'mocks', 'demo-data', 'ui', 'site', 'server'], 'contract imports nothing of ours')] }],
    },
  },
  {
    // demo-data: demo people, cities and word lists for the server's seed; contract types only.
    files: ['packages/demo-data/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [restrict(['client', 'mocks', 'ui', 'site', 'server'], 'demo-data imports contract types only')] }],
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [{ name: '@app/contract', allowTypeImports: true, message: 'demo-data imports contract types only' }] }],
    },
  },
  {
    files: ['packages/client/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [restrict(['mocks', 'demo-data', 'ui', 'site', 'server'], 'client depends on contract only')] }],
    },
  },
  {
    files: ['packages/client/**/*.test.ts', 'packages/client/test/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [restrict(['ui', 'demo-data', 'site', 'server'], 'client tests may use mocks only')] }] },
  },
  {
    files: ['apps/site/src/**/*.{ts,tsx}'],
    ignores: ['apps/site/src/**/*.test.{ts,tsx}', 'apps/site/src/test/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [restrict(['mocks', 'demo-data', 'server'], 'mocks and demo data never reach the production site')] }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [restrict(['ui', 'site', 'mocks'], 'server never imports ui, site or mocks')] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['**/*.test.tsx'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    // unit, dom and server test files share their worker's modules (vitest.config.ts): a module replaced in one would leak.
    files: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/site/src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts', 'apps/server/test/**/*.ts'],
    ignores: ['**/*.isolated.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv'].map((property) => ({
          object: 'vi',
          property,
          message: "test files share their worker's modules (vitest.config.ts); a dom test that replaces one is named *.isolated.test.tsx",
        })),
      ],
    },
  },
  {
    // Specs use fixtures.ts's test: each worker's own server, and contexts a test opens closed when it ends.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              allowTypeImports: true,
              message: "import test from './fixtures' (a worker's own server; contexts closed after each test)",
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  prettier,
);
