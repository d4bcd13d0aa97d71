import { describe, expect, it } from 'vitest';
import { memberRoutes } from '@app/client';
import { memberPages } from './member-pages';
import { publicInfoOf, publicPages } from './public-pages';
import { memberRoutePage, publicBuiltPage } from './built-pages';
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

  it('gives every member route a page, and every public slug an article, a contact form or a page', () => {
    const pageless = memberPageRoutes.filter((page) => !memberRoutePage(page.href));
    expect(pageless.map((page) => page.href)).toEqual([]);
    const blank = publicSlugs.filter((slug) => !publicBuiltPage(slug) && !publicInfoOf(slug));
    expect(blank).toEqual([]);
    expect(memberRoutePage('/profile/disabled')?.signedOut).toBe(true);
    expect(memberRoutePage('/lists/wlm')?.signedOut).toBe(false);
    expect(memberRoutePage('/lists/nothing')).toBeUndefined();
    expect(publicInfoOf('faq')).toEqual({ kind: 'article', slug: 'faq' });
    expect(publicInfoOf('feedback/success-stories')).toEqual({ kind: 'form', form: 'success-stories' });
    expect(publicInfoOf('no-such-page')).toBeUndefined();
    expect(publicBuiltPage('report-user')?.member).toBe(true);
    expect(publicBuiltPage('password-recovery')?.member).toBe(false);
  });

  it("titles each feature's page in the navigation, and the footer's public pages", () => {
    expect(memberPages.map((page) => page.href)).toEqual(
      memberPageRoutes.filter((page) => page.main).map((page) => page.href),
    );
    for (const page of memberPages) expect(page.title, page.href).toBeTruthy();
    for (const page of publicPages) expect(page.title, page.slug).toBeTruthy();
    expect(publicPages.map((page) => page.slug).sort()).toEqual(
      publicSlugs.filter((slug) => publicInfoOf(slug) !== undefined).sort(),
    );
  });
});
