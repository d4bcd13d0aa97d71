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
        // The libraries every page needs travel in one chunk (fewer requests, better compression than many small ones).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis|@emotion)[\\/]/,
            },
            // The ui primitives the public pages (landing, login) are built from, likewise in one chunk.
            {
              name: 'ui-core',
              test: /packages[\\/]ui[\\/]src[\\/](theme|GlobalStyle|internal|screens[\\/]internal|components[\\/](Button|IconButton|Link|Heading|Text|Stack|Cluster|Grid|VisuallyHidden|Banner|Skeleton))/,
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
