// The site's URLs that need nothing from the contract, as `{ path, href() }` (`path` is the router pattern, `href()`
// builds a link). Everywhere else reads them from `paths` (paths.ts, which adds the pages derived from the contract).
// The four the route tree in the entry and the login page read are in entry-paths.ts (spread here), so neither the
// entry chunk nor the login page carries the member URLs, and the login page does not load the contract's catalogue
// (1.2 KB gzip and a request, which paths.ts derives every feature's page from).
import { entryPaths, fixed, withQuery } from './entry-paths';

export const sitePaths = {
  ...entryPaths,
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
    /** `checkout`: the server's checkout once the page has one, so a reload shows that checkout (even paid). */
    href: (planId: string, continueURL?: string, checkout?: string) =>
      withQuery('/subscription', { plan: planId, continue: continueURL, checkout }),
  },
  /** After a payment: what was bought, then on to `continueURL`. */
  purchaseSuccess: {
    href: (reference: string, continueURL?: string) =>
      withQuery('/subscription/success', { reference, continue: continueURL }),
  },
  /** One payment's receipt; without a reference, the latest. */
  receipt: { href: (reference?: string) => withQuery('/subscription/receipt', { reference }) },
} as const;
