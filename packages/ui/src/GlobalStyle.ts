// App-wide base styles: the font, the token CSS variables on :root, box-sizing, body colours, a visible focus ring
// and reduced motion. Render once at the root (the site's App and Storybook's decorator).
import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { createGlobalStyle } from 'styled-components';
import { cssVariables, media, reducedMotionCssVariables, theme } from './theme';

/**
 * Inter (variable weight) in the two subsets our copy and members' names use, with the unicode ranges of
 * @fontsource-variable/inter: the browser downloads a file only when a page shows one of its characters, and the
 * site preloads the latin one from index.html (apps/site/vite.config.ts). Declared here rather than by importing the
 * package's CSS, which declares every subset (cyrillic, greek, vietnamese) and is a render-blocking stylesheet.
 * font-display: swap shows the text at once in the fallback font.
 */
const interFace = (url: string, unicodeRange: string) => `
  @font-face {
    font-family: 'Inter Variable';
    font-style: normal;
    font-display: swap;
    font-weight: 100 900;
    src: url(${url}) format('woff2-variations');
    unicode-range: ${unicodeRange};
  }
`;

const fontFaces =
  interFace(
    interLatinExt,
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  ) +
  interFace(
    interLatin,
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  );

export const GlobalStyle = createGlobalStyle`
  ${fontFaces}
  :root {
    ${cssVariables}
    color-scheme: light;
  }
  ${media.reducedMotion} {
    :root {
      ${reducedMotionCssVariables}
    }
    *, *::before, *::after {
      animation-duration: 0ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0ms !important;
      scroll-behavior: auto !important;
    }
  }
  *, *::before, *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${theme.font.family};
    font-size: ${theme.font.size.md};
    line-height: ${theme.font.lineHeight.normal};
    font-weight: ${theme.font.weight.regular};
    color: ${theme.color.fg.default};
    background-color: ${theme.color.canvas.default};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4, h5, h6, p, figure, blockquote {
    margin: 0;
  }
  img, svg, video {
    display: block;
    max-width: 100%;
  }
  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }
  :focus-visible {
    outline: ${theme.focusRing.outline};
    outline-offset: ${theme.focusRing.offset};
  }
`;
