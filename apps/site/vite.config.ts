import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkGroups } from './src/boot/chunk-groups';
import { declareFonts } from './src/boot/fonts-plugin';
import { globalStyles } from './src/boot/global-styles-plugin';
import { inlineLoaderPlugin, withoutStartChunks } from './src/boot/vite-plugin';
import { styledComponentIds } from './src/ssr/styled-component-ids';

/**
 * react-router's production build. The package exports its development build under every condition; the production
 * build next to it differs only in `ENABLE_DEV_WARNINGS = false` (no console warnings, no "Hey developer" text in its
 * default error page). The server renderer's build (vite.ssr.config.ts) uses it too, so both render with the same
 * router. Throws when the package no longer has that layout (a new react-router version: check it still applies).
 */
function reactRouterProduction(): Plugin {
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const id = resolved.id.replace(/([\\/]react-router[\\/]dist[\\/])development([\\/])/, '$1production$2');
      if (id === resolved.id) throw new Error(`react-router-production: unexpected build ${resolved.id}`);
      return { ...resolved, id };
    },
  };
}

// Chunk groups derived from the route table's pages and what each module uses (src/boot/chunk-groups.ts).
const chunks = chunkGroups(import.meta.dirname);

// The site builds to apps/site/dist, which apps/server serves with an SPA fallback. In development the API is
// proxied to the server on 127.0.0.1:8080 (`npm run dev:server`), so cookies stay same-origin.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    reactRouterProduction(),
    // The inline loader that starts the page's code (src/boot/README.md).
    inlineLoaderPlugin(),
    chunks.plugin,
    // The server renderer's class names match the browser's (src/ssr/styled-component-ids.ts).
    styledComponentIds(),
    declareFonts(),
    // The ui's global styles in index.html, not in the page's code (src/boot/global-styles-plugin.ts).
    globalStyles(),
  ],
  // styled-components' CSS written without its indentation, line breaks and comments (Oxc's styled-components
  // transform; both builds, so the server's class names, hashed from the CSS, match the browser's). Component ids
  // stay ours (styledComponentIds), and no display names: they only add bytes.
  oxc: { plugins: { styledComponents: { displayName: false, fileName: false, ssr: false, minify: true } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: true,
    // Every browser we target supports <link rel=modulepreload>: no polyfill in the entry. A dynamic import preloads
    // its chunks, less those every page has run before (src/boot/vite-plugin.ts).
    modulePreload: { polyfill: false, resolveDependencies: withoutStartChunks },
    rolldownOptions: {
      // Our contract and client packages are declarations only (schemas, functions): a page that imports one endpoint
      // from their barrels must not pull in every other module of the barrel (the list page carried all schemas).
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/](contract|client)[\\/]src[\\/]/, sideEffects: false }],
      },
      output: { codeSplitting: { groups: [chunks.group] } },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  preview: { host: '127.0.0.1' },
});
