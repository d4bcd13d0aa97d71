import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fontFaceCss, fontFaces, preloadFontFile } from '../../packages/ui/src/fonts';
import type { FontFile } from '../../packages/ui/src/fonts';
import { HYDRATION_LOCK_MS } from './src/lib/hydration-lock';
import { styledComponentIds } from './src/ssr/styled-component-ids';

/**
 * Route chunks to fetch at once, by path (first match wins), as modules of this app. Without this, a page's lazy
 * chunk is requested only after the entry and the framework have run, and a member page waits for three lazy chunks
 * in turn (route tree, member layout, page) plus the client core: round trips that Lighthouse's slow 4G makes ~0.3 s each.
 */
const memberPage = (page: string) => [
  'src/app/SiteRoutes.tsx',
  'src/pages/member/MemberLayout.tsx',
  page,
  'src/lib/client.ts',
];
const routePreloads: Array<[RegExp, string[]]> = [
  [/^\/$/, ['src/pages/landing/LandingPage.tsx']],
  [/^\/login$/, ['src/pages/login/LoginPage.tsx']],
  [/^\/lists\//, memberPage('src/pages/discovery/ListsPage.tsx')],
  [/^\/inbox$/, memberPage('src/pages/messaging/InboxPage.tsx')],
  [/^\/search$/, memberPage('src/pages/discovery/SearchPage.tsx')],
  [/^\/profile\/view\//, memberPage('src/pages/discovery/ProfileViewPage.tsx')],
  [/./, ['src/app/SiteRoutes.tsx']],
];

/**
 * Chunks every page needs that the inline loader runs as scripts of their own before the entry. Evaluating a graph of
 * modules is one task the browser cannot interrupt: React, the framework and the app's start in one were a
 * 230-340 ms task at 4x CPU slowdown that a tap, and a slow phone's next frame, waited behind. In steps, React's is
 * 170-260 ms (React DOM is most of the work) and the others 20-60 ms each, with input handled between them.
 */
const stepChunks = ['react', 'framework'];

/**
 * Replaces the entry `<script type="module">` and Vite's `<link rel="modulepreload">` tags in index.html with one
 * tiny inline script at the end of the body. It adds the modulepreloads (the entry's, and the current path's route
 * chunks with their static imports: without them a member page fetched its lazy chunks one after another) and the
 * entry script. On a page the server rendered (`#ssr-state` present) it does so only after the first contentful
 * paint: the HTML, its styles and its first photo then have the connection to themselves on a slow network, and the
 * page shows before 150-200 KB of JavaScript has arrived instead of after (its hydration, in small slices since it
 * runs in a transition, starts a moment later). On any other page (the SPA fallback) nothing shows before the
 * JavaScript, so it starts at once.
 */
function loadScriptsAfterPaint(): Plugin {
  return {
    name: 'load-scripts-after-paint',
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
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('load-scripts-after-paint: no entry chunk');
        const preloaded = closure([entry.fileName]);
        const fileOf = (module: string) => {
          const id = (moduleId: string) => moduleId.replaceAll('\\', '/').endsWith(`/apps/site/${module}`);
          const chunk = chunks.find((c) => c.moduleIds.some(id));
          if (!chunk) throw new Error(`load-scripts-after-paint: no chunk for ${module}`);
          return chunk.fileName;
        };
        const table = routePreloads.map(([path, modules]) => [
          path.source,
          [...closure(modules.map(fileOf))].filter((file) => !preloaded.has(file)).map((file) => `/${file}`),
        ]);
        const steps = [...stepChunks.map((name) => chunks.find((chunk) => chunk.name === name)), entry].map(
          (chunk) => {
            if (!chunk) throw new Error(`load-scripts-after-paint: no ${stepChunks.join(' or ')} chunk`);
            return `/${chunk.fileName}`;
          },
        );
        const entryFiles = [...preloaded].map((file) => `/${file}`).filter((file) => !steps.includes(file));
        const script =
          // A server-rendered page takes no pointer input from its first paint until its code has hydrated it: a
          // tap on a button before then would do nothing (main.tsx keeps the lock on while it hydrates and lifts it).
          // Should the code never come (a failed request, a network gone), the page is let go: at once on an error,
          // or after the most main.tsx itself would wait.
          `(()=>{const r=document.getElementById('root');const free=()=>r?.style.removeProperty('pointer-events');` +
          `const lock=()=>{if(r){r.style.pointerEvents='none';setTimeout(free,${HYDRATION_LOCK_MS})}};` +
          `const a=(h)=>{const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';` +
          `l.href=h;document.head.append(l)};const go=()=>{${JSON.stringify(entryFiles)}.forEach(a);` +
          // The shared chunks and then the entry, each a script added when the one before has run: the browser
          // evaluates each in a task of its own, where scripts ready at once can share one. All are preloaded at once.
          `${JSON.stringify(steps.slice(1))}.forEach(a);const run=(i)=>{const s=document.createElement('script');` +
          `s.type='module';s.crossOrigin='';s.src=steps[i];s.onerror=free;if(i+1<steps.length)s.onload=()=>run(i+1);` +
          `document.body.append(s)};const steps=${JSON.stringify(steps)};run(0);let q=[];` +
          `for(const[p,f]of ${JSON.stringify(table)})if(new RegExp(p).test(location.pathname)){q=f;break}` +
          // The entry and its imports at once (the sooner it runs, the sooner the page takes input), then the
          // route's chunks one a task (a message, which no browser delays as it does nested timers): starting a
          // request costs the main thread a few ms at a slow phone's speed, and a page's 13-23 of them in one task
          // were 120-250 ms at 4x CPU slowdown that input had to wait behind.
          `const c=new MessageChannel();c.port1.onmessage=()=>{const h=q.shift();if(h){a(h);c.port2.postMessage(0)}};` +
          `c.port2.postMessage(0)};let started=false;const once=()=>{if(!started){started=true;go()}};` +
          // After the first contentful paint (a first frame can be empty: its text waits a moment for the font). A
          // hidden tab paints nothing: it starts at once, or when it is hidden before it painted. A browser without
          // paint timing has the first frame; the timer is a last resort should no paint ever be reported.
          `if(document.getElementById('ssr-state')){lock();const h=()=>{if(document.visibilityState==='hidden')once()};h();` +
          `document.addEventListener('visibilitychange',h);try{new PerformanceObserver((l)=>{` +
          `if(l.getEntriesByName('first-contentful-paint').length)setTimeout(once,0)}).observe({type:'paint',buffered:true})}` +
          `catch{requestAnimationFrame(()=>setTimeout(once,0))}setTimeout(once,3000)}` +
          `else once()})()`;
        const withoutTags = html
          .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/g, '')
          .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
        if (withoutTags.includes('type="module"') || withoutTags.includes('modulepreload'))
          throw new Error('load-scripts-after-paint: index.html has script tags this plugin does not know');
        return withoutTags.replace('</body>', `  <script>${script}</script>\n  </body>`);
      },
    },
  };
}

/**
 * Declares the ui's fonts in index.html: a `<link rel="preload">` for Inter's latin file (every page's text uses it, so
 * the browser fetches it with the HTML) and the @font-face rules in a `<style>` of the head, which the server gives
 * its response's CSP nonce. The build emits the files as assets; the dev server serves them from their packages.
 * The rules stay out of styled-components: packages/ui/src/fonts.ts says why.
 */
function declareFonts(): Plugin {
  const nodeModules = join(import.meta.dirname, '../../node_modules');
  const pathOf = new Map(
    fontFaces.map((face) => [face.file, join(nodeModules, face.package, 'files', face.file)]),
  );
  let building = false;
  return {
    name: 'declare-fonts',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (!building || this.environment.config.consumer !== 'client') return;
      for (const [file, path] of pathOf) {
        this.emitFile({ type: 'asset', name: file, source: readFileSync(path) });
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const emitted = new Map(
          Object.values(bundle ?? {}).flatMap((output) =>
            output.type === 'asset' ? output.names.map((name) => [name, output.fileName] as const) : [],
          ),
        );
        const urlOf = (file: FontFile) => {
          if (!bundle) return `/@fs${pathOf.get(file)}`;
          const fileName = emitted.get(file);
          if (!fileName) throw new Error(`declare-fonts: no ${file} in the bundle`);
          return `/${fileName}`;
        };
        return html.replace(
          '</title>',
          `</title>\n    <link rel="preload" href="${urlOf(preloadFontFile)}" as="font" type="font/woff2" crossorigin />` +
            `\n    <style>${fontFaceCss(urlOf)}</style>`,
        );
      },
    },
  };
}

/**
 * react-router's production build, with its unused components left out. The package exports its development build
 * under every condition; the production build next to it differs only in `ENABLE_DEV_WARNINGS = false` (no console
 * warnings, no "Hey developer" text in its default error page). Its components and contexts are made by top-level
 * `React.forwardRef()` / `createContext()` / `memo()` calls and given a `displayName` on the next line, which the
 * bundler keeps as possible side effects: every page carried `Form`, `NavLink` and what they use although the site
 * renders neither. Each such declaration becomes a pure expression (the same call and displayName in an IIFE marked
 * `@__PURE__`), so a component nobody imports is dropped and one in use is unchanged. Both together: 2.4 KB gzip less
 * on every page. The server renderer's build (vite.ssr.config.ts) uses it too, so both render with the same router.
 * Throws when the package no longer has the shapes it rewrites (a new react-router version: check it still applies).
 */
function reactRouterProduction(): Plugin {
  const declarationWithName =
    /^var (\w+) = (React\d*\.(?:forwardRef|memo|createContext)\([\s\S]*?\));\n\1\.displayName = ("[^"\n]*");$/gm;
  const declaration = /^var \w+ = (?=React\d*\.(?:forwardRef|memo|createContext)\()/gm;
  const chunk = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/;
  let rewritten = 0;
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      rewritten = 0;
    },
    async resolveId(source, importer, options) {
      if (source !== 'react-router') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const id = resolved.id.replace(/([\\/]react-router[\\/]dist[\\/])development([\\/])/, '$1production$2');
      if (id === resolved.id) throw new Error(`react-router-production: unexpected build ${resolved.id}`);
      return { ...resolved, id };
    },
    transform(code, id) {
      if (!chunk.test(id)) return null;
      const named = code.replace(
        declarationWithName,
        (_declaration, name: string, call: string, displayName: string) =>
          // As many lines as before: the rest of the file keeps its place in the package's source map.
          `var ${name} = /* @__PURE__ */ (() => { const component = ${call};\ncomponent.displayName = ${displayName}; return component; })();`,
      );
      const result = named.replace(declaration, (start) => `${start}/* @__PURE__ */ `);
      if (result !== code) rewritten += 1;
      return { code: result, map: null };
    },
    buildEnd(error) {
      if (!error && rewritten === 0)
        throw new Error('react-router-production: no component declaration rewritten');
    },
  };
}

/**
 * What a member page always needs, in two chunks instead of ~40 small ones (each a request, and compressed apart):
 * `member` is the member area (route tree, layout, shell, session, permissions, counters, notices, the client core,
 * react-query, the zod-free contract modules they read); `discovery-pages` is what the list, search and feed pages
 * share (cards, grid, paging, list tabs, the discovery api). Modules of the entry (landing and login load them) stay
 * out, so those pages never load these chunks. Checked with `npm run size -w @app/site` (files and KB per page).
 */
const site = String.raw`apps[\\/]site[\\/]src[\\/]`;
const ui = String.raw`packages[\\/]ui[\\/]src[\\/]`;
const contract = String.raw`packages[\\/]contract[\\/]src[\\/]`;
const anyOf = (...patterns: string[]) => new RegExp(patterns.join('|'));

/**
 * The contract's modules that load no zod, themselves or through what they import or re-export (type imports aside):
 * their constants (copy, limits, route names) are read before the first API call, so they stay out of the `contract`
 * chunk. Derived from the sources, so a new constant module needs no entry here. The barrel (`index`) stays out too:
 * the bundler keeps only what a page takes from it.
 */
function zodFreeContractModules(): string[] {
  const dir = join(import.meta.dirname, '../../packages/contract/src');
  const runtimeImports = (file: string) =>
    [
      ...readFileSync(join(dir, file), 'utf8').matchAll(
        /^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+'([^']+)'/gm,
      ),
    ].flatMap((match) => (match[1] === undefined ? [] : [match[1]]));
  const modules = readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({ name: file.slice(0, -3), imports: runtimeImports(file) }));
  // Those that import zod, then those that import one of them, until no module is added.
  const withZod = new Set<string>();
  for (let added = true; added;) {
    added = false;
    for (const { name, imports } of modules) {
      if (withZod.has(name)) continue;
      if (imports.some((source) => source === 'zod' || withZod.has(source.replace(/^\.\/(.*)\.ts$/, '$1')))) {
        withZod.add(name);
        added = true;
      }
    }
  }
  return [
    'index',
    ...modules.map(({ name }) => name).filter((name) => name !== 'index' && !withZod.has(name)),
  ];
}
const memberChunks = [
  {
    name: 'member',
    test: anyOf(
      String.raw`node_modules[\\/]@tanstack[\\/](?!.*(infiniteQueryObserver|queriesObserver|streamedQuery|useQueries|useSuspense|usePrefetch|infiniteQueryOptions|useIsFetching|useMutationState|mutationOptions|useInfiniteQuery|types\.js|modern[\\/]index\.js))`,
      String.raw`${contract}(copy|endpoint|error-codes|log-limits|notice-copy|photo-limits|retention-offers)\.ts`,
      String.raw`packages[\\/]client[\\/]src[\\/](app-client|constants|contract|http|log-queue|normalise|pollers|routes|session|storage-keys)\.ts`,
      String.raw`${site}(app[\\/]SiteRoutes|components[\\/]QueryProvider|config[\\/](built-pages|member-pages|routes)|lib[\\/](client|query-keys|react-query)|pages[\\/]member[\\/]MemberLayout)\.tsx?`,
      String.raw`${site}features[\\/](counters[\\/]api[\\/]get-counters|disable[\\/]paths|navigation[\\/](shell-model|shortcuts)|notices[\\/](NoticesHost|api[\\/]email))\.tsx?`,
      String.raw`${site}features[\\/](permissions[\\/](RequirePermission|api[\\/]get-permissions)|session[\\/](PollingBridge|RequireSession|useMemberServices|api[\\/](get-profile|logout)))\.tsx?`,
      String.raw`${site}features[\\/]discovery[\\/](cursor-paging|list-kinds|prefetch-list|api[\\/]get-list)\.ts`,
      String.raw`${ui}(components[\\/](EmptyState[\\/]EmptyState(\.styles)?\.tsx?|ErrorState[\\/]|NoticeBanner[\\/]NoticeBanner)|screens[\\/]AppShell[\\/]|internal[\\/](englishFormats|intlFormats)\.ts)`,
    ),
    includeDependenciesRecursively: false,
  },
  {
    name: 'discovery-pages',
    test: anyOf(
      String.raw`${site}features[\\/]discovery[\\/]api[\\/](like-member|member-cache|unblock-member)\.ts`,
      String.raw`${site}pages[\\/]discovery[\\/]ListsPage\.tsx`,
      String.raw`${ui}(components[\\/](Badge|Pagination|Photo|ProfileCard|ProfileGrid)[\\/]|components[\\/]Tabs[\\/]TabsNav|screens[\\/]ListsScreen[\\/])`,
    ),
    includeDependenciesRecursively: false,
  },
];

// The site builds to apps/site/dist, which apps/server serves with an SPA fallback. In development the API is
// proxied to the server on 127.0.0.1:8080 (`npm run dev:server`), so cookies stay same-origin.
export default defineConfig({
  root: import.meta.dirname,
  // styledComponentIds: the server renderer's class names match the browser's (src/ssr/styled-component-ids.ts).
  plugins: [react(), reactRouterProduction(), loadScriptsAfterPaint(), styledComponentIds(), declareFonts()],
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
            // What every page needs travels in two chunks (fewer requests, better compression than many small ones),
            // which the inline loader runs one after the other (steps): React, then the router, styled-components and
            // the ui primitives the login page is built from (the tightest budget: 120 KB gzip at start,
            // react-hook-form included).
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]react-first\.ts$/,
            },
            {
              name: 'framework',
              test: /node_modules[\\/](react-router|styled-components|stylis|@emotion)[\\/]|packages[\\/]ui[\\/]src[\\/](theme|GlobalStyle|internal[\\/](icons|layout|mergeRefs|photoEntrance)|screens[\\/]internal[\\/]Brand|components[\\/](Button|IconButton|Link|Heading|Text|TextField|Field|Stack|VisuallyHidden|Banner|Skeleton)[\\/])/,
            },
            ...memberChunks,
            // zod and the schemas the login form validates with: the login page warms them up while the member
            // types, and evaluating every endpoint's schemas there was one 240-430 ms task at 4x CPU slowdown.
            {
              name: 'contract-core',
              test: new RegExp(
                String.raw`node_modules[\\/]zod[\\/]|${contract}(errors|fields|session|wire)\.ts`,
              ),
              includeDependenciesRecursively: false,
            },
            // The rest of the contract's endpoints and schemas, which load with the first API call (loadContract) or
            // with a page whose form validates with them: one file, not one per contract module. The zod-free
            // modules stay out: the entry and the member chunks read them at first.
            {
              name: 'contract',
              test: new RegExp(String.raw`${contract}(?!(${zodFreeContractModules().join('|')})\.ts)`),
              includeDependenciesRecursively: false,
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
