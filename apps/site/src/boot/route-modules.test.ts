import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memberPageRoutes } from '../config/routes';
import { paths } from '../config/paths';
import { matchesPath } from './loader';
import { routeModules, routePreloads } from './route-modules';

const siteRoot = join(import.meta.dirname, '../..');

describe('the route plan', () => {
  it('names modules that exist', () => {
    for (const module of Object.values(routeModules))
      expect(existsSync(join(siteRoot, module)), module).toBe(true);
  });

  it("preloads each page's chunks on the site's own paths for it", () => {
    const planOf = (pathname: string) =>
      routePreloads.find(([pattern]) => matchesPath(pattern, pathname))?.[1];
    const m = routeModules;
    expect(planOf(paths.landing.href())).toContain(m.landing);
    expect(planOf(paths.login.href())).toContain(m.login);
    expect(planOf(paths.inbox.href())).toContain(m.inbox);
    expect(planOf(paths.search.href())).toContain(m.search);
    expect(planOf(paths.profileView.href(7))).toContain(m.profileView);
    // Every list of the catalogue, and nothing else under /lists/.
    const lists = memberPageRoutes.filter(({ href }) => href.startsWith('/lists/'));
    expect(lists.length).toBeGreaterThan(3);
    for (const { href } of lists) expect(planOf(href), href).toContain(m.list);
    // Any other page gets the route tree.
    expect(planOf(paths.home.href())).toEqual([m.routeTree]);
  });
});
