// The server renderer's build (`npm run build` runs it after the browser build): src/entry-server.tsx into
// dist-server/entry-server.js, which apps/server loads to render page requests. The same plugins as the browser build (styled
// component ids must match), everything bundled (one React, one styled-components, one react-query for the render and
// the app), and react-router's Navigate replaced by one that records redirects (src/ssr/redirects.tsx).
import path from 'node:path';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import site from './vite.config';

const routerShim = path.resolve(import.meta.dirname, 'src/ssr/react-router-server.ts');
const ssrFolder = path.resolve(import.meta.dirname, 'src/ssr');

/** The site's `react-router` imports resolve to the shim; the shim itself (and ssr/) gets the real package. */
function serverRouter(): Plugin {
  return {
    name: 'server-router',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'react-router' || !importer) return null;
      if (importer.startsWith(ssrFolder) || importer.includes('/node_modules/')) return null;
      return routerShim;
    },
  };
}

export default defineConfig({
  ...site,
  plugins: [serverRouter(), ...(site.plugins ?? [])],
  ssr: { noExternal: true, target: 'node' },
  // The production builds of React and the libraries, as in the browser build (Vite leaves NODE_ENV to the runtime in
  // a server build, and the server runs without one).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    copyPublicDir: false,
    minify: false,
    reportCompressedSize: false,
    // One file: the server imports it by a URL per build (a rebuild needs no restart), and a chunk importing the entry
    // back by its plain URL would load a second copy of the app.
    rolldownOptions: { output: { entryFileNames: 'entry-server.js', codeSplitting: false } },
  },
});
