import { describe, expect, it } from 'vitest';
import { memberRoutes } from '@app/client';
import { memberPages } from './member-pages';
import { publicPages } from './public-pages';
import { builtPages } from './built-pages';
import { memberPageRoutes, movedPages, publicSlugs } from './routes';

describe('site routes', () => {
  it("gives every route of the client's permission table a page at /<route name>, settings under /profile/settings", () => {
    for (const { name } of memberRoutes) {
      const href = memberPageRoutes.find((page) => page.route === name)?.href;
      expect([`/${name}`, `/profile/settings/${name}`]).toContain(href);
    }
    expect(memberPageRoutes.find((page) => page.route === 'account-settings')?.href).toBe(
      '/profile/settings/account-settings',
    );
  });

  it('redirects the old settings URLs to their place under /profile/settings', () => {
    expect(movedPages).toContainEqual({ from: '/email-settings', to: '/profile/settings/email-settings' });
    expect(movedPages).toHaveLength(4);
  });

  it('guards member pages only with route names the client knows', () => {
    const known = new Set(memberRoutes.map((route) => route.name));
    const unknown = memberPageRoutes.filter((page) => page.route !== null && !known.has(page.route));
    expect(unknown).toEqual([]);
  });

  it('has a title for every member page, a summary for every page not built yet, and a title for every public page', () => {
    expect(memberPages.map((page) => page.href)).toEqual(memberPageRoutes.map((page) => page.href));
    for (const page of memberPages) expect(page.title).toBeTruthy();
    for (const page of memberPages.filter((candidate) => !builtPages[candidate.href]))
      expect(page.summary, page.href).toBeTruthy();
    expect(publicPages.map((page) => page.slug).sort()).toEqual([...publicSlugs].sort());
  });
});
