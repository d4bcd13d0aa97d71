// The Inter (variable weight) faces the ui's text uses, as plain data with no asset imports, so the host can declare
// them where they cost least: the site writes them into index.html at build time (apps/site/vite.config.ts), and
// Storybook renders FontFaces.
// Declared outside styled-components on a page: styled-components takes over the server's style tags when it starts,
// and an @font-face taken out and put back makes the browser lay out every line of text again.

/** The two subsets our copy and members' names use, with @fontsource-variable/inter's unicode ranges. */
export const interFontFiles = [
  {
    file: 'inter-latin-ext-wght-normal.woff2',
    unicodeRange:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  },
  {
    file: 'inter-latin-wght-normal.woff2',
    unicodeRange:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
] as const;

export type InterFontFile = (typeof interFontFiles)[number]['file'];

/** The file every page's text needs (latin): the one worth preloading. */
export const interPreloadFile: InterFontFile = 'inter-latin-wght-normal.woff2';

/**
 * The @font-face rules, each file at `urlOf(file)`. A browser downloads a file only when a page shows one of its
 * characters. font-display: swap shows the text at once in the fallback font.
 */
export function interFontFaceCss(urlOf: (file: InterFontFile) => string): string {
  return interFontFiles
    .map(
      ({ file, unicodeRange }) =>
        `@font-face{font-family:'Inter Variable';font-style:normal;font-display:swap;font-weight:100 900;` +
        `src:url(${urlOf(file)}) format('woff2-variations');unicode-range:${unicodeRange}}`,
    )
    .join('');
}
