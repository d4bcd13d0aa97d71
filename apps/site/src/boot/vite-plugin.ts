// The Vite plugin that writes the inline loader into index.html (build only; runs in Node). It replaces the entry
// `<script type="module">` and Vite's `<link rel="modulepreload">` tags with one inline script at the end of the body:
// inline.ts bundled by esbuild (an IIFE, minified) with this build's manifest (manifest.ts) in place of
// __BOOT_MANIFEST__. The server allows that script by its hash (apps/server security headers).
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { HYDRATION_LOCK_MS } from '../lib/hydration-lock';
import type { LoaderManifest } from './loader';
import { loaderManifest } from './manifest';
import { routePreloads } from './route-modules';

/** The chunks run as steps of their own before the entry (chunk-groups.ts), in this order. */
const stepChunks = ['react', 'framework'];

/** Files (Vite's `assets/[name]-[hash].js`) every page has run before its code can import anything dynamically. */
const runAtStart = new RegExp(
  `^assets/(?:${[...stepChunks, 'index', 'rolldown-runtime'].join('|')})-[\\w-]{8}\\.js$`,
);

/**
 * `build.modulePreload.resolveDependencies`: Vite preloads, with each dynamic import, the chunks it needs. The step
 * chunks, the entry and the bundler's runtime are loaded before any dynamic import runs, so they are left out of
 * those lists (the entry carries every list its dynamic imports name: up to 0.15 KB gzip on a page).
 */
export const withoutStartChunks = (_file: string, deps: string[], context: { hostType: 'html' | 'js' }) =>
  context.hostType === 'js' ? deps.filter((dep) => !runAtStart.test(dep)) : deps;

/** inline.ts as one minified script with `manifest` written in. */
export async function inlineLoader(manifest: LoaderManifest): Promise<string> {
  const result = await build({
    entryPoints: [join(import.meta.dirname, 'inline.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2022',
    define: { __BOOT_MANIFEST__: JSON.stringify(manifest) },
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text.trim();
  if (!code) throw new Error('inline loader: esbuild wrote nothing');
  // `</script` inside the script would end it early.
  return code.replaceAll('</', '<\\/');
}

export function inlineLoaderPlugin(): Plugin {
  return {
    name: 'boot-inline-loader',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const manifest = loaderManifest(chunks, {
          steps: stepChunks,
          routes: routePreloads,
          lockMs: HYDRATION_LOCK_MS,
        });
        const withoutTags = html
          .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/g, '')
          .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
        if (withoutTags.includes('type="module"') || withoutTags.includes('modulepreload'))
          throw new Error('inline loader: index.html has script tags this plugin does not know');
        return withoutTags.replace(
          '</body>',
          `  <script>${await inlineLoader(manifest)}</script>\n  </body>`,
        );
      },
    },
  };
}
