// The fonts the ui's text uses, shipped from npm, as plain data with no asset imports, so the host can declare them
// where they cost least: the site writes them into index.html at build time (apps/site/src/boot/fonts-plugin.ts), and
// Storybook renders FontFaces.
// Declared outside styled-components on a page: styled-components takes over the server's style tags when it starts,
// and an @font-face taken out and put back makes the browser lay out every line of text again.
//
// Every font stack of the theme starts with one of these families, so text never depends on the fonts a machine has
// installed (screenshots would differ between machines): font.test.ts checks the stacks, and the QA run checks the
// text every story renders (tests/visual/font-check.ts).

/** @fontsource's unicode ranges of the two subsets our copy and members' names use (the same for both fonts). */
const unicodeRanges = {
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
} as const;

/** The shipped families: variable fonts, one file a subset for every weight. */
export const fontFamilies = {
  /** Inter: all text. */
  sans: { family: 'Inter Variable', package: '@fontsource-variable/inter', prefix: 'inter' },
  /** JetBrains Mono: addresses and code (`code`, `kbd`, `samp`, `pre`). */
  mono: {
    family: 'JetBrains Mono Variable',
    package: '@fontsource-variable/jetbrains-mono',
    prefix: 'jetbrains-mono',
  },
} as const;

type FontKey = keyof typeof fontFamilies;
type Subset = keyof typeof unicodeRanges;
export type FontFile = `${(typeof fontFamilies)[FontKey]['prefix']}-${Subset}-wght-normal.woff2`;

export interface FontFace {
  family: string;
  /** The npm package whose `files/` folder holds the file. */
  package: string;
  file: FontFile;
  unicodeRange: string;
}

export const fontFaces: readonly FontFace[] = Object.values(fontFamilies).flatMap((font) =>
  (Object.keys(unicodeRanges) as Subset[]).map((subset) => ({
    family: font.family,
    package: font.package,
    file: `${font.prefix}-${subset}-wght-normal.woff2` as FontFile,
    unicodeRange: unicodeRanges[subset],
  })),
);

/** The file every page's text needs (Inter latin): the one worth preloading. Mono text is rare; it swaps in. */
export const preloadFontFile: FontFile = 'inter-latin-wght-normal.woff2';

/**
 * The @font-face rules, each file at `urlOf(file)`. A browser downloads a file only when a page shows one of its
 * characters. font-display: swap shows the text at once in the fallback font.
 */
export function fontFaceCss(urlOf: (file: FontFile) => string): string {
  return fontFaces
    .map(
      ({ family, file, unicodeRange }) =>
        `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:100 900;` +
        `src:url(${urlOf(file)}) format('woff2-variations');unicode-range:${unicodeRange}}`,
    )
    .join('');
}
