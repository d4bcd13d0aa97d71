import { describe, expect, it } from 'vitest';
import type { BundleChunk } from './manifest';
import { loaderManifest } from './manifest';

const chunk = (
  fileName: string,
  imports: string[] = [],
  moduleIds: string[] = [],
  isEntry = false,
): BundleChunk => ({
  fileName,
  name: fileName.replace(/^assets\/|-\w+\.js$/g, ''),
  isEntry,
  imports,
  moduleIds,
});

const site = (module: string) => `/repo/apps/site/${module}`;
const bundle = [
  chunk(
    'assets/index-a.js',
    ['assets/react-b.js', 'assets/framework-c.js', 'assets/runtime-d.js'],
    [site('src/main.tsx')],
    true,
  ),
  chunk('assets/react-b.js'),
  chunk('assets/framework-c.js', ['assets/react-b.js']),
  chunk('assets/runtime-d.js'),
  chunk(
    'assets/member-e.js',
    ['assets/framework-c.js', 'assets/shared-f.js'],
    [site('src/app/SiteRoutes.tsx')],
  ),
  chunk('assets/shared-f.js'),
  chunk('assets/ListsPage-g.js', ['assets/member-e.js'], [site('src/pages/discovery/ListsPage.tsx')]),
];
const options = {
  steps: ['react', 'framework'],
  routes: [
    ['/lists/*', ['src/pages/discovery/ListsPage.tsx']],
    ['*', ['src/app/SiteRoutes.tsx']],
  ] as const,
  lockMs: 10_000,
};

describe('loaderManifest', () => {
  it('runs the step chunks and then the entry, and preloads what else the entry imports', () => {
    const manifest = loaderManifest(bundle, options);
    expect(manifest.steps).toEqual(['/assets/react-b.js', '/assets/framework-c.js', '/assets/index-a.js']);
    expect(manifest.preload).toEqual(['/assets/runtime-d.js']);
    expect(manifest.lockMs).toBe(10_000);
  });

  it("gives each route its modules' chunks with what they import, less what the entry loads anyway", () => {
    expect(loaderManifest(bundle, options).routes).toEqual([
      ['/lists/*', ['/assets/ListsPage-g.js', '/assets/member-e.js', '/assets/shared-f.js']],
      ['*', ['/assets/member-e.js', '/assets/shared-f.js']],
    ]);
  });

  it('fails the build when a route names a module no chunk holds (a renamed page) or a step is missing', () => {
    expect(() =>
      loaderManifest(bundle, { ...options, routes: [['/inbox', ['src/pages/InboxPage.tsx']]] }),
    ).toThrow('no chunk holds src/pages/InboxPage.tsx');
    expect(() => loaderManifest(bundle, { ...options, steps: ['vendor'] })).toThrow('no chunk named vendor');
    expect(() => loaderManifest(bundle.slice(1), options)).toThrow('no entry chunk');
  });
});
