// Semantic roles mapped from the raw palette, and the `theme` object components read. Every theme leaf is a CSS
// variable reference (`var(--color-accent-emphasis)`), declared once on :root by GlobalStyle, so per-render style work
// stays small (primer ADR-016). Breakpoints stay numbers: CSS variables cannot be used inside @media.
import { breakpoints, font, motion, palette, radii, shadow, space, z } from './tokens';

const { neutral, rose, green, red, amber, white } = palette;

// Every fg/canvas pair and every `fg` on its own `subtle`/`muted`, and `onEmphasis` on each `emphasis`, pass WCAG AA.
export const semanticTokens = {
  color: {
    canvas: { default: white, subtle: neutral[50], inset: neutral[100], overlay: white },
    fg: { default: neutral[900], muted: neutral[600], subtle: neutral[550], onEmphasis: white },
    border: { default: neutral[450], muted: neutral[200] },
    /** Scrim behind modal dialogs. */
    backdrop: 'rgb(28 25 23 / 0.55)',
    accent: { fg: rose[700], emphasis: rose[600], muted: rose[200], subtle: rose[50] },
    success: { fg: green[800], emphasis: green[700], muted: green[200], subtle: green[50] },
    danger: { fg: red[700], emphasis: red[600], muted: red[200], subtle: red[50] },
    warning: { fg: amber[800], emphasis: amber[700], muted: amber[200], subtle: amber[50] },
    neutral: { fg: neutral[700], emphasis: neutral[700], muted: neutral[200], subtle: neutral[100] },
  },
  focusRing: { outline: `2px solid ${rose[700]}`, offset: '2px' },
  space,
  radii,
  font,
  shadow,
  breakpoints,
  z,
  motion,
} as const;
export type SemanticTokens = typeof semanticTokens;

type VarTree<T> = T extends string | number ? string : { readonly [K in keyof T]: VarTree<T[K]> };
export type AppTheme = VarTree<Omit<SemanticTokens, 'breakpoints'>> & {
  readonly breakpoints: typeof breakpoints;
};

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const durationPrefix = '--motion-duration';

type Tree = { readonly [key: string]: Tree | string | number } | readonly (string | number)[];
type Declaration = { name: string; value: string; duration: boolean };

/**
 * One walk of the tokens, run as every page loads (so names are built as strings, not paths): each leaf's CSS
 * variable (`--color-accent-fg`) and value into `out`, and the same tree with `var(--…)` references as leaves.
 */
function walk(node: Tree, prefix: string, out: Declaration[]): unknown {
  const tree = (Array.isArray(node) ? [] : {}) as Record<string, unknown>;
  for (const [key, child] of Object.entries(node)) {
    const name = `${prefix}-${kebab(key)}`;
    if (typeof child === 'object') {
      tree[key] = walk(child as Tree, name, out);
    } else {
      const duration = prefix === durationPrefix;
      out.push({ name, value: duration ? `${child}ms` : String(child), duration });
      tree[key] = `var(${name})`;
    }
  }
  return tree;
}

const { breakpoints: _breakpoints, ...variableTokens } = semanticTokens;
const declarations: Declaration[] = [];
const varTree = walk(variableTokens, '-', declarations) as Omit<AppTheme, 'breakpoints'>;

/** `--name: value;` declarations for every theme token, one per line. */
export const cssVariables = declarations.map((d) => `${d.name}: ${d.value};`).join('\n');

/** Motion durations collapsed to 0ms, applied under prefers-reduced-motion. */
export const reducedMotionCssVariables = declarations
  .filter((d) => d.duration)
  .map((d) => `${d.name}: 0ms;`)
  .join('\n');

/** Complete :root rules (variables + reduced-motion override) for plain-CSS consumers. */
export const rootCss = `:root {\n${cssVariables}\n}\n@media (prefers-reduced-motion: reduce) {\n:root {\n${reducedMotionCssVariables}\n}\n}\n`;

export const theme: AppTheme = {
  ...varTree,
  breakpoints,
};

/** Mobile-first media queries: `${media.tablet} { ... }`. */
export const media = {
  mobile: `@media (min-width: ${breakpoints.mobile}px)`,
  tablet: `@media (min-width: ${breakpoints.tablet}px)`,
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
