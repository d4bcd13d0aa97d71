#!/usr/bin/env node
// Builds the server into plain JavaScript, so production runs `node apps/server/dist/server.js` with no TypeScript
// loader. Usage: node apps/server/scripts/build.mjs [--if-stale]
//
// esbuild bundles our TypeScript only: the server's sources and the workspace packages it imports (@app/contract,
// @app/demo-data), whose exports point at .ts files Node cannot load. Every other package stays external and is
// loaded from node_modules at run time as under tsx: native and WASM packages (sharp, @node-rs/argon2,
// @electric-sql/pglite, heic-decode) and packages that read their own files by path (swagger-ui, faker's locales)
// work only from where npm installed them. Dynamic imports stay lazy (`splitting`: the demo seed and faker load only
// when seeding). tsx transforms with esbuild too, so dev and production compile the same way.
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(serverDir, '../..');
const distDir = join(serverDir, 'dist');
/** What to run: `node apps/server/dist/server.js`. */
export const serverEntry = join(distDir, 'server.js');
const bundleName = 'server-bundle';
const metaFile = join(distDir, 'meta.json');
/** Besides the bundled sources (listed in the metafile), what changes the output. */
const configInputs = [
  fileURLToPath(import.meta.url),
  join(serverDir, 'package.json'),
  join(repoRoot, 'tsconfig.base.json'),
];

/**
 * A bundle has one import.meta.url, so `new URL('../../drizzle', import.meta.url)` would resolve from dist/ instead
 * of the source file. Each of our modules that uses it gets its own source file's URL back, expressed relative to the
 * bundle, so the migrations folder and the repo root resolve as under tsx (and move with the checkout).
 */
const sourceUrls = {
  name: 'source-urls',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (/import\.meta\.(dirname|filename)\b/.test(source))
        return {
          errors: [{ text: 'use new URL(…, import.meta.url) (the build maps it to the source file)' }],
        };
      if (!source.includes('import.meta.url')) return undefined;
      const fromDist = relative(distDir, args.path).split(sep).join('/');
      const url = `new URL(${JSON.stringify(fromDist)}, import.meta.url).href`;
      const loader = extname(args.path).replace(/^\.[cm]?/, '');
      return { contents: source.replaceAll('import.meta.url', url), loader };
    });
  },
};

/** Bare imports are external except our workspace packages (`@app/…`), which are TypeScript and bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Why the build is out of date (missing, or an input newer than it), or undefined when it is current. */
export function staleReason() {
  const outputs = [serverEntry, join(distDir, `${bundleName}.js`), metaFile];
  const missing = outputs.find((file) => !existsSync(file));
  if (missing) return `${relative(repoRoot, missing)} is missing`;
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const { inputs } = JSON.parse(readFileSync(metaFile, 'utf8'));
  const files = [...Object.keys(inputs).map((input) => join(repoRoot, input)), ...configInputs];
  const changed = files.find((file) => !existsSync(file) || statSync(file).mtimeMs > builtAt);
  return changed ? `${relative(repoRoot, changed)} changed since the last build` : undefined;
}

/** Builds dist/; returns the seconds it took. */
export async function buildServer() {
  const started = performance.now();
  // Imported here: a machine that runs a build made elsewhere needs no dev dependencies.
  const esbuild = await import('esbuild');
  // Chunk names carry a content hash: an earlier build's chunks would pile up beside the new ones.
  rmSync(distDir, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: repoRoot,
    entryPoints: [{ in: join(serverDir, 'src/server.ts'), out: bundleName }],
    outdir: distDir,
    bundle: true,
    splitting: true,
    // Chunks beside the bundle: sourceUrls expresses paths relative to dist/ itself.
    chunkNames: '[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    // Function and class names as in the sources (logs, plugin names), not the bundle's renamed copies.
    keepNames: true,
    sourcemap: 'linked',
    // The map points at the sources in the checkout; stack traces need its positions, not the text.
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
    plugins: [externalPackages, sourceUrls],
  });
  writeFileSync(metaFile, JSON.stringify(result.metafile));
  // Source maps apply to modules compiled after they are turned on: this small entry turns them on, then loads the
  // bundle, so stack traces name the TypeScript sources without a node flag on every command line.
  writeFileSync(
    serverEntry,
    [
      '// Generated by apps/server/scripts/build.mjs.',
      'process.setSourceMapsEnabled(true);',
      `await import('./${bundleName}.js');`,
      '',
    ].join('\n'),
  );
  return (performance.now() - started) / 1000;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const reason = process.argv.includes('--if-stale') ? staleReason() : 'asked';
  if (reason) {
    const seconds = await buildServer();
    console.log(
      `Built the server (${reason}) into ${relative(process.cwd(), distDir) || '.'} in ${seconds.toFixed(1)} s`,
    );
  }
}
