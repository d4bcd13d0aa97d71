// Semantic roles mapped from the raw palette, and the `theme` object components read. Every theme leaf is a CSS
// variable reference (`var(--color-accent-emphasis)`), declared once on :root by GlobalStyle, so per-render style work
// stays small (primer ADR-016). Breakpoints stay numbers: CSS variables cannot be used inside @media.
import { breakpoints, font, motion, palette, radii, shadow, space, tokens, z } from './tokens';

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
const isDuration = (path: readonly string[]) => path[0] === 'motion' && path[1] === 'duration';
const cssValue = (path: readonly string[], value: string | number) =>
  isDuration(path) ? `${value}ms` : String(value);

type Tree = { readonly [key: string]: Tree | string | number } | readonly (string | number)[];
type Declaration = { name: string; path: readonly string[]; value: string };

function collect(node: Tree, path: readonly string[], out: Declaration[]): Declaration[] {
  for (const [key, child] of Object.entries(node)) {
    const childPath = [...path, key];
    if (typeof child === 'object') collect(child as Tree, childPath, out);
    else
      out.push({
        name: `--${childPath.map(kebab).join('-')}`,
        path: childPath,
        value: cssValue(childPath, child),
      });
  }
  return out;
}

function toVarTree(node: Tree, path: readonly string[]): unknown {
  const map = (key: string, child: Tree | string | number) =>
    typeof child === 'object'
      ? toVarTree(child, [...path, key])
      : `var(--${[...path, key].map(kebab).join('-')})`;
  if (Array.isArray(node)) return node.map((child, index) => map(String(index), child));
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, map(key, child)]));
}

const { breakpoints: _breakpoints, ...variableTokens } = semanticTokens;
const declarations = collect(variableTokens, [], []);

/** `--name: value;` declarations for every theme token, one per line. */
export const cssVariables = declarations.map((d) => `${d.name}: ${d.value};`).join('\n');

/** Motion durations collapsed to 0ms, applied under prefers-reduced-motion. */
export const reducedMotionCssVariables = declarations
  .filter((d) => isDuration(d.path))
  .map((d) => `${d.name}: 0ms;`)
  .join('\n');

/** Complete :root rules (variables + reduced-motion override) for plain-CSS consumers. */
export const rootCss = `:root {\n${cssVariables}\n}\n@media (prefers-reduced-motion: reduce) {\n:root {\n${reducedMotionCssVariables}\n}\n}\n`;

export const theme: AppTheme = {
  ...(toVarTree(variableTokens, []) as Omit<AppTheme, 'breakpoints'>),
  breakpoints,
};

/** Mobile-first media queries: `${media.tablet} { ... }`. */
export const media = {
  mobile: `@media (min-width: ${breakpoints.mobile}px)`,
  tablet: `@media (min-width: ${breakpoints.tablet}px)`,
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export { tokens };

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
