// App-wide base styles as plain CSS: the token CSS variables on :root, box-sizing, body colours, a visible focus ring
// and reduced motion. A host writes them where they cost least: the site into index.html at build time
// (apps/site/src/boot/global-styles-plugin.ts), so no page's code carries them; Storybook renders GlobalStyle.
// No styled-components here: the site's build reads this module in Node.
import { cssVariables, media, reducedMotionCssVariables, theme } from './theme';

export const globalCss = `
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
  code, kbd, samp, pre {
    font-family: ${theme.font.mono};
  }
  :focus-visible {
    outline: ${theme.focusRing.outline};
    outline-offset: ${theme.focusRing.offset};
  }
`;
