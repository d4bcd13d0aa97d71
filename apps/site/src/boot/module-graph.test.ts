import { describe, expect, it } from 'vitest';
import { parseAst } from 'vite';
import { ModuleGraph, recordModule } from './module-graph';

/** A graph of small modules, by id: their code and where each import source resolves (the source itself here). */
async function graphOf(modules: Record<string, string>) {
  const graph = new ModuleGraph();
  for (const [id, code] of Object.entries(modules)) {
    const body = parseAst(code).body as unknown as Parameters<typeof recordModule>[0];
    graph.records.set(id, await recordModule(body, (source) => Promise.resolve(source)));
  }
  return graph;
}

const ui = {
  button: 'export function Button() {}',
  dialog: "import { portal } from 'portal'; export const Dialog = () => portal;",
  portal: 'export const portal = 1;',
  card: "export * from 'photo'; export const Card = 1;",
  photo: 'export const Photo = 1;',
  // A barrel in both styles: `export … from` and an import passed on with `export { … }`.
  index:
    "export { Button } from 'button'; import { Dialog } from 'dialog'; export { Dialog as Modal }; export * from 'card';",
};

describe('ModuleGraph', () => {
  it('follows a binding through barrels to the module that declares it, and no further', async () => {
    const graph = await graphOf({
      ...ui,
      page: "import { Button } from 'index'; export default () => Button;",
    });
    expect([...graph.closure(['page'])].sort()).toEqual(['button', 'page']);
  });

  it('resolves renamed re-exports, imports passed on and `export *`', async () => {
    const graph = await graphOf({
      ...ui,
      page: "import { Modal, Photo } from 'index'; export default [Modal, Photo];",
    });
    expect([...graph.closure(['page'])].sort()).toEqual(['dialog', 'page', 'photo', 'portal']);
  });

  it('takes a whole module for a namespace or bare import, and for a dynamic import of a page (`whole`)', async () => {
    const graph = await graphOf({
      ...ui,
      styles: "import 'portal';",
      page: "export { Card as PageCard } from 'card'; import { Button } from 'button'; export default Button;",
    });
    expect([...graph.closure(['styles'])].sort()).toEqual(['portal', 'styles']);
    expect(graph.whole('page').sort()).toEqual(['card', 'page']);
    expect([...graph.closure(graph.whole('page'))].sort()).toEqual(['button', 'card', 'page']);
  });

  it('leaves out type-only imports', async () => {
    const graph = new ModuleGraph();
    const code =
      "import type { Dialog } from 'dialog';\nimport { Button } from 'button';\nexport default Button;";
    const body = parseAst(code, { lang: 'ts' }).body as unknown as Parameters<typeof recordModule>[0];
    graph.records.set('page', await recordModule(body, (source) => Promise.resolve(source)));
    expect(graph.uses('page')).toEqual(['button']);
  });
});
