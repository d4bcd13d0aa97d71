// Runs the root drizzle-kit with `drizzle-orm` resolved from this workspace: npm installed drizzle-orm under
// apps/server/node_modules, where the hoisted drizzle-kit cannot see it. Usage: node scripts/drizzle-kit.mjs generate
import { createRequire, register } from 'node:module';
import { pathToFileURL } from 'node:url';

const here = createRequire(import.meta.url);
// Its dynamic import() calls resolve drizzle-orm from here...
register(
  'data:text/javascript,' +
    encodeURIComponent(`
      export async function resolve(specifier, context, next) {
        if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
          return next(specifier, { ...context, parentURL: ${JSON.stringify(import.meta.url)} });
        }
        return next(specifier, context);
      }`),
);
// ...and for its CommonJS require() calls, which module hooks do not see on Node 20.
process.env.NODE_PATH = new URL('../node_modules', import.meta.url).pathname;
here('node:module').Module._initPaths();
const kitDir = here.resolve('drizzle-kit').replace(/[^/]+$/, '');
await import(pathToFileURL(`${kitDir}bin.cjs`).href);
