#!/usr/bin/env node
// Initial JavaScript of the landing, login and member pages in apps/site/dist (run `npm run build` first): the entry
// chunk, its static imports, and each lazy chunk the page loads on its way to first paint (with their static imports),
// gzipped (zlib, level 9), and the number of files. Budgets (DESIGN.md, issue "performance"): 120 KB gzip on landing
// and login; a member list page at most 150 KB in at most 12 files. The inbox, search and profile pages are reported
// without a budget of their own. Run directly, it prints one line per page and exits 1 when one is over its budget;
// `npm run bench` imports `measureInitialJs` and reports the same figures.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const defaultDist = join(import.meta.dirname, '../dist');

/**
 * The lazy chunks (by name: src/boot/chunk-groups.ts names the groups, other chunks are named after their source module) each
 * page loads before it shows content. A member page goes through `member` (route tree, member layout, shell, client
 * core, react-query); the list page's own code and what it shares with search and the feeds is `discovery-pages`.
 * `path` is where the bench opens the page (`:memberId` is filled with a member the demo member can see).
 */
export const initialJsPages = [
  { name: 'landing', path: '/', budgetKb: 120, chunks: ['LandingPage'] },
  { name: 'login', path: '/login', budgetKb: 120, chunks: ['LoginPage'] },
  {
    name: 'list',
    path: '/lists/wlm',
    budgetKb: 150,
    maxFiles: 12,
    member: true,
    chunks: ['member', 'discovery-pages'],
  },
  { name: 'inbox', path: '/inbox', member: true, chunks: ['member', 'InboxPage'] },
  { name: 'search', path: '/search', member: true, chunks: ['member', 'SearchPage'] },
  { name: 'profile', path: '/profile/view/:memberId', member: true, chunks: ['member', 'ProfileViewPage'] },
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

/** Per page: { name, path, budgetKb, maxFiles, kb, files }. Throws when dist or a named chunk is missing. */
export function measureInitialJs(dist = defaultDist) {
  const assets = join(dist, 'assets');
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
  // The entry chunk is named after index.html; the inline loader runs it after the chunks it imports (src/boot).
  const entry = files.find((file) => /^index-[\w-]{8}\.js$/.test(file));
  if (!entry) throw new Error('No entry chunk in dist/assets: run `npm run build` first.');
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

/** Whether a page's figures are within its budget; null when it has none. */
export const withinBudget = (page) =>
  page.budgetKb === undefined
    ? null
    : page.kb <= page.budgetKb && (page.maxFiles === undefined || page.files.length <= page.maxFiles);

if (process.argv[1] === import.meta.filename) {
  let over = false;
  for (const page of measureInitialJs()) {
    const met = withinBudget(page);
    over ||= met === false;
    const budget =
      page.budgetKb === undefined
        ? 'no budget'
        : `budget ${page.budgetKb} KB${page.maxFiles === undefined ? '' : ` in ${page.maxFiles} files`}: ${met ? 'met' : 'NOT met'}`;
    console.log(
      `${page.name.padEnd(8)} ${page.kb.toFixed(1).padStart(6)} KB gzip initial JS in ${String(page.files.length).padStart(2)} files (${budget})`,
    );
  }
  process.exitCode = over ? 1 : 0;
}
