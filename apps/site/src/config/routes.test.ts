import { describe, expect, it } from 'vitest';
import { memberRoutes } from '@app/client';
import { memberPages } from './member-pages';
import { publicPages } from './public-pages';
import { memberPageRoutes, publicSlugs } from './routes';

describe('site routes', () => {
  it("gives every route of the client's permission table a page at /<route name>", () => {
    for (const { name } of memberRoutes) {
      expect(memberPageRoutes.find((page) => page.route === name)?.href).toBe(`/${name}`);
    }
  });

  it('guards member pages only with route names the client knows', () => {
    const known = new Set(memberRoutes.map((route) => route.name));
    const unknown = memberPageRoutes.filter((page) => page.route !== null && !known.has(page.route));
    expect(unknown).toEqual([]);
  });

  it('has a title, a group and a summary for every member page and every public page', () => {
    expect(memberPages.map((page) => page.href)).toEqual(memberPageRoutes.map((page) => page.href));
    for (const page of memberPages) expect(page.title && page.summary).toBeTruthy();
    expect(publicPages.map((page) => page.slug).sort()).toEqual([...publicSlugs].sort());
  });
});
