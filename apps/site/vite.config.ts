import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { styledComponentIds } from './src/ssr/styled-component-ids';

/**
 * Route chunks to fetch at once, by path (first match wins), as modules of this app. Without this, a page's lazy
 * chunk is requested only after the entry and the framework have run, and a member page waits for three lazy chunks
 * in turn (route tree, member layout, page) plus the client core: round trips that Lighthouse's slow 4G makes ~0.3 s each.
 */
const routePreloads: Array<[RegExp, string[]]> = [
  [/^\/$/, ['src/pages/landing/LandingPage.tsx']],
  [/^\/login$/, ['src/pages/login/LoginPage.tsx']],
  [
    /^\/lists\//,
    [
      'src/app/SiteRoutes.tsx',
      'src/pages/member/MemberLayout.tsx',
      'src/pages/discovery/ListsPage.tsx',
      'src/lib/client.ts',
    ],
  ],
  [/./, ['src/app/SiteRoutes.tsx']],
];

/**
 * Adds to index.html a tiny inline script that adds `<link rel="modulepreload">` for the current path's route chunks
 * and their static imports (what Vite already preloads for the entry is left out).
 */
function preloadRouteChunks(): Plugin {
  return {
    name: 'preload-route-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (files: string[], seen = new Set<string>()) => {
          for (const file of files) {
            if (seen.has(file)) continue;
            seen.add(file);
            closure(byFile.get(file)?.imports ?? [], seen);
          }
          return seen;
        };
        const preloaded = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
        const fileOf = (module: string) => {
          const id = (moduleId: string) => moduleId.replaceAll('\\', '/').endsWith(`/apps/site/${module}`);
          const chunk = chunks.find((c) => c.moduleIds.some(id));
          if (!chunk) throw new Error(`preload-route-chunks: no chunk for ${module}`);
          return chunk.fileName;
        };
        const table = routePreloads.map(([path, modules]) => [
          path.source,
          [...closure(modules.map(fileOf))].filter((file) => !preloaded.has(file)).map((file) => `/${file}`),
        ]);
        const script =
          `(()=>{for(const[p,f]of ${JSON.stringify(table)})if(new RegExp(p).test(location.pathname)){` +
          `for(const h of f){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';` +
          `l.href=h;document.head.append(l)}break}})()`;
        return html.replace('</head>', `  <script>${script}</script>\n  </head>`);
      },
    },
  };
}

// The site builds to apps/site/dist, which apps/server serves with an SPA fallback. In development the API is
// proxied to the server on 127.0.0.1:8080 (`npm run dev:server`), so cookies stay same-origin.
export default defineConfig({
  root: import.meta.dirname,
  // styledComponentIds: the server renderer's class names match the browser's (src/ssr/styled-component-ids.ts).
  plugins: [react(), preloadRouteChunks(), styledComponentIds()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: true,
    // Every browser we target supports <link rel=modulepreload>: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Our contract and client packages are declarations only (schemas, functions): a page that imports one endpoint
      // from their barrels must not pull in every other module of the barrel (the list page carried all schemas).
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/](contract|client)[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            // What every page needs travels in one chunk (fewer requests, better compression than many small ones):
            // React, the router, styled-components, and the ui primitives the login page is built from (the tightest
            // budget: 120 KB gzip at start, react-hook-form included).
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis|@emotion)[\\/]|packages[\\/]ui[\\/]src[\\/](theme|GlobalStyle|internal[\\/](icons|layout|mergeRefs)|screens[\\/]internal[\\/]Brand|components[\\/](Button|IconButton|Link|Heading|Text|TextField|Field|Stack|VisuallyHidden|Banner|Skeleton)[\\/])/,
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
