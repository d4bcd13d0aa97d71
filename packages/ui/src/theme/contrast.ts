// WCAG 2 contrast of the semantic colour pairs we promise (text on surface). Checked by theme.test.ts and shown on
// the Foundations/Colors page.
import { semanticTokens } from './theme';

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => channel(parseInt(part, 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio (1 to 21) between two #rrggbb colours. */
export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

export type ContrastPair = { foreground: string; background: string; fgHex: string; bgHex: string };

const { color } = semanticTokens;
const tones = ['accent', 'success', 'danger', 'warning', 'neutral'] as const;
const textRoles = ['default', 'muted', 'subtle'] as const;
const canvases = ['default', 'subtle', 'inset', 'overlay'] as const;

/** Every text-on-surface pair components use; each must reach 4.5:1 (WCAG AA, normal text). */
export const contrastPairs: ContrastPair[] = [
  ...textRoles.flatMap((fg) =>
    canvases.map((bg) => ({
      foreground: `fg.${fg}`,
      background: `canvas.${bg}`,
      fgHex: color.fg[fg],
      bgHex: color.canvas[bg],
    })),
  ),
  ...tones.flatMap((tone) => [
    {
      foreground: 'fg.onEmphasis',
      background: `${tone}.emphasis`,
      fgHex: color.fg.onEmphasis,
      bgHex: color[tone].emphasis,
    },
    {
      foreground: `${tone}.fg`,
      background: `${tone}.subtle`,
      fgHex: color[tone].fg,
      bgHex: color[tone].subtle,
    },
    {
      foreground: `${tone}.fg`,
      background: 'canvas.default',
      fgHex: color[tone].fg,
      bgHex: color.canvas.default,
    },
    {
      foreground: `${tone}.fg`,
      background: 'canvas.subtle',
      fgHex: color[tone].fg,
      bgHex: color.canvas.subtle,
    },
  ]),
  {
    foreground: 'fg.onEmphasis',
    background: 'accent.fg',
    fgHex: color.fg.onEmphasis,
    bgHex: color.accent.fg,
  },
  {
    foreground: 'fg.onEmphasis',
    background: 'danger.fg',
    fgHex: color.fg.onEmphasis,
    bgHex: color.danger.fg,
  },
];
