#!/usr/bin/env node
// Initial JavaScript of the landing, login and a member list page in apps/site/dist (run `npm run build` first): the
// entry chunk, its static imports, and each lazy chunk the page loads on its way to first paint (with their static
// imports), gzipped (zlib, level 9). Budgets (DESIGN.md): 120 KB gzip on landing and login, 180 KB on a list page.
// Run directly, it prints one line per page and exits 1 when one is over its budget; `npm run bench` imports
// `measureInitialJs` and reports the same figures.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const defaultDist = join(import.meta.dirname, '../dist');

/**
 * The lazy chunks (named after their source module) each page loads before it shows content. The list page goes
 * through the rest of the route tree (SiteRoutes), the member layout and the lists page; the client core is
 * imported on first use (route logging, session), which a member page does at once.
 */
export const initialJsPages = [
  { name: 'landing', path: '/', budgetKb: 120, chunks: ['LandingPage'] },
  { name: 'login', path: '/login', budgetKb: 120, chunks: ['LoginPage'] },
  {
    name: 'list',
    path: '/lists/wlm',
    budgetKb: 180,
    chunks: ['SiteRoutes', 'MemberLayout', 'ListsPage', 'client'],
  },
];

/** `import … from "./x.js"` and `import "./x.js"` (not `import(\`./x.js\`)`, which loads later). */
const staticImports = (assets, file) =>
  [...readFileSync(join(assets, file), 'utf8').matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)].map(
    (match) => match[1],
  );

function closure(assets, file, seen) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dependency of staticImports(assets, file)) closure(assets, dependency, seen);
  return seen;
}

/** Gzip size (level 9) in KB (1000 bytes) of the given files of dist/assets. */
export function gzipKb(files, dist = defaultDist) {
  const bytes = [...files].reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(dist, 'assets', file)), { level: 9 }).length,
    0,
  );
  return bytes / 1000;
}

/** Per page: { name, path, budgetKb, kb, files }. Throws when dist or a named chunk is missing. */
export function measureInitialJs(dist = defaultDist) {
  const assets = join(dist, 'assets');
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const entry = readFileSync(join(dist, 'index.html'), 'utf8').match(/src="\/assets\/([^"]+\.js)"/)?.[1];
  if (!entry) throw new Error('No entry script in dist/index.html: run `npm run build` first.');
  return initialJsPages.map((page) => {
    const set = closure(assets, entry, new Set());
    for (const chunk of page.chunks) {
      const file = files.find((name) => new RegExp(`^${chunk}-[\\w-]{8}\\.js$`).test(name));
      if (!file) throw new Error(`No ${chunk} chunk in dist/assets`);
      closure(assets, file, set);
    }
    return { ...page, kb: gzipKb(set, dist), files: [...set] };
  });
}

if (process.argv[1] === import.meta.filename) {
  let over = false;
  for (const page of measureInitialJs()) {
    over ||= page.kb > page.budgetKb;
    console.log(
      `${page.name.padEnd(8)} ${page.kb.toFixed(1).padStart(6)} KB gzip initial JS in ${page.files.length} files (budget ${page.budgetKb} KB)`,
    );
  }
  process.exitCode = over ? 1 : 0;
}
