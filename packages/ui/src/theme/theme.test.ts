import { describe, expect, it } from 'vitest';
import { contrastPairs, contrastRatio } from './contrast';
import { cssVariables, reducedMotionCssVariables, semanticTokens, theme } from './theme';

const leaves = (node: unknown): string[] =>
  typeof node === 'string'
    ? [node]
    : typeof node === 'object' && node
      ? Object.values(node).flatMap(leaves)
      : [];

describe('theme', () => {
  it.each(contrastPairs.map((pair) => [pair.foreground, pair.background, pair] as const))(
    '%s on %s reaches WCAG AA (4.5:1)',
    (_fg, _bg, pair) => {
      expect(contrastRatio(pair.fgHex, pair.bgHex)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('border.default separates controls from the canvas (3:1, WCAG non-text contrast)', () => {
    const { border, canvas } = semanticTokens.color;
    expect(contrastRatio(border.default, canvas.default)).toBeGreaterThanOrEqual(3);
  });

  it('declares a CSS variable for every theme reference', () => {
    const { breakpoints: _numbers, ...referenced } = theme;
    const declared = new Set(cssVariables.split('\n').map((line) => line.slice(0, line.indexOf(':'))));
    const missing = leaves(referenced)
      .map((reference) => /^var\((--[a-z0-9-]+)\)$/.exec(reference)?.[1] ?? reference)
      .filter((name) => !declared.has(name));
    expect(missing).toEqual([]);
  });

  it('collapses every motion duration to 0ms for reduced motion', () => {
    expect(reducedMotionCssVariables.split('\n')).toEqual([
      '--motion-duration-fast: 0ms;',
      '--motion-duration-normal: 0ms;',
      '--motion-duration-slow: 0ms;',
    ]);
  });
});
