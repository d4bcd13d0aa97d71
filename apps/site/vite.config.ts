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
    // Keep the landing and login entry small: every route is lazy, so only the shell's vendors load up front.
    reportCompressedSize: true,
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  preview: { host: '127.0.0.1' },
});
