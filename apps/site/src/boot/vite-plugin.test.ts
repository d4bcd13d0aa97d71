import { describe, expect, it } from 'vitest';
import { inlineLoader } from './vite-plugin';

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
