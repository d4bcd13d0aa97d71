// Writes the ui's global styles (packages/ui/src/globalCss.ts: the theme's CSS variables, box-sizing, body, focus ring,
// reduced motion) into a `<style>` of index.html's head, in the build and the dev server; the server gives it its
// response's CSP nonce, as it does the fonts' (fonts-plugin.ts). Every page, server-rendered or the SPA shell, has them
// from its HTML, so the browser's code carries neither the rules nor styled-components' createGlobalStyle (0.8 KB gzip
// on every page), and styled-components has no global style to put back while a server page hydrates.
import type { Plugin } from 'vite';
import { globalCss } from '../../../../packages/ui/src/globalCss';

/**
 * The rules without the whitespace CSS ignores (around `{};:,`), as styled-components would write them: they hold no
 * string and no descendant selector, whose spaces matter.
 */
export const globalStyleTag = () =>
  `<style>${globalCss
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};:,])\s*/g, '$1')
    .trim()}</style>`;

export function globalStyles(): Plugin {
  return {
    name: 'global-styles',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace('</title>', `</title>\n    ${globalStyleTag()}`),
    },
  };
}
