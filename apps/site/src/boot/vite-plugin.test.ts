import { describe, expect, it } from 'vitest';
import { inlineLoader, withoutStartChunks } from './vite-plugin';

describe('inlineLoader', () => {
  it('bundles the loader into one small script with the manifest written in', async () => {
    const code = await inlineLoader({
      steps: ['/assets/react.js', '/assets/index.js'],
      preload: [],
      routes: [['/lists/*', ['/assets/member.js']]],
      lockMs: 10_000,
    });
    expect(code).toContain('"/assets/react.js"');
    expect(code).not.toContain('__BOOT_MANIFEST__');
    expect(code).not.toMatch(/\bimport\b|\bexport\b/);
    // Valid script; every byte of it is in every page's HTML.
    expect(() => new Function(code)).not.toThrow();
    expect(code.length).toBeLessThan(2500);
  });

  it('cannot end its <script> early', async () => {
    const code = await inlineLoader({ steps: ['/</script><b>'], preload: [], routes: [], lockMs: 1 });
    expect(code).not.toContain('</script');
  });
});

describe('withoutStartChunks', () => {
  const deps = [
    'assets/LoginPage-DLXm4LTO.js',
    'assets/rolldown-runtime-XKyaHtl9.js',
    'assets/react-DcVDdXWu.js',
    'assets/index.esm-CHhFXvNh.js',
    'assets/framework-Du44QO5S.js',
    'assets/index-pgsGBoVh.js',
  ];

  it("leaves out of a dynamic import's preloads what every page has run before it", () => {
    expect(withoutStartChunks('assets/LoginPage-DLXm4LTO.js', deps, { hostType: 'js' })).toEqual([
      'assets/LoginPage-DLXm4LTO.js',
      'assets/index.esm-CHhFXvNh.js',
    ]);
  });

  it("keeps index.html's list whole (the inline loader replaces those tags)", () => {
    expect(withoutStartChunks('assets/index-pgsGBoVh.js', deps, { hostType: 'html' })).toEqual(deps);
  });
});
