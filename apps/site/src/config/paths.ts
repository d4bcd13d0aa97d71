// Every URL of the site, once: `path` is the router pattern, `href()` builds a link. Pages, guards, navigation and
// tests import from here, never spell a URL themselves (bulletproof-react `config/paths.ts`). The page of each
// feature of the contract's catalogue is its first route name under the root (or under the entry's `under` folder:
// settings live under /profile/settings); the URLs that need nothing from the contract are declared in site-paths.ts.
import type { Catalogue, CatalogueId } from '@app/contract';
import { EMAIL_VALIDATION_SLUG, SIGNUP_CONFIRM_SLUG, catalogueEntries, routeUrl } from '@app/contract';
import { fixed, withQuery } from './entry-paths';
import { sitePaths } from './site-paths';

/** The catalogue entries that have a page. */
export type PageId = {
  [I in CatalogueId]: Catalogue[I] extends { routes: unknown } ? I : never;
}[CatalogueId];

/** The page of every catalogue entry that has one, by entry id ('blocklist' → '/lists/blocklist'). */
export const featurePaths = Object.fromEntries(
  catalogueEntries.flatMap(([id, entry]) =>
    entry.routes?.[0] ? [[id, fixed(routeUrl(entry, entry.routes[0]))]] : [],
  ),
) as Record<PageId, { path: string; href: () => string }>;

export const paths = {
  ...featurePaths,
  ...sitePaths,
  /** The page a validation link opens, logged in or out (the token in `?token=`). */
  emailValidation: {
    path: `/${EMAIL_VALIDATION_SLUG}`,
    href: (token: string) => withQuery(`/${EMAIL_VALIDATION_SLUG}`, { token }),
  },
  /** The page a sign-up link opens, logged out (the token in `?token=`): it creates the member and logs in. */
  signupConfirm: {
    path: `/${SIGNUP_CONFIRM_SLUG}`,
    href: (token: string) => withQuery(`/${SIGNUP_CONFIRM_SLUG}`, { token }),
  },
} as const;
