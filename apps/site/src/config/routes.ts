// The routes the router needs at start, without any page text (that loads with the pages): member pages derived
// from the contract's feature catalogue, with the route name of @app/client's route table that guards them, the
// old URLs that now redirect, and the public pages' slugs.
import type { CatalogueId } from '@app/contract';
import { catalogueEntries, routeUrl } from '@app/contract';

export interface MemberPageRoute {
  /** The catalogue entry the page belongs to. */
  id: CatalogueId;
  /** Route name in @app/client's route table (permission flag); null when every member may open it. */
  route: string | null;
  href: string;
  /** The entry's page (its first route); false for the later steps of its flow. */
  main: boolean;
}

export const memberPageRoutes: readonly MemberPageRoute[] = catalogueEntries.flatMap(([id, entry]) =>
  (entry.routes ?? []).map((name, index) => ({
    id,
    route: entry.permission ? name : null,
    href: routeUrl(entry, name),
    main: index === 0,
  })),
);

/** Old URLs of pages that moved (settings now live under /profile/settings): from → to. */
export const movedPages: readonly { from: string; to: string }[] = catalogueEntries.flatMap(([, entry]) =>
  entry.under ? (entry.routes ?? []).map((name) => ({ from: `/${name}`, to: routeUrl(entry, name) })) : [],
);

/** Public pages of SPEC point 2 besides the landing page. */
export const publicSlugs = [
  'user-agreement',
  'privacy-policy',
  'cookie-policy',
  'dispute-notice',
  'email-feedback',
  'success-stories',
  'feedback/success-stories',
  'fraud-protection',
  'safety-tips',
  'faq',
  'interested-in-me',
  'customer-service',
  'tech-support',
  'media-inquiries',
  'bug-report',
  'password-recovery',
  'system-abuse',
  'report-user',
  'blocklist/add',
] as const;
export type PublicSlug = (typeof publicSlugs)[number];
