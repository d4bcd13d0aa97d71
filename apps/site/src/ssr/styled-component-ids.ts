// A Vite plugin (build only, used by vite.config.ts; runs in Node, never in the page) that gives every
// styled-component of the site and the packages it bundles a component id derived from its file and its place in
// that file, as babel-plugin-styled-components does. Without it styled-components numbers components in the order
// their modules run, which differs between the server renderer (every page module loaded) and the browser (lazy
// chunks in the order they arrive): the server's class names would not match the browser's and hydration would
// keep the server's (wrong) classes. @vitejs/plugin-react 6 runs no babel plugins, so this is a small transform.
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';

/** `import styled from 'styled-components'` (optionally with named imports): the local name of the default import. */
const defaultImport = /import\s+([A-Za-z_$][\w$]*)\s*(?:,\s*\{[^}]*\})?\s*from\s*["']styled-components["']/;

/** `styled.div` or `styled(Component)` (a plain or dotted identifier), unless it already has a config. */
const constructorsOf = (name: string) =>
  new RegExp(
    `(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?:\\.[a-z][\\w]*(?![\\w$])|\\(\\s*[A-Za-z_$][\\w$.]*\\s*\\))(?!\\s*\\.withConfig)`,
    'g',
  );

/** Adds `.withConfig({ componentId })` to each styled-component constructor of a module's code. */
export function addComponentIds(code: string, fileKey: string): string {
  const name = defaultImport.exec(code)?.[1];
  if (!name) return code;
  const fileHash = createHash('sha1').update(fileKey).digest('base64url').replace(/[-_]/g, 'x').slice(0, 7);
  let index = 0;
  return code.replace(constructorsOf(name), (match) => {
    index += 1;
    return `${match}.withConfig({componentId:"sc-${fileHash}-${index}"})`;
  });
}

export function styledComponentIds(): Plugin {
  let repoRoot = '';
  return {
    name: 'styled-component-ids',
    enforce: 'post',
    configResolved(config) {
      // The site lives in apps/site: ids are keyed by the path from the repository root, the same in both builds.
      repoRoot = path.resolve(config.root, '../..');
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (file.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(file)) return null;
      if (!code.includes('styled-components')) return null;
      const next = addComponentIds(code, path.relative(repoRoot, file).split(path.sep).join('/'));
      return next === code ? null : { code: next, map: null };
    },
  };
}
