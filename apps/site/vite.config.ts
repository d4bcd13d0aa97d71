import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The site builds to apps/site/dist, which apps/server serves with an SPA fallback. In development the API is
// proxied to the server on 127.0.0.1:8080 (`npm run dev:server`), so cookies stay same-origin.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: true,
    // Every browser we target supports <link rel=modulepreload>: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page needs travels in one chunk (fewer requests, better compression than many small ones):
            // React, the router, styled-components, and the ui primitives the login page is built from (the tightest
            // budget: 120 KB gzip at start, react-hook-form included).
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis|@emotion)[\\/]|packages[\\/]ui[\\/]src[\\/](theme|GlobalStyle|internal|screens[\\/]internal[\\/]Brand|components[\\/](Button|IconButton|Link|Heading|Text|TextField|Field|Stack|VisuallyHidden|Banner|Skeleton)[\\/])/,
            },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  preview: { host: '127.0.0.1' },
});
