#!/usr/bin/env node
// Initial JavaScript of the landing and login pages in apps/site/dist (run `npm run build` first): the entry chunk,
// its static imports, and the page's lazy chunk with its static imports, gzipped (zlib, level 9).
// Prints one line per page and exits 1 when one is over the budget (DESIGN.md: 120 KB gzip on landing and login).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '../dist');
const assets = join(dist, 'assets');
const BUDGET_KB = 120;
const pages = { landing: 'LandingPage', login: 'LoginPage' };

const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
const entry = readFileSync(join(dist, 'index.html'), 'utf8').match(/src="\/assets\/([^"]+\.js)"/)?.[1];
if (!entry) throw new Error('No entry script in dist/index.html: run `npm run build` first.');

/** `import … from "./x.js"` and `import "./x.js"` (not `import(\`./x.js\`)`, which loads later). */
const staticImports = (file) =>
  [...readFileSync(join(assets, file), 'utf8').matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)].map(
    (match) => match[1],
  );

function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dependency of staticImports(file)) closure(dependency, seen);
  return seen;
}

let over = false;
for (const [name, chunk] of Object.entries(pages)) {
  const page = files.find((file) => file.startsWith(`${chunk}-`));
  if (!page) throw new Error(`No ${chunk} chunk in dist/assets`);
  const set = closure(page, closure(entry));
  const bytes = [...set].reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length,
    0,
  );
  const kb = bytes / 1000;
  over ||= kb > BUDGET_KB;
  console.log(
    `${name.padEnd(8)} ${kb.toFixed(1).padStart(6)} KB gzip initial JS in ${set.size} files (budget ${BUDGET_KB} KB)`,
  );
}
process.exitCode = over ? 1 : 0;
