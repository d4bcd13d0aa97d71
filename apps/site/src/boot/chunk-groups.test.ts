import { describe, expect, it } from 'vitest';
import { parseAst } from 'vite';
import { classify } from './chunk-groups';
import { ModuleGraph, recordModule } from './module-graph';
import { routeModules } from './route-modules';

const siteRoot = '/repo/apps/site';
const site = (module: string) => `${siteRoot}/${module}`;
const lib = (path: string) => `/repo/node_modules/${path}`;
const ui = (path: string) => `/repo/packages/ui/src/${path}`;
const contract = (path: string) => `/repo/packages/contract/src/${path}`;
const m = routeModules;

/** A small site: each module's code, its imports written as the ids they resolve to. */
const modules: Record<string, string> = {
  [lib('react/index.js')]: 'export const useState = 1;',
  [lib('react-router/index.mjs')]: 'export const Routes = 1;',
  [lib('zod/index.js')]: 'export const z = 1;',
  [lib('@tanstack/react-query/index.js')]:
    `export { useQuery } from '${lib('@tanstack/react-query/useQuery.js')}'; export { useInfiniteQuery } from '${lib('@tanstack/react-query/useInfiniteQuery.js')}';`,
  [lib('@tanstack/react-query/useQuery.js')]: 'export const useQuery = 1;',
  [lib('@tanstack/react-query/useInfiniteQuery.js')]: 'export const useInfiniteQuery = 1;',
  [ui('index.ts')]: ['Button', 'TextField', 'LoginScreen', 'AppShell', 'ProfileCard', 'Dialog']
    .map(
      (name) =>
        `export { ${name} } from '${ui(name === 'LoginScreen' ? 'screens/LoginScreen.tsx' : `${name}.tsx`)}';`,
    )
    .join('\n'),
  [ui('Button.tsx')]: 'export const Button = 1;',
  [lib('styled-components/index.js')]: 'export const styled = 1;',
  [ui('TextField.tsx')]:
    `import { styled } from '${lib('styled-components/index.js')}'; export const TextField = styled;`,
  [ui('screens/LoginScreen.tsx')]:
    `import { TextField } from '${ui('TextField.tsx')}'; export const LoginScreen = TextField;`,
  [ui('AppShell.tsx')]: 'export const AppShell = 1;',
  [ui('ProfileCard.tsx')]: 'export const ProfileCard = 1;',
  [ui('Dialog.tsx')]: 'export const Dialog = 1;',
  [contract('copy.ts')]: 'export const copy = 1;',
  [contract('session.ts')]: `import { z } from '${lib('zod/index.js')}'; export const loginBody = z;`,
  [contract('lists.ts')]:
    `import { loginBody } from '${contract('session.ts')}'; export const listBody = loginBody;`,
  [site(m.entry)]:
    `import { Routes } from '${lib('react-router/index.mjs')}'; import { Button } from '${ui('index.ts')}'; import { useState } from '${lib('react/index.js')}';`,
  [site(m.landing)]: `import { copy } from '${contract('copy.ts')}'; export default copy;`,
  [site(m.login)]: `import { LoginScreen } from '${ui('index.ts')}'; export default LoginScreen;`,
  [site(m.loginForm)]: `import { loginBody } from '${contract('session.ts')}'; export default loginBody;`,
  [site(m.routeTree)]: `import { copy } from '${contract('copy.ts')}'; export default copy;`,
  [site(m.memberLayout)]:
    `import { AppShell } from '${ui('index.ts')}'; import { useQuery } from '${lib('@tanstack/react-query/index.js')}'; export default AppShell;`,
  [site(m.client)]: `import { listBody } from '${contract('lists.ts')}'; export const client = listBody;`,
  [site(m.queryClient)]: `export { useQuery as hydrate } from '${lib('@tanstack/react-query/index.js')}';`,
  [site('src/guard.tsx')]: 'export const Guard = 1;',
  [site(m.list)]:
    `import { Guard } from '${site('src/guard.tsx')}'; import { ProfileCard } from '${ui('index.ts')}'; export default Guard;`,
  [site(m.inbox)]: `import { Guard } from '${site('src/guard.tsx')}'; export default Guard;`,
  [site(m.search)]:
    `import { Guard } from '${site('src/guard.tsx')}'; import { ProfileCard } from '${ui('index.ts')}'; export default Guard;`,
  [site(m.profileView)]:
    `import { Guard } from '${site('src/guard.tsx')}'; import { Dialog } from '${ui('index.ts')}'; import { useInfiniteQuery } from '${lib('@tanstack/react-query/index.js')}'; export default Guard;`,
};

async function groups(code = modules) {
  const graph = new ModuleGraph();
  for (const [id, source] of Object.entries(code)) {
    const body = parseAst(source).body as unknown as Parameters<typeof recordModule>[0];
    graph.records.set(id, await recordModule(body, (s) => Promise.resolve(s)));
  }
  return classify(graph, siteRoot);
}

describe('chunk groups', () => {
  it("puts React first, then the entry's libraries and the ui parts of the entry and login form", async () => {
    const names = await groups();
    expect(names.get(lib('react/index.js'))).toBe('react');
    expect(names.get(lib('react-router/index.mjs'))).toBe('framework');
    expect(names.get(ui('Button.tsx'))).toBe('framework');
    expect(names.get(ui('TextField.tsx'))).toBe('framework');
    // The login screen itself stays with the login page.
    expect(names.get(ui('screens/LoginScreen.tsx'))).toBeUndefined();
    // A library those ui parts use goes with them, though the entry does not use it itself.
    expect(names.get(lib('styled-components/index.js'))).toBe('framework');
  });

  it('gives the member area what its layout, client core and every member page use, and nothing landing uses', async () => {
    const names = await groups();
    expect(names.get(ui('AppShell.tsx'))).toBe('member');
    expect(names.get(lib('@tanstack/react-query/useQuery.js'))).toBe('member');
    expect(names.get(site('src/guard.tsx'))).toBe('member');
    // Used by one page only: not in member (react-query's other hooks included), and no barrel drags it in.
    expect(names.get(lib('@tanstack/react-query/useInfiniteQuery.js'))).toBeUndefined();
    expect(names.get(ui('Dialog.tsx'))).toBeUndefined();
    // The route tree reads the landing page's copy: it stays out of member, so landing never loads that chunk.
    expect(names.get(contract('copy.ts'))).toBeUndefined();
  });

  it('gives the list page its own group, and the contract modules that load zod to the contract groups', async () => {
    const names = await groups();
    expect(names.get(ui('ProfileCard.tsx'))).toBe('discovery-pages');
    expect(names.get(lib('zod/index.js'))).toBe('contract-core');
    expect(names.get(contract('session.ts'))).toBe('contract-core');
    expect(names.get(contract('lists.ts'))).toBe('contract');
  });

  it('fails the build when a module of the route plan no longer exists (a renamed page)', async () => {
    const { [site(m.inbox)]: _renamed, ...rest } = modules;
    await expect(groups(rest)).rejects.toThrow(`no module ${m.inbox}`);
  });
});
