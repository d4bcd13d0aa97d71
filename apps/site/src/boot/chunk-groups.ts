// The browser build's chunk groups (build only; runs in Node), derived from the route table's pages
// (route-modules.ts) and what each module uses (module-graph.ts), not from lists of file names: a module goes where
// the pages that use it put it, so renaming or adding one moves nothing to another page's chunks.
//
// - react: React, React DOM, the scheduler (and react-first.ts, which requires React DOM there): the inline loader's
//   first step. Evaluating them alone keeps the next steps' tasks short.
// - framework: the libraries the entry uses and the ui modules of the entry and of the login page (the tightest
//   budget), with the libraries those ui modules use (styled-components): its second step. Bigger chunks compress
//   better than many small ones.
// - member: what every member page uses (route tree, member layout, client core, react-query), less what landing or
//   login use; `discovery-pages`: what the list page adds (shared with search and the feeds).
// - contract-core: zod and the contract's schemas the login form validates with; contract: the rest of the contract
//   modules that load zod (with the first API call). The zod-free ones (copy, limits) go with what reads them.
import { join } from 'node:path';
import { parseAst } from 'vite';
import type { Plugin, Rolldown } from 'vite';
import { ModuleGraph, recordModule } from './module-graph';
import { routeModules } from './route-modules';

type Group = NonNullable<
  Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']
>[number];

const normal = (id: string) => id.replaceAll('\\', '/');
const inPackage = (id: string, ...names: string[]) =>
  names.some((name) => normal(id).includes(`/node_modules/${name}/`));
const isLibrary = (id: string) => normal(id).includes('/node_modules/');
const isUi = (id: string) => normal(id).includes('/packages/ui/src/');
const isContract = (id: string) => normal(id).includes('/packages/contract/src/');
/** A ui screen (not the internal parts screens share). */
const isScreen = (id: string) => /\/packages\/ui\/src\/screens\/(?!internal\/)/.test(normal(id));

/** Assigns every module of the build to a chunk group, once the graph is complete (when chunking starts). */
export function classify(graph: ModuleGraph, siteRoot: string): Map<string, string> {
  const ids = new Map([...graph.records.keys()].map((id) => [normal(id), id]));
  const root = (module: string) => {
    const id = ids.get(normal(join(siteRoot, module)));
    if (!id) throw new Error(`chunk groups: the build has no module ${module} (route-modules.ts)`);
    return id;
  };
  const closureOf = (...modules: string[]) =>
    graph.closure(modules.flatMap((module) => graph.whole(root(module))));
  const m = routeModules;
  const entry = closureOf(m.entry);
  const login = closureOf(m.login);
  const publicPages = graph.closure([...closureOf(m.landing), ...login], new Set(entry));
  const loadsZod = (id: string) => [...graph.closure([id])].some((used) => inPackage(used, 'zod'));

  const groups = new Map<string, string>();
  const put = (name: string, modules: Iterable<string>, when: (id: string) => boolean = () => true) => {
    for (const id of modules) if (!groups.has(id) && when(id)) groups.set(id, name);
  };
  put(
    'react',
    graph.records.keys(),
    (id) => inPackage(id, 'react', 'react-dom', 'scheduler') || normal(id).endsWith('/src/react-first.ts'),
  );
  put('framework', entry, (id) => (isLibrary(id) && !inPackage(id, 'zod')) || isUi(id));
  // The ui components the login form is built from (fields, buttons, banner), not its screen, and the libraries
  // the ui modules here use (styled-components).
  put('framework', login, (id) => isUi(id) && !isScreen(id));
  const frameworkUi = [...groups].flatMap(([id, group]) => (group === 'framework' && isUi(id) ? [id] : []));
  put('framework', graph.closure(frameworkUi), (id) => isLibrary(id) && !inPackage(id, 'zod'));
  put(
    'contract-core',
    closureOf(m.loginForm),
    (id) => inPackage(id, 'zod') || (isContract(id) && loadsZod(id)),
  );
  const notPublic = (id: string) => !publicPages.has(id);
  // The member area, and what each member page of the route plan uses (the page guard, empty and error states …).
  const pages = [m.list, m.inbox, m.search, m.profileView].map((page) => closureOf(page));
  const everyPage = [...(pages[0] ?? [])].filter((id) => pages.every((page) => page.has(id)));
  put(
    'member',
    [...closureOf(m.routeTree, m.memberLayout, m.client, m.queryClient), ...everyPage],
    (id) => notPublic(id) && !(isContract(id) && loadsZod(id)),
  );
  put('discovery-pages', closureOf(m.list), (id) => notPublic(id) && !(isContract(id) && loadsZod(id)));
  put('contract', graph.records.keys(), (id) => isContract(id) && loadsZod(id));
  return groups;
}

/** The plugin that records the graph, and the one chunk group whose names it derives. */
export function chunkGroups(siteRoot: string): { plugin: Plugin; group: Group } {
  const graph = new ModuleGraph();
  let groups: Map<string, string> | undefined;
  const plugin: Plugin = {
    name: 'boot-chunk-groups',
    apply: 'build',
    buildStart() {
      graph.records.clear();
      groups = undefined;
    },
    transform: {
      order: 'post',
      async handler(code, id) {
        if (this.environment.config.consumer !== 'client' || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? ''))
          return;
        const body = parseAst(code).body as unknown as Parameters<typeof recordModule>[0];
        const resolve = async (source: string) => (await this.resolve(source, id))?.id ?? null;
        graph.records.set(id, await recordModule(body, resolve));
      },
    },
  };
  const group: Group = {
    name: (id) => {
      groups ??= classify(graph, siteRoot);
      return groups.get(id) ?? null;
    },
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}
