// Raw design tokens: the palette and the scales. Components never read these directly; they read `theme`
// (CSS variable references). Foundations docs pages map over these objects.

export const palette = {
  white: '#ffffff',
  black: '#000000',
  // Warm neutrals (stone). `550` is a custom step so subtle text still passes AA on `100`.
  neutral: {
    50: '#fafaf9',
    100: '#f5f5f4',
    200: '#e7e5e4',
    300: '#d6d3d1',
    400: '#a8a29e',
    450: '#8a837e',
    500: '#78716c',
    550: '#6b6560',
    600: '#57534e',
    700: '#44403c',
    800: '#292524',
    900: '#1c1917',
  },
  // Accent: rose/coral.
  rose: {
    50: '#fff1f3',
    100: '#ffe4e6',
    200: '#fecdd3',
    300: '#fda4af',
    400: '#fb7185',
    500: '#f43f5e',
    600: '#e11d48',
    700: '#be123c',
    800: '#9f1239',
    900: '#881337',
  },
  green: {
    50: '#f0fdf4',
    100: '#dcfce7',
    200: '#bbf7d0',
    500: '#22c55e',
    600: '#16a34a',
    700: '#15803d',
    800: '#166534',
  },
  red: {
    50: '#fef2f2',
    100: '#fee2e2',
    200: '#fecaca',
    500: '#ef4444',
    600: '#dc2626',
    700: '#b91c1c',
    800: '#991b1b',
  },
  amber: {
    50: '#fffbeb',
    100: '#fef3c7',
    200: '#fde68a',
    500: '#f59e0b',
    600: '#d97706',
    700: '#b45309',
    800: '#92400e',
  },
} as const;

/** 4px base spacing scale; index = step. */
export const space = ['0', '4px', '8px', '12px', '16px', '24px', '32px', '48px', '64px'] as const;

export const radii = { sm: '4px', md: '8px', lg: '16px', pill: '999px', round: '50%' } as const;

/**
 * Each stack starts with a font the ui ships (fonts.ts; fonts.test.ts checks), so text looks the same on every
 * machine whatever fonts it has installed; the rest of a stack only stands in while the font loads.
 */
export const font = {
  family:
    "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  /** Addresses and code: GlobalStyle gives it to `code`, `kbd`, `samp` and `pre`. */
  mono: "'JetBrains Mono Variable', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  size: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: '2.5rem',
  },
  weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeight: { tight: 1.25, normal: 1.5 },
} as const;

export const shadow = {
  sm: '0 1px 2px rgb(28 25 23 / 0.08)',
  md: '0 2px 6px rgb(28 25 23 / 0.08), 0 4px 16px rgb(28 25 23 / 0.06)',
  lg: '0 8px 24px rgb(28 25 23 / 0.12), 0 16px 48px rgb(28 25 23 / 0.08)',
} as const;

/** Minimum viewport widths in px (mobile first). */
export const breakpoints = { mobile: 390, tablet: 768, desktop: 1280 } as const;

export const z = { base: 0, sticky: 100, dropdown: 200, overlay: 300, modal: 400, toast: 500 } as const;

export const motion = {
  /** Milliseconds. Collapse to 0 under prefers-reduced-motion (see theme.ts). */
  duration: { fast: 120, normal: 200, slow: 320 },
  easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasized: 'cubic-bezier(0.3, 0, 0, 1.3)' },
} as const;

export const tokens = { palette, space, radii, font, shadow, breakpoints, z, motion } as const;
export type Tokens = typeof tokens;
