// The inline loader's manifest, computed by the build (vite-plugin.ts; runs in Node) from the browser bundle: which
// scripts run in which order, what the entry preloads, and each route's chunks.
import type { LoaderManifest } from './loader';

/** The fields of a bundle's output chunk the manifest reads. */
export interface BundleChunk {
  fileName: string;
  name: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

export interface ManifestOptions {
  /** Chunks (by name) that run as steps of their own before the entry, in this order. */
  steps: readonly string[];
  /** Path pattern → modules (site-relative, e.g. `src/pages/login/LoginPage.tsx`) whose chunks the path loads. */
  routes: ReadonlyArray<readonly [pattern: string, modules: readonly string[]]>;
  lockMs: number;
}

/** A chunk's file and every file it imports statically, once each. */
function closure(byFile: Map<string, BundleChunk>, files: Iterable<string>, seen = new Set<string>()) {
  for (const file of files) {
    if (seen.has(file)) continue;
    seen.add(file);
    closure(byFile, byFile.get(file)?.imports ?? [], seen);
  }
  return seen;
}

/**
 * Throws when a step or a route's module has no chunk: a renamed page or chunk fails the build rather than
 * being left out of the preloads.
 */
export function loaderManifest(chunks: readonly BundleChunk[], options: ManifestOptions): LoaderManifest {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('boot manifest: the bundle has no entry chunk');
  const atStart = closure(byFile, [entry.fileName]);
  const fileOf = (module: string) => {
    const chunk = chunks.find((c) =>
      c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/apps/site/${module}`)),
    );
    if (!chunk) throw new Error(`boot manifest: no chunk holds ${module}`);
    return chunk.fileName;
  };
  const steps = [
    ...options.steps.map((name) => {
      const chunk = chunks.find((c) => c.name === name);
      if (!chunk) throw new Error(`boot manifest: no chunk named ${name}`);
      return chunk.fileName;
    }),
    entry.fileName,
  ];
  const url = (file: string) => `/${file}`;
  return {
    steps: steps.map(url),
    preload: [...atStart].filter((file) => !steps.includes(file)).map(url),
    routes: options.routes.map(([pattern, modules]) => [
      pattern,
      [...closure(byFile, modules.map(fileOf))].filter((file) => !atStart.has(file)).map(url),
    ]),
    lockMs: options.lockMs,
  };
}
