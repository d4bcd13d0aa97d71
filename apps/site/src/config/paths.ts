// Every URL of the site, once: `path` is the router pattern, `href()` builds a link. Pages, guards, navigation and
// tests import from here, never spell a URL themselves (bulletproof-react `config/paths.ts`). The page of each
// feature of the contract's catalogue is its first route name under the root (or under the entry's `under` folder:
// settings live under /profile/settings).
import type { Catalogue, CatalogueEntry, CatalogueId } from '@app/contract';
import { EMAIL_VALIDATION_SLUG, catalogueEntries } from '@app/contract';

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const entries = Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return entries.length ? `${path}?${new URLSearchParams(entries).toString()}` : path;
};

const fixed = <P extends string>(path: P) => ({ path, href: () => path });

/** The URL of one of a catalogue entry's route names. */
export const routeUrl = (entry: Pick<CatalogueEntry, 'under'>, routeName: string) =>
  `/${entry.under ? `${entry.under}/` : ''}${routeName}`;

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
  landing: fixed('/'),
  login: {
    path: '/login',
    /** `redirectTo` brings the member back to the page that sent them to log in. */
    href: (redirectTo?: string) => withQuery('/login', { redirectTo }),
  },
  home: fixed('/home'),
  paywall: {
    path: '/home/paywall',
    /**
     * `feature` is the paywall feature the member was refused (e.g. 'blocklist'); it picks the headline. `from` is the
     * page they were on (a same-site path), where they continue after paying.
     */
    href: (feature?: string, from?: string) => withQuery('/home/paywall', { feature, continue: from }),
  },

  /** One conversation, under the inbox (guarded like it). */
  thread: { path: '/inbox/:threadId', href: (threadId: string) => `/inbox/${encodeURIComponent(threadId)}` },
  compose: {
    path: '/messaging/compose',
    /** `to`: the member the message goes to (from their profile or a list). */
    href: (to?: number) => withQuery('/messaging/compose', { to: to?.toString() }),
  },

  profileView: {
    path: '/profile/view/:memberId?',
    /** Another member's profile; without an id, the member's own profile as others see it. */
    href: (memberId?: number) => (memberId === undefined ? '/profile/view' : `/profile/view/${memberId}`),
  },
  profileEdit: {
    path: '/profile/edit/:section?',
    href: (section?: string) => (section ? `/profile/edit/${section}` : '/profile/edit'),
  },
  /** One interest's feed: the members who share it. */
  interestFeed: {
    path: '/interests/:interest',
    href: (interest: string) => `/interests/${encodeURIComponent(interest)}`,
  },
  /** The invites received (the default tab) or sent. */
  inviteBox: {
    href: (box: 'received' | 'sent') => withQuery('/invites', { box: box === 'sent' ? box : undefined }),
  },

  /** A public page that shows more to a member (SPEC lists it with the public routes). */
  interestedInMe: fixed('/interested-in-me'),
  reportUser: {
    path: '/report-user',
    href: (memberId?: number) => withQuery('/report-user', { memberId: memberId?.toString() }),
  },
  blockUser: {
    path: '/blocklist/add',
    href: (memberId?: number) => withQuery('/blocklist/add', { memberId: memberId?.toString() }),
  },

  subscription: {
    path: '/subscription/:offer?',
    href: (offer?: string) => (offer ? `/subscription/${offer}` : '/subscription'),
  },

  /** Where choosing a plan on the paywall leads; `continueURL` is where the member goes after paying. */
  checkout: {
    href: (planId: string, continueURL?: string) =>
      withQuery('/subscription', { plan: planId, continue: continueURL }),
  },
  /** After a payment: what was bought, then on to `continueURL`. */
  purchaseSuccess: {
    href: (reference: string, continueURL?: string) =>
      withQuery('/subscription/success', { reference, continue: continueURL }),
  },
  /** One payment's receipt; without a reference, the latest. */
  receipt: { href: (reference?: string) => withQuery('/subscription/receipt', { reference }) },

  /** The page a validation link opens, logged in or out (the token in `?token=`). */
  emailValidation: {
    path: `/${EMAIL_VALIDATION_SLUG}`,
    href: (token: string) => withQuery(`/${EMAIL_VALIDATION_SLUG}`, { token }),
  },

  /** Public pages other than the landing page ('faq', 'feedback/success-stories', ...). */
  publicPage: { href: (slug: string) => `/${slug}` },
} as const;
