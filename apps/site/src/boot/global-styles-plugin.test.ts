import { describe, expect, it } from 'vitest';
import { globalStyleTag } from './global-styles-plugin';

describe('globalStyleTag', () => {
  it("writes the ui's global rules on one line, with the theme's variables", () => {
    const tag = globalStyleTag();
    expect(tag).toMatch(/^<style>:root\{--color-canvas-default:#ffffff;/);
    expect(tag).toContain('body{margin:0;');
    expect(tag).toContain('*,*::before,*::after{box-sizing:border-box;}');
    expect(tag).toContain('@media (prefers-reduced-motion:reduce){:root{');
    expect(tag).not.toMatch(/\n|\s{2}|: /);
    expect(tag.endsWith('</style>')).toBe(true);
  });
});
